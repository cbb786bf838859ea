import { z } from "zod";
import type { CreditCard } from "#content/card-schema";
import {
  cardInputGroups,
  cardInputs,
  cardTextLimits,
  newCardInputGroups,
  newCardRequiredInputNames,
  reviewedOnlyInputNames,
  reviewInputNames,
  type CardInput,
  type CardInputGroup,
} from "./card-edit-fields";
import { cardChanges, cardFieldLabel } from "../../shared/cards/card-versions";
import { formatDecimal, formatNumber } from "../../shared/format/format";
import { parseNorwegianNumber } from "../../shared/format/number-input";

/**
 * The card editor's form (/admin/kort/:id) as one schema: the posted text of every input in
 * app/admin/cards/card-edit-fields.ts in, the card's editable facts out, as the card schema's own shape.
 * This schema reads what was typed (Norwegian numbers, lists, ranges, optional groups) and says what is
 * wrong in words that name the field; whether the card is valid is creditCardSchema's to say, inside
 * publishCard, and its messages come back to the inputs by path (issueErrors).
 *
 * The facts are handled as a plain object keyed by path, never through the CreditCard type, so an input
 * for a fact the schema does not have yet compiles, and is only sent when it has a value.
 */

export type CardFacts = Record<string, unknown>;
export type CardFormValues = Record<string, string>;

type Read = { ok: true; value: unknown } | { ok: false; message: string };
const ok = (value: unknown): Read => ({ ok: true, value });
const fail = (message: string): Read => ({ ok: false, message });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, but line breaks (and tabs) belong in a text area
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type NumberKind = "kr" | "percent" | "count" | "rating";
const numberRules: Record<NumberKind, { decimals: number; max: number; maxText: string; example: string }> = {
  kr: { decimals: 0, max: 100_000_000, maxText: `${formatNumber(100_000_000)} kr`, example: "495" },
  percent: { decimals: 2, max: 100, maxText: "100 %", example: "19,9" },
  count: { decimals: 0, max: 100_000, maxText: formatNumber(100_000), example: "3" },
  rating: { decimals: 1, max: 5, maxText: "5", example: "4,5" },
};

const isNumberKind = (kind: CardInput["kind"]): kind is NumberKind => kind in numberRules;

function readNumber(input: CardInput & { kind: NumberKind }, text: string, required: boolean): Read {
  const rules = numberRules[input.kind];
  const example = input.example ?? rules.example;
  if (text === "")
    return required ? fail(`Skriv inn ${lowerFirst(input.label)}, for eksempel ${example}`) : ok(undefined);
  const value = parseNorwegianNumber(text);
  if (value === null) return fail(`${input.label} må være et tall, for eksempel ${example}`);
  const min = input.min ?? 0;
  if (value < min)
    return fail(
      min === 0 ? `${input.label} kan ikke være under 0` : `${input.label} må være minst ${formatNumber(min)}`,
    );
  if (rules.decimals === 0 && !Number.isInteger(value)) {
    return fail(
      `${input.label} må være ${input.kind === "kr" ? "et helt antall kroner" : "et helt tall"}, for eksempel ${example}`,
    );
  }
  const scale = 10 ** rules.decimals;
  if (Math.round(value * scale) / scale !== value) {
    return fail(
      `${input.label} kan ha høyst ${rules.decimals === 1 ? "én desimal" : `${rules.decimals} desimaler`}, for eksempel ${example}`,
    );
  }
  if (value > rules.max) return fail(`${input.label} kan ikke være over ${rules.maxText}`);
  return ok(value);
}

/** One input's text as its fact; `required` is false for optional facts and inside optional groups. */
function readInput(input: CardInput, raw: string, required: boolean): Read {
  const { kind, label } = input;
  if (kind === "checkbox") return ok(raw !== "");
  if (isNumberKind(kind)) return readNumber(input as CardInput & { kind: NumberKind }, raw.trim(), required);
  if (kind === "choice") {
    if (raw === "" && !required) return ok(undefined);
    return (input.options ?? []).includes(raw) ? ok(raw) : fail(`Velg ${lowerFirst(label)} i listen`);
  }
  if (kind === "lines" || kind === "paragraphs") {
    const text = raw.replace(/\r\n?/g, "\n");
    if (TEXT_CONTROL.test(text))
      return fail(`${label} inneholder et usynlig kontrolltegn. Lim teksten inn som ren tekst`);
    if (text.length > cardTextLimits.area)
      return fail(`${label} kan ha høyst ${formatNumber(cardTextLimits.area)} tegn`);
    const items =
      kind === "lines"
        ? text.split("\n").map((line) => line.trim())
        : text.split(/\n[ \t]*\n/).map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim());
    const list = items.filter((item) => item !== "");
    return list.length === 0 && !required ? ok(undefined) : ok(list);
  }
  const text = raw.trim();
  if (LINE_CONTROL.test(text)) return fail(`${label} inneholder et usynlig kontrolltegn. Skriv teksten inn på nytt`);
  if (text.length > cardTextLimits.line) return fail(`${label} kan ha høyst ${formatNumber(cardTextLimits.line)} tegn`);
  if (text === "") {
    if (kind === "note" && required) return ok("");
    return required ? fail(`Skriv inn ${lowerFirst(label)}`) : ok(undefined);
  }
  return ok(text);
}

