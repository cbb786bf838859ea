import { afterEach, describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { installFeedStatus } from "~/shared/cards/feed-status";
import { search, siteSearchIndex } from "./search";
import { feedSourcedHit, searchIndex } from "./search-index.server";
import { loader as jsonLoader } from "./search-json.route";
import { loader as pageLoader } from "./search.route";

const amex = cards.find((card) => card.urlSlug === "amex-platinum")!;
const hits = (q: string) => search(searchIndex(), q).results;

describe("search hits with Finansportalen's figures", () => {
  afterEach(() => installFeedStatus({ lastGoodAt: null }));

  it("are told apart by the one rule: a card hit whose figures are the feed's, not a guide or another card", async () => {
    installFeedStatus({ lastGoodAt: "2026-11-27T03:00:00.000Z", feedDataCardIds: [amex.id] });
    expect(feedSourcedHit(hits("amex platinum"))).toBe(true);
    expect(feedSourcedHit(hits("trumf"))).toBe(false);
    expect(feedSourcedHit(hits("kredittscore").filter((hit) => hit.kind === "guide"))).toBe(false);
    // The /sok page and the dialog's /sok.json say so with the hits.
    const request = (path: string) => ({ request: new Request(`https://kortvalg.test${path}`) }) as never;
    expect(pageLoader(request("/sok?q=amex+platinum")).feedSourced).toBe(true);
    expect(
      ((await jsonLoader(request("/sok.json?q=amex+platinum")).json()) as { feedSourced: boolean }).feedSourced,
    ).toBe(true);
    installFeedStatus({ lastGoodAt: null });
    expect(pageLoader(request("/sok?q=amex+platinum")).feedSourced).toBe(false);
  });
});

// Decision 0012, stop 49: the bank's own descriptions are on an unreviewed card's page only, never found by search.
describe("the bank's own descriptions", () => {
  it("are not searched: a word only they have finds no card", () => {
    const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewed } = amex;
    const worded = { ...unreviewed, bankDescriptions: { otherBenefits: "Xyzzykvakk på alle kjøp." } };
    const index = siteSearchIndex([...cards.filter((card) => card.id !== amex.id), worded], [], [], []);
    expect(search(index, "xyzzykvakk").results).toEqual([]);
    // The card itself is in the index.
    expect(search(index, amex.name).results.some((hit) => hit.href === `/kort/${amex.urlSlug}`)).toBe(true);
  });
});
