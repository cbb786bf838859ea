import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { CreditCard } from "#content/card-schema";
import { mergeCards, readVersions, writeFeedLinks, type MergePlan } from "~/shared/cards/card-store.server";
import { isReviewed } from "~/shared/cards/card-review";
import { feedOwnedFields, type FeedCardFacts } from "~/shared/cards/finansportalen/feed-card.server";
import { syncText } from "~/shared/cards/finansportalen/sync-plan-text";
import { osloDate } from "~/shared/cards/data-freshness";
import { recordAudit, type Actor } from "~/shared/db/audit.server";
import type { Database, Transaction } from "~/shared/db/database.server";
import { cardAlertFollows, cardFeedLinks, feedHeldProposals } from "~/shared/db/schema";
import { formatDate } from "~/shared/format/format";
import { FEED_MERGE_FIELD, feedLinkText } from "./feed-link-text";

export { FEED_MERGE_FIELD, FEED_PRODUCT_FIELD } from "./feed-link-text";

/**
 * A card's link to its product in Finansportalen's feed, by hand (decision 0033): the card_feed_links row the
 * sync itself writes when it makes a card or an editor approves its proposed match. The products offered are
 * the ones the sync has read and holds a proposal for (a proposed match, a new card it held, an entry it could
 * not read) that no card is linked to: a product id is never typed, so a card cannot be linked to a product the
 * feed does not have (which the sync would count as missing and retire the card for).
 */

export type FeedProduct = { productId: string; name: string };
/** A product the sync has made a card of: linking ours to it merges that card into ours. */
export type FeedCardProduct = FeedProduct & { cardId: number; cardName: string; cardSlug: string };

export type FeedLinkState = {
  linked: { productId: string; since: string; retired: boolean } | null;
  /** The sync's waiting proposal to link this card, by provider and name. */
  proposed: FeedProduct | null;
  /** Products the sync has read without a card, newest first. */
  candidates: FeedProduct[];
  /** Products the sync has made a card of (not reviewed, on sale): linking ours to one merges its card into ours. */
  merges: FeedCardProduct[];
  /** The card is out of sale (retiredOn in its current version, or retired by the sync). */
  retired: boolean;
};

type ProposalJson = { productName?: string; facts?: Pick<FeedCardFacts, "name" | "bank"> };

/** The product's name as the proposal has it: the feed's «Bank – Navn» where the proposal kept the facts. */
function productName(row: { kind: string; name: string; proposal: unknown }): string {
  const proposal = row.proposal as ProposalJson;
  if (row.kind === "match" && proposal.productName) return proposal.productName;
  if (proposal.facts?.name)
    return proposal.facts.bank ? `${proposal.facts.bank} – ${proposal.facts.name}` : proposal.facts.name;
  return row.name;
}

/** Products the sync has read that no card is linked to, each once with its newest name. */
async function unlinkedProducts(db: Database): Promise<Array<FeedProduct & { proposalIds: number[] }>> {
  const rows = await db
    .select({
      id: feedHeldProposals.id,
      productId: feedHeldProposals.productId,
      kind: feedHeldProposals.kind,
      name: feedHeldProposals.name,
      proposal: feedHeldProposals.proposal,
    })
    .from(feedHeldProposals)
    .leftJoin(cardFeedLinks, eq(cardFeedLinks.productId, feedHeldProposals.productId))
    .where(isNull(cardFeedLinks.cardId))
    .orderBy(desc(feedHeldProposals.createdAt), desc(feedHeldProposals.id))
    .limit(5_000);
  const products = new Map<string, FeedProduct & { proposalIds: number[] }>();
  for (const row of rows) {
    const known = products.get(row.productId);
    if (known) known.proposalIds.push(row.id);
    else products.set(row.productId, { productId: row.productId, name: productName(row), proposalIds: [row.id] });
  }
  return [...products.values()];
}

