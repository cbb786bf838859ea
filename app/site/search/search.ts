import MiniSearch, { type SearchResult as EngineResult } from "minisearch";
import { starsOf } from "~/shared/rating/rating-method";
import SearchableMap from "minisearch/SearchableMap";
import type { Article } from "#content/articles";
import type { CreditCard } from "#content/card-schema";
import { cashbackText, fillCardText } from "../../shared/cards/card-text";
import { formatAnnualFee } from "../../shared/format/format";
import { representativeExampleText } from "../../shared/cards/representative-example";
import { cardFactText } from "../../shared/cards/card-fact-text";
import { feeFacts, yearlyFee } from "../../shared/finance/cashback-ranking";

/**
 * Site search over the cards and the guides: normalisation, matching and ranking, all pure.
 * The /sok page and the /sok.json resource route (the header's search dialog) both call
 * search(), so the two can never disagree.
 *
 * MiniSearch (docs/decisions/0009-fuzzy-search.md) finds the words: whole, by prefix, and for a
 * word that is in none of our texts, within a few typing errors. The ranking is ours and keeps
 * fixed tiers, so that the /sok page can say how it ranks: a hit in a name beats a hit in the
 * benefits, which beats a hit in other text, and equal hits go by the card's rating.
 */

export type SearchKind = "card" | "guide";

/** How strongly a hit counts: a card's name or bank, its benefits (or a guide's title), other text. */
export type SearchField = "name" | "topic" | "body";

const SEARCH_FIELDS: readonly SearchField[] = ["name", "topic", "body"];

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

export type SearchResponse = {
  query: string;
  total: number;
  results: SearchResult[];
  /**
   * «Mente du …?»: the query with each word we do not have replaced by the closest one we do,
   * written as our texts write it; only when that query finds something, else null.
   */
  suggestion: string | null;
};

/** Another word for something the cards' data names: 'amex' for American Express (content/search-aliases.ts). */
export type SearchAlias = { alias: string; means: string };

type EngineDocument = { id: number } & Record<SearchField, string>;

type VocabularyEntry = { written: string; count: number };

/** The documents, MiniSearch's index of their words, and what the suggestions and aliases need. */
export type SearchIndex = {
  documents: readonly SearchDocument[];
  engine: MiniSearch<EngineDocument>;
  /** Every indexed word (normalised), with its commonest spelling in our texts and how often it occurs. */
  vocabulary: SearchableMap<VocabularyEntry>;
  /** The indexed words as a list, for matches inside a word. */
  wordList: readonly string[];
  /** An alias (normalised) → the normalised words of what it means. */
  aliases: ReadonlyMap<string, readonly string[]>;
};

/** Weights per field: any name hit outranks any topic hit, which outranks any body hit. */
export const FIELD_WEIGHT: Record<SearchField, number> = { name: 100, topic: 10, body: 1 };

/** Terms this long also match inside a word ('forsikring' in 'reiseforsikring'), at half weight. */
export const INFIX_MIN_LENGTH = 6;

/** A hit on a word the reader may have meant (a typing error away) counts half, as one inside a word. */
export const FUZZY_QUALITY = 0.5;

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

const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** A run of letters and digits as written, with its accents and combining marks. */
const WRITTEN_PART = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * Every word of a text, normalised, with how the text writes it. A word joined by punctuation
 * is kept whole as well as in parts: 're:member' gives 're', 'member' and 'remember' (written
 * 're:member'); 'Trumf-bonus' gives 'trumfbonus' too.
 */
export function writtenWords(text: string): Array<{ word: string; written: string }> {
  const found: Array<{ word: string; written: string }> = [];
  for (const chunk of text.normalize("NFC").split(/\s+/)) {
    const parts = [...chunk.matchAll(WRITTEN_PART)];
    for (const [part] of parts) {
      for (const word of normalise(part).split(NOT_WORD)) if (word) found.push({ word, written: part });
    }
    const first = parts[0];
    const last = parts.at(-1);
    if (first && last && parts.length > 1 && /\p{L}/u.test(chunk)) {
      const word = parts.map(([part]) => normalise(part).replace(/[^\p{L}\p{N}]/gu, "")).join("");
      found.push({ word, written: chunk.slice(first.index, last.index + last[0].length) });
    }
  }
  return found;
}

