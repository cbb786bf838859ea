import { z } from "zod";
import { percent } from "./guide-schemas";
import { parseOne } from "./parse-one";

/**
 * Rules of thumb for using credit that several guides repeat (the beginner guide,
 * savings guide and credit score guide). Typed once here so the guides cannot disagree.
 */
const creditRulesSchema = z
  .object({
    /** Use at most this share of the credit limit. */
    maxUtilisationPercent: percent,
    /** Better still: keep the balance under this share of the limit. */
    idealUtilisationPercent: percent,
    /** Wait at least this long between two credit applications. */
    minMonthsBetweenApplications: z.number().int().positive(),
  })
  .strict()
  .refine(
    (r) => r.idealUtilisationPercent < r.maxUtilisationPercent,
    "idealUtilisationPercent må være lavere enn maxUtilisationPercent",
  );

export const creditRules = parseOne("Kredittregler", creditRulesSchema, {
  maxUtilisationPercent: 30,
  idealUtilisationPercent: 10,
  minMonthsBetweenApplications: 6,
});
