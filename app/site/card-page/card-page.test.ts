import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreditCard } from "#content/card-schema";
import { cards, firstCards, replaceCards } from "#content/cards";
import { cardFromFeed, feedCardFacts } from "~/shared/cards/finansportalen/feed-card.server";
import { parseFeed } from "~/shared/cards/finansportalen/feed-parser.server";
import { cardArtSrc } from "~/shared/cards/drawn-card-art";
import { CardPage } from "./card-page";
import { loader } from "./card.route";
import { rateStanding } from "~/shared/cards/rate-comparison";
import { cardPageText } from "./card-page-text";
import { cardRecordOf } from "./card-record.server";
import { historyWithSync } from "../../../tests/support/card-fixtures";
import { FEED_ATTRIBUTION, installFeedStatus } from "~/shared/cards/feed-status";
import { shownBankDescriptions } from "~/shared/cards/bank-descriptions";
import { bankDescriptionText } from "~/shared/cards/bank-description-text";

const feed = parseFeed(
  readFileSync(new URL("../../shared/cards/finansportalen/testdata/kredittkort.atom", import.meta.url), "utf8"),
);
const fromFeed = cardFromFeed({
  productId: "4101",
  slug: "sparebanken-ost-gull-mastercard",
  facts: feedCardFacts(feed.products.find((product) => product.productId === "4101")!),
  id: 11,
  checkedOn: "2026-11-27",
});

/** The card page as the server renders it (its compare toggle's form needs a data router). */
function render(
  card: CreditCard,
  loaderData: unknown = {
    card,
    editorial: [],
    cardArt: cardArtSrc(card),
    record: cardRecordOf(card),
    bankDescriptions: shownBankDescriptions(card),
  },
): string {
  const router = createMemoryRouter(
    [{ path: "/kort/:urlSlug", Component: () => createElement(CardPage, { loaderData } as never) }],
    { initialEntries: [`/kort/${card.urlSlug}`] },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&quot;/g, "'")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the page of a card the editors have not reviewed", () => {
  const markup = render(fromFeed);

  it("says so, with no stars and no highlights heading", () => {
    expect(text(markup)).toContain(cardPageText.notReviewed);
    expect(markup).not.toMatch(/av 5 stjerner|Vurdering/);
    expect(text(markup)).not.toContain("Viktigste fordeler");
  });

  it("shows the feed's facts, the example with its cost and «Ukjent» for what nobody stated", () => {
    const page = text(markup);
    expect(page).toContain("Sparebanken Øst Gull Mastercard");
    expect(page).toContain("295 kr");
    expect(page).toContain("Eff. rente 25 %, 15 000 kr o/12 mnd. Kostnad: 1 894 kr.");
    expect(page).toContain("Bonuspoeng: Ukjent.");
    expect(page).not.toContain("Vår vurdering av");
    expect(page).toMatch(/Behandlingstid Ukjent/);
    expect(page).toMatch(/Cashback Ukjent/);
  });

  it("lists the facts the feed adds, the credit limit as a range among the facts", () => {
    const page = text(markup);
    expect(page).toContain("Månedsgebyr 0 kr");
    expect(page).toContain("Minstebeløp å betale hver måned 3 % av saldo, minst 300 kr");
    expect(page).toContain("Kredittgrense, fra–til 10 000 kr–100 000 kr");
    expect(page).toContain("Aldersgrense 20 år");
    expect(page).toContain("Høyeste alder 80 år");
    expect(page).toContain("Spesielle betingelser Kun for kunder med lønnskonto i banken.");
  });

  it("has art drawn from its bank, and no apply link (no application page of ours)", () => {
    expect(markup).toMatch(/<img src="data:image\/svg\+xml,[^"]*Sparebanken Øst/);
    expect(markup).not.toContain('href="/go/');
  });
});

describe("the page of a retired card", () => {
  const card = { ...firstCards[0]!, retiredOn: "2026-11-20" };
  const markup = render(card);

  it("stays, saying since when it is out of sale, without apply link or compare toggle", () => {
    expect(text(markup)).toContain(cardPageText.retired("20. november 2026"));
    expect(markup).not.toContain('href="/go/');
    expect(text(markup)).not.toContain(`Vil du søke om ${card.name}?`);
    expect(text(markup)).not.toContain(`Sammenlign ${card.name}`);
    expect(text(render(firstCards[0]!))).toContain(`Sammenlign ${card.name}`);
  });

  it("is otherwise the card's page: its rating and its facts, with no row for facts no bank stated", () => {
    expect(text(markup)).toContain(card.name);
    expect(text(markup)).not.toContain(cardPageText.notReviewed);
    expect(text(markup)).not.toMatch(/Månedsgebyr|Minstebeløp|Høyeste alder|Spesielle betingelser/);
  });
});