/** The distinct normalised words of a text (see writtenWords). */
export function words(text: string): string[] {
  return [...new Set(writtenWords(text).map(({ word }) => word))];
}

/**
 * The query's terms, each with its spellings: someone without Norwegian letters may write
 * 'aa' for å and 'oe' for ø ('aarsgebyr', 'kjoep'), so those are tried folded too.
 */
export function queryTerms(query: string): string[][] {
  const terms = normalise(query.slice(0, MAX_QUERY_LENGTH)).split(NOT_WORD).filter(Boolean);
  return [...new Set(terms)].map((term) => [
    ...new Set([
      term,
      term.replace(/aa/g, "a"),
      term.replace(/oe/g, "o"),
      term.replace(/aa/g, "a").replace(/oe/g, "o"),
    ]),
  ]);
}

/**
 * How many typing errors (a letter added, missing or changed) a word that is in none of our
 * texts may have: none up to three letters ('eb', 'sas' are too short to guess at), one up to
 * seven ('remeber', 'cashbak'), two from eight ('norwegain', 'kreditkort'). Numbers never.
 */
export function allowedEdits(term: string): number {
  if (!/^\p{L}+$/u.test(term)) return 0;
  return term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2;
}

/** The term with each pair of neighbouring letters swapped: 'bonsu' → 'obnsu', 'bnosu', 'bosnu', 'bonus'. */
export function neighbourSwaps(term: string): string[] {
  const letters = Array.from(term);
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    swaps.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(""));
  }
  return [...swaps];
}

export function buildSearchIndex(
  documents: readonly SearchDocument[],
  aliases: readonly SearchAlias[] = [],
): SearchIndex {
  const engine = new MiniSearch<EngineDocument>({
    fields: [...SEARCH_FIELDS],
    // Our own words, normalised already; a query is searched one term at a time.
    tokenize: (text) => writtenWords(text).map(({ word }) => word),
    processTerm: (term) => term,
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term },
  });
  const joined = (texts: string[]) => texts.join("\n");
  engine.addAll(
    documents.map((doc, id) => ({
      id,
      name: joined(doc.fields.name),
      topic: joined(doc.fields.topic),
      body: joined(doc.fields.body),
    })),
  );

  // Each word's spellings, counted, for the suggestion: 'remember' is written 're:member'.
  const spellings = new Map<string, Map<string, number>>();
  for (const doc of documents) {
    for (const text of SEARCH_FIELDS.flatMap((field) => doc.fields[field])) {
      for (const { word, written } of writtenWords(text)) {
        const counts = spellings.get(word) ?? new Map<string, number>();
        counts.set(written, (counts.get(written) ?? 0) + 1);
        spellings.set(word, counts);
      }
    }
  }
  const vocabulary = new SearchableMap<VocabularyEntry>();
  for (const [word, counts] of spellings) {
    // The commonest spelling; on a tie the one in lower case (a capital may only start a sentence).
    // A spelling with punctuation inside is searched as its parts ('re:member' as 're' and 'member',
    // which also finds Membership Rewards), so such a word is suggested as the one word it is.
    const ranked = [...counts].sort(
      ([a, m], [b, n]) => n - m || Number(a !== a.toLowerCase()) - Number(b !== b.toLowerCase()),
    );
    const [written] = ranked.find(([form]) => !/[^\p{L}\p{N}\p{M}]/u.test(form)) ?? [word];
    vocabulary.set(word, { written, count: ranked.reduce((sum, [, n]) => sum + n, 0) });
  }
  return {
    documents,
    engine,
    vocabulary,
    wordList: [...spellings.keys()],
    aliases: new Map(aliases.map(({ alias, means }) => [normalise(alias), words(means)])),
  };
}

type DocScores = Map<number, number>;

function raise(scores: DocScores, id: number, score: number) {
  if (score > (scores.get(id) ?? 0)) scores.set(id, score);
}

function fieldWeight(field: string): number {
  return (SEARCH_FIELDS as readonly string[]).includes(field) ? FIELD_WEIGHT[field as SearchField] : 0;
}

/** Each result's best field for any word it matched, times the quality of that kind of match. */
function collect(scores: DocScores, results: EngineResult[], quality: number) {
  for (const result of results) {
    for (const fields of Object.values(result.match)) {
      for (const field of fields) raise(scores, result.id as number, fieldWeight(field) * quality);
    }
  }
}

