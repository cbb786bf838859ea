import { SaxesParser, type SaxesTagNS } from "saxes";
import { z } from "zod";
import { readBoolean, readFee, readNumber, readText, type PercentFee, type Read } from "./feed-values";
import { feedText } from "./feed-text";

/**
 * Finansportalen's credit-card feed (Atom 1.0): each atom:entry is one product, its facts elements in
 * Finansportalen's namespace. Read with saxes (docs/decisions/0015): namespaces are matched by URI, never by
 * prefix, and a document type declaration is refused outright, so no entity is ever expanded (no billion
 * laughs) and nothing outside the body is ever read (no XXE).
 */
export const ATOM_NS = "http://www.w3.org/2005/Atom";
export const FEED_NS = "http://www.finansportalen.no/feed/ns/1.0";

/** Bounds on what one feed may hold, beyond the body's size (feed-client.server.ts): far above the market. */
export const feedLimits = {
  entries: 5_000,
  fieldsPerEntry: 300,
  /** Characters in one element's text. */
  fieldChars: 20_000,
} as const;

/** The documented fields, by element name; every other element in the namespace is kept in `extra`. */
const numberFields = {
  kredittkort_nominell_rente: "nominalRate",
  effektiv_rente: "effectiveRate",
  eksempel_rente: "exampleRate",
  kredittkort_kort_arsgebyr: "annualFeeKr",
  kredittkort_termingebyr: "monthlyFeeKr",
  kredittkort_min_inntekt: "minimumIncomeKr",
  kredittkort_min_ramme: "creditLimitMinKr",
  kredittkort_maks_ramme: "creditLimitMaxKr",
  kredittkort_minstebelop: "minimumPaymentPercent",
  kredittkort_minstebelop_kr: "minimumPaymentKr",
  kredittkort_rentefri_periode: "interestFreeDays",
  min_alder: "minimumAge",
  maks_alder: "maximumAge",
  kredittkort_uttak_utland_valutapaslag: "currencyMarkupPercent",
} as const;
const booleanFields = {
  kredittkort_reiseforsikring: "travelInsurance",
  kredittkort_andre_fordeler: "otherBenefits",
} as const;
const textFields = {
  kredittkort_reiseforsikring_beskrivelse: "travelInsuranceText",
  kredittkort_andre_fordeler_beskrivelse: "otherBenefitsText",
  spesielle_betingelser: "specialConditions",
} as const;
const feeFields = {
  kredittkort_uttak_utland_transgebyr: "withdrawalAbroadFee",
  kredittkort_uttak_egen_bank_i_apningstid_transgebyr: "withdrawalOwnBankFee",
} as const;
/** Read apart: they make the product's identity. */
const identityFields = new Set(["leverandor_tekst", "navn"]);

const amount = z.number().nonnegative(feedText.negative);
const fee = z.object({ percent: amount, minKr: amount });
const text = z.string().min(1);

/** One product as the feed states it, in the feed's own units; absent means the feed does not say. */
export const feedProductSchema = z.object({
  /** The numeric id at the end of atom:id. */
  productId: z.string().regex(/^\d{1,18}$/),
  provider: text,
  name: text,
  /** atom:updated, as written. */
  updated: z.string().optional(),
  nominalRate: amount.optional(),
  effectiveRate: amount.optional(),
  exampleRate: amount.optional(),
  annualFeeKr: amount.optional(),
  monthlyFeeKr: amount.optional(),
  minimumIncomeKr: amount.optional(),
  creditLimitMinKr: amount.optional(),
  creditLimitMaxKr: amount.optional(),
  minimumPaymentPercent: amount.optional(),
  minimumPaymentKr: amount.optional(),
  interestFreeDays: amount.optional(),
  minimumAge: amount.optional(),
  maximumAge: amount.optional(),
  currencyMarkupPercent: amount.optional(),
  travelInsurance: z.boolean().optional(),
  otherBenefits: z.boolean().optional(),
  travelInsuranceText: text.optional(),
  otherBenefitsText: text.optional(),
  specialConditions: text.optional(),
  withdrawalAbroadFee: fee.optional(),
  withdrawalOwnBankFee: fee.optional(),
  /** Elements in the namespace this code does not know yet, as written: kept, never a failure. */
  extra: z.record(z.string(), z.string()),
});
export type FeedProduct = z.infer<typeof feedProductSchema>;

/** What is wrong with one entry, for an editor: which entry, which field, why. */
export type EntryProblem = {
  /** The entry's place in the feed, from 1. */
  entry: number;
  kind: "malformed" | "duplicate-id";
  productId?: string;
  title?: string;
  /** The element's name in the feed. */
  field?: string;
  message: string;
};

