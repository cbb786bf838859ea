import { paymentHabits, type FinderProfile, type PaymentHabit } from "./card-finder";
import type { FieldErrors, FormValues } from "../../shared/forms/form-validation";

/**
 * The card finder's form (/kortvelger): a GET form, so its answers are the query string. Its fields and
 * values, without zod, for the page; the schema that checks them is card-finder-schema.ts (the loader's).
 */

/** The number fields, by their query parameter. */
export const finderNumberFields = [
  "saldo",
  "maneder",
  "dagligvarer",
  "kjede",
  "drivstoff",
  "annet",
  "reiser",
  "partnerfly",
  "flyreiser",
  "alder",
  "inntekt",
] as const;
export type FinderNumberField = (typeof finderNumberFields)[number];

/** Every field in the order of the form, which is the order of the error summary. */
export const finderFields = [
  "betaling",
  "saldo",
  "maneder",
  "dagligvarer",
  "kjede",
  "drivstoff",
  "annet",
  "reiser",
  "partnerfly",
  "flyreiser",
  "lounge",
  "forsikring",
  "alder",
  "inntekt",
] as const;
export type FinderField = (typeof finderFields)[number];

/** The payment answer as it stands in the URL. */
export const paymentParams: Record<PaymentHabit, string> = {
  full: "hele",
  sometimes: "noen-ganger",
  usually: "som-regel",
};
/** The payment answers' URL values, in the form's order. */
export const paymentValues = paymentHabits.map((habit) => paymentParams[habit]) as [string, ...string[]];

/** The value a ticked box sends. */
export const CHECKED = "ja";

export const finderMessages = {
  paymentMissing: "Velg hvordan du betaler kortregningen.",
  loungeInvalid: "Lounge kan bare krysses av eller stå tomt.",
  insuranceInvalid: "Reiseforsikring kan bare krysses av eller stå tomt.",
} as const;

export type FinderQuery = {
  /** The answers as typed, so the form shows them again. */
  values: FormValues<FinderField>;
  /** Null until the form has been sent (none of its fields in the URL). */
  result: { ok: true; profile: FinderProfile } | { ok: false; errors: FieldErrors<FinderField> } | null;
  /** The URL came from the form's submit button (its hidden field), not from a shared link. */
  fromForm: boolean;
};
