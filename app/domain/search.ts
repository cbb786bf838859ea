import type { Article } from "#content/articles";
import type { CreditCard } from "#content/card-schema";
import { cashbackText, fillCardText } from "./card-text";
import { formatAnnualFee } from "./format";
import { representativeExampleText } from "./representative-example";

/**
 * Site search over the cards and the guides: normalisation, matching and ranking, all pure.
 * The /sok page and the /sok.json resource route (the header's search dialog) both call
 * search(), so the two can never disagree.
 */

export type SearchKind = "card" | "guide";

/** How strongly a hit counts: a card's name or bank, its benefits (or a guide's title), other text. */
export type SearchField = "name" | "topic" | "body";

export type SearchDocument = {
  kind: SearchKind;
  title: string;
  href: string;
  /** One line shown under the title in the results. */
  text: string;
  /** Card rating, the first tie-breaker; guides have none and follow cards with the same score. */
  rating: number | null;
  fields: Record<SearchField, string[]>;
};

export type SearchResult = { kind: SearchKind; title: string; href: string; text: string };
export type SearchResponse = { query: string; total: number; results: SearchResult[] };

/** A document with its words normalised once, when the index is built. */
export type IndexedDocument = SearchDocument & { words: Record<SearchField, string[]> };

/** Weights per field: any name hit outranks any topic hit, which outranks any body hit. */
export const FIELD_WEIGHT: Record<SearchField, number> = { name: 100, topic: 10, body: 1 };

/** Terms this long also match inside a word ('forsikring' in 'reiseforsikring'), at half weight. */
export const INFIX_MIN_LENGTH = 6;

/** Longer input is cut: nobody types more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;

const FOLDED: Record<string, string> = { æ: "ae", ø: "o", å: "a", ß: "ss" };

/**
 * Lower case, Norwegian letters folded (æ → ae, ø → o, å → a) and accents removed (é → e),
 * so 'ÅRSGEBYR', 'årsgebyr' and 'arsgebyr' read the same.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåß]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/**
 * The normalised words of a text. A word joined by punctuation is kept whole as well as in
 * parts: 're:member' gives 're', 'member' and 'remember'; 'Trumf-bonus' gives 'trumfbonus' too.
 */
export function words(text: string): string[] {
  const found = new Set<string>();
  for (const chunk of normalise(text).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const part of parts) found.add(part);
    if (parts.length > 1 && /\p{L}/u.test(chunk)) found.add(parts.join(""));
  }
  return [...found];
}

/**
 * The query's terms, each with its spellings: someone without Norwegian letters may write
 * 'aa' for å and 'oe' for ø ('aarsgebyr', 'kjoep'), so those are tried folded too.
 */
export function queryTerms(query: string): string[][] {
  const terms = normalise(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(terms)].map((term) => [
    ...new Set([term, term.replace(/aa/g, "a"), term.replace(/oe/g, "o"), term.replace(/aa/g, "a").replace(/oe/g, "o")]),
  ]);
}

/** 1 when a spelling starts a word, 0.5 when a long one sits inside a word, else 0. */
export function termQuality(spellings: readonly string[], wordList: readonly string[]): number {
  let quality = 0;
  for (const spelling of spellings) {
    for (const word of wordList) {
      if (word.startsWith(spelling)) return 1;
      if (spelling.length >= INFIX_MIN_LENGTH && word.includes(spelling)) quality = 0.5;
    }
  }
  return quality;
}

export function indexDocuments(documents: readonly SearchDocument[]): IndexedDocument[] {
  return documents.map((doc) => ({
    ...doc,
    words: {
      name: doc.fields.name.flatMap(words),
      topic: doc.fields.topic.flatMap(words),
      body: doc.fields.body.flatMap(words),
    },
  }));
}

/**
 * A document's score for the query: every term must match somewhere (AND); each term counts
 * with its best field. 0 means no match.
 */