/** The card's link, or what it could be linked to; null when there is no such card. */
export async function feedLinkOf(db: Database, cardId: number): Promise<FeedLinkState | null> {
  const versions = await readVersions(db, cardId);
  if (versions.length === 0) return null;
  const [link] = await db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, cardId));
  const retired = Boolean(link?.retired) || versions.at(-1)?.facts.retiredOn !== undefined;
  if (link)
    return {
      linked: { productId: link.productId, since: formatDate(osloDate(link.linkedAt)), retired: link.retired },
      proposed: null,
      candidates: [],
      merges: [],
      retired,
    };
  const [match] = await db
    .select()
    .from(feedHeldProposals)
    .where(
      and(
        eq(feedHeldProposals.cardId, cardId),
        eq(feedHeldProposals.kind, "match"),
        eq(feedHeldProposals.status, "waiting"),
      ),
    )
    .orderBy(desc(feedHeldProposals.createdAt))
    .limit(1);
  const candidates = retired ? [] : (await unlinkedProducts(db)).map(({ productId, name }) => ({ productId, name }));
  return {
    linked: null,
    proposed: match && !retired ? { productId: match.productId, name: productName(match) } : null,
    candidates,
    merges: retired ? [] : await feedCardProducts(db, cardId),
    retired,
  };
}

/** The current facts of every card (the newest version of each). */
async function currentFacts(db: Database | Transaction): Promise<Map<number, CreditCard>> {
  const facts = new Map<number, CreditCard>();
  for (const version of await readVersions(db)) facts.set(version.cardId, version.facts);
  return facts;
}

/** Why a card made of a product may not be merged into another, or null when it may. */
function mergeRefusal(productId: string, card: CreditCard | undefined, linkRetired: boolean): string | null {
  if (!card) return feedLinkText.errors.mergeUnknown(productId);
  if (isReviewed(card)) return feedLinkText.errors.mergeReviewed(productId, card.name);
  if (linkRetired || card.retiredOn !== undefined) return feedLinkText.errors.mergeRetired(productId, card.name);
  return null;
}

/** Products linked to a card of the sync's that is not reviewed and is on sale, other than `cardId`, by card name. */
async function feedCardProducts(db: Database, cardId: number): Promise<FeedCardProduct[]> {
  const links = await db
    .select({ cardId: cardFeedLinks.cardId, productId: cardFeedLinks.productId })
    .from(cardFeedLinks)
    .where(and(eq(cardFeedLinks.retired, false), ne(cardFeedLinks.cardId, cardId)));
  if (links.length === 0) return [];
  const facts = await currentFacts(db);
  return links
    .flatMap(({ cardId: linkedId, productId }) => {
      const card = facts.get(linkedId);
      if (!card || mergeRefusal(productId, card, false)) return [];
      const name = card.bank && !card.name.startsWith(card.bank) ? `${card.bank} – ${card.name}` : card.name;
      return [{ productId, name, cardId: linkedId, cardName: card.name, cardSlug: card.urlSlug }];
    })
    .sort((a, b) => a.cardName.localeCompare(b.cardName, "nb"));
}

export type FeedLinkResult =
  | { status: "linked"; productId: string }
  | { status: "merged"; productId: string; retiredName: string; retiredSlug: string }
  | { status: "unlinked" }
  | { status: "not-found" }
  | { status: "invalid"; message: string; value: string; field?: typeof FEED_MERGE_FIELD };

/**
 * Links the card to one of the products the sync has read without a card. Every waiting proposal about the
 * product is settled with it: the match proposed for this card is approved, the others (a new card of the same
 * product, a match for another card) are replaced, so none can make a second card of it later. A write of the card
 * store's (writeFeedLinks): the card's pages say «Data levert av Finansportalen» on every instance once it commits.
 */
