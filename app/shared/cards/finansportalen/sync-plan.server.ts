import { createHash } from "node:crypto";
import { creditCardSchema, type CreditCard } from "#content/card-schema";
import { canonical, cardChanges, cardFieldLabel, formatCardFact, type CardFieldChange } from "../card-versions";
import { osloDate } from "../data-freshness";
import { formatDate } from "../../format/format";
import { representativeExample } from "../representative-example";
import { cardSlug, slugify } from "./card-slug";
import {
  feedCardFacts,
  feedExample,
  feedFactProblems,
  feedOwnedFields,
  withFeedFacts,
  type FeedCardFacts,
  type FeedExample,
} from "./feed-card.server";
import type { EntryProblem, FeedProduct, ParsedFeed } from "./feed-parser.server";
import { syncText } from "./sync-plan-text";

/**
 * What a sync with Finansportalen's feed would change, decided without touching anything: a pure
 * function of our cards (each with its link to a feed product) and the parsed feed. Applying the plan is
 * a loop over the card store's write path: each change is publishCard's input as it stands (cardId,
 * baseVersion, facts, source), each new card a card made from its facts and slug, and `links` the state
 * of every link to keep for the next sync.
 */

/** A card's link to its feed product, as the last sync left it. */
export type FeedLink = {
  productId: string;
  /** Syncs in a row the product was missing from. */
  missingSyncs: number;
  /** Out of sale: out of the lists, its page says so. */
  retired?: boolean;
  /** The last proposal held for an editor (waiting or rejected): the same one is not held again. */
  heldFingerprint?: string;
  /**
   * The feed's facts as the last applied sync had them. Some (the monthly fee) have no field on the card
   * yet: the example before a change and a fee's rise are reckoned from them.
   */
  seen?: FeedCardFacts;
  /** When the first sync of the current stretch of misses read the feed (ISO); absent while the product is there. */
  missingSince?: string;
};

export type SyncCard = { card: CreditCard; version: number; link?: FeedLink };

export type SyncInput = {
  cards: readonly SyncCard[];
  feed: ParsedFeed;
  fetchedAt: Date;
  /** Products with no card whose last proposal was held (waiting or rejected), by product id: its fingerprint. */
  heldProducts?: ReadonlyMap<string, string>;
  /** Refuse a run that adds more new products than syncRules.mostNew allows (every sync after the first good one). */
  boundNew?: boolean;
  /** Addresses our cards had before an editor changed them: they send readers on for good, so no new card gets one. */
  formerSlugs?: Iterable<string>;
};

export const syncRules = {
  /** A run that would retire more than this share of the cards at once is refused. */
  mostRetiredShare: 1 / 5,
  /** Syncs in a row a product must be missing from before its card is retired. */
  missingSyncsToRetire: 2,
  /**
   * ... and this long from the first of them to the last: two runs minutes apart (a start-up sync and a command,
   * a command run twice) while a product is briefly out of the feed retire nothing. 20 hours, not "another day in
   * Norway": runs at 23:55 and 00:05 are on two dates; the daily runs are always at least 24 hours apart.
   */
  missingSpanMs: 20 * 60 * 60_000,
  /**
   * New products one run may add (as cards or held for an editor): a fifth of the cards on sale, at least 20.
   * A bank launching a range adds a handful; a fifth mirrors the retirement guard; a feed re-issuing its
   * products or sending junk adds hundreds.
   */
  mostNew: (cardsOnSale: number) => Math.max(20, Math.ceil(cardsOnSale * (1 / 5))),
  /** Products a feed may hold at all: Finansportalen lists a few hundred credit cards at most. */
  mostProducts: 1_000,
  /** The example's effective rate moving more than this, in points, is held. */
  effectiveRateJumpPoints: 3,
  /** A fee rising past this factor (or from nothing) is held. */
  feeFactor: 2,
} as const;

export type HeldCode =
  | "effective-rate-jump"
  | "fee-doubled"
  | "feed-rate-disagrees"
  | "schema-refused"
  | "absurd-value"
  | "name-changed"
  | "unreadable"
  | "no-example"
  | "returned";

export type HeldReason = { code: HeldCode; message: string };

/** A product the feed adds: published as a new card with this slug. */
export type NewCardStep = { productId: string; slug: string; facts: FeedCardFacts; example: FeedExample };