export type ParsedFeed = {
  /** The feed's atom:updated, as written. */
  updated?: string;
  /** Entries read in full, in the feed's order, one per product id. */
  products: FeedProduct[];
  /** Entries with a problem; an entry with one is not in `products`. */
  problems: EntryProblem[];
  /** Every atom:entry, read or not. */
  entryCount: number;
};

/** The feed as a whole could not be read: nothing in it may be used. */
export class FeedParseError extends Error {
  constructor(
    readonly kind: "malformed" | "doctype" | "not-atom" | "too-many-entries",
    message: string,
  ) {
    super(message);
    this.name = "FeedParseError";
  }
}

type RawEntry = {
  index: number;
  id?: string;
  title?: string;
  updated?: string;
  fields: Map<string, string>;
  problems: EntryProblem[];
};

/** An element whose text is being collected: an Atom field of the entry or a leaf in the feed's namespace. */
type Capture = { target: "atom" | "field"; name: string; text: string; leaf: boolean };

/** Reads a whole feed document. Throws FeedParseError when it is not a well-formed Atom feed. */
export function parseFeed(xml: string): ParsedFeed {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const raws: RawEntry[] = [];
  let updated: string | undefined;
  let feedUpdated: Capture | null = null;
  let depth = 0;
  let sawRoot = false;
  let entry: RawEntry | null = null;
  let entryDepth = 0;
  const captures: Capture[] = [];

  parser.on("doctype", () => {
    throw new FeedParseError("doctype", feedText.doctype);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    depth++;
    if (depth === 1) {
      sawRoot = true;
      if (tag.uri !== ATOM_NS || tag.local !== "feed") throw new FeedParseError("not-atom", feedText.notAtom);
      return;
    }
    if (!entry) {
      if (depth === 2 && tag.uri === ATOM_NS && tag.local === "entry") {
        if (raws.length >= feedLimits.entries)
          throw new FeedParseError("too-many-entries", feedText.tooManyEntries(feedLimits.entries));
        entry = { index: raws.length + 1, fields: new Map(), problems: [] };
        entryDepth = depth;
      } else if (depth === 2 && tag.uri === ATOM_NS && tag.local === "updated") {
        feedUpdated = { target: "atom", name: "updated", text: "", leaf: true };
      }
      return;
    }
    const parent = captures.at(-1);
    if (parent && tag.uri === FEED_NS) parent.leaf = false;
    if (depth === entryDepth + 1 && tag.uri === ATOM_NS && ["id", "title", "updated"].includes(tag.local)) {
      captures.push({ target: "atom", name: tag.local, text: "", leaf: true });
    } else if (tag.uri === FEED_NS) {
      captures.push({ target: "field", name: tag.local, text: "", leaf: true });
    } else if (parent) {
      // Markup inside a field (an <b> in a description): its text belongs to the field.
      captures.push({ target: parent.target, name: "", text: "", leaf: false });
    }
  });
  const onText = (chunk: string) => {
    const capture = feedUpdated ?? captures.at(-1);
    if (!capture) return;
    const room = feedLimits.fieldChars + 1 - capture.text.length;
    if (room > 0) capture.text += chunk.slice(0, room);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag: SaxesTagNS) => {
    depth--;
    if (feedUpdated && depth === 1) {
      updated = readText(feedUpdated.text);
      feedUpdated = null;
      return;
    }
    if (!entry) return;
    if (depth + 1 === entryDepth && tag.uri === ATOM_NS && tag.local === "entry") {
      raws.push(entry);
      entry = null;
      return;
    }
    const capture = captures.pop();
    if (!capture) return;
    const parent = captures.at(-1);
    if (capture.name === "") {
      if (parent) parent.text = (parent.text + capture.text).slice(0, feedLimits.fieldChars + 1);
      return;
    }
    if (capture.text.length > feedLimits.fieldChars) {
      entry.problems.push(problem(entry, capture.name, feedText.fieldTooLong(feedLimits.fieldChars)));
      return;
    }
    if (capture.target === "atom") {
      const value = readText(capture.text);
      if (capture.name === "id") entry.id = value;
      else if (capture.name === "title") entry.title = value;
      else entry.updated = value;
      return;
    }
    // An element in the namespace with elements of its own groups fields; only leaves are fields.
    if (!capture.leaf) return;
    if (entry.fields.has(capture.name)) {
      entry.problems.push(problem(entry, capture.name, feedText.fieldTwice));
    } else if (entry.fields.size >= feedLimits.fieldsPerEntry) {
      entry.problems.push(problem(entry, capture.name, feedText.tooManyFields(feedLimits.fieldsPerEntry)));
    } else {
      entry.fields.set(capture.name, capture.text);
    }
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    // saxes names the line and column: "3:17: unexpected close tag."
    throw new FeedParseError("malformed", feedText.malformed(error instanceof Error ? error.message : String(error)));
  }
  if (!sawRoot) throw new FeedParseError("not-atom", feedText.notAtom);
  return productsOf(raws, updated);
}

