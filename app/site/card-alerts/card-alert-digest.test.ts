import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { CardVersion, CardVersionKind } from "~/shared/cards/card-versions";
import { representativeExampleText } from "~/shared/cards/representative-example";
import { formatKr, formatPercent } from "~/shared/format/format";
import { withAnnualFee } from "../../../tests/support/card-fixtures";
import { FEED_ATTRIBUTION } from "~/shared/cards/feed-status";
import { feedCardFacts, withFeedFacts } from "~/shared/cards/finansportalen/feed-card.server";
import { parseFeed } from "~/shared/cards/finansportalen/feed-parser.server";
import { feedEntryFor, feedXml } from "../../../tests/support/finansportalen-feed";
import { alertMail, cardAlertsFor, changeLine, type AlertLinks } from "./card-alert-digest";

const [first, second] = firstCards as [CreditCard, CreditCard, ...CreditCard[]];
const at = (iso: string) => new Date(iso);
const version = (card: CreditCard, n: number, kind: CardVersionKind, publishedAt: string): CardVersion => ({
  cardId: card.id,
  version: n,
  kind,
  facts: card,
  source: "https://bank.example/vilkar",
  publishedAt: at(publishedAt),
});

// One day's window: the 26th in Norway (23:00 UTC the evening before to 23:00 UTC that evening).
const window = { from: at("2026-11-25T23:00:00Z"), until: at("2026-11-26T23:00:00Z") };
const followedLongAgo = (card: CreditCard) => ({ cardId: card.id, confirmedAt: at("2026-01-01T00:00:00Z") });
/** No card's figures are Finansportalen's. */
const none: ReadonlySet<number> = new Set();