export async function linkCardToProduct(
  db: Database,
  actor: Actor,
  cardId: number,
  productIdRaw: string,
): Promise<FeedLinkResult> {
  const productId = productIdRaw.trim().slice(0, 40);
  const invalid = (message: string): FeedLinkResult => ({ status: "invalid", message, value: productId });
  if (productId === "") return invalid(feedLinkText.errors.choose);
  const state = await feedLinkOf(db, cardId);
  if (!state) return { status: "not-found" };
  if (state.retired) return invalid(feedLinkText.retired);
  if (state.linked) return invalid(feedLinkText.errors.alreadyLinked(state.linked.productId));
  let name = "";
  const work = async (tx: Transaction, cards: ReadonlyMap<number, CreditCard>): Promise<FeedLinkResult> => {
    name = cards.get(cardId)?.name ?? "";
    // Read again under the card lock: a sync or another editor may have linked since.
    const [own] = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, cardId));
    if (own) return invalid(feedLinkText.errors.alreadyLinked(own.productId));
    const [taken] = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, productId));
    if (taken)
      return invalid(feedLinkText.errors.taken(productId, cards.get(taken.cardId)?.name ?? `kort ${taken.cardId}`));
    const product = (await unlinkedProducts(tx as unknown as Database)).find((entry) => entry.productId === productId);
    if (!product) return invalid(feedLinkText.errors.unknown(productId));
    await tx.insert(cardFeedLinks).values({ cardId, productId });
    const settled = { decidedBy: actor.staffId, decidedAt: new Date() };
    await tx
      .update(feedHeldProposals)
      .set({ status: "approved", ...settled })
      .where(
        and(
          eq(feedHeldProposals.productId, productId),
          eq(feedHeldProposals.cardId, cardId),
          eq(feedHeldProposals.kind, "match"),
          eq(feedHeldProposals.status, "waiting"),
        ),
      );
    // The rest about this product, and any other product proposed for this card, no longer apply.
    await tx
      .update(feedHeldProposals)
      .set({ status: "replaced", ...settled })
      .where(
        and(
          eq(feedHeldProposals.status, "waiting"),
          or(
            eq(feedHeldProposals.productId, productId),
            and(eq(feedHeldProposals.cardId, cardId), eq(feedHeldProposals.kind, "match")),
          ),
        ),
      );
    await recordAudit(tx, actor, "kort koblet til Finansportalen", product.name, { kort: cardId, produkt: productId });
    return { status: "linked", productId };
  };
  return writeFeedLinks(db, work, {
    what: (result) => (result.status === "linked" ? feedLinkText.rendered.linked(name, productId) : null),
    refused: (lines) => invalid(lines.join(" ")),
  });
}

/**
 * Removes the card's link: the sync no longer changes the card, and the product is offered here again. A card the
 * sync never wrote is no longer the feed's: its pages lose «Data levert av Finansportalen» (writeFeedLinks).
 */
export async function unlinkCard(db: Database, actor: Actor, cardId: number): Promise<FeedLinkResult> {
  let name = "";
  let productId = "";
  const work = async (tx: Transaction, cards: ReadonlyMap<number, CreditCard>): Promise<FeedLinkResult> => {
    const card = cards.get(cardId);
    if (!card) return { status: "not-found" };
    name = card.name;
    const [removed] = await tx.delete(cardFeedLinks).where(eq(cardFeedLinks.cardId, cardId)).returning();
    if (!removed) return { status: "invalid", message: feedLinkText.errors.notLinked, value: "" };
    productId = removed.productId;
    await recordAudit(tx, actor, "kobling til Finansportalen fjernet", removed.productId, { kort: cardId });
    return { status: "unlinked" };
  };
  return writeFeedLinks(db, work, {
    what: (result) => (result.status === "unlinked" ? feedLinkText.rendered.unlinked(name, productId) : null),
    refused: (lines) => ({ status: "invalid", message: lines.join(" "), value: "" }),
  });
}

/**
 * Links the card to a product the sync has already made a card of, merging that card into ours (decision
 * 0033), in one write through the card store: the product's link moves to our card, our card takes the feed's
 * facts as the feed card has them (the feed's as the last sync applied them, so the reader sees the same terms
 * before and after), the feed card goes out of sale with `mergedInto` (its page redirects to ours for good),
 * every waiting proposal about the product or either card's link is settled, and the audit log names both.
 * Refused: a card out of sale, a card already linked, a product whose card is reviewed or out of sale.
 */
