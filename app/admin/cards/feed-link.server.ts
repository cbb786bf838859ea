import { and, desc, eq, isNull, or } from "drizzle-orm";
import { readVersions } from "~/shared/cards/card-store.server";
import type { FeedCardFacts } from "~/shared/cards/finansportalen/feed-card.server";
import { osloDate } from "~/shared/cards/data-freshness";
import { recordAudit, type Actor } from "~/shared/db/audit.server";
import type { Database } from "~/shared/db/database.server";
import { cardFeedLinks, feedHeldProposals } from "~/shared/db/schema";
import { formatDate } from "~/shared/format/format";
import { feedLinkText } from "./feed-link-text";

export { FEED_PRODUCT_FIELD } from "./feed-link-text";

/**
 * A card's link to its product in Finansportalen's feed, by hand (decision 0033): the card_feed_links row the
 * sync itself writes when it makes a card or an editor approves its proposed match. The products offered are
 * the ones the sync has read and holds a proposal for (a proposed match, a new card it held, an entry it could
 * not read) that no card is linked to: a product id is never typed, so a card cannot be linked to a product the
 * feed does not have (which the sync would count as missing and retire the card for).
 */

export type FeedProduct = { productId: string; name: string };

export type FeedLinkState = {
  linked: { productId: string; since: string; retired: boolean } | null;
  /** The sync's waiting proposal to link this card, by provider and name. */
  proposed: FeedProduct | null;
  /** Products the sync has read without a card, newest first. */
  candidates: FeedProduct[];
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
    retired,
  };
}

export type FeedLinkResult =
  | { status: "linked"; productId: string }
  | { status: "unlinked" }
  | { status: "not-found" }
  | { status: "invalid"; message: string; value: string };

/**
 * Links the card to one of the products the sync has read without a card. Every waiting proposal about the
 * product is settled with it: the match proposed for this card is approved, the others (a new card of the same
 * product, a match for another card) are replaced, so none can make a second card of it later.
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
  return db.transaction(async (tx) => {
    const [taken] = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, productId));
    if (taken) {
      const versions = await readVersions(tx as unknown as Database, taken.cardId);
      return invalid(feedLinkText.errors.taken(productId, versions.at(-1)?.facts.name ?? `kort ${taken.cardId}`));
    }
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
    return { status: "linked" as const, productId };
  });
}

/** Removes the card's link: the sync no longer changes the card, and the product is offered here again. */
export async function unlinkCard(db: Database, actor: Actor, cardId: number): Promise<FeedLinkResult> {
  if ((await readVersions(db, cardId)).length === 0) return { status: "not-found" };
  const [removed] = await db.delete(cardFeedLinks).where(eq(cardFeedLinks.cardId, cardId)).returning();
  if (!removed) return { status: "invalid", message: feedLinkText.errors.notLinked, value: "" };
  await recordAudit(db, actor, "kobling til Finansportalen fjernet", removed.productId, { kort: cardId });
  return { status: "unlinked" };
}
