import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import { lockedFactErrors } from "./card-editing.server";

const card = firstCards[0]! as unknown as Record<string, unknown>;

describe("what an edit may not change on a linked or retired card", () => {
  const changed = { ...card, annualFee: 995, minimumPayment: { percent: 4 }, bestFor: "Alle som reiser." };

  it("refuses the feed's facts on a linked card, by the input, and leaves the review free", () => {
    expect(lockedFactErrors(card, changed, "feed")).toEqual({
      annualFee:
        "Årsgebyr kommer fra Finansportalen for dette kortet. Fjern koblingen under «Kobling til Finansportalen» for å endre det selv",
      "minimumPayment.percent":
        "Minstebeløp å betale hver måned kommer fra Finansportalen for dette kortet. Fjern koblingen under «Kobling til Finansportalen» for å endre det selv",
    });
    expect(lockedFactErrors(card, { ...card, bestFor: "Alle som reiser." }, "feed")).toEqual({});
    // The same fact built in another key order (the form's inputs against the feed's) is no change.
    const fee = { cashWithdrawalFee: { minKr: 35, percent: 2 } };
    expect(
      lockedFactErrors({ ...card, ...fee }, { ...card, cashWithdrawalFee: { percent: 2, minKr: 35 } }, "feed"),
    ).toEqual({});
  });

  it("keeps a retired card's terms as they were, and an unlinked card's are the editors' own", () => {
    expect(lockedFactErrors(card, changed, "retired").annualFee).toBe(
      "Årsgebyr kan ikke endres: kortet er ikke lenger i salg, og vilkårene står som de var da det ble tatt ut",
    );
    expect(lockedFactErrors(card, changed, null)).toEqual({});
  });
});