// Issue 30: a reviewed card out of sale kept its review, whose {rateStanding} compared it only with the cards on
// sale, which it is no longer among: the page failed to render (decision 0015, stop 47).
describe("the page of a retired reviewed card, from its loader", () => {
  const reviewed = firstCards.find((card) => card.urlSlug === "bank-norwegian-kredittkort")!;
  const retired = { ...reviewed, retiredOn: "2026-11-20" };
  replaceCards(firstCards.map((card) => (card.id === retired.id ? retired : card)));
  const data = loader({ params: { urlSlug: retired.urlSlug } } as never);
  const markup = render(retired, data);
  afterAll(() => replaceCards(firstCards));

  it("renders its review, its comparisons computed against the cards on sale today and itself, and says so", () => {
    expect(cards.some((card) => card.id === retired.id)).toBe(false);
    const standing = rateStanding(retired, [...cards, retired]);
    const words = { lowest: "den laveste", "among-lowest": "blant de laveste", middle: "midt blant" }[
      standing as "lowest"
    ];
    expect(text(markup)).toContain(`Vår vurdering av ${retired.name}`);
    expect(data.editorial.join(" ")).toContain(`${words ?? "blant de høyeste"}`);
    expect(text(markup)).toContain(cardPageText.retiredReview);
    expect(text(markup)).toContain(cardPageText.retired("20. november 2026"));
  });

  it("has no apply link, no affiliate link and no compare toggle", () => {
    expect(markup).not.toContain('href="/go/');
    expect(markup).not.toContain(retired.applyUrl!);
    expect(markup).not.toContain('aria-label="Søk om kortet"');
    expect(text(markup)).not.toContain(`Sammenlign ${retired.name}`);
  });
});

// An editor unlinked the card from its product: the sync's figures stay in its facts, no sync checks it any more,
// and after 30 days its check is overdue. The agreement's words stay with the figures (issue 30, stop 48).
describe("the page of a card unlinked from its feed product, its check overdue", () => {
  const [ours, other] = firstCards as [CreditCard, CreditCard];
  const synced = { ...ours, interestRate: ours.interestRate + 1, lastChecked: "2025-01-15" };
  const history = historyWithSync(ours, synced, "2025-01-15T03:00:00Z");
  const page = (card: CreditCard) => render(card, loader({ params: { urlSlug: card.urlSlug } } as never));
  let markup = "";
  let plain = "";
  beforeAll(() => {
    replaceCards(
      firstCards.map((card) => (card.id === ours.id ? synced : card)),
      new Map([[ours.id, history]]),
    );
    // No link any more: the snapshot's rule (readFeedDataCardIds) still counts the card for its sync version.
    installFeedStatus({ lastGoodAt: "2026-11-27T03:00:00.000Z", feedDataCardIds: [ours.id] });
    markup = page(synced);
    plain = page(other);
  });
  afterAll(() => {
    replaceCards(firstCards, new Map());
    installFeedStatus({ lastGoodAt: null });
  });

  it("says «Data levert av Finansportalen» in the overdue note beside the feed's figures", () => {
    expect(text(markup)).toContain("Vilkårene for dette kortet er ikke kontrollert på over 30 dager.");
    expect(text(markup)).toContain(FEED_ATTRIBUTION.replace("Finansportalen", "").trim());
    expect(markup).toContain("data-feed-attribution");
  });

  it("says nothing of the kind on a card whose figures are ours", () => {
    expect(plain).not.toContain("data-feed-attribution");
  });
});

// Decision 0012, stops 48 and 49: the bank's own words, only on an unreviewed card's page, after its costs and
// example, under a heading that says whose they are, as text.
describe("the bank's own descriptions on a card page, from its loader", () => {
  const reviewed = firstCards[0]!;
  const words = {
    travelInsurance: "Reiseforsikring når <b>minst halve</b> reisen er betalt med kortet.",
    otherBenefits: "Rente fra 19,9 % og rask behandling.",
  };
  const unreviewed: CreditCard = { ...fromFeed, id: 9_001, urlSlug: "bankens-ord-kort", bankDescriptions: words };
  const withWords: CreditCard = { ...reviewed, bankDescriptions: words };
  const page = (card: CreditCard) => render(card, loader({ params: { urlSlug: card.urlSlug } } as never));
  let markup = "";
  let reviewedMarkup = "";
  let reviewedData: ReturnType<typeof loader> | undefined;
  beforeAll(() => {
    replaceCards([...firstCards.map((card) => (card.id === reviewed.id ? withWords : card)), unreviewed]);
    markup = page(unreviewed);
    reviewedData = loader({ params: { urlSlug: withWords.urlSlug } } as never);
    reviewedMarkup = render(withWords, reviewedData);
  });
  afterAll(() => replaceCards(firstCards));

  it("shows an unreviewed card's text under the heading, with the attribution, after the costs and the example", () => {
    const page = text(markup);
    const heading = page.indexOf(bankDescriptionText.heading);
    expect(heading).toBeGreaterThan(0);
    expect(page.indexOf("Hva kreditten koster")).toBeLessThan(heading);
    expect(page.lastIndexOf("Eff. rente 25 %, 15 000 kr o/12 mnd.")).toBeLessThan(heading);
    const section = page.slice(heading);
    expect(section).toContain(
      "Reiseforsikring Reiseforsikring når &lt;b&gt;minst halve&lt;/b&gt; reisen er betalt med kortet.",
    );
    // The agreement's words close the section, before the explainer that follows it.
    expect(section.slice(0, section.indexOf("Slik regner vi"))).toMatch(/Data levert av Finansportalen \.\s*$/);
  });

  it("shows markup in the bank's text as text, and leaves out a text that names a rate", () => {
    expect(markup).toContain("&lt;b&gt;minst halve&lt;/b&gt;");
    expect(markup).not.toContain("<b>minst halve</b>");
    expect(text(markup)).not.toContain("Andre fordeler");
    expect(text(markup)).not.toContain("rask behandling");
  });

  it("shows nothing of them on a reviewed card, and does not send them to its page at all", () => {
    expect(text(reviewedMarkup)).not.toContain(bankDescriptionText.heading);
    expect(reviewedMarkup).not.toContain("minst halve");
    expect(reviewedData).not.toHaveProperty("bankDescriptions");
    expect(reviewedData?.card).not.toHaveProperty("bankDescriptions");
  });
});