/** A linked card whose facts changed: publishCard's input, and what changed. */
export type ChangeStep = {
  cardId: number;
  productId: string;
  baseVersion: number;
  name: string;
  facts: CreditCard;
  changes: CardFieldChange[];
  feedFacts: FeedCardFacts;
  example: FeedExample | null;
};

/** Something only an editor may publish, with every reason and both figures where they disagree. */
export type HeldStep = {
  productId: string;
  /** Absent for a product we have no card for yet. */
  cardId?: number;
  name: string;
  reasons: HeldReason[];
  /** Names this proposal: the same proposal next time has the same fingerprint. */
  fingerprint: string;
  /** Held before (the link's heldFingerprint): waiting or rejected already, not news. */
  repeated: boolean;
  example: FeedExample | null;
  proposal:
    | { kind: "change"; baseVersion: number; facts: CreditCard; changes: CardFieldChange[]; feedFacts: FeedCardFacts }
    | { kind: "new"; slug: string; facts: FeedCardFacts }
    | { kind: "none" };
};

/** A feed product that looks like one of our cards not yet linked: an editor confirms the link. */
export type MatchStep = { productId: string; cardId: number; cardName: string; productName: string; message: string };

export type MissingStep = {
  cardId: number;
  productId: string;
  name: string;
  /** After this sync. */
  missingSyncs: number;
  retire: boolean;
  message: string;
};

/** Every link's state after the plan is applied; a new card's by its slug. */
export type LinkState = FeedLink & { cardId?: number; slug?: string };

export type SyncRefusal = {
  code: "empty" | "duplicate-ids" | "too-many-retired" | "too-many-new" | "too-many-products";
  message: string;
};

export type SyncPlan =
  | {
      status: "planned";
      /** The source of every version this sync writes: "Finansportalen, hentet 27. november 2026". */
      source: string;
      productsRead: number;
      newCards: NewCardStep[];
      changes: ChangeStep[];
      held: HeldStep[];
      matches: MatchStep[];
      missing: MissingStep[];
      /** Linked cards the feed states as they are. */
      confirmed: number[];
      links: LinkState[];
      problems: EntryProblem[];
      counts: { added: number; changed: number; held: number; retired: number };
    }
  | { status: "refused"; refusals: SyncRefusal[]; productsRead: number; problems: EntryProblem[] };

