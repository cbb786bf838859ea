import type { SpendingInput } from "~/shared/finance/cashback-ranking";
import type { FinderNumberField } from "./finder-query";
import { formatNumber } from "~/shared/format/format";
import { cashbackFields } from "../calculators/cashback-calculator";
import type { CalculatorField } from "../calculators/calculator-kit";
import { travelFields } from "../calculators/travel-calculator";
import { circumstanceFields, eligibilityText } from "~/shared/cards/eligibility";

/** What the number fields are built from; the loader gathers it from content/. */
export type FinderFieldFacts = {
  /** The spending shown as placeholders: the cashback article's household. */
  example: SpendingInput;
  /** The chain's share of the example's groceries, shown as placeholder. */
  exampleChainGroceriesKr: number;
  /** The balance shown as placeholder: the savings guide's example debt. */
  exampleBalanceKr: number;
  /** The highest credit limit of any card: nobody owes more on one. */
  maxBalanceKr: number;
  /** The card with a bonus in one grocery chain, and the chain (Trumf Visa, NorgesGruppen). */
  groceryCard: { name: string; chain: string } | null;
  /** The airline whose flights earn a card's top travel rate (SAS), from the earning rules. */
  travelPartner: string | null;
  /** The months a balance is carried when the field is left empty, per answer. */
  monthsByHabit: { sometimes: number; usually: number };
};

/**
 * The finder's number fields, in the form's order. Spending and flights are the cashback and travel
 * calculators' own fields (same labels, hints, bounds and messages); the balance and the chain's share
 * of the groceries are the finder's. The loader checks the query with the same specs (finder-query.ts).
 */
export function cardFinderNumberFields(facts: FinderFieldFacts): ReadonlyArray<CalculatorField<FinderNumberField>> {
  const spending = cashbackFields(facts.example);
  const flights = travelFields.find((field): field is CalculatorField<"flyreiser"> => field.name === "flyreiser");
  if (!flights) throw new Error("Reisekalkulatoren mangler feltet flyreiser");
  const chain = facts.groceryCard?.chain ?? "én kjede";
  const partner = facts.travelPartner ?? "flyselskapet kortet samarbeider med";
  // Age and income: the shared pre-check's questions (app/shared/cards/eligibility.ts), the same on every page.
  const circumstance = (name: "alder" | "inntekt", suffix: string) => ({
    ...circumstanceFields[name],
    name,
    label: `${circumstanceFields[name].label} (${eligibilityText.optional})`,
    suffix,
    placeholder: circumstanceFields[name].example,
  });
  return [
    {
      name: "saldo",
      label: "Saldo etter forfall",
      inSentence: "saldoen som står igjen etter forfall",
      kind: "kr",
      optional: { defaultValue: 0 },
      max: facts.maxBalanceKr,
      suffix: "kr",
      placeholder: formatNumber(facts.exampleBalanceKr),
      hint: "Det som vanligvis står igjen på kortet etter at du har betalt. Fyll ut hvis du ikke alltid betaler hele fakturaen.",
    },
    {
      name: "maneder",
      label: "Måneder i året med saldo",
      inSentence: "antall måneder i året med saldo",
      kind: "count",
      positive: true,
      max: 12,
      suffix: "mnd",
      placeholder: formatNumber(facts.monthsByHabit.sometimes),
      hint: `Hvor mange av årets fakturaer du ikke betaler i sin helhet. Står feltet tomt, regner vi ${formatNumber(facts.monthsByHabit.sometimes)} for «noen ganger» og ${formatNumber(facts.monthsByHabit.usually)} for «som regel».`,
    },
    ...spending.slice(0, 1),
    {
      name: "kjede",
      label: `Dagligvarer i ${chain} per måned`,
      kind: "kr",
      optional: { defaultValue: 0 },
      suffix: "kr",
      placeholder: formatNumber(facts.exampleChainGroceriesKr),
      hint: facts.groceryCard
        ? `Den delen av dagligvarene du kjøper i ${chain}s butikker. Bonusen på ${facts.groceryCard.name} gjelder bare der.`
        : "Den delen av dagligvarene du kjøper i én kjede.",
    },
    ...spending.slice(1),
    {
      name: "partnerfly",
      label: `Flybilletter hos ${partner} per år`,
      kind: "kr",
      optional: { defaultValue: 0 },
      suffix: "kr",
      placeholder: "0",
      hint: `Den delen av reisene som er flybilletter kjøpt hos ${partner}. Bare de gir ${partner}-kortenes høyeste sats; hotell og pakkereiser gir den vanlige.`,
    },
    {
      ...flights,
      optional: { defaultValue: 0 },
      hint: `${flights.hint} Poeng regnes bare med når du flyr, fordi det er på flyreiser poengene har den verdien kortet oppgir.`,
    },
    circumstance("alder", "år"),
    circumstance("inntekt", "kr"),
  ];
}