function problem(entry: RawEntry, field: string | undefined, message: string): EntryProblem {
  return { entry: entry.index, kind: "malformed", field, message };
}

/** Turns the entries into products, each checked by the schema; duplicate ids reported, none kept. */
function productsOf(raws: RawEntry[], updated: string | undefined): ParsedFeed {
  const problems: EntryProblem[] = [];
  const read: Array<{ raw: RawEntry; product: FeedProduct }> = [];
  for (const raw of raws) {
    const result = readEntry(raw);
    const named = (entryProblem: EntryProblem): EntryProblem => ({
      ...entryProblem,
      productId: result.productId,
      title: raw.title,
    });
    if (result.problems.length > 0) problems.push(...result.problems.map(named));
    else if (result.product) read.push({ raw, product: result.product });
  }
  // Two entries with one id: neither is used, since we cannot tell which is the product.
  const byId = new Map<string, number>();
  for (const raw of raws) {
    const id = productIdOf(raw.id);
    if (id) byId.set(id, (byId.get(id) ?? 0) + 1);
  }
  for (const raw of raws) {
    const id = productIdOf(raw.id);
    if (id && (byId.get(id) ?? 0) > 1)
      problems.push({
        entry: raw.index,
        kind: "duplicate-id",
        productId: id,
        title: raw.title,
        field: "id",
        message: feedText.duplicateId(id, byId.get(id) ?? 0),
      });
  }
  const products = read.filter(({ product }) => (byId.get(product.productId) ?? 0) === 1).map(({ product }) => product);
  problems.sort((a, b) => a.entry - b.entry);
  return { updated, products, problems, entryCount: raws.length };
}

/** "urn:finansportalen:produkt:12345" or ".../kredittkort/12345" → "12345". */
function productIdOf(id: string | undefined): string | undefined {
  // A run of more than 18 digits is not an id we can keep exactly: refused, never cut.
  return id === undefined ? undefined : /(?:^|\D)(\d{1,18})$/.exec(id)?.[1];
}

function readEntry(raw: RawEntry): { productId?: string; product?: FeedProduct; problems: EntryProblem[] } {
  const problems = [...raw.problems];
  const productId = productIdOf(raw.id);
  if (!productId) problems.push(problem(raw, "id", raw.id ? feedText.idNotNumeric(raw.id) : feedText.idMissing));
  const fields = raw.fields;
  const provider = readText(fields.get("leverandor_tekst"));
  const name = readText(fields.get("navn")) ?? readText(raw.title);
  if (!provider) problems.push(problem(raw, "leverandor_tekst", feedText.missing));
  if (!name) problems.push(problem(raw, "navn", feedText.missing));

  const product: Record<string, unknown> = { productId, provider, name, updated: raw.updated, extra: {} };
  const take = <T>(element: string, key: string, result: Read<T>) => {
    if (result.error !== undefined) problems.push(problem(raw, element, result.error));
    else if (result.value !== undefined) product[key] = result.value;
  };
  const extra: Record<string, string> = {};
  for (const [element, value] of fields) {
    if (element in numberFields) take(element, numberFields[element as keyof typeof numberFields], readNumber(value));
    else if (element in booleanFields)
      take(element, booleanFields[element as keyof typeof booleanFields], readBoolean(value));
    else if (element in feeFields) take(element, feeFields[element as keyof typeof feeFields], readFee(value));
    else if (element in textFields) {
      const clean = readText(value);
      if (clean !== undefined) product[textFields[element as keyof typeof textFields]] = clean;
    } else if (!identityFields.has(element)) extra[element] = value.trim();
  }
  product.extra = extra;
  if (problems.length > 0) return { productId, problems };
  const parsed = feedProductSchema.safeParse(product);
  if (!parsed.success)
    return {
      productId,
      problems: parsed.error.issues.map((issue) => problem(raw, elementOf(String(issue.path[0] ?? "")), issue.message)),
    };
  return { productId, product: parsed.data, problems: [] };
}

/** The feed's element name for a product key, so a problem names what the feed wrote. */
function elementOf(key: string): string {
  for (const table of [numberFields, booleanFields, textFields, feeFields] as Array<Record<string, string>>) {
    const found = Object.entries(table).find(([, name]) => name === key);
    if (found) return found[0];
  }
  return key === "productId" ? "id" : key === "provider" ? "leverandor_tekst" : key === "name" ? "navn" : key;
}

export type { PercentFee };
