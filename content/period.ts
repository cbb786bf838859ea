import { z } from "zod";

/** A length of time as a number and a unit, e.g. 26 months or 90 days. */
export const periodSchema = z
  .object({
    amount: z.number().int().positive(),
    unit: z.enum(["days", "months", "years"]),
  })
  .strict();

export type Period = z.infer<typeof periodSchema>;
