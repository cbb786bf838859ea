import type { CreditCard } from "#content/card-schema";
import {
  formatDate,
  formatDecimal,
  formatKr,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatWorkingDays,
} from "../format/format";
import { bankDescriptionText } from "./bank-description-text";

/**
 * Card data as versions (docs/decisions/0011-card-data-in-the-database.md): every edit, check, import
 * and restore adds one; the highest is the card as published.
 *   first    the card as content/cards.ts had it when the database was made
 *   edit     published from /admin/kort
 *   check    "Kontrollert i dag": the facts are unchanged, lastChecked is today
 *   import   `npm run cards -- import`
 *   restore  an earlier version published again
 *   sync     from Finansportalen's feed (a new card's first version, a change, a retirement)
 */
export const cardVersionKinds = ["first", "edit", "check", "import", "restore", "sync"] as const;
export type CardVersionKind = (typeof cardVersionKinds)[number];

export type CardVersion = {
  cardId: number;
  version: number;
  kind: CardVersionKind;
  facts: CreditCard;
  /** The bank's terms URL or an editor's note. */
  source: string;
  publishedAt: Date;
};

/** One fact that differs between two versions; `from`/`to` as a reader sees them, "ukjent" when absent. */
export type CardFieldChange = {
  /** The schema's own name ("annualFee", "extras.loungeCount"). */
  field: string;
  label: string;
  from: string;
  to: string;
};

/** What a version changed from the one before it. A check changes nothing but lastChecked. */
export type CardHistoryEntry = {
  cardId: number;
  version: number;
  kind: CardVersionKind;
  source: string;
  publishedAt: Date;
  changes: CardFieldChange[];
};

export const UNKNOWN_FACT = "ukjent";

const yesNo = (value: unknown) => (value ? "ja" : "nei");
const percentValue = (value: unknown) => formatPercent(value as number);
const range = (value: unknown) => formatPercentRange(value as { min: number; max: number });
const kr = (value: unknown) => formatKr(value as number);
const list = (value: unknown) => (value as string[]).join(" · ");
const withdrawalFee = (value: unknown) => {
  const fee = value as { percent: number; minKr: number };
  return `${formatPercent(fee.percent)}, minst ${formatKr(fee.minKr)}`;
};

