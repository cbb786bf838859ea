import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import { isReviewed, type ReviewedCard } from "~/shared/cards/card-review";
import { FEED_ATTRIBUTION, installFeedStatus } from "~/shared/cards/feed-status";
import { TravelCardBox } from "~/site/guides/travel/travel-card-box";
import { RankedCardBlock } from "./ranked-card-block";

const [linked, ours] = firstCards.filter(isReviewed) as [ReviewedCard, ReviewedCard];

/** The element as the server renders it (its links need a data router). */
function render(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: "/", Component: () => element }], { initialEntries: ["/"] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }))
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

const block = (card: ReviewedCard) =>
  render(
    createElement(RankedCardBlock, {
      rank: 1,
      card,
      bestFor: card.bestFor,
      pros: [],
      cons: [],
      idPrefix: "test",
    }),
  );

describe("a ranked card's block and the travel guide's card box", () => {
  afterEach(() => installFeedStatus({ lastGoodAt: null }));

  it("say «Data levert av Finansportalen» beside figures that are the feed's, and only there", () => {
    installFeedStatus({ lastGoodAt: "2026-11-27T03:00:00.000Z", feedDataCardIds: [linked.id] });
    expect(block(linked)).toContain(`${FEED_ATTRIBUTION}.`);
    expect(block(ours)).not.toContain(FEED_ATTRIBUTION);
    expect(render(createElement(TravelCardBox, { card: linked }))).toContain(`${FEED_ATTRIBUTION}.`);
    expect(render(createElement(TravelCardBox, { card: ours }))).not.toContain(FEED_ATTRIBUTION);
  });

  it("say nothing of the kind without the feed", () => {
    expect(block(linked)).not.toContain(FEED_ATTRIBUTION);
  });
});
