import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import { representativeExample } from "./representative-example";
import { perCardList } from "./per-card-list";

/** Cheapest credit first, by name: a ranking of the whole list. */
const byCreditCost = (list: typeof firstCards) =>
  [...list]
    .sort(
      (a, b) =>
        representativeExample(a).creditCost - representativeExample(b).creditCost || a.name.localeCompare(b.name),
    )
    .map((card) => card.name);

describe("perCardList", () => {
  it("computes once per card set and again for the next one", () => {
    const computed: Array<readonly unknown[]> = [];
    const rated = perCardList((list: typeof firstCards) => {
      computed.push(list);
      return byCreditCost(list);
    });
    const first = rated(firstCards);
    expect(rated(firstCards)).toBe(first);
    expect(computed).toEqual([firstCards]);

    // A change publishes a new array: its ranking is computed from it, once.
    const next = firstCards.map((card, index) => (index === 0 ? { ...card, annualFee: card.annualFee + 5000 } : card));
    const again = rated(next);
    expect(rated(next)).toBe(again);
    expect(computed).toHaveLength(2);
    expect(again).toEqual(byCreditCost(next));
    expect(again).not.toEqual(first);
    expect(rated(firstCards)).toBe(first);
  });
});
