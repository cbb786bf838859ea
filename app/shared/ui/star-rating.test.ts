import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CreditCard } from "#content/card-schema";
import { cards } from "#content/cards";
import { cardRating, MIN_KNOWN_WEIGHT } from "~/shared/rating/rating-method";
import { ratingCriterionText } from "~/shared/rating/rating-method-text";
import { formatList } from "~/shared/format/format";
import { CardStars } from "./star-rating";

const text = (card: CreditCard) =>
  renderToStaticMarkup(createElement(CardStars, { card }))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const names = (card: CreditCard) =>
  formatList(cardRating(card).unknown.map((id) => ratingCriterionText[id].name.toLowerCase()));

// A reviewed card, and the same card without the facts three criteria need (35 % of the weight).
const reviewed = cards.find((card) => card.urlSlug === "bank-norwegian-kredittkort")!;
const { cashbackRate: _rate, currencyMarkupPercent: _markup, interestFreeDays: _days, ...rest } = reviewed;
const littleKnown: CreditCard = { ...rest };
// Not reviewed: no editorial texts.
const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewedFacts } = littleKnown;
const unreviewed: CreditCard = { ...unreviewedFacts };

describe("CardStars: a card without stars says which criteria are unknown for it", () => {
  it("a reviewed card scored on less than the minimum weight: no stars, and the unknown criteria named", () => {
    expect(cardRating(littleKnown).knownWeight).toBeLessThan(MIN_KNOWN_WEIGHT);
    expect(cardRating(littleKnown).unknown).toEqual(["fordeler", "utenlandsbruk", "rentefrieDager"]);
    expect(text(littleKnown)).toBe(
      `Ingen stjerner: vi vet for lite om kortet Ukjent for dette kortet: ${names(littleKnown)}.`,
    );
  });

  it("a card the editors have not reviewed: says so, and names what is unknown", () => {
    expect(text(unreviewed)).toBe(`Ikke vurdert av redaksjonen Ukjent for dette kortet: ${names(unreviewed)}.`);
  });

  it("a card with stars shows them, with no line of unknowns in their place", () => {
    expect(text(reviewed)).toMatch(/av 5/);
    expect(text(reviewed)).not.toContain("Ukjent for dette kortet");
  });
});