const EXACT = { prefix: false, fuzzy: false } as const;

/**
 * The documents one query term finds, each with its score: its best field times 1 for a word
 * it starts (or an alias of it), half for a long term inside a word. Only when none of that
 * finds anything is the term taken as mistyped: then the words a few typing errors away count,
 * at half weight, and the closest of them is the term's correction.
 */
function matchTerm(index: SearchIndex, spellings: readonly string[]): { scores: DocScores; correction: string | null } {
  const { engine } = index;
  const scores: DocScores = new Map();
  for (const spelling of spellings) {
    collect(scores, engine.search(spelling, { prefix: true, fuzzy: false }), 1);
    if (spelling.length >= INFIX_MIN_LENGTH) {
      const inside = index.wordList.filter((word) => word.includes(spelling) && !word.startsWith(spelling));
      if (inside.length > 0) collect(scores, engine.search({ combineWith: "OR", queries: inside }, EXACT), 0.5);
    }
    const meaning = index.aliases.get(spelling);
    if (meaning) {
      // Every word of what the alias means must be there; the weakest field it is in counts.
      for (const result of engine.search({ combineWith: "AND", queries: [...meaning] }, EXACT)) {
        const weakest = Math.min(...meaning.map((word) => Math.max(0, ...(result.match[word] ?? []).map(fieldWeight))));
        raise(scores, result.id as number, weakest);
      }
    }
  }
  if (scores.size > 0) return { scores, correction: null };

  const candidates: Array<VocabularyEntry & { distance: number }> = [];
  for (const spelling of spellings) {
    const edits = allowedEdits(spelling);
    if (edits === 0) continue;
    collect(scores, engine.search(spelling, { prefix: false, fuzzy: edits }), FUZZY_QUALITY);
    for (const [entry, distance] of index.vocabulary.fuzzyGet(spelling, edits).values())
      candidates.push({ ...entry, distance });
    // Two neighbouring letters swapped ('bonsu') is one typing error; MiniSearch's edit distance counts two.
    const swapped = neighbourSwaps(spelling).flatMap((word) => {
      const entry = index.vocabulary.get(word);
      return entry ? [{ word, entry }] : [];
    });
    if (swapped.length > 0)
      collect(
        scores,
        engine.search({ combineWith: "OR", queries: swapped.map(({ word }) => word) }, EXACT),
        FUZZY_QUALITY,
      );
    for (const { entry } of swapped) candidates.push({ ...entry, distance: 1 });
  }
  // The correction: the fewest typing errors away, then the commonest word.
  const [best] = candidates.sort((a, b) => a.distance - b.distance || b.count - a.count);
  return { scores, correction: best?.written ?? null };
}

type Hit = { score: number; doc: SearchDocument };

/**
 * Every document that matches every term (AND), with the sum of its terms' scores, ranked;
 * and the corrections of the terms that matched only as typing errors.
 */
function rank(index: SearchIndex, query: string): { hits: Hit[]; corrections: Map<string, string> } {
  const corrections = new Map<string, string>();
  let total: DocScores | null = null;
  for (const spellings of queryTerms(query)) {
    const { scores, correction } = matchTerm(index, spellings);
    if (correction !== null && spellings[0] !== undefined) corrections.set(spellings[0], correction);
    const previous: DocScores | null = total;
    total = new Map();
    for (const [id, score] of scores) {
      if (previous === null) total.set(id, score);
      else if (previous.has(id)) total.set(id, (previous.get(id) ?? 0) + score);
    }
  }
  const hits = [...(total ?? [])].flatMap(([id, score]) => {
    const doc = index.documents[id];
    return doc && score > 0 ? [{ doc, score }] : [];
  });
  return { hits: hits.sort(compareHits), corrections };
}

/**
 * «Mente du …?»: the query as typed, with each mistyped word replaced by its correction, when
 * that finds something. Nonsense has no word within reach, and so no suggestion.
 */
function suggestion(index: SearchIndex, query: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  const corrected = query.replace(WRITTEN_PART, (part) => corrections.get(normalise(part)) ?? part);
  return normalise(corrected) !== normalise(query) && rank(index, corrected).hits.length > 0 ? corrected : null;
}

const collator = new Intl.Collator("nb");

