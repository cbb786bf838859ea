import { z } from "zod";

/** Schemas shared by the guides' content modules. */

export const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
export const kr = z.number().int("må være et helt antall kroner").nonnegative("kan ikke være negativ");
export const percent = z.number().min(0, "kan ikke være negativ").max(100, "kan ikke være over 100");

/** A numeric range with min ≤ max, e.g. 1–5 working days or 300–800 kr. */
export const rangeOf = (value: z.ZodNumber) =>
  z
    .object({ min: value, max: value })
    .strict()
    .refine((r) => r.min <= r.max, "min kan ikke være større enn max");

/** One step in a numbered how-to list. */
export const stepSchema = z.object({ title: nonEmpty, text: nonEmpty }).strict();
export type GuideStep = z.infer<typeof stepSchema>;

/** Mistake: what people get wrong, how much it costs them, and what to do instead. */
export const mistakeSchema = z
  .object({ mistake: nonEmpty, impact: z.enum(["Høy", "Middels"]), solution: nonEmpty })
  .strict();
export type Mistake = z.infer<typeof mistakeSchema>;

/** A short tip: a heading and one or two sentences. */
export const tipSchema = z.object({ tip: nonEmpty, text: nonEmpty }).strict();
export type Tip = z.infer<typeof tipSchema>;

/**
 * Accent colours of factor bars, score bands and travel cards. Colour is decoration
 * only: every coloured element also says in words what it means.
 */
export const guideColors = ["red", "orange", "amber", "lime", "green", "blue", "violet", "slate"] as const;
export const guideColor = z.enum(guideColors);
export type GuideColor = z.infer<typeof guideColor>;
