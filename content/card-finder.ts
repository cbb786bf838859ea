import { z } from "zod";
import type { FinderAssumptions } from "../app/site/card-finder/card-finder";
import { parseOne } from "./parse-one";

/**
 * /kortvelger: what the card finder assumes beyond the reader's own answers, as numbers. Each one is
 * stated on the page under "Slik regner vi". The rest comes from elsewhere in content/: the card facts
 * (cards.ts), which of a card's rates applies to which spending and the Trumf Thursday share
 * (earning-rules.ts), and what lounge visits and travel insurance are worth (the travel guide's
 * calculator values, calculator-assumptions.ts).
 */
const months = z
  .number()
  .int("må være et helt antall måneder")
  .min(1, "må være minst 1")
  .max(12, "kan ikke være over 12");

export const cardFinderAssumptions: FinderAssumptions = parseOne(
  "Kortvelgerens forutsetninger",
  z
    .object({
      monthsWithBalance: z.object({ sometimes: months, usually: months }).strict(),
      loungeVisitsPerFlight: z.number().int().min(0, "kan ikke være under 0").max(4, "kan ikke være over 4"),
    })
    .strict()
    .refine(
      (a) => a.monthsWithBalance.sometimes < a.monthsWithBalance.usually,
      "«noen ganger» må være færre måneder enn «som regel»",
    ),
  {
    // "Noen ganger": a balance left after the due date in a quarter of the year's bills.
    // "Som regel": left every month, so a whole year's interest on interest.
    monthsWithBalance: { sometimes: 3, usually: 12 },
    // One lounge visit per trip (a return flight counts as one trip, as in the travel calculator):
    // the lounge at home, on the way out.
    loungeVisitsPerFlight: 1,
  },
);
