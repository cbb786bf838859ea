import { z } from "zod";
import { paymentHabits, type FinderAssumptions, type FinderProfile } from "./card-finder";
import {
  CHECKED,
  finderFields,
  finderMessages,
  paymentParams,
  paymentValues,
  type FinderField,
  type FinderNumberField,
  type FinderQuery,
} from "./finder-query";
import { validateValues, type FormValues } from "../../shared/forms/form-validation";
import { formatKr } from "../../shared/format/format";
import { parseField, type FieldSpec } from "../../shared/format/number-input";
import { parseCircumstance, type CircumstanceParam } from "../../shared/cards/eligibility";

/**
 * The card finder's one schema, run by the route's loader on the query string. The number fields are
 * read by the calculators' own parseField, so bounds and messages are those of every calculator; the
 * specs are the ones the form renders (app/site/card-finder/card-finder-fields.ts), passed in.
 */

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Whether a number field has been read (its own check passed), so a rule between fields can use it. */
const readable = (value: unknown, field: FinderNumberField) =>
  typeof value === "object" && value !== null && Number.isFinite((value as Partial<Record<string, unknown>>)[field]);

export function cardFinderSchema(specs: Record<FinderNumberField, FieldSpec>, monthsByHabit: FinderMonthsDefault) {
  const number = (name: FinderNumberField) =>
    z.string().transform((raw, ctx) => {
      const parsed = parseField(specs[name], raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });
  /** Empty is "not told" (undefined), never 0: the months carried take the habit's default, the age and income check nothing. */
  const untold = (parse: (raw: string) => ReturnType<typeof parseCircumstance>) =>
    z.string().transform((raw, ctx) => {
      const parsed = parse(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });
  const circumstance = (param: CircumstanceParam) => untold((raw) => parseCircumstance(param, raw));
  const months = untold((raw) => (raw.trim() === "" ? { ok: true, value: undefined } : parseField(specs.maneder, raw)));
  const box = (message: string) => z.enum(["", CHECKED], { error: message }).transform((value) => value === CHECKED);

  return (
    z
      .object({
        betaling: z.enum(paymentValues, { error: finderMessages.paymentMissing }),
        saldo: number("saldo"),
        maneder: months,
        dagligvarer: number("dagligvarer"),
        kjede: number("kjede"),
        drivstoff: number("drivstoff"),
        annet: number("annet"),
        reiser: number("reiser"),
        partnerfly: number("partnerfly"),
        flyreiser: number("flyreiser"),
        lounge: box(finderMessages.loungeInvalid),
        forsikring: box(finderMessages.insuranceInvalid),
        alder: circumstance("alder"),
        inntekt: circumstance("inntekt"),
      })
      // Each rule between two fields runs as soon as those two are readable, so every message shows at once.
      .refine((answers) => answers.betaling === paymentParams.full || answers.saldo > 0, {
        path: ["saldo"],
        message: `${specs.saldo.label} må være mer enn 0 kr når du ikke alltid betaler hele fakturaen.`,
        when: ({ value }) =>
          readable(value, "saldo") &&
          paymentValues.includes(String((value as Partial<Record<string, unknown>>).betaling)),
      })
      .refine((answers) => answers.kjede <= answers.dagligvarer, {
        path: ["kjede"],
        error: (issue) => {
          const groceries = (issue.input as { dagligvarer: number }).dagligvarer;
          return `${specs.kjede.label} kan ikke være mer enn ${lowerFirst(specs.dagligvarer.label)} (${formatKr(groceries)}).`;
        },
        when: ({ value }) => readable(value, "kjede") && readable(value, "dagligvarer"),
      })
      .refine((answers) => answers.partnerfly <= answers.reiser, {
        path: ["partnerfly"],
        error: (issue) => {
          const travel = (issue.input as { reiser: number }).reiser;
          return `${specs.partnerfly.label} kan ikke være mer enn ${lowerFirst(specs.reiser.label)} (${formatKr(travel)}).`;
        },
        when: ({ value }) => readable(value, "partnerfly") && readable(value, "reiser"),
      })
      .transform((answers): FinderProfile => {
        const payment = paymentHabits.find((habit) => paymentParams[habit] === answers.betaling) ?? "full";
        const balanceKr = payment === "full" ? 0 : answers.saldo;
        return {
          payment,
          balanceKr,
          monthsCarried: payment === "full" || balanceKr <= 0 ? 0 : (answers.maneder ?? monthsByHabit[payment]),
          spending: {
            monthlyGroceries: answers.dagligvarer,
            monthlyFuel: answers.drivstoff,
            monthlyOther: answers.annet,
            travelPerYear: answers.reiser,
          },
          monthlyChainGroceriesKr: answers.kjede,
          partnerFlightsKr: answers.partnerfly,
          flightsPerYear: answers.flyreiser,
          wantsLounge: answers.lounge,
          wantsTravelInsurance: answers.forsikring,
          circumstances: {
            ...(answers.alder === undefined ? {} : { age: answers.alder }),
            ...(answers.inntekt === undefined ? {} : { yearlyIncomeKr: answers.inntekt }),
          },
        };
      })
  );
}

/** The months a balance is carried when the reader leaves the field empty, per payment habit. */
export type FinderMonthsDefault = FinderAssumptions["monthsWithBalance"];

/** Reads and checks the answers in a URL's query; `submittedParam` is the form's hidden field. */
export function parseFinderQuery(
  params: URLSearchParams,
  specs: Record<FinderNumberField, FieldSpec>,
  submittedParam: string,
  monthsByHabit: FinderMonthsDefault,
): FinderQuery {
  const values = Object.fromEntries(
    finderFields.map((field) => [field, params.get(field) ?? ""]),
  ) as FormValues<FinderField>;
  const fromForm = params.get(submittedParam) === "1";
  if (!finderFields.some((field) => params.has(field)) && !fromForm) return { values, result: null, fromForm };
  const checked = validateValues(cardFinderSchema(specs, monthsByHabit), finderFields, values);
  return {
    values,
    fromForm,
    result: checked.ok ? { ok: true, profile: checked.data } : { ok: false, errors: checked.errors },
  };
}
