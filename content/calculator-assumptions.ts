import { z } from "zod";
import type { SpendMix } from "../app/shared/finance/savings";
import type { TravelBenefitValues } from "../app/shared/finance/travel-benefits";
import { parseOne } from "./parse-one";
// The guide's value ranges per benefit, typed once in the travel guide's content.
import { travelBenefitValues as travelBenefitRanges } from "./travel-guide";

export { travelBenefitRanges };

/**
 * The assumptions behind the savings and travel calculators, as numbers. Each one is
 * stated next to the calculator's result, so a reader can see what the figure rests on.
 */

const share = z.number().min(0, "kan ikke være under 0").max(1, "kan ikke være over 1");
const kr = z.number().int("må være et helt antall kroner").nonnegative("kan ikke være negativ");

/** How the savings calculator spreads a yearly card spend over kinds of spending. */
export const savingsSpendMix: SpendMix = parseOne(
  "Fordeling av kortbruk",
  z
    .object({ groceries: share, fuel: share, other: share, travel: share })
    .strict()
    .refine(
      (mix) => Math.abs(mix.groceries + mix.fuel + mix.other + mix.travel - 1) < 1e-9,
      "andelene må til sammen være 1",
    ),
  { groceries: 0.3, fuel: 0.1, other: 0.5, travel: 0.1 },
);

const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

/** The value the travel calculator uses for each benefit, each inside the guide's range. */
export const travelCalculatorValues: TravelBenefitValues = parseOne(
  "Verdier for reisefordeler",
  z
    .object({
      loungePerVisitKr: kr,
      bagKr: kr,
      insuranceShareOfTripSpend: share,
      insuranceMinKr: kr,
      insuranceMaxKr: kr,
      fastTrackKr: kr,
      priorityBoardingKr: kr,
    })
    .strict()
    .superRefine((values, ctx) => {
      const checks: Array<[keyof typeof values, number, { min: number; max: number }]> = [
        ["loungePerVisitKr", values.loungePerVisitKr, travelBenefitRanges.lounge],
        ["bagKr", values.bagKr, travelBenefitRanges.freeBag],
        ["insuranceMinKr", values.insuranceMinKr, travelBenefitRanges.travelInsurance],
        ["insuranceMaxKr", values.insuranceMaxKr, travelBenefitRanges.travelInsurance],
        ["fastTrackKr", values.fastTrackKr, travelBenefitRanges.fastTrack],
        ["priorityBoardingKr", values.priorityBoardingKr, travelBenefitRanges.priorityBoarding],
      ];
      for (const [field, value, range] of checks) {
        if (!within(value, range))
          ctx.addIssue({ code: "custom", path: [field], message: `må ligge i spennet ${range.min}–${range.max}` });
      }
    }),
  {
    // A lounge visit is worth roughly what a meal and a drink at the airport would cost.
    loungePerVisitKr: 600,
    // An extra checked bag bought with the ticket on a European route; the top of the range.
    bagKr: 600,
    // The insurance is worth more the more your trips cost (cancellation, baggage), within
    // what a separate annual travel insurance costs.
    insuranceShareOfTripSpend: 0.1,
    insuranceMinKr: 1000,
    insuranceMaxKr: 3000,
    fastTrackKr: 300,
    priorityBoardingKr: 150,
  },
);