/** Ranking: higher score first, then higher card rating (cards before guides), then title. */
export function compareHits(
  a: { score: number; doc: SearchDocument },
  b: { score: number; doc: SearchDocument },
): number {
  return b.score - a.score || (b.doc.rating ?? -1) - (a.doc.rating ?? -1) || collator.compare(a.doc.title, b.doc.title);
}

/** A surrogate pair (one character) or a lone half of one, which is not text and cannot go in a URL. */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * Reads ?q= leniently: missing means empty, surrounding and repeated spaces go, at most 100
 * characters, and a character cut in half at the limit (or any lone surrogate) is dropped.
 */
export function parseQuery(value: string | null): string {
  return (value ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .replace(SURROGATES, (unit) => (unit.length === 2 ? unit : ""))
    .trimEnd();
}

export function search(index: SearchIndex, rawQuery: string, options: { limit?: number } = {}): SearchResponse {
  const query = parseQuery(rawQuery);
  const { hits, corrections } = rank(index, query);
  const shown = options.limit === undefined ? hits : hits.slice(0, options.limit);
  return {
    query,
    total: hits.length,
    results: shown.map(({ doc }) => ({ kind: doc.kind, title: doc.title, href: doc.href, text: doc.text })),
    suggestion: suggestion(index, query, corrections),
  };
}

/**
 * The benefit words of a card, derived from its data rather than listed per card: a free card
 * is 'gebyrfri', a card with lounge access matches 'lounge', the Trumf rule gives 'Trumf', and
 * so on. Its category, type, highlights and cashback text count as well.
 */
export function cardBenefitTerms(card: CreditCard): string[] {
  const { extras } = card;
  const terms: string[] = [
    ...[card.category, card.type].filter((term) => term !== undefined),
    ...(card.highlights ?? []).map((text) => fillCardText(card, text)),
  ];
  // The bonus texts count only when the data says the card earns something (re:member Gold's
  // 'Ingen bonuspoeng' must not match 'bonuspoeng').
  const paysBack = (card.cashbackRate?.max ?? 0) > 0;
  const earns = paysBack || extras.partnerDiscounts !== undefined || extras.groceryRule !== undefined;
  if (earns) terms.push(cashbackText(card), ...(card.bonusPoints === undefined ? [] : [card.bonusPoints]));
  if (paysBack || extras.groceryRule) terms.push(card.cashbackInPoints ? "bonuspoeng" : "cashback");
  // A card with a monthly fee is not free, whatever its annual fee.
  if (card.annualFee === 0) terms.push("uten årsgebyr", "ingen årsgebyr");
  // ... nor one whose monthly fee is unknown (yearlyFee).
  if (yearlyFee(feeFacts(card)) === 0) terms.push("gebyrfri", "gratis");
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
    // A rate is shown only inside its representative example (credit-marketing rules), with its warning.
    text: `${card.bank} · Årsgebyr ${formatAnnualFee(card.annualFee)} · ${cardFactText.borrowingCostsMoney} ${representativeExampleText(card)}`,
    rating: starsOf(card) ?? null,
    fields: {
      name: [card.name, card.bank],
      // The network too: 'Visa' finds Bank Norwegian's card although its name does not say so.
      topic: [...(card.network === undefined ? [] : [card.network]), ...cardBenefitTerms(card)],
      body: [
        ...(card.bestFor === undefined ? [] : [card.bestFor]),
        ...(card.editorial ?? []).flatMap((paragraph) => affirmativeSentences(fillCardText(card, paragraph, peers))),
      ],
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

/** A page that is neither a card nor an article (the rating method), found by its title and topics. */
export type SearchablePage = { path: string; title: string; description: string; topics: readonly string[] };

export function pageDocument(page: SearchablePage): SearchDocument {
  return {
    kind: "guide",
    title: page.title,
    href: page.path,
    text: page.description,
    rating: null,
    fields: { name: [], topic: [page.title, ...page.topics], body: [page.description] },
  };
}

/** The site's index: every card, then every guide and article and the other pages, with the aliases (content/search-aliases.ts). */
export function siteSearchIndex(
  cards: readonly CreditCard[],
  articles: readonly Article[],
  aliases: readonly SearchAlias[],
  pages: readonly SearchablePage[] = [],
): SearchIndex {
  return buildSearchIndex(
    [...cardDocuments(cards), ...articles.map(guideDocument), ...pages.map(pageDocument)],
    aliases,
  );
}