const groupOf = new Map(cardInputGroups.flatMap((group) => group.inputs.map((input) => [input.name, group] as const)));

/**
 * FormData (as text, by validateForm) → the card's facts, for a form of these groups: every input is read in one
 * pass, so every message comes at once; an optional group that is partly filled in names the inputs left empty.
 * `alsoRequired`: inputs this form requires that an unreviewed card's edit may leave empty.
 */
function cardFormSchema(groups: readonly CardInputGroup[], alsoRequired: ReadonlySet<string> = new Set()) {
  const inputs = groups.flatMap((group) => group.inputs);
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, z.string()]))).transform((raw, context) => {
    const read = new Map<string, unknown>();
    let failed = false;
    // A card without a review (from the feed) may leave what only a reviewed card needs unknown.
    const reviewed = reviewInputNames.some((name) => (raw[name] ?? "").trim() !== "");
    for (const input of inputs) {
      const required =
        alsoRequired.has(input.name) ||
        (!input.optional &&
          !groupOf.get(input.name)?.optionalObject &&
          (reviewed || !reviewedOnlyInputNames.has(input.name)));
      const result = readInput(input, raw[input.name] ?? "", required);
      if (result.ok) read.set(input.name, result.value);
      else {
        context.addIssue({ code: "custom", path: [input.name], message: result.message });
        failed = true;
      }
    }
    for (const group of groups) {
      if (!group.optionalObject) continue;
      const filled = group.inputs.filter((input) => (raw[input.name] ?? "").trim() !== "");
      if (filled.length === 0 || filled.length === group.inputs.length) continue;
      for (const input of group.inputs) {
        if (filled.includes(input)) continue;
        const message = `Fyll ut ${lowerFirst(input.label)} også, eller tøm alle feltene under «${group.legend}» hvis kortet ikke har dette`;
        context.addIssue({ code: "custom", path: [input.name], message });
        failed = true;
      }
    }
    if (failed) return z.NEVER;
    const facts: CardFacts = { extras: {} };
    for (const input of inputs) {
      const value = read.get(input.name);
      if (value !== undefined) setPath(facts, input.name, value);
    }
    return facts;
  });
}

/** The card editor's form (/admin/kort/:id): every input. */
export const cardEditSchema = cardFormSchema(cardInputGroups);

/** «Nytt kort» (/admin/kort/nytt): the facts without the review, the network required (the art is drawn with it). */
export const newCardSchema = cardFormSchema(newCardInputGroups, newCardRequiredInputNames);

const managedKeys = new Set(
  cardInputs.map((input) => input.name.split(".")[0] as string).filter((key) => key !== "extras"),
);
const managedExtras = new Set(
  cardInputs.filter((input) => input.name.startsWith("extras.")).map((input) => input.name.split(".")[1] as string),
);

/**
 * The card as it will be published: the form's facts, and, as they are, every fact the form does not
 * edit (id, urlSlug, image, lastChecked, and any the schema has that the form does not know yet). A fact
 * the form edits and left empty is absent: unknown.
 */
export function editedCard(current: CardFacts, edited: CardFacts): CardFacts {
  const merge = (
    before: CardFacts,
    after: CardFacts,
    managed: Set<string>,
    nested: (key: string) => CardFacts | undefined,
  ) => {
    const result: CardFacts = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const value = nested(key) ?? (managed.has(key) ? after[key] : before[key]);
      if (value !== undefined) result[key] = value;
    }
    return result;
  };
  const extras = merge(asFacts(current.extras), asFacts(edited.extras), managedExtras, () => undefined);
  return merge(current, edited, managedKeys, (key) => (key === "extras" ? extras : undefined));
}