export function scoreDocument(doc: IndexedDocument, terms: readonly string[][]): number {
  if (terms.length === 0) return 0;
  let score = 0;
  for (const spellings of terms) {
    let best = 0;
    for (const field of ["name", "topic", "body"] as const) {
      best = Math.max(best, FIELD_WEIGHT[field] * termQuality(spellings, doc.words[field]));
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

const collator = new Intl.Collator("nb");

/** Ranking: higher score first, then higher card rating (cards before guides), then title. */
export function compareHits(a: { score: number; doc: SearchDocument }, b: { score: number; doc: SearchDocument }): number {
  return b.score - a.score || (b.doc.rating ?? -1) - (a.doc.rating ?? -1) || collator.compare(a.doc.title, b.doc.title);
}

/** Reads ?q= leniently: missing means empty, surrounding and repeated spaces go. */
export function parseQuery(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

export function search(index: readonly IndexedDocument[], rawQuery: string, options: { limit?: number } = {}): SearchResponse {
  const query = parseQuery(rawQuery);
  const terms = queryTerms(query);
  const hits = index
    .map((doc) => ({ doc, score: scoreDocument(doc, terms) }))
    .filter((hit) => hit.score > 0)
    .sort(compareHits);
  const shown = options.limit === undefined ? hits : hits.slice(0, options.limit);
  return {
    query,
    total: hits.length,
    results: shown.map(({ doc }) => ({ kind: doc.kind, title: doc.title, href: doc.href, text: doc.text })),
  };
}

/**
 * The benefit words of a card, derived from its data rather than listed per card: a free card
 * is 'gebyrfri', a card with lounge access matches 'lounge', the Trumf rule gives 'Trumf', and
 * so on. Its category, type, highlights and cashback text count as well.
 */
export function cardBenefitTerms(card: CreditCard): string[] {
  const { extras } = card;
  const terms: string[] = [card.category, card.type, ...card.highlights.map((text) => fillCardText(card, text))];
  // The bonus texts count only when the data says the card earns something (re:member Gold's
  // 'Ingen bonuspoeng' must not match 'bonuspoeng').
  const earns = card.cashbackRate.max > 0 || extras.partnerDiscounts !== undefined || extras.groceryRule !== undefined;
  if (earns) terms.push(cashbackText(card), card.bonusPoints);
  if (card.cashbackRate.max > 0 || extras.groceryRule) terms.push(card.cashbackInPoints ? "bonuspoeng" : "cashback");
  if (card.annualFee === 0) terms.push("gebyrfri", "uten årsgebyr", "ingen årsgebyr", "gratis");
  if (card.travelInsurance) terms.push("reiseforsikring");
  if (extras.travelInsurance) terms.push("bagasjeforsikring", "avbestillingsforsikring");
  if (extras.loungeCount !== undefined) terms.push("lounge", "flyplasslounge");
  if (extras.partnerDiscounts) terms.push(extras.partnerDiscounts.programme, "rabatter");
  if (extras.groceryRule) terms.push("dagligvare", "matbutikk", extras.groceryRule.chain);
  if (extras.requiredMembership) terms.push(extras.requiredMembership, "medlemskap");
  if (extras.twoForOnePerYear !== undefined) terms.push("2 for 1", "bonusreise");
  if (extras.restaurantExperiencesPerYear !== undefined) terms.push("restaurant");
  if (extras.statusBenefits) terms.push("status", ...extras.statusBenefits);
  return terms;
}

const NEGATION = /\b(ikke|ingen|uten)\b/i;

/**
 * Sentences that do not say what a card lacks: 'Kortet har ikke reiseforsikring' must not
 * make the card a hit for 'reiseforsikring'. What a card has is covered by its benefit words.
 */
export function affirmativeSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => !NEGATION.test(sentence));
}

/** Every card's document; `cards` are also the peers its editorial text compares it with. */
export function cardDocuments(cards: readonly CreditCard[]): SearchDocument[] {
  return cards.map((card) => cardDocument(card, cards));
}

export function cardDocument(card: CreditCard, peers: readonly CreditCard[]): SearchDocument {
  return {
    kind: "card",
    title: card.name,
    href: `/kort/${card.urlSlug}`,
    // A rate is shown only inside its representative example (credit-marketing rules).
    text: `${card.bank} · Årsgebyr ${formatAnnualFee(card.annualFee)} · ${representativeExampleText(card)}`,
    rating: card.rating,
    fields: {
      name: [card.name, card.bank],
      topic: cardBenefitTerms(card),
      body: [card.bestFor, ...card.editorial.flatMap((paragraph) => affirmativeSentences(fillCardText(card, paragraph, peers)))],
    },
  };
}

export function guideDocument(article: Article): SearchDocument {
  return {
    kind: "guide",
    title: article.title,
    href: article.path,
    text: article.description,
    rating: null,
    fields: {
      name: [],
      topic: [article.title, article.category, ...(article.tag ? [article.tag] : [])],
      body: [article.description],
    },
  };
}
