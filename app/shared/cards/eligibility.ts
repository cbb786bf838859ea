import type { CreditCard } from "#content/card-schema";
import { formatKr, formatList } from "../format/format";
import { parseField, type FieldSpec, type ParseResult } from "../format/number-input";

/**
 * The eligibility pre-check: what a reader tells us (age, yearly income, both optional) against the
 * bank's published minimums and maximum age. It is no credit assessment (the bank makes that, with
 * information we never see), so every place that shows it says so (eligibilityText.notACreditAssessment),
 * and a card the reader falls outside is shown apart with the reason, never hidden.
 */
export type ReaderCircumstances = { age?: number; yearlyIncomeKr?: number };

export type EligibilityShortfall =
  | { rule: "minimumAge"; required: number }
  | { rule: "maximumAge"; required: number }
  | { rule: "minimumIncomeKr"; required: number };

type EligibilityFacts = Pick<CreditCard, "minimumAge" | "maximumAge" | "minimumIncomeKr">;

/** The published rules the reader is outside; empty when they meet every known rule or told us nothing. */
export function eligibilityShortfalls(card: EligibilityFacts, reader: ReaderCircumstances): EligibilityShortfall[] {
  const shortfalls: EligibilityShortfall[] = [];
  const { age, yearlyIncomeKr } = reader;
  if (age !== undefined && card.minimumAge !== undefined && age < card.minimumAge)
    shortfalls.push({ rule: "minimumAge", required: card.minimumAge });
  if (age !== undefined && card.maximumAge !== undefined && age > card.maximumAge)
    shortfalls.push({ rule: "maximumAge", required: card.maximumAge });
  if (yearlyIncomeKr !== undefined && card.minimumIncomeKr !== undefined && yearlyIncomeKr < card.minimumIncomeKr)
    shortfalls.push({ rule: "minimumIncomeKr", required: card.minimumIncomeKr });
  return shortfalls;
}

/** The two questions, by their query parameter: the same names, labels and bounds on every page that asks. */
export const circumstanceFields = {
  alder: { label: "Din alder", kind: "count", positive: true, max: 120, example: "30" },
  inntekt: { label: "Din årsinntekt før skatt", kind: "kr", example: "450 000" },
} as const satisfies Record<string, FieldSpec>;
export type CircumstanceParam = keyof typeof circumstanceFields;

/** One answer read from a query: empty is "not told" (undefined), never 0; otherwise the calculators' own parser. */
export function parseCircumstance(
  param: CircumstanceParam,
  raw: string | null | undefined,
): { ok: true; value: number | undefined } | Extract<ParseResult, { ok: false }> {
  if (raw === null || raw === undefined || raw.trim() === "") return { ok: true, value: undefined };
  return parseField(circumstanceFields[param], raw);
}

/** Whether the reader told us anything to check against. */
export function hasCircumstances(reader: ReaderCircumstances): boolean {
  return reader.age !== undefined || reader.yearlyIncomeKr !== undefined;
}

/** Cards the reader meets every known rule of, then the ones they fall outside, each list in its given order. */
export function splitByEligibility<T extends EligibilityFacts>(
  cards: readonly T[],
  reader: ReaderCircumstances,
): { eligible: T[]; outside: Array<{ card: T; shortfalls: EligibilityShortfall[] }> } {
  const eligible: T[] = [];
  const outside: Array<{ card: T; shortfalls: EligibilityShortfall[] }> = [];
  for (const card of cards) {
    const shortfalls = eligibilityShortfalls(card, reader);
    if (shortfalls.length === 0) eligible.push(card);
    else outside.push({ card, shortfalls });
  }
  return { eligible, outside };
}

export const eligibilityText = {
  notACreditAssessment: "Dette er ikke en kredittvurdering",
  explanation:
    "Vi sammenligner bare det du oppgir med bankens publiserte krav til alder og inntekt. Banken gjør sin egen kredittvurdering når du søker.",
  optional: "valgfritt",
  outsideHeading: (count: number) =>
    count === 1 ? "1 kort der du ikke oppfyller bankens krav" : `${count} kort der du ikke oppfyller bankens krav`,
  /** «Du oppfyller ikke bankens krav til alder og inntekt (minst 20 år, minst 200 000 kr i årsinntekt)». */
  shortfall: (shortfalls: readonly EligibilityShortfall[]): string => {
    const topics = [...new Set(shortfalls.map((s) => (s.rule === "minimumIncomeKr" ? "inntekt" : "alder")))];
    const details = shortfalls.map((s) =>
      s.rule === "minimumAge"
        ? `minst ${s.required} år`
        : s.rule === "maximumAge"
          ? `høyst ${s.required} år`
          : `minst ${formatKr(s.required)} i årsinntekt`,
    );
    return `Du oppfyller ikke bankens krav til ${formatList(topics)} (${formatList(details)})`;
  },
} as const;