/** How each fact reads; a field not listed here reads as its JSON (it is still tracked). */
const fieldFormats: Record<string, { label: string; format: (value: unknown) => string }> = {
  name: { label: "Navn", format: String },
  bank: { label: "Bank", format: String },
  type: { label: "Korttype", format: String },
  network: { label: "Kortnettverk", format: String },
  image: { label: "Kortbilde", format: String },
  annualFee: { label: "Årsgebyr", format: kr },
  interestRate: { label: "Rente før gebyrer (årlig)", format: percentValue },
  cashbackNote: { label: "Tekst etter bonussatsen", format: (value) => String(value) || "(ingen)" },
  cashbackRate: { label: "Bonus på vanlige kjøp", format: range },
  cashbackInPoints: { label: "Bonus i poeng", format: yesNo },
  travelInsurance: { label: "Reiseforsikring", format: yesNo },
  creditLimitMax: { label: "Høyeste kredittgrense", format: kr },
  bonusPoints: { label: "Bonusprogram", format: String },
  highlights: { label: "Hovedfordeler", format: list },
  rating: { label: "Vurdering", format: (value) => `${formatDecimal(value as number)} av 5` },
  recommended: { label: "Anbefalt", format: yesNo },
  category: { label: "Kategori", format: String },
  urlSlug: { label: "Adresse", format: String },
  processingDays: {
    label: "Behandlingstid",
    format: (value) => formatWorkingDays(value as { min: number; max: number }),
  },
  applyUrl: { label: "Søknadsside", format: String },
  bestFor: { label: "Passer for", format: String },
  editorial: { label: "Omtale", format: (value) => (value as string[]).join("\n\n") },
  interestFreeDays: { label: "Rentefrie dager", format: (value) => `${formatNumber(value as number)}\u00a0dager` },
  currencyMarkupPercent: { label: "Valutapåslag", format: percentValue },
  cashWithdrawalFee: { label: "Gebyr for kontantuttak i egen bank", format: withdrawalFee },
  cashWithdrawalAbroadFee: { label: "Gebyr for kontantuttak i utlandet", format: withdrawalFee },
  minimumAge: { label: "Aldersgrense", format: (value) => `${formatNumber(value as number)}\u00a0år` },
  minimumIncomeKr: { label: "Krav til årsinntekt", format: kr },
  maximumAge: { label: "Høyeste alder", format: (value) => `${formatNumber(value as number)}\u00a0år` },
  monthlyFeeKr: { label: "Månedsgebyr", format: kr },
  minimumPayment: {
    label: "Minstebeløp å betale",
    format: (value) => {
      const { percent, minKr } = value as { percent?: number; minKr?: number };
      if (percent === undefined) return kr(minKr);
      return minKr === undefined ? formatPercent(percent) : `${formatPercent(percent)}, minst ${formatKr(minKr)}`;
    },
  },
  creditLimitMin: { label: "Laveste kredittgrense", format: kr },
  specialConditions: { label: "Spesielle betingelser", format: String },
  bankDescriptions: {
    label: "Bankens egne beskrivelser",
    format: (value) => {
      const texts = value as { travelInsurance?: string; otherBenefits?: string };
      const { labels } = bankDescriptionText;
      return [
        texts.travelInsurance && `${labels.travelInsurance}: ${texts.travelInsurance}`,
        texts.otherBenefits && `${labels.otherBenefits}: ${texts.otherBenefits}`,
      ]
        .filter(Boolean)
        .join("\n\n");
    },
  },
  retiredOn: { label: "Ikke lenger i salg siden", format: (value) => formatDate(value as string) },
  mergedInto: { label: "Slått sammen med kort", format: (value) => `kort ${formatNumber(value as number)}` },
  lastChecked: { label: "Sist kontrollert", format: (value) => formatDate(value as string) },
  "extras.travelInsurance": {
    label: "Reiseforsikringens dekning",
    format: (value) => {
      const cover = value as { travelCoverKr: number; baggageKr: number; cancellationKr: number };
      return `reise ${formatKr(cover.travelCoverKr)}, bagasje ${formatKr(cover.baggageKr)}, avbestilling ${formatKr(cover.cancellationKr)}`;
    },
  },
  "extras.loungeCount": { label: "Antall lounger", format: (value) => formatNumber(value as number) },
  "extras.restaurantExperiencesPerYear": {
    label: "Restaurantopplevelser i året",
    format: (value) => formatNumber(value as number),
  },
  "extras.twoForOnePerYear": { label: "2 for 1-reiser i året", format: (value) => formatNumber(value as number) },
  "extras.requiredMembership": { label: "Krever medlemskap", format: String },
  "extras.partnerDiscounts": {
    label: "Partnerrabatter",
    format: (value) => {
      const deal = value as { programme: string; rate: { min: number; max: number }; minShops: number };
      return `${deal.programme}: ${formatPercentRange(deal.rate)} hos over ${formatNumber(deal.minShops)} butikker`;
    },
  },
  "extras.topDiscountPercent": { label: "Toppfordeler", format: range },
  "extras.groceryRule": {
    label: "Dagligvarebonus",
    format: (value) => {
      const rule = value as { everyday: number; thursday: number; chain: string };
      return `${formatPercent(rule.everyday)} i ${rule.chain}, ${formatPercent(rule.thursday)} på torsdager`;
    },
  },
  "extras.statusBenefits": { label: "Statusfordeler", format: list },
};

/** The parts of a fact made of several values, as a message names them ("cashWithdrawalFee.percent"). */
const partLabels: Record<string, string> = { percent: "prosent", minKr: "minst", min: "fra", max: "til" };

/** The label an editor and a reader see for a field of the card schema, or of a part of one. */
export function cardFieldLabel(field: string): string {
  const own = fieldFormats[field]?.label;
  if (own) return own;
  const at = field.lastIndexOf(".");
  const whole = at > 0 ? fieldFormats[field.slice(0, at)]?.label : undefined;
  const part = partLabels[field.slice(at + 1)];
  return whole && part ? `${whole}, ${part}` : field;
}

/** A fact as a reader sees it; absent is "ukjent", never 0. */
export function formatCardFact(field: string, value: unknown): string {
  if (value === undefined || value === null) return UNKNOWN_FACT;
  const format = fieldFormats[field]?.format;
  return format ? format(value) : JSON.stringify(value);
}

/**
 * Every fact that differs between two versions of a card, in the schema's order, with `extras` taken
 * fact by fact. lastChecked is left out: a check is not a change (it has its own line on the page).
 */