export function planSync({
  cards,
  feed,
  fetchedAt,
  heldProducts = new Map(),
  boundNew = false,
  formerSlugs = [],
}: SyncInput): SyncPlan {
  const productsRead = feed.products.length;
  const refused = (refusals: SyncRefusal[]): SyncPlan => ({
    status: "refused",
    refusals,
    productsRead,
    problems: feed.problems,
  });
  if (feed.entryCount === 0) return refused([{ code: "empty", message: syncText.empty }]);
  if (feed.entryCount > syncRules.mostProducts)
    return refused([
      { code: "too-many-products", message: syncText.tooManyProducts(feed.entryCount, syncRules.mostProducts) },
    ]);
  const duplicates = [...new Set(feed.problems.filter((p) => p.kind === "duplicate-id").map((p) => p.productId ?? ""))];
  if (duplicates.length > 0) return refused([{ code: "duplicate-ids", message: syncText.duplicateIds(duplicates) }]);

  const products = new Map(feed.products.map((product) => [product.productId, product]));
  const unreadable = new Map<string, EntryProblem[]>();
  for (const problem of feed.problems)
    if (problem.productId) unreadable.set(problem.productId, [...(unreadable.get(problem.productId) ?? []), problem]);
  // An entry without a readable id could be any product: nothing counts as missing in this run.
  const unidentified = feed.problems.some((problem) => !problem.productId);

  const newCards: NewCardStep[] = [];
  const changes: ChangeStep[] = [];
  const held: HeldStep[] = [];
  const matches: MatchStep[] = [];
  const missing: MissingStep[] = [];
  const confirmed: number[] = [];
  const links: LinkState[] = [];
  const linkedProducts = new Set(cards.flatMap((entry) => (entry.link ? [entry.link.productId] : [])));

  const hold = (step: Omit<HeldStep, "fingerprint" | "repeated">, link?: FeedLink) => {
    const fingerprint = fingerprintOf(step);
    const before = link ? link.heldFingerprint : heldProducts.get(step.productId);
    held.push({ ...step, fingerprint, repeated: before === fingerprint });
    return fingerprint;
  };

  for (const { card, version, link } of cards) {
    if (!link) continue;
    const product = products.get(link.productId);
    const problems = unreadable.get(link.productId);
    const base = { cardId: card.id, productId: link.productId, name: card.name };
    // Retired by a sync (the link) or out of sale by an editor's version (retiredOn): never changed by the feed.
    if (link.retired || card.retiredOn) {
      let heldFingerprint = link.heldFingerprint;
      if (product)
        heldFingerprint = hold(
          {
            ...base,
            reasons: [{ code: "returned", message: syncText.returned }],
            example: null,
            proposal: { kind: "none" },
          },
          link,
        );
      links.push({ ...link, cardId: card.id, heldFingerprint });
      continue;
    }
    if (problems) {
      const heldFingerprint = hold(
        { ...base, reasons: problems.map(unreadableReason), example: null, proposal: { kind: "none" } },
        link,
      );
      links.push({ ...link, cardId: card.id, missingSyncs: 0, missingSince: undefined, heldFingerprint });
      continue;
    }
    if (!product) {
      const missingSyncs = unidentified ? link.missingSyncs : link.missingSyncs + 1;
      // A link missed before this field existed starts its span now: a day later at worst.
      const missingSince = link.missingSince ?? (missingSyncs > 0 ? fetchedAt.toISOString() : undefined);
      const span = missingSince ? fetchedAt.getTime() - Date.parse(missingSince) : 0;
      const retire = missingSyncs >= syncRules.missingSyncsToRetire && span >= syncRules.missingSpanMs;
      missing.push({
        ...base,
        missingSyncs,
        retire,
        message: unidentified
          ? syncText.missingUncounted
          : retire
            ? syncText.retired(missingSyncs)
            : missingSyncs >= syncRules.missingSyncsToRetire
              ? syncText.missingSoon
              : syncText.missingOnce,
      });
      links.push({ ...link, cardId: card.id, missingSyncs, missingSince, retired: retire || undefined });
      continue;
    }
    const step = changeOf(card, feedCardFacts(product), link.seen);
    if (step.reasons.length > 0) {
      const heldFingerprint = hold(
        {
          ...base,
          reasons: step.reasons,
          example: step.example,
          proposal: {
            kind: "change",
            baseVersion: version,
            facts: step.proposal,
            changes: step.changes,
            feedFacts: step.feedFacts,
          },
        },
        link,
      );
      links.push({ ...link, cardId: card.id, missingSyncs: 0, missingSince: undefined, heldFingerprint });
    } else {
      if (step.changes.length > 0)
        changes.push({
          ...base,
          baseVersion: version,
          facts: step.proposal,
          changes: step.changes,
          feedFacts: step.feedFacts,
          example: step.example,
        });
      else confirmed.push(card.id);
      links.push({
        ...link,
        cardId: card.id,
        missingSyncs: 0,
        missingSince: undefined,
        heldFingerprint: undefined,
        seen: step.feedFacts,
      });
    }
  }

  // Products we have no card for: a card of ours that looks like it is proposed for a link, else a new card.
  const taken = new Set([...cards.map(({ card }) => card.urlSlug), ...formerSlugs]);
  const unlinked = cards.filter((entry) => !entry.link);
  const twins = twinsOf(
    unlinked.map(({ card }) => card),
    feed.products.filter((product) => !linkedProducts.has(product.productId)),
  );
  for (const product of feed.products) {
    if (linkedProducts.has(product.productId)) continue;
    const facts = feedCardFacts(product);
    const twin = twins.get(product.productId);
    if (twin) {
      matches.push({
        productId: product.productId,
        cardId: twin.card.id,
        cardName: twin.card.name,
        productName: facts.name,
        message: syncText.match(twin.card.name, facts.name),
      });
      continue;
    }
    const slug = cardSlug(facts.bank, facts.name, taken);
    taken.add(slug);
    const example = feedExample(facts);
    const reasons = newCardReasons(facts, example);
    if (!example || reasons.length > 0) {
      const heldFingerprint = hold({
        productId: product.productId,
        name: facts.name,
        reasons,
        example,
        proposal: { kind: "new", slug, facts },
      });
      links.push({ productId: product.productId, slug, missingSyncs: 0, heldFingerprint });
      continue;
    }
    newCards.push({ productId: product.productId, slug, facts, example });
    links.push({ productId: product.productId, slug, missingSyncs: 0, seen: facts });
  }
  for (const [productId, problems] of unreadable) {
    if (linkedProducts.has(productId)) continue;
    hold({
      productId,
      name: problems[0]?.title ?? productId,
      reasons: problems.map(unreadableReason),
      example: null,
      proposal: { kind: "none" },
    });
  }

  const retiring = missing.filter((step) => step.retire).length;
  const active = cards.filter((entry) => !entry.link?.retired).length;
  if (retiring > active * syncRules.mostRetiredShare)
    return refused([{ code: "too-many-retired", message: syncText.tooManyRetired(retiring, active) }]);
  // New to us: published as cards, or held and not asked before (a rejected product is not counted again).
  const adding = newCards.length + held.filter((step) => step.cardId === undefined && !step.repeated).length;
  if (boundNew && adding > syncRules.mostNew(active))
    return refused([{ code: "too-many-new", message: syncText.tooManyNew(adding, syncRules.mostNew(active), active) }]);

  return {
    status: "planned",
    source: syncText.source(formatDate(osloDate(fetchedAt))),
    productsRead,
    newCards,
    changes,
    held,
    matches,
    missing,
    confirmed,
    links,
    problems: feed.problems,
    counts: {
      added: newCards.length,
      changed: changes.length,
      held: held.filter((step) => !step.repeated).length,
      retired: retiring,
    },
  };
}

