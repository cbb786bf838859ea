import { describe, expect, it } from "vitest";
import { breakEvenSpend } from "../app/shared/finance/card-break-even";
import { cards } from "./cards";
import { cashbackGuideFacts, rewardKinds } from "./cashback-guide";

describe("cashback guide", () => {
  it("names only cards that exist", () => {
    const ids = new Set(cards.map((card) => card.id));
    for (const id of [...cashbackGuideFacts.exampleCardIds, ...rewardKinds.flatMap((kind) => kind.cardIds)]) {
      expect(ids.has(id)).toBe(true);
    }
  });

  it("the worked break-even example: 1 000 kr more for 1 percentage point more needs 100 000 kr a year", () => {
    const { extraFeeKr, extraRatePercent } = cashbackGuideFacts.formulaExample;
    expect(
      breakEvenSpend({ yearlyFeeKr: extraFeeKr, ratePercent: extraRatePercent }, { yearlyFeeKr: 0, ratePercent: 0 }),
    ).toBe(100_000);
  });
});
