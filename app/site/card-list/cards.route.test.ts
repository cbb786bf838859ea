import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CreditCard } from "#content/card-schema";
import { factCards, unknownFactCards } from "../../../tests/support/fact-cards";
import { eligibilityFormText, filterText, sortText } from "~/site/card-list/card-list-text";
import { eligibilityText } from "~/shared/cards/eligibility";
import Cards, { loader, meta } from "./cards.route";
import { installFeedStatus } from "~/shared/cards/feed-status";
import { cardsPageData } from "./cards-page";

/** /kredittkort as the server renders it for a query, over the given cards (its forms need a data router). */
function render(query: string, cards: CreditCard[]): string {
  const loaderData = cardsPageData(cards, `https://kortvalg.test/kredittkort${query}`);
  const router = createMemoryRouter(
    [{ path: "/kredittkort", Component: () => createElement(Cards as never, { loaderData } as never) }],
    {
      initialEntries: [`/kredittkort${query}`],
    },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const groups = (markup: string) => [...markup.matchAll(/role="group" aria-label="([^"]+)"/g)].map(([, label]) => label);
const buttons = (markup: string, group: string) => {
  const start = markup.indexOf(`role="group" aria-label="${group}"`);
  return [...markup.slice(start, markup.indexOf("</div>", start)).matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(
    ([, label = ""]) => text(label),
  );
};
const tiles = (markup: string) =>
  [...markup.slice(markup.indexOf('id="all-cards"')).matchAll(/<h3[^>]*><a[^>]*href="\/kort\/([a-z0-9-]+)"/g)].map(
    ([, slug]) => slug,
  );
const sortOptions = (markup: string) => [...markup.matchAll(/<option value="([^"]+)"/g)].map(([, value]) => value);

describe("/kredittkort filters, rendered without JavaScript", () => {
  it("with no card's optional facts known (as today) offers the network but no fact filter or fact sort", () => {
    const markup = render("", unknownFactCards);
    expect(groups(markup)).toEqual([filterText.categoryGroup, filterText.networkGroup]);
    const count = (network: string) => unknownFactCards.filter((card) => card.network === network).length;
    expect(buttons(markup, filterText.networkGroup)).toEqual([
      "Alle nettverk (10)",
      `Visa (${count("Visa")})`,
      `Mastercard (${count("Mastercard")})`,
      "American Express (2)",
    ]);
    expect(sortOptions(markup)).toEqual(["vurdering", "arsgebyr", "rente", "cashback"]);
  });

  it("offers a fact filter and its sort once some card has the fact, thresholds and counts from the data", () => {
    const markup = render("", factCards);
    expect(groups(markup)).toEqual([
      filterText.categoryGroup,
      filterText.networkGroup,
      filterText.facts["rentefrie-dager"].group,
      filterText.facts.valutapaslag.group,
    ]);
    expect(buttons(markup, filterText.facts["rentefrie-dager"].group)).toEqual([
      "Uansett antall dager (10)",
      "Minst 45 dager (3)",
      "Minst 50 dager (1)",
    ]);
    expect(buttons(markup, filterText.facts.valutapaslag.group)).toEqual([
      "Uansett valutapåslag (10)",
      "Høyst 2,5 % (3)",
      "Høyst 1,75 % (2)",
      "Uten valutapåslag (1)",
    ]);
    expect(sortOptions(markup)).toEqual([
      "vurdering",
      "arsgebyr",
      "rente",
      "cashback",
      "rentefrie-dager",
      "valutapaslag",
    ]);
  });

  it.each<[string, string[], string]>([
    [
      "?nettverk=american-express",
      ["sas-amex-elite", "amex-platinum"],
      "Viser 2 av 10 kort i nettverket American Express.",
    ],
    [
      "?valutapaslag=1.75",
      ["remember-black", "bank-norwegian-kredittkort"],
      "Viser 2 av 10 kort med høyst 1,75 % i valutapåslag.",
    ],
    [
      "?valutapaslag=0&nettverk=mastercard",
      ["remember-black"],
      "Viser 1 av 10 kort i nettverket Mastercard, uten valutapåslag.",
    ],
    [
      "?kategori=premium&rentefrie-dager=45",
      [],
      "Viser 0 av 10 kort i kategorien Premium, med minst 45 dager rentefritt.",
    ],
  ])("%s shows %o and says so", (query, expected, shown) => {
    const markup = render(query, factCards);
    expect(tiles(markup)).toEqual(expected);
    expect(text(markup)).toContain(shown);
    if (query.includes("valutapaslag") || query.includes("rentefrie"))
      expect(text(markup)).toContain(filterText.factRule);
    if (expected.length === 0) expect(text(markup)).toContain(filterText.none);
  });

  it("sorts by currency mark-up with the unknown cards last, and states the rule", () => {
    const markup = render("?sortering=valutapaslag", factCards);
    expect(tiles(markup).slice(0, 3)).toEqual(["remember-black", "bank-norwegian-kredittkort", "amex-platinum"]);
    expect(tiles(markup)).toHaveLength(10);
    expect(text(markup)).toContain(sortText.orders.valutapaslag.rule);
  });

  it("each form carries the other choices as hidden fields, defaults left out", () => {
    const markup = render("?kategori=cashback&nettverk=visa&valutapaslag=1.75&sortering=arsgebyr", factCards);
    const form = (label: string) => {
      const start = markup.lastIndexOf("<form", markup.indexOf(`aria-label="${label}"`));
      return [
        ...markup
          .slice(start, markup.indexOf("</form>", start))
          .matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)"/g),
      ].map(([, name, value]) => `${name}=${value}`);
    };
    expect(form(filterText.networkForm)).toEqual(["kategori=cashback", "valutapaslag=1.75", "sortering=arsgebyr"]);
    expect(form(filterText.categoryForm)).toEqual(["nettverk=visa", "valutapaslag=1.75", "sortering=arsgebyr"]);
    expect(form("Sorter kortene")).toEqual(["kategori=cashback", "nettverk=visa", "valutapaslag=1.75"]);
    expect(form(filterText.facts["rentefrie-dager"].form)).toEqual([
      "kategori=cashback",
      "nettverk=visa",
      "valutapaslag=1.75",
      "sortering=arsgebyr",
    ]);
  });
});

describe("a list longer than a page (the whole market)", () => {
  // Twenty-three cards: three pages of ten.
  const many: CreditCard[] = Array.from({ length: 23 }, (_, index) => ({
    ...structuredClone(factCards[index % factCards.length]!),
    id: 1_000 + index,
    name: `Markedskort ${index + 1}`,
    urlSlug: `markedskort-${index + 1}`,
  }));
  const pageLinks = (markup: string) =>
    [...markup.matchAll(/<nav aria-label="Sider i kortlisten".*?<\/nav>/gs)].flatMap(([nav]) =>
      [...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&")),
    );

  it("shows ten tiles a page, says which page it is, and links the others", () => {
    const first = render("", many);
    expect(tiles(first)).toHaveLength(10);
    expect(text(first)).toContain("Viser 23 av 23 kort. Side 1 av 3.");
    expect(pageLinks(first)).toEqual([
      "/kredittkort?side=2#all-cards",
      "/kredittkort?side=3#all-cards",
      "/kredittkort?side=2#all-cards",
    ]);
    expect(first).toContain('aria-current="page"');
  });

  it("keeps the sort and the filters on every page link, and the last page holds the rest", () => {
    const last = render("?sortering=arsgebyr&side=3", many);
    expect(tiles(last)).toHaveLength(3);
    expect(text(last)).toContain("Side 3 av 3.");
    expect(pageLinks(last)).toEqual([
      "/kredittkort?sortering=arsgebyr&side=2#all-cards",
      "/kredittkort?sortering=arsgebyr#all-cards",
      "/kredittkort?sortering=arsgebyr&side=2#all-cards",
    ]);
  });

  it("reads a page past the last as the last, and anything else as the first", () => {
    expect(text(render("?side=99", many))).toContain("Side 3 av 3.");
    for (const side of ["0", "-1", "abc", "2.5", "1e3"])
      expect(text(render(`?side=${side}`, many))).toContain("Side 1 av 3.");
  });

  it("has no page links when one page holds every card", () => {
    const markup = render("", factCards);
    expect(pageLinks(markup)).toEqual([]);
    expect(text(markup)).not.toContain("Side 1 av");
  });
});

describe("the eligibility pre-check on /kredittkort", () => {
  const outsideTiles = (markup: string) =>
    [...markup.matchAll(/<h4[^>]*><a[^>]*href="\/kort\/([a-z0-9-]+)"/g)].map(([, slug]) => slug);
  const hidden = (markup: string, label: string) => {
    const start = markup.lastIndexOf("<form", markup.indexOf(`aria-label="${label}"`));
    return [
      ...markup
        .slice(start, markup.indexOf("</form>", start))
        .matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)"/g),
    ].map(([, name, value]) => `${name}=${value}`);
  };
  const status = async (query: string) => {
    const result = (await loader({ request: new Request(`https://kortvalg.test/kredittkort${query}`) } as never)) as {
      init: { status: number };
    };
    return result.init.status;
  };

  it("offers the two optional questions and says it is no credit assessment, with nothing set apart", () => {
    const markup = render("", factCards);
    expect(markup).toContain('name="alder"');
    expect(markup).toContain('name="inntekt"');
    expect(text(markup)).toContain(`${eligibilityText.notACreditAssessment}.`);
    expect(text(markup)).toContain("Din alder (valgfritt)");
    expect(outsideTiles(markup)).toEqual([]);
    expect(tiles(markup)).toHaveLength(10);
  });

  it("shows a card whose published minimums the reader is under apart, after the others, with the reason", () => {
    const markup = render("?alder=19&inntekt=150 000", factCards);
    // Bank Norwegian asks 20 years and 200 000 kr (the fixture's figures); re:member Black 18 years, so it stays.
    expect(outsideTiles(markup)).toEqual(["bank-norwegian-kredittkort"]);
    expect(tiles(markup)).toHaveLength(9);
    expect(tiles(markup)).toContain("remember-black");
    expect(text(markup)).toContain(
      "Du oppfyller ikke bankens krav til alder og inntekt (minst 20 år og minst 200 000 kr i årsinntekt)",
    );
    expect(text(markup)).toContain(eligibilityText.outsideHeading(1));
    expect(text(markup)).toContain(eligibilityFormText.eligibleCount(9).trim());
    expect(markup.indexOf('data-outside-requirements=""')).toBeGreaterThan(markup.indexOf("remember-black"));
    // The answers are shown again as read, and the list's other forms carry them.
    expect(markup).toContain('value="150 000"');
    expect(hidden(markup, "Sorter kortene")).toEqual(["alder=19", "inntekt=150000"]);
    expect(hidden(markup, filterText.categoryForm)).toEqual(["alder=19", "inntekt=150000"]);
    expect(markup).toContain('href="/kredittkort#all-cards"');
  });

  it("sets apart only the rule the reader falls outside: income alone, or an age over the maximum", () => {
    expect(text(render("?inntekt=100000", factCards))).toContain(
      "Du oppfyller ikke bankens krav til inntekt (minst 200 000 kr i årsinntekt)",
    );
    const older = factCards.map((card) => (card.urlSlug === "remember-black" ? { ...card, maximumAge: 70 } : card));
    const markup = render("?alder=75", older);
    expect(outsideTiles(markup)).toEqual(["remember-black"]);
    expect(text(markup)).toContain("Du oppfyller ikke bankens krav til alder (høyst 70 år)");
    // A card whose rule is unknown is never set apart.
    expect(outsideTiles(render("?alder=16&inntekt=0", unknownFactCards))).toEqual([]);
  });

  it("keeps the filters and the sort in the pre-check's form, and the answers on every page link", () => {
    const many: CreditCard[] = Array.from({ length: 23 }, (_, index) => ({
      ...structuredClone(factCards[index % factCards.length]!),
      id: 2_000 + index,
      name: `Markedskort ${index + 1}`,
      urlSlug: `markedskort-${index + 1}-${factCards[index % factCards.length]!.urlSlug}`,
    }));
    const outsideCount = many.filter((card) => card.urlSlug.endsWith("bank-norwegian-kredittkort")).length;
    const markup = (side: number) => render(`?sortering=arsgebyr&alder=19&side=${side}`, many);
    // The pre-check's own form carries the sort but not its own answers (its fields hold them).
    expect(hidden(markup(1), eligibilityFormText.form)).toEqual(["sortering=arsgebyr"]);
    expect(outsideTiles(markup(1))).toEqual([]);
    expect(outsideTiles(markup(3))).toHaveLength(outsideCount);
    expect(tiles(markup(3))).toHaveLength(23 - outsideCount - 20);
    expect(markup(3)).toContain('href="/kredittkort?sortering=arsgebyr&amp;alder=19&amp;side=2#all-cards"');
  });

  it("answers a bad age or income with a 400, the message naming the field, and the list unchecked", async () => {
    const markup = render("?alder=tretti&inntekt=-5", factCards);
    expect(text(markup)).toContain("Det er feil i skjemaet");
    expect(text(markup)).toContain("Din alder må være et tall, for eksempel 30.");
    expect(text(markup)).toContain("Din årsinntekt før skatt kan ikke være under 0.");
    expect(markup).toContain('href="#felt-alder"');
    expect(markup).toContain('value="tretti"');
    expect(outsideTiles(markup)).toEqual([]);
    expect(await status("?alder=tretti")).toBe(400);
    expect(await status("?alder=200")).toBe(400);
    expect(await status("?alder=30&inntekt=450 000")).toBe(200);
    expect(await status("?alder=&inntekt=")).toBe(200);
  });
});

describe("/kredittkort with the whole market", () => {
  // N more cards, each a copy of one of ours under a new name: reviewed, categorised, some without a fee.
  const market = (size: number): CreditCard[] => [
    ...unknownFactCards,
    ...Array.from({ length: size }, (_, index) => ({
      ...unknownFactCards[index % unknownFactCards.length]!,
      id: 10_000 + index,
      urlSlug: `markedskort-${index}`,
      name: `Markedskort ${index}`,
    })),
  ];

  it("is no longer with 610 cards than with 310, beyond the counts and page numbers: nothing on it lists every card", () => {
    const smaller = render("", market(300));
    const larger = render("", market(600));
    expect(tiles(larger)).toHaveLength(10);
    expect(text(larger)).toContain("Viser 610 av 610 kort. Side 1 av 61.");
    expect(Math.abs(larger.length - smaller.length)).toBeLessThan(100);
  });
});

describe("/kredittkort's title", () => {
  const title = (cards: CreditCard[]) => {
    const loaderData = cardsPageData(cards, "https://kortvalg.test/kredittkort");
    const tags = (meta as (args: unknown) => Array<Record<string, string>>)({ loaderData });
    return tags.find((tag) => "title" in tag)?.title;
  };

  it("claims what the heading claims: our ten selected cards without the feed, the whole market after a good sync", () => {
    expect(title(unknownFactCards)).toBe("Ti utvalgte kredittkort – sammenlign rente og gebyr | Kortvalg");
    // A good sync an hour ago (the claim holds for 26 hours), then one two days ago (it has lapsed).
    installFeedStatus({ lastGoodAt: new Date(Date.now() - 3_600_000).toISOString() });
    try {
      expect(title(factCards)).toBe(
        `Alle ${factCards.length} kredittkort i Norge – sammenlign rente og gebyr | Kortvalg`,
      );
      installFeedStatus({ lastGoodAt: new Date(Date.now() - 48 * 3_600_000).toISOString() });
      expect(title(factCards)).toBe(
        `${factCards.length} kredittkort fra Finansportalen – sammenlign rente og gebyr | Kortvalg`,
      );
    } finally {
      installFeedStatus({ lastGoodAt: null });
    }
  });
});

describe("/kredittkort's «Data levert av Finansportalen»", () => {
  it("goes with a page showing a card whose figures are the feed's, by the one rule (isFeedSourced)", () => {
    const [first] = unknownFactCards as [CreditCard];
    expect(render("", unknownFactCards)).not.toContain("data-feed-attribution");
    // Figures a sync wrote once, its link gone: the page says whose they are.
    installFeedStatus({ lastGoodAt: null, feedDataCardIds: [first.id] });
    try {
      expect(render("", unknownFactCards)).toContain("data-feed-attribution");
    } finally {
      installFeedStatus({ lastGoodAt: null });
    }
  });
});