export function cardChanges(before: CreditCard, after: CreditCard): CardFieldChange[] {
  const changes: CardFieldChange[] = [];
  const compare = (field: string, a: unknown, b: unknown) => {
    if (sameValue(a, b)) return;
    changes.push({ field, label: cardFieldLabel(field), from: formatCardFact(field, a), to: formatCardFact(field, b) });
  };
  // The order the facts are listed in here, not the objects' key order: jsonb stores keys in an order of its own.
  const keys = inFieldOrder(orderedKeys(before, after).filter((key) => key !== "lastChecked" && key !== "extras"));
  for (const key of keys)
    compare(key, (before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]);
  const extrasBefore = (before.extras ?? {}) as Record<string, unknown>;
  const extrasAfter = (after.extras ?? {}) as Record<string, unknown>;
  for (const key of inFieldOrder(orderedKeys(extrasBefore, extrasAfter).map((key) => `extras.${key}`))) {
    const name = key.slice("extras.".length);
    compare(key, extrasBefore[name], extrasAfter[name]);
  }
  return changes;
}

/** The history of one card's versions, oldest first, each with what it changed from the one before. */
export function cardHistory(versions: readonly CardVersion[]): CardHistoryEntry[] {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  return sorted.map((version, index) => {
    const previous = sorted[index - 1];
    return {
      cardId: version.cardId,
      version: version.version,
      kind: version.kind,
      source: version.source,
      publishedAt: version.publishedAt,
      changes: previous ? cardChanges(previous.facts, version.facts) : [],
    };
  });
}

/**
 * The addresses a card had before, from its history: each change of `urlSlug` reads from → to as typed (its
 * format is the text itself). An old address sends readers on to the card for good (decision 0015, stop 46).
 */
export function formerSlugs(history: readonly CardHistoryEntry[]): string[] {
  return history.flatMap((entry) =>
    entry.changes.filter((change) => change.field === "urlSlug").map((change) => change.from),
  );
}

const fieldOrder = new Map(Object.keys(fieldFormats).map((field, index) => [field, index]));

/** Fields in the order of fieldFormats (the form's and the schema's); a field not listed there comes last, in the order given. */
function inFieldOrder(fields: string[]): string[] {
  const rank = (field: string) => fieldOrder.get(field) ?? Number.MAX_SAFE_INTEGER;
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field);
}

/** Keys of both objects: the first's order, then any only in the second. */
function orderedKeys(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** The value with object keys sorted, so key order (jsonb reorders them) never reads as a change. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A value in an import file that a later version replaced: the file was likely exported before it. */
export type StaleValue = {
  field: string;
  label: string;
  /** The value in the file, as the site writes it. */
  inFile: string;
  /** The version that replaced that value (the first after the newest version holding it). */
  replacedBy: CardVersion;
};

/** A field's value, extras included ("extras.loungeCount"). */
function factAt(card: CreditCard, field: string): unknown {
  if (field.startsWith("extras."))
    return (card.extras as Record<string, unknown> | undefined)?.[field.slice("extras.".length)];
  return (card as Record<string, unknown>)[field];
}

/**
 * The values an import would put back: each field the file changes from the current version whose value
 * in the file is one an earlier version held and a later one replaced (for lastChecked: any date older
 * than the current one, since a check cannot be undone). An export taken before someone else's edit and
 * imported after it gives exactly these, so the import refuses them unless told the old value is meant.
 * A value the card never had is never stale.
 */
export function staleValues(versions: readonly CardVersion[], file: CreditCard): StaleValue[] {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const head = sorted.at(-1);
  if (!head) return [];
  const stale: StaleValue[] = [];
  for (const { field, label } of cardChanges(head.facts, file)) {
    const value = factAt(file, field);
    const holder = sorted.findLastIndex(
      (version) => version !== head && sameValue(factAt(version.facts, field), value),
    );
    if (holder === -1) continue;
    // The version after the holder that first changed the field: the one the file would undo.
    const replacedBy = sorted.slice(holder + 1).find((version) => !sameValue(factAt(version.facts, field), value));
    if (replacedBy) stale.push({ field, label, inFile: formatCardFact(field, value), replacedBy });
  }
  if (file.lastChecked < head.facts.lastChecked) {
    const replacedBy = sorted.find((version) => version.facts.lastChecked > file.lastChecked) ?? head;
    stale.push({
      field: "lastChecked",
      label: cardFieldLabel("lastChecked"),
      inFile: formatCardFact("lastChecked", file.lastChecked),
      replacedBy,
    });
  }
  return stale;
}
