import { formatKr, formatNumber, formatPercent } from "./format";

/**
 * Norwegian number entry for the calculators: "25 000", "25 000 kr", "19,9 %", "2 500,-",
 * "1.500" (a dot before exactly three digits groups thousands; otherwise it is a decimal
 * point, so "19.9" is 19,9). Every calculator validates its fields through parseField, so
 * the messages are the same everywhere. No zod here: this runs in the browser.
 */

export type ParseResult = { ok: true; value: number } | { ok: false; message: string };

export type FieldKind = "kr" | "percent" | "count";

export type FieldSpec = {
  /** The visible label, e.g. "Total gjeld". */
  label: string;
  kind: FieldKind;
  /** The label as it reads inside a sentence; defaults to the label with a lower-case first letter. */
  inSentence?: string;
  /** An optional field is read as `defaultValue` when left empty. */
  optional?: { defaultValue: number };
  /** Must be above zero (a debt or a payment of 0 kr has nothing to compute). */
  positive?: boolean;
  /** Upper limit; defaults per kind (see defaultMax). */
  max?: number;
  /** An example value for the messages ("for eksempel 2 500"); defaults per kind. */
  example?: string;
};

/**
 * Decimals a field accepts: kroner to the øre and rates to a hundredth of a percent, so what a
 * result echoes (formatKrOre, formatPercent) is exactly what was computed with.
 */
export const MAX_DECIMALS: Record<FieldKind, number> = { kr: 2, percent: 2, count: 0 };

/** Absurd values are refused, not computed: nobody has 10 million kr on a credit card. */
export const MAX_AMOUNT_KR = 10_000_000;
export const MAX_PERCENT = 100;
export const MAX_COUNT = 1000;

const defaultMax: Record<FieldKind, number> = { kr: MAX_AMOUNT_KR, percent: MAX_PERCENT, count: MAX_COUNT };
const examples: Record<FieldKind, string> = { kr: "25 000", percent: "19,9", count: "6" };

// Regular, no-break (U+00A0), narrow no-break (U+202F) and thin (U+2009) spaces, and apostrophes used as grouping.
const groupingChars = /[\s\u00a0\u202f\u2009'’]/g;
const minusChars = /^[-−–]/;

/**
 * Reads a Norwegian number. Returns null when the text is not a number at all;
 * a leading minus is kept so the caller can say "under 0" rather than "not a number".
 */
export function parseNorwegianNumber(raw: string): number | null {
  let text = raw.trim().toLowerCase();
  // Units and the ",-" of whole kroner: "2 500 kr", "kr 2 500", "NOK 2500", "19,9 %", "2 500,-".
  text = text
    .replace(/^(kr\.?|nok)\s*/, "")
    .replace(/\s*(kr\.?|nok|%|prosent)$/, "")
    .replace(/,-$/, "")
    .replace(groupingChars, "");
  let sign = 1;
  if (minusChars.test(text)) {
    sign = -1;
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;

  const commas = text.split(",").length - 1;
  if (commas > 1) return null;
  let [whole = "", fraction] = text.split(",");
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return null;

  if (whole.includes(".")) {
    const groups = whole.split(".");
    const [head = "", ...rest] = groups;
    const thousands = /^[1-9]\d{0,2}$/.test(head) && rest.every((group) => /^\d{3}$/.test(group));
    if (thousands) {
      whole = groups.join("");
    } else if (groups.length === 2 && fraction === undefined && /^\d+$/.test(head) && /^\d+$/.test(rest[0] ?? "")) {
      // "19.9": a dot as decimal point, as typed on an English keyboard.
      [whole, fraction] = groups as [string, string];
    } else {
      return null;
    }
  }
  if (!/^\d*$/.test(whole) || (whole === "" && !fraction)) return null;

  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? sign * value : null;
}

/** 19.99 has two decimals, 19.999 three: compared after scaling, so binary fractions do not count. */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale === value;
}

function inSentence(spec: FieldSpec): string {
  return spec.inSentence ?? spec.label.charAt(0).toLowerCase() + spec.label.slice(1);
}

function formatLimit(kind: FieldKind, value: number): string {
  if (kind === "kr") return formatKr(value);
  if (kind === "percent") return formatPercent(value);
  return formatNumber(value);
}

/** Validates one field; the message says what to enter, in Norwegian. */
export function parseField(spec: FieldSpec, raw: string | null | undefined): ParseResult {
  const text = (raw ?? "").trim();
  const example = spec.example ?? examples[spec.kind];
  if (text === "") {
    if (spec.optional) return { ok: true, value: spec.optional.defaultValue };
    return { ok: false, message: `Skriv inn ${inSentence(spec)}, for eksempel ${example}.` };
  }
  const value = parseNorwegianNumber(text);
  if (value === null) {
    return { ok: false, message: `${spec.label} må være et tall, for eksempel ${example}.` };
  }
  if (value < 0) return { ok: false, message: `${spec.label} kan ikke være under 0.` };
  if (spec.positive && value === 0) return { ok: false, message: `${spec.label} må være mer enn 0.` };
  if (spec.kind === "count" && !Number.isInteger(value)) {
    return { ok: false, message: `${spec.label} må være et helt tall, for eksempel ${example}.` };
  }
  if (spec.kind !== "count" && !hasAtMostDecimals(value, MAX_DECIMALS[spec.kind])) {
    const unit = spec.kind === "kr" ? " (øre)" : "";
    return {
      ok: false,
      message: `${spec.label} kan ha høyst ${MAX_DECIMALS[spec.kind]} desimaler${unit}, for eksempel ${example}.`,
    };
  }
  const max = spec.max ?? defaultMax[spec.kind];
  if (value > max) {
    return { ok: false, message: `${spec.label} kan ikke være over ${formatLimit(spec.kind, max)}.` };
  }
  return { ok: true, value };
}

export type FormResult<K extends string> =
  { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> };

/**
 * Validates a whole calculator. `read` gives the raw text of a field (e.g. a search param),
 * so the same specs serve the server render and the browser.
 */
export function parseFields<K extends string>(
  specs: Record<K, FieldSpec>,
  read: (name: K) => string | null | undefined,
): FormResult<K> {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  let ok = true;
  for (const name of Object.keys(specs) as K[]) {
    const result = parseField(specs[name], read(name));
    if (result.ok) values[name] = result.value;
    else {
      errors[name] = result.message;
      ok = false;
    }
  }
  return ok ? { ok: true, values } : { ok: false, errors };
}