/** The facts the schema does not know yet (it is .strict()): each input that has a value for one gets a message. */
export function unsupportedFactErrors(facts: CardFacts, knownKeys: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of cardInputs) {
    const key = input.name.split(".")[0] as string;
    if (knownKeys.includes(key) || getPath(facts, input.name) === undefined) continue;
    errors[input.name] = `${input.label} kan ikke lagres ennå: kortdataene har ikke dette feltet. La feltet stå tomt`;
  }
  return errors;
}

/** A card's facts as the form shows them: numbers as Norwegians write them, lists one per line. */
export function cardFormValues(card: CardFacts): CardFormValues {
  return Object.fromEntries(cardInputs.map((input) => [input.name, formatInput(input, getPath(card, input.name))]));
}

function formatInput(input: CardInput, value: unknown): string {
  if (value === undefined || value === null) return "";
  switch (input.kind) {
    case "checkbox":
      return value ? "ja" : "";
    case "lines":
      return (value as string[]).join("\n");
    case "paragraphs":
      return (value as string[]).join("\n\n");
    default:
      return typeof value === "number" ? formatDecimal(value) : String(value);
  }
}

/** A message from the card schema or the store, with the path it names ("cashbackRate", "extras.loungeCount.0"). */
export type PathIssue = { path: string; message: string };

const messageWording: Array<[RegExp, string]> = [
  [/^min kan ikke være større enn max$/, "har en fra-verdi som er større enn til-verdien"],
];

/** The input a path belongs to, and the words that name it: the input, a range's pair, or an optional group. */
function inputForPath(path: string): { name: string; label: string } | null {
  for (let candidate = path; candidate !== ""; candidate = candidate.split(".").slice(0, -1).join(".")) {
    const input = cardInputs.find((item) => item.name === candidate);
    if (input) return { name: input.name, label: input.label };
    const end = cardInputs.find((item) => item.range?.path === candidate);
    if (end?.range) return { name: end.name, label: end.range.label };
    const group = cardInputGroups.find((item) => item.optionalObject === candidate);
    if (group?.inputs[0]) return { name: group.inputs[0].name, label: group.legend };
  }
  return null;
}

/**
 * Messages by input, each starting with the field's name ("Årsgebyr kan ikke være negativ"), first one per
 * input; `source` is the Kilde field's. What names no input (a fixed field, the whole list) is general.
 */
export function issueErrors(
  issues: readonly PathIssue[],
  sourceLabel = "Kilden",
): { errors: Record<string, string>; general: string[] } {
  const errors: Record<string, string> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const message = messageWording.reduce((text, [pattern, wording]) => text.replace(pattern, wording), issue.message);
    if (issue.path === "source") {
      errors.source ??= `${sourceLabel} ${message}`;
      continue;
    }
    const target = inputForPath(issue.path);
    if (target) errors[target.name] ??= `${target.label} ${message}`;
    else general.push(issue.path ? `${cardFieldLabel(issue.path)} ${message}` : message);
  }
  return { errors, general };
}

/**
 * After a conflict: what someone else published since the editor's base version, taken into the
 * editor's form where the editor left that fact as it was; where both changed a fact, the editor's value
 * stays (and is named). So publishing again loses neither edit.
 */
export function rebaseEdit({
  base,
  current,
  mine,
  values,
}: {
  base: CardFacts;
  current: CardFacts;
  mine: CardFacts;
  values: CardFormValues;
}): {
  values: CardFormValues;
  taken: string[];
  both: string[];
} {
  const theirs = cardChanges(base as CreditCard, current as CreditCard);
  const own = new Set(cardChanges(base as CreditCard, mine as CreditCard).map((change) => change.field));
  const next = { ...values };
  const taken: string[] = [];
  const both: string[] = [];
  for (const change of theirs) {
    if (own.has(change.field)) {
      both.push(change.label);
      continue;
    }
    taken.push(change.label);
    for (const input of cardInputs) {
      if (input.name === change.field || input.name.startsWith(`${change.field}.`))
        next[input.name] = formatInput(input, getPath(current, input.name));
    }
  }
  return { values: next, taken, both };
}

function asFacts(value: unknown): CardFacts {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as CardFacts) : {};
}

function getPath(facts: CardFacts, path: string): unknown {
  let value: unknown = facts;
  for (const key of path.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as CardFacts)[key];
  }
  return value;
}

function setPath(facts: CardFacts, path: string, value: unknown): void {
  const keys = path.split(".");
  let target = facts;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    target = next && typeof next === "object" ? (next as CardFacts) : (target[key] = {});
  }
  target[keys[keys.length - 1] as string] = value;
}