export async function mergeCardWithProduct(
  db: Database,
  actor: Actor,
  cardId: number,
  productIdRaw: string,
): Promise<FeedLinkResult> {
  const productId = productIdRaw.trim().slice(0, 40);
  const invalid = (message: string): FeedLinkResult => ({
    status: "invalid",
    message,
    value: productId,
    field: FEED_MERGE_FIELD,
  });
  if (productId === "") return invalid(feedLinkText.errors.chooseMerge);
  const state = await feedLinkOf(db, cardId);
  if (!state) return { status: "not-found" };
  if (state.retired) return invalid(feedLinkText.errors.mergeIntoRetired);
  if (state.linked) return invalid(feedLinkText.errors.alreadyLinked(state.linked.productId));
  const [link] = await db.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, productId));
  if (!link) return invalid(feedLinkText.errors.mergeUnknown(productId));
  let retired = { name: "", slug: "" };
  const plan = async (tx: Transaction, ours: CreditCard, from: CreditCard): Promise<MergePlan> => {
    // Read again under the card lock: a sync or another editor may have moved on since.
    const [now] = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, productId));
    if (!now || now.cardId !== from.id) return { refused: feedLinkText.errors.mergeMoved(productId) };
    const refusal = mergeRefusal(productId, from, now.retired);
    if (refusal) return { refused: refusal };
    if (ours.retiredOn !== undefined) return { refused: feedLinkText.errors.mergeIntoRetired };
    const [ownLink] = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, ours.id));
    if (ownLink) return { refused: feedLinkText.errors.alreadyLinked(ownLink.productId) };
    retired = { name: from.name, slug: from.urlSlug };
    return {
      facts: (card, feedCard) => withFeedCardFacts(card, feedCard),
      source: syncText.source(formatDate(from.lastChecked)),
      retiredSource: feedLinkText.mergedSource(ours.name, ours.id, productId),
    };
  };
  const alongside = async (tx: Transaction) => {
    await tx.update(cardFeedLinks).set({ cardId, heldFingerprint: null }).where(eq(cardFeedLinks.productId, productId));
    // What waited about the product or either card's link no longer applies: the next sync proposes afresh.
    await tx
      .update(feedHeldProposals)
      .set({ status: "replaced", decidedBy: actor.staffId, decidedAt: new Date() })
      .where(
        and(
          eq(feedHeldProposals.status, "waiting"),
          or(
            eq(feedHeldProposals.productId, productId),
            eq(feedHeldProposals.cardId, link.cardId),
            and(eq(feedHeldProposals.cardId, cardId), eq(feedHeldProposals.kind, "match")),
          ),
        ),
      );
    // Readers who followed the feed card follow ours (decision 0031): the card they chose lives on here.
    await tx.execute(sql`
      insert into card_alert_follows (subscriber_id, card_id, created_at, confirmed_at)
      select subscriber_id, ${cardId}, created_at, confirmed_at from card_alert_follows where card_id = ${link.cardId}
      on conflict (subscriber_id, card_id) do update
        set confirmed_at = coalesce(card_alert_follows.confirmed_at, excluded.confirmed_at)`);
    await tx.delete(cardAlertFollows).where(eq(cardAlertFollows.cardId, link.cardId));
    await recordAudit(tx, actor, "kort slått sammen", `${retired.name} → kort ${cardId}`, {
      kort: cardId,
      fra: link.cardId,
      produkt: productId,
    });
  };
  const result = await mergeCards(db, actor, { cardId, fromCardId: link.cardId }, plan, alongside);
  if (result.status === "not-found") return invalid(feedLinkText.errors.mergeUnknown(productId));
  if (result.status === "invalid") return invalid(result.message);
  return { status: "merged", productId, retiredName: retired.name, retiredSlug: retired.slug };
}

/** Our card with the feed card's facts where the feed carries them, as the sync would write them (withFeedFacts). */
function withFeedCardFacts(card: CreditCard, feedCard: CreditCard): CreditCard {
  const next: Record<string, unknown> = { ...card };
  for (const field of feedOwnedFields) if (feedCard[field] !== undefined) next[field] = feedCard[field];
  if (feedCard.minimumPayment) next.minimumPayment = { ...card.minimumPayment, ...feedCard.minimumPayment };
  // The feed's facts were read on the feed card's last check; the card's own on its own.
  next.lastChecked = feedCard.lastChecked > card.lastChecked ? feedCard.lastChecked : card.lastChecked;
  return next as CreditCard;
}
