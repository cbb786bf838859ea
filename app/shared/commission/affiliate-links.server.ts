import { eq, sql } from "drizzle-orm";
import { cards, cardHistoryOf } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { Database, DatabaseHandle } from "../db/database.server";
import { affiliateLinks } from "../db/schema";
import { recordAudit, type Actor } from "../db/audit.server";
import { errorFields, logEvent } from "../server/log.server";
import { affiliateNetworks, isAffiliateNetwork, templateProblem, type AffiliateLink } from "./affiliate-networks";
import { replacePayingCards } from "./paying-cards";
import { renderProblemLines, type RenderProblem } from "../cards/card-store.server";

/** NOTIFY channel of a change to any card's link template: every instance reads them again and re-renders. */
export const AFFILIATE_CHANNEL = "kortvalg_affiliate_links";

/**
 * Renders what depends on which cards pay (every page with an apply button or the commission notice) from
 * the would-be set before a template change commits; the host's card render check with the paying cards
 * given (host/render-check.js). Null in unit tests.
 */
export type PayingRenderCheck = (
  cards: CreditCard[],
  history: Array<[number, ReturnType<typeof cardHistoryOf>[number][]]>,
  paying: number[],
) => Promise<RenderProblem[]>;

export type CommissionLinks = {
  /** The card's template as this process holds it (the redirect asks on every click: no database read). */
  linkFor(cardId: number): AffiliateLink | null;
  /** Reads every template again and installs which cards pay; resolves when listeners are done. */
  refresh(): Promise<void>;
  /** Reads again on every NOTIFY from whichever instance or command wrote (the server does). */
  follow(): Promise<void>;
  onChange(listener: () => Promise<void>): void;
  stop(): Promise<void>;
  renderCheck: PayingRenderCheck | null;
};

async function readLinks(db: Database): Promise<Map<number, AffiliateLink>> {
  const rows = await db.select().from(affiliateLinks);
  const links = new Map<number, AffiliateLink>();
  for (const row of rows) {
    // A row this code cannot use (another instance's newer network) pays nothing here rather than failing.
    if (isAffiliateNetwork(row.network) && !templateProblem(row.network, row.template))
      links.set(row.cardId, { network: row.network, template: row.template });
  }
  return links;
}

/**
 * This process's templates and set of paying cards, equal to the database's after `refresh` (at start, after
 * a write here, and on every NOTIFY once following). Empty until the first refresh: every card a plain link.
 */
export function createCommissionLinks(
  database: DatabaseHandle,
  { renderCheck = null }: { renderCheck?: PayingRenderCheck | null } = {},
): CommissionLinks {
  const listeners: Array<() => Promise<void>> = [];
  // By card id, as the rows are: a card an editor moves keeps its link at its new address.
  let byId = new Map<number, AffiliateLink>();
  let installed = "";
  let running: Promise<void> = Promise.resolve();
  let unlisten: () => Promise<void> = async () => undefined;
  const readAndInstall = async () => {
    const links = await readLinks(database.db);
    byId = links;
    const paying = [...links.keys()].sort((a, b) => a - b);
    const key = JSON.stringify(paying);
    if (key === installed) return;
    installed = key;
    replacePayingCards(paying);
    for (const listener of listeners) await listener();
  };
  const refresh = () => {
    const next = running.then(readAndInstall);
    running = next.catch((error: unknown) => logEvent("error", "affiliate links not read", errorFields(error)));
    return next;
  };
  return {
    linkFor: (cardId) => byId.get(cardId) ?? null,
    refresh,
    async follow() {
      unlisten = await database.listen(AFFILIATE_CHANNEL, () => {
        refresh().catch(() => undefined);
      });
      await refresh();
    },
    onChange: (listener) => listeners.push(listener),
    stop: () => unlisten(),
    renderCheck,
  };
}

export type LinkWriteResult =
  | { status: "saved" | "removed" | "unchanged" }
  | { status: "invalid"; errors: { network?: string; template?: string; general?: string[] } };

/**
 * Sets or removes a card's template. Everything that shows whether the card pays is rendered from the
 * would-be set first (the render check); a page that fails refuses the change and nothing is written. Then
 * the row, the audit entry and the NOTIFY commit together, and this instance re-renders at once.
 */
export async function saveAffiliateLink(
  commission: CommissionLinks,
  db: Database,
  actor: Actor,
  card: Pick<CreditCard, "id" | "name">,
  input: { network: string; template: string } | null,
): Promise<LinkWriteResult> {
  if (input) {
    const problem = templateProblem(input.network, input.template);
    if (problem) return { status: "invalid", errors: { [problem.field]: problem.message } };
  }
  const current = await readLinks(db);
  const before = current.get(card.id);
  const next =
    input && isAffiliateNetwork(input.network) ? { network: input.network, template: input.template.trim() } : null;
  if (before?.network === next?.network && before?.template === next?.template) return { status: "unchanged" };
  if (next) current.set(card.id, next);
  else current.delete(card.id);
  const check = commission.renderCheck;
  if (check) {
    const history = cards.map(
      (entry) => [entry.id, [...cardHistoryOf(entry.id)]] as [number, ReturnType<typeof cardHistoryOf>[number][]],
    );
    const problems = await check(
      [...cards],
      history,
      [...current.keys()].sort((a, b) => a - b),
    );
    if (problems.length > 0)
      return {
        status: "invalid",
        errors: { general: renderProblemLines(`Kort «${card.name}»: endringen av søknadslenken`, problems) },
      };
  }
  await db.transaction(async (tx) => {
    if (next)
      await tx
        .insert(affiliateLinks)
        .values({ cardId: card.id, ...next, staffId: actor.staffId })
        .onConflictDoUpdate({
          target: affiliateLinks.cardId,
          set: { ...next, staffId: actor.staffId, updatedAt: new Date() },
        });
    else await tx.delete(affiliateLinks).where(eq(affiliateLinks.cardId, card.id));
    await recordAudit(tx, actor, next ? "søknadslenke satt" : "søknadslenke fjernet", card.name, {
      nettverk: next ? affiliateNetworks[next.network].name : null,
    });
    await tx.execute(sql`select pg_notify(${AFFILIATE_CHANNEL}, '')`);
  });
  await commission.refresh();
  return { status: next ? "saved" : "removed" };
}