/** What the feed would change on a linked card, and why an editor must see it first. */
function changeOf(card: CreditCard, feedFacts: FeedCardFacts, seen: FeedCardFacts | undefined) {
  const reasons: HeldReason[] = [];
  let proposal = withFeedFacts(card, feedFacts);
  if (normalName(feedFacts.name) !== normalName(card.name) || normalName(feedFacts.bank) !== normalName(card.bank)) {
    reasons.push({ code: "name-changed", message: syncText.nameChanged(card.name, feedFacts.name) });
    proposal = { ...proposal, name: feedFacts.name, bank: feedFacts.bank };
  }
  const parsed = creditCardSchema.safeParse(proposal);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      reasons.push({
        code: "schema-refused",
        message: syncText.schemaRefused(issueLabel(issue.path), issue.message),
      });
  for (const message of feedFactProblems(feedFacts)) reasons.push({ code: "absurd-value", message });
  const changes = cardChanges(card, proposal);
  const example = feedExample({ ...feedFacts, interestRate: proposal.interestRate, annualFee: proposal.annualFee });
  if (example?.disagrees && example.feedEffectiveRate !== undefined)
    reasons.push({
      code: "feed-rate-disagrees",
      message: syncText.feedRateDisagrees(example.example.effectiveRate, example.feedEffectiveRate),
    });
  if (example) {
    // The card's example now (its monthly fee, or the one the last sync saw for a card written before the field) and to come.
    const before = representativeExample({
      interestRate: card.interestRate,
      annualFee: card.annualFee + 12 * (card.monthlyFeeKr ?? seen?.monthlyFeeKr ?? 0),
    }).effectiveRate;
    const after = example.example.effectiveRate;
    if (Math.abs(after - before) > syncRules.effectiveRateJumpPoints)
      reasons.push({ code: "effective-rate-jump", message: syncText.effectiveRateJump(before, after) });
  }
  const doubled = new Set<string>();
  // A fact the card was written without (a field newer than its last version) is reckoned from what the last sync saw.
  const before = {
    ...card,
    monthlyFeeKr: card.monthlyFeeKr ?? seen?.monthlyFeeKr,
    cashWithdrawalAbroadFee: card.cashWithdrawalAbroadFee ?? seen?.cashWithdrawalAbroadFee,
  };
  for (const [field, from, to] of feePairs(before, proposal)) {
    if (from === undefined || to === undefined || doubled.has(field)) continue;
    if (to > from * syncRules.feeFactor || (from === 0 && to > 0)) {
      doubled.add(field);
      reasons.push({
        code: "fee-doubled",
        message: syncText.feeDoubled(
          cardFieldLabel(field),
          formatCardFact(field, (before as Record<string, unknown>)[field]),
          formatCardFact(field, (proposal as Record<string, unknown>)[field]),
        ),
      });
    }
  }
  return { reasons, proposal: parsed.success ? parsed.data : proposal, changes, feedFacts, example };
}