describe("a day's card alerts", () => {
  const higherFee = withAnnualFee(first, first.annualFee + 300);
  const higherRate = { ...higherFee, interestRate: first.interestRate + 2 };

  it("lists a published change from what it was to what it is, with the example after it", () => {
    const versions = new Map([
      [
        first.id,
        [version(first, 1, "first", "2026-01-01T00:00:00Z"), version(higherRate, 2, "edit", "2026-11-26T09:00:00Z")],
      ],
    ]);
    const [alert, ...rest] = cardAlertsFor([followedLongAgo(first)], versions, window, none);
    expect(rest).toEqual([]);
    expect(alert?.name).toBe(first.name);
    const lines = alert!.changes.map(changeLine);
    expect(lines).toContain(`Årsgebyr: ${formatKr(first.annualFee)} → ${formatKr(higherRate.annualFee)}`);
    expect(lines).toContain(
      `Rente før gebyrer (årlig): ${formatPercent(first.interestRate)} → ${formatPercent(higherRate.interestRate)}`,
    );
    expect(alert!.exampleAfter).toBe(representativeExampleText(higherRate));
    expect(alert!.exampleAfter).not.toBe(representativeExampleText(first));
    expect(alert!.fromFeed).toBe(false);
  });

  it("marks a card whose figures are Finansportalen's, and no other", () => {
    const versions = new Map([
      [
        first.id,
        [version(first, 1, "first", "2026-01-01T00:00:00Z"), version(higherFee, 2, "sync", "2026-11-26T03:00:00Z")],
      ],
      [
        second.id,
        [
          version(second, 1, "first", "2026-01-01T00:00:00Z"),
          version(withAnnualFee(second, second.annualFee + 100), 2, "edit", "2026-11-26T10:00:00Z"),
        ],
      ],
    ]);
    const alerts = cardAlertsFor(
      [followedLongAgo(first), followedLongAgo(second)],
      versions,
      window,
      new Set([first.id]),
    );
    expect(alerts.map((alert) => [alert.cardId, alert.fromFeed])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it("takes the day's changes together: from before the first to after the last, feed and editor alike", () => {
    const versions = new Map([
      [
        first.id,
        [
          version(first, 1, "first", "2026-01-01T00:00:00Z"),
          version(higherFee, 2, "sync", "2026-11-26T03:00:00Z"),
          version(higherRate, 3, "edit", "2026-11-26T15:00:00Z"),
        ],
      ],
    ]);
    const [alert] = cardAlertsFor([followedLongAgo(first)], versions, window, none);
    const fee = alert!.changes.find((change) => change.field === "annualFee");
    expect(fee?.to).toContain(String(higherRate.annualFee % 1000));
    expect(alert!.changes.some((change) => change.field === "interestRate")).toBe(true);
    expect(alert!.exampleAfter).toBe(representativeExampleText(higherRate));
  });

  it("leaves out changes outside the day, checks, cards not followed, and a change undone the same day", () => {
    const checked = { ...first, lastChecked: "2026-11-26" };
    const versions = new Map([
      [
        first.id,
        [
          version(first, 1, "first", "2026-01-01T00:00:00Z"),
          version(higherFee, 2, "edit", "2026-11-25T22:59:59Z"), // the day before in Norway
          version({ ...higherFee, lastChecked: "2026-11-26" }, 3, "check", "2026-11-26T10:00:00Z"),
        ],
      ],
      [
        second.id,
        [
          version(second, 1, "first", "2026-01-01T00:00:00Z"),
          version(withAnnualFee(second, second.annualFee + 100), 2, "edit", "2026-11-26T10:00:00Z"),
          version(second, 3, "restore", "2026-11-26T11:00:00Z"),
        ],
      ],
    ]);
    expect(checked.lastChecked).toBe("2026-11-26");
    expect(cardAlertsFor([followedLongAgo(first), followedLongAgo(second)], versions, window, none)).toEqual([]);
    // The second card's change, had it stayed, is there; for a reader who follows only the first, it is not.
    const kept = new Map([[second.id, versions.get(second.id)!.slice(0, 2)]]);
    expect(cardAlertsFor([followedLongAgo(second)], kept, window, none)).toHaveLength(1);
    expect(cardAlertsFor([followedLongAgo(first)], kept, window, none)).toEqual([]);
  });

  // Decision 0012, stop 49: the bank's own words are its marketing, not terms: a sync that writes only them is no news.
  it("sends nothing for a sync that changed only the bank's own words, and leaves them out beside a real change", () => {
    const fromFeed = (card: CreditCard, words: string) =>
      withFeedFacts(
        card,
        feedCardFacts(
          parseFeed(feedXml([feedEntryFor(card, { kredittkort_andre_fordeler_beskrivelse: words })])).products[0]!,
        ),
      );
    const worded = fromFeed(first, "Prisgaranti og kjøpsforsikring.");
    expect(worded.bankDescriptions).toEqual({ otherBenefits: "Prisgaranti og kjøpsforsikring." });
    const reworded = fromFeed(first, "Kjøpsforsikring og prisgaranti.");
    const versions = new Map([
      [
        first.id,
        [
          version(first, 1, "first", "2026-01-01T00:00:00Z"),
          version(worded, 2, "sync", "2026-11-26T03:00:00Z"),
          version(reworded, 3, "sync", "2026-11-26T04:00:00Z"),
        ],
      ],
    ]);
    expect(cardAlertsFor([followedLongAgo(first)], versions, window, new Set([first.id]))).toEqual([]);
    const withFee = new Map([
      [
        first.id,
        [
          ...versions.get(first.id)!,
          version(withAnnualFee(reworded, reworded.annualFee + 100), 4, "sync", "2026-11-26T05:00:00Z"),
        ],
      ],
    ]);
    const [alert] = cardAlertsFor([followedLongAgo(first)], withFee, window, new Set([first.id]));
    const fields = alert!.changes.map((change) => change.field);
    expect(fields).toContain("annualFee");
    expect(fields).not.toContain("bankDescriptions");
    const links: AlertLinks = {
      cardPage: (slug) => `/kort/${slug}`,
      unfollow: (id) => `/varsler/${id}`,
      manage: "/varsler",
      unsubscribeAll: "/varsler/av",
    };
    expect(alertMail([alert!], links, "Kortvalg").text).not.toMatch(/Prisgaranti|beskrivelser/);
  });

  it("counts only what was published after the reader began following", () => {
    const versions = new Map([
      [
        first.id,
        [version(first, 1, "first", "2026-01-01T00:00:00Z"), version(higherFee, 2, "edit", "2026-11-26T09:00:00Z")],
      ],
    ]);
    expect(
      cardAlertsFor([{ cardId: first.id, confirmedAt: at("2026-11-26T10:00:00Z") }], versions, window, none),
    ).toEqual([]);
    expect(
      cardAlertsFor([{ cardId: first.id, confirmedAt: at("2026-11-26T08:00:00Z") }], versions, window, none),
    ).toHaveLength(1);
  });
});

describe("the alert mail", () => {
  const links: AlertLinks = {
    cardPage: (slug) => `https://kortvalg.no/kort/${slug}`,
    unfollow: (cardId) => `https://kortvalg.no/varsler/avmeld?token=t&kort=${cardId}`,
    manage: "https://kortvalg.no/varsler/mine?token=t",
    unsubscribeAll: "https://kortvalg.no/varsler/avmeld?token=t",
  };
  const alert = {
    cardId: 7,
    name: "Testkort",
    bank: "Testbanken",
    urlSlug: "testkort",
    changes: [{ field: "annualFee", label: "Årsgebyr", from: "0 kr", to: "295 kr", rewritten: false }],
    exampleAfter: "Eff. rente 27,4 %, 15 000 kr o/12 mnd. Kostnad: 2 064 kr. Totalt: 17 064 kr.",
    fromFeed: false,
  };

  it("names the card, the change from → to, the example after it with the warning, and every link", () => {
    const mail = alertMail([alert], links, "Kortvalg");
    expect(mail.subject).toBe("Nye vilkår for Testkort");
    expect(mail.text).toContain("Testkort (Testbanken)\n- Årsgebyr: 0 kr → 295 kr\n");
    expect(mail.text).toContain(
      "Representativt eksempel etter endringen: Eff. rente 27,4 %, 15 000 kr o/12 mnd. Kostnad: 2 064 kr. Totalt: 17 064 kr. Å låne penger koster penger.",
    );
    expect(mail.text).toContain("Se kortet: https://kortvalg.no/kort/testkort");
    expect(mail.text).toContain("Slutt å følge Testkort: https://kortvalg.no/varsler/avmeld?token=t&kort=7");
    expect(mail.text).toContain("Se og endre hvilke kort du følger: https://kortvalg.no/varsler/mine?token=t");
    expect(mail.text).toContain("Meld deg av alle kortvarsler: https://kortvalg.no/varsler/avmeld?token=t");
    expect(mail.text).not.toContain(FEED_ATTRIBUTION);
  });

  it("says «Data levert av Finansportalen» under the figures of a card from the feed, and only there", () => {
    const fromFeed = { ...alert, cardId: 8, name: "Feedkort", urlSlug: "feedkort", fromFeed: true };
    const mail = alertMail([alert, fromFeed], links, "Kortvalg");
    expect(mail.text).toContain(
      "Å låne penger koster penger.\nData levert av Finansportalen.\nSe kortet: https://kortvalg.no/kort/feedkort",
    );
    expect(mail.text.split(FEED_ATTRIBUTION)).toHaveLength(2);
  });

  it("says how many cards when there are several, and a rewritten text as rewritten", () => {
    const rewritten = {
      ...alert,
      cardId: 8,
      name: "Annet kort",
      changes: [{ field: "editorial", label: "Omtale", from: "", to: "", rewritten: true }],
    };
    const mail = alertMail([alert, rewritten], links, "Kortvalg");
    expect(mail.subject).toBe("Nye vilkår for 2 kort du følger");
    expect(mail.text).toContain("- Omtale: skrevet om");
  });
});