/** Each fee of a card before and after, as one number: a withdrawal fee by its least amount and by its percentage. */
function feePairs(before: CreditCard, after: CreditCard): Array<[string, number | undefined, number | undefined]> {
  return [
    ["annualFee", before.annualFee, after.annualFee],
    ["currencyMarkupPercent", before.currencyMarkupPercent, after.currencyMarkupPercent],
    ["cashWithdrawalFee", before.cashWithdrawalFee?.minKr, after.cashWithdrawalFee?.minKr],
    ["cashWithdrawalFee", before.cashWithdrawalFee?.percent, after.cashWithdrawalFee?.percent],
    ["cashWithdrawalAbroadFee", before.cashWithdrawalAbroadFee?.minKr, after.cashWithdrawalAbroadFee?.minKr],
    ["cashWithdrawalAbroadFee", before.cashWithdrawalAbroadFee?.percent, after.cashWithdrawalAbroadFee?.percent],
    ["monthlyFeeKr", before.monthlyFeeKr, after.monthlyFeeKr],
  ];
}

/** Why a product we have no card for waits: no example, the feed's own rate disagrees, a value the schema refuses. */
function newCardReasons(facts: FeedCardFacts, example: FeedExample | null): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (!example) reasons.push({ code: "no-example", message: syncText.noExample });
  else if (example.disagrees && example.feedEffectiveRate !== undefined)
    reasons.push({
      code: "feed-rate-disagrees",
      message: syncText.feedRateDisagrees(example.example.effectiveRate, example.feedEffectiveRate),
    });
  for (const message of feedFactProblems(facts)) reasons.push({ code: "absurd-value", message });
  // Each fact the card will take, checked by the card schema's own rule for its field.
  const shape = creditCardSchema.shape;
  for (const field of ["name", "bank", ...feedOwnedFields] as const) {
    const value = facts[field];
    if (value === undefined) continue;
    const result = shape[field].safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues)
        reasons.push({ code: "schema-refused", message: syncText.schemaRefused(cardFieldLabel(field), issue.message) });
  }
  return reasons;
}

/**
 * Whether a product looks like one of our cards: the same slug of bank and name, or, at the same bank, one
 * name the other's with more words ("Bank Norwegian" and "Bank Norwegian Visa"). Asking an editor costs
 * less than a second page for the same card.
 */
/**
 * Which product each unlinked card of ours looks like, proposed for an editor to link: only where that is
 * unambiguous. A card named as its bank alone ("Bank Norwegian") looks like every product of the bank, so a
 * card is proposed for one product only: the one with its very name, or the only one that looks like it.
 */
function twinsOf(cards: readonly CreditCard[], products: readonly FeedProduct[]): Map<string, { card: CreditCard }> {
  const twins = new Map<string, { card: CreditCard }>();
  for (const card of cards) {
    const alike = products.filter((product) => looksLike(card, feedCardFacts(product)));
    const named = alike.filter((product) => sameName(card, feedCardFacts(product)));
    const only = named.length === 1 ? named[0] : alike.length === 1 ? alike[0] : undefined;
    if (only && !twins.has(only.productId)) twins.set(only.productId, { card });
  }
  return twins;
}

function sameName(card: CreditCard, facts: FeedCardFacts): boolean {
  return cardSlug(card.bank, card.name, new Set()) === cardSlug(facts.bank, facts.name, new Set());
}

function looksLike(card: CreditCard, facts: FeedCardFacts): boolean {
  const ours = cardSlug(card.bank, card.name, new Set());
  const theirs = cardSlug(facts.bank, facts.name, new Set());
  if (ours === theirs) return true;
  return slugify(card.bank) === slugify(facts.bank) && (ours.startsWith(`${theirs}-`) || theirs.startsWith(`${ours}-`));
}

/** "Årsgebyr", "Hovedfordeler (punkt 1)": the field an editor knows, from a schema issue's path. */
function issueLabel(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return cardFieldLabel(parts.join("."));
  return `${cardFieldLabel(parts.slice(0, index).join("."))} (${syncText.item(Number(parts[index]) + 1)})`;
}

function unreadableReason(problem: EntryProblem): HeldReason {
  return { code: "unreadable", message: syncText.unreadable(problem.field, problem.message) };
}

const normalName = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();

function fingerprintOf(step: Omit<HeldStep, "fingerprint" | "repeated">): string {
  const proposal =
    step.proposal.kind === "change"
      ? { kind: "change", facts: step.proposal.facts }
      : step.proposal.kind === "new"
        ? { kind: "new", facts: step.proposal.facts }
        : { kind: "none" };
  return createHash("sha256")
    .update(JSON.stringify(canonical({ productId: step.productId, reasons: step.reasons, proposal })))
    .digest("base64url")
    .slice(0, 22);
}
