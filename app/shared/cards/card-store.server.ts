import { createHash } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { firstCards, replaceCards } from "#content/cards";
import { cardContentProblems } from "#content/card-checks";
import type { z } from "zod";
import { creditCardSchema, mergeProblems, parseCards, reviewFields, type CreditCard } from "#content/card-schema";
import { issueMessage, refuseProblems } from "#content/validate";
import {
  canonical,
  cardChanges,
  cardHistory,
  staleValues,
  type CardFieldChange,
  type CardHistoryEntry,
  type CardVersion,
  type CardVersionKind,
  type StaleValue,
} from "~/shared/cards/card-versions";
import { osloDate } from "~/shared/cards/data-freshness";
import { formatDate } from "~/shared/format/format";
import type { Database, Transaction } from "../db/database.server";
import { cardFeedLinks, cardVersions, feedSyncRuns } from "../db/schema";
import { installFeedStatus, type FeedStatus } from "./feed-status";
import { batches } from "../db/batches";
import { clearCheckedPages, pageVersion, storeCheckedPages, type CheckedPages } from "./checked-pages.server";
import { logEvent } from "../server/log.server";
import { feedSyncActor, recordAudit, type Actor } from "../db/audit.server";
import { cardSlug, MAX_CARD_SLUG_LENGTH } from "./finansportalen/card-slug";
import { isRetired } from "./card-review";

/**
 * The card data's one source of truth: versions in the database (docs/decisions/0011). Every write takes
 * one lock, checks the version it was based on, validates the card and the whole list with the schema,
 * adds a version and notifies every instance (NOTIFY is delivered at commit, so nobody hears of a change
 * that did not happen).
 */

/** The PostgreSQL channel every instance listens on; the payload is only a hint, listeners read the table. */
export const CARD_CHANNEL = "kortvalg_cards";
/** pg_advisory_xact_lock key: one card write at a time, on every instance and the command line. */
const CARD_WRITE_LOCK = 724_311_906;

/**
 * Fields an edit may not change: the card's identity and its art (a code change each), and its address, which
 * only changeCardSlug moves (the old one then redirects for good).
 */
export const fixedCardFields = ["id", "urlSlug", "image"] as const;

/**
 * What a new card made by data (an import, «Nytt kort») does not bring: the store gives its id and address, its art
 * is drawn from network and bank, it has no review until an editor writes one (so it stays out of every ranking that
 * claims one), and it is on sale.
 */
export const newCardRefusedFields = [
  "id",
  "urlSlug",
  "image",
  ...reviewFields,
  "rating",
  "recommended",
  "retiredOn",
  "mergedInto",
] as const;

export type FieldIssue = { path: string; message: string };

export type CardSnapshot = {
  cards: CreditCard[];
  /** Each card's current version number. */
  versions: Map<number, number>;
  history: Map<number, CardHistoryEntry[]>;
  /** Changes whenever anything a page shows changes. */
  fingerprint: string;
  /** Versions in the database this code refused to serve (readSnapshot); absent when there are none. */
  refused?: Array<{ cardId: number; version: number }>;
  /** Finansportalen's sync as the pages' coverage claims need it (readSnapshot; part of the fingerprint). */
  feed?: FeedStatus;
};

export type WriteResult =
  | { status: "published"; version: number; changes: CardFieldChange[] }
  | { status: "unchanged" }
  | { status: "invalid"; issues: FieldIssue[] }
  | { status: "conflict"; current: CardVersion; changesSince: CardFieldChange[] }
  | { status: "not-found" };

/** Adds version 1 of every card in content/cards.ts that the database does not have yet (a new database). */
export async function seedFirstVersions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCards(tx);
    const present = new Set(
      (await tx.selectDistinct({ cardId: cardVersions.cardId }).from(cardVersions)).map((row) => row.cardId),
    );
    const missing = firstCards.filter((card) => !present.has(card.id));
    if (missing.length === 0) return 0;
    await tx.insert(cardVersions).values(
      missing.map((card) => ({
        cardId: card.id,
        version: 1,
        kind: "first" as const,
        facts: card,
        source: "content/cards.ts",
      })),
    );
    await notify(
      tx,
      missing.map((card) => card.id),
    );
    return missing.length;
  });
}

/** Every version of every card, oldest first. */
export async function readVersions(db: Database | Transaction, cardId?: number): Promise<CardVersion[]> {
  const query = db.select().from(cardVersions);
  const rows = await (cardId === undefined ? query : query.where(eq(cardVersions.cardId, cardId))).orderBy(
    asc(cardVersions.cardId),
    asc(cardVersions.version),
  );
  return rows.map((row) => ({
    cardId: row.cardId,
    version: row.version,
    kind: row.kind,
    facts: row.facts as CreditCard,
    source: row.source,
    publishedAt: row.publishedAt,
  }));
}

/**
 * The cards as published, validated by the schema and the content's checks, with each card's history.
 * Versions this code refuses (written by an instance running other code, say during a rolling deploy to
 * stricter checks) are not served: the snapshot is then the newest state of the data that passes, found
 * by leaving out the newest versions one at a time, and the refused versions are named in the log and
 * in `refused`. Only when not even that exists (the first versions fail: a fault in the build) does it
 * throw, with the card and field named.
 */
export async function readSnapshot(db: Database): Promise<CardSnapshot> {
  const snapshot = acceptedSnapshot(await readVersions(db));
  const feed = await readFeedStatus(db);
  return { ...snapshot, feed, fingerprint: fingerprintWithFeed(snapshot.fingerprint, feed) };
}

/** The feed's status as a snapshot read now would carry it: the last good sync's start, the cards it confirmed, the feed's cards. */
async function readFeedStatus(db: Database | Transaction): Promise<FeedStatus> {
  const [lastGood] = await db
    .select({ startedAt: feedSyncRuns.startedAt, confirmed: feedSyncRuns.confirmed })
    .from(feedSyncRuns)
    .where(eq(feedSyncRuns.status, "ok"))
    .orderBy(desc(feedSyncRuns.startedAt))
    .limit(1);
  return {
    lastGoodAt: lastGood?.startedAt.toISOString() ?? null,
    ...(lastGood?.confirmed && { confirmed: lastGood.confirmed }),
    feedDataCardIds: await readFeedDataCardIds(db),
  };
}

/**
 * The cards whose figures are Finansportalen's, ascending: linked to a product now (retired links too), or changed
 * by a sync once. An editor who unlinks a card leaves the feed's figures in its facts and its history, and the
 * agreement's terms go with the figures, not with the link. The one home of the rule (`isFeedSourced` reads it
 * from the snapshot; the card alerts, made outside a snapshot, read it here).
 */
export async function readFeedDataCardIds(db: Database | Transaction): Promise<number[]> {
  type Row = { card_id: number };
  const rows = await db.execute(
    sql`select ${cardFeedLinks.cardId} as card_id from ${cardFeedLinks}
        union select ${cardVersions.cardId} from ${cardVersions} where ${cardVersions.kind} = 'sync'
        order by card_id`,
  );
  return rowsOf<Row>(rows).map((row) => Number(row.card_id));
}

/** A sync that changes no card still changes what the pages claim (the date of the last sync). */
const fingerprintWithFeed = (cardsFingerprint: string, feed: FeedStatus) =>
  createHash("sha256")
    .update(`${cardsFingerprint} ${JSON.stringify(feed)}`)
    .digest("base64url");

/** How many of the newest versions a start-up will leave out, looking for a state it can serve. */
const MOST_VERSIONS_LEFT_OUT = 200;

export function acceptedSnapshot(versions: readonly CardVersion[]): CardSnapshot {
  const newestFirst = [...versions]
    .filter((version) => version.version > 1)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.version - a.version);
  let firstProblem: unknown;
  for (let leftOut = 0; leftOut <= Math.min(newestFirst.length, MOST_VERSIONS_LEFT_OUT); leftOut++) {
    const refused = new Set(newestFirst.slice(0, leftOut));
    try {
      const snapshot = snapshotOf(versions.filter((version) => !refused.has(version)));
      // Cards the content cannot be rendered from are refused here too, named, rather than served.
      refuseProblems(cardContentProblems(snapshot.cards));
      if (leftOut > 0) {
        snapshot.refused = [...refused].map(({ cardId, version }) => ({ cardId, version }));
        logEvent("error", "card versions refused by this code: the newest state it accepts is served", {
          refused: snapshot.refused.map(({ cardId, version }) => `${cardId}:${version}`).join(" "),
          problem: problemText(firstProblem),
        });
      }
      return snapshot;
    } catch (error) {
      firstProblem ??= error;
    }
  }
  throw firstProblem;
}

const problemText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/** The cards as published, validated by the schema, with each card's history. */
async function readPublished(db: Database): Promise<CardSnapshot> {
  return snapshotOf(await readVersions(db));
}

/** The cards of the newest of these versions, validated by the schema (parseCards throws, naming card and field). */
function snapshotOf(versions: readonly CardVersion[]): CardSnapshot {
  const byCard = new Map<number, CardVersion[]>();
  for (const version of versions) {
    const list = byCard.get(version.cardId);
    if (list) list.push(version);
    else byCard.set(version.cardId, [version]);
  }
  const latest = [...byCard.values()].map((list) => list[list.length - 1] as CardVersion);
  // The site's order is content/cards.ts's (id order); a card added later comes last.
  latest.sort((a, b) => a.cardId - b.cardId);
  const cards = parseCards(
    latest.map((version) => version.facts),
    parseCardFacts,
  );
  const history = new Map([...byCard].map(([cardId, list]) => [cardId, cardHistory(list)]));
  // JSON.stringify([canonical(cards), versions]), from each card's text kept with its parse.
  const fingerprint = createHash("sha256")
    .update(
      `[[${cards.map(cardText).join(",")}],${JSON.stringify(latest.map((version) => [version.cardId, version.version]))}]`,
    )
    .digest("base64url");
  return { cards, versions: new Map(latest.map((version) => [version.cardId, version.version])), history, fingerprint };
}

/** Makes a snapshot the cards every page and loader of this process reads (content/cards.ts). */
export function installSnapshot(snapshot: CardSnapshot): void {
  replaceCards(snapshot.cards, snapshot.history);
  installFeedStatus(snapshot.feed ?? { lastGoodAt: null });
}

/** The current cards in the schema's own shape and field order: `npm run cards -- export`, and what import takes. */
export async function exportCards(db: Database): Promise<CreditCard[]> {
  return (await readPublished(db)).cards;
}

/**
 * Publishes an edit of one card, based on the version the editor opened. The card is validated by the
 * schema, the list with it by parseCards (ids and addresses unique); lastChecked becomes today, since
 * the editor has just read the bank's terms.
 */
export async function publishCard(
  db: Database,
  actor: Actor,
  input: { cardId: number; baseVersion: number; facts: unknown; source: string },
  now = new Date(),
): Promise<WriteResult> {
  const sourceIssue = checkSource(input.source);
  if (sourceIssue) return { status: "invalid", issues: [sourceIssue] };
  const parsed = creditCardSchema.safeParse(input.facts);
  if (!parsed.success) return { status: "invalid", issues: issuesOf(parsed.error.issues) };
  return write(
    db,
    async (tx, current) => {
      const { head, answer } = await baseHead(tx, current, input);
      if (!head) return answer;
      const next = { ...parsed.data, lastChecked: osloDate(now) };
      return addVersion(tx, actor, current, head, next, { kind: "edit", source: input.source.trim() });
    },
    oneCardRender(() => parsed.data.name),
  );
}

/**
 * A write of one card, based on the version the editor opened: `work` runs under the lock with the card's current
 * version (a conflict or a card not found is the answer without it), and a refusal of its render names the card.
 */
function writeOneCard(
  db: Database,
  input: { cardId: number; baseVersion: number },
  work: (tx: Transaction, head: Head, current: Map<number, Head>) => Promise<WriteResult>,
): Promise<WriteResult> {
  let name: string | undefined;
  return write(
    db,
    async (tx, current) => {
      const { head, answer } = await baseHead(tx, current, input);
      name = current.get(input.cardId)?.facts.name;
      if (!head) return answer;
      return work(tx, head, current);
    },
    oneCardRender(() => name),
  );
}

/** "Kontrollert i dag": the facts are as the bank states them today; lastChecked moves, nothing else. */
export async function recordCheck(
  db: Database,
  actor: Actor,
  input: { cardId: number; baseVersion: number; source: string },
  now = new Date(),
): Promise<WriteResult> {
  const sourceIssue = checkSource(input.source);
  if (sourceIssue) return { status: "invalid", issues: [sourceIssue] };
  return writeOneCard(db, input, async (tx, head, current) => {
    return addVersion(
      tx,
      actor,
      current,
      head,
      { ...head.facts, lastChecked: osloDate(now) },
      { kind: "check", source: input.source.trim() },
    );
  });
}

/**
 * Publishes an earlier version's facts again, as a new version: history is never rewritten. The date of
 * the last check stays the current one (restoring is not checking).
 */
export async function restoreVersion(
  db: Database,
  actor: Actor,
  input: { cardId: number; version: number; baseVersion: number; source: string },
): Promise<WriteResult> {
  const sourceIssue = checkSource(input.source);
  if (sourceIssue) return { status: "invalid", issues: [sourceIssue] };
  return writeOneCard(db, input, async (tx, head, current) => {
    const old = await versionFacts(tx, input.cardId, input.version);
    if (!old) return { status: "not-found" };
    // The address is not a fact of a version: a restore keeps today's (changeCardSlug alone moves it).
    const parsed = creditCardSchema.safeParse({
      ...old,
      lastChecked: head.facts.lastChecked,
      urlSlug: head.facts.urlSlug,
    });
    // An old version may not pass today's schema (a field added since): say which field, restore nothing.
    if (!parsed.success) return { status: "invalid", issues: issuesOf(parsed.error.issues) };
    return addVersion(tx, actor, current, head, parsed.data, { kind: "restore", source: input.source.trim() });
  });
}

/**
 * «Trekk tilbake» and «Ta inn igjen» (an editor, /admin/kort/:id/salg): the card goes out of sale from today
 * (`retiredOn`), or back on sale, as a version like any other (decision 0015, stop 46), validated, checked and
 * rendered as an edit is; the reason is the version's source. Out of sale, the card leaves every list and its
 * page says «Ikke lenger i salg» with its history, as a retirement by the sync. A card the sync had retired
 * comes back linked to its product as before (the link's count of missed syncs starts again).
 */
export async function setCardOnSale(
  db: Database,
  actor: Actor,
  input: { cardId: number; baseVersion: number; onSale: boolean; reason: string },
  now = new Date(),
): Promise<WriteResult> {
  const reasonIssue = checkReason(input.reason);
  if (reasonIssue) return { status: "invalid", issues: [reasonIssue] };
  return writeOneCard(db, input, async (tx, head, current) => {
    if (input.onSale && head.facts.mergedInto !== undefined)
      return {
        status: "invalid",
        issues: [{ path: "", message: "Kortet er slått sammen med et annet kort og kan ikke tas inn igjen." }],
      };
    const { retiredOn: _retiredOn, ...onSale } = head.facts;
    const facts = input.onSale ? onSale : { ...head.facts, retiredOn: osloDate(now) };
    const result = await addVersion(tx, actor, current, head, facts, {
      kind: "edit",
      source: input.reason.trim(),
      audit: input.onSale ? "kort tatt inn igjen" : "kort trukket tilbake",
    });
    if (result.status === "published" && input.onSale)
      await tx
        .update(cardFeedLinks)
        .set({ retired: false, missingSyncs: 0, missingSince: null })
        .where(eq(cardFeedLinks.cardId, input.cardId));
    return result;
  });
}

/** An address as an editor typed it: lowercase a–z, digits and single hyphens between them. */
export function checkSlug(slug: string): FieldIssue | null {
  const text = slug.trim();
  if (text === "") return { path: "urlSlug", message: "må fylles ut, for eksempel «sparebanken-ost-gull»" };
  if (text.length > MAX_CARD_SLUG_LENGTH)
    return { path: "urlSlug", message: `kan være høyst ${MAX_CARD_SLUG_LENGTH} tegn` };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text))
    return {
      path: "urlSlug",
      message:
        "kan bare ha små bokstaver a–z, tall og bindestrek mellom dem (ikke æ, ø, å, mellomrom eller bindestrek først eller sist)",
    };
  return null;
}

/** Every address each card has had (its current one too), from every version: old addresses stay the card's for good. */
async function slugsEverUsed(tx: Transaction): Promise<Map<string, number>> {
  type Row = { card_id: number; slug: string };
  const rows = await tx.execute(
    sql`select distinct card_id, facts->>'urlSlug' as slug from card_versions order by card_id`,
  );
  return new Map(rowsOf<Row>(rows).map((row) => [row.slug, Number(row.card_id)]));
}

/**
 * «Endre adresse» (an editor, /admin/kort/:id/adresse): the card's page moves to /kort/<slug>, as a version
 * validated, checked and rendered as an edit is. The address must never have been used, by any card: an old
 * address sends readers on for good (a 301 a browser keeps), so taking one back could send them in a circle.
 * The old address answers 301 to the new one on every instance, read from the versions (cardPageRedirect).
 */
export async function changeCardSlug(
  db: Database,
  actor: Actor,
  input: { cardId: number; baseVersion: number; slug: string; reason: string },
): Promise<WriteResult> {
  const slugIssue = checkSlug(input.slug);
  const reasonIssue = checkReason(input.reason);
  if (slugIssue || reasonIssue)
    return { status: "invalid", issues: [slugIssue, reasonIssue].filter((issue) => issue !== null) };
  const slug = input.slug.trim();
  return writeOneCard(db, input, async (tx, head, current) => {
    if (head.facts.urlSlug === slug) return { status: "unchanged" };
    const owner = (await slugsEverUsed(tx)).get(slug);
    if (owner !== undefined) {
      const other = current.get(owner)?.facts;
      const taken =
        other?.urlSlug === slug
          ? `er adressen til «${other.name}»`
          : `har vært adressen til ${owner === input.cardId ? "dette kortet" : `«${other?.name ?? owner}»`} og sender leserne videre for godt`;
      return {
        status: "invalid",
        issues: [{ path: "urlSlug", message: `«${slug}» ${taken}: velg en annen adresse` }],
      };
    }
    return addVersion(
      tx,
      actor,
      current,
      head,
      { ...head.facts, urlSlug: slug },
      { kind: "edit", source: input.reason.trim(), audit: "kortadresse endret", movable: "urlSlug" },
    );
  });
}

export type CreateResult =
  | { status: "published"; cardId: number; urlSlug: string; version: number }
  | { status: "invalid"; issues: FieldIssue[] };

/**
 * A new card from the back office («Nytt kort» in /admin/kort): made as every new card is (newCard), validated by
 * the schema and the whole list, and rendered before it commits, as an edit is. Its first version is an edit's,
 * with the editor's source; lastChecked is today, since the editor has just read the bank's terms.
 */
export async function createCard(
  db: Database,
  actor: Actor,
  input: { facts: unknown; source: string },
  now = new Date(),
): Promise<CreateResult> {
  const sourceIssue = checkSource(input.source);
  if (sourceIssue) return { status: "invalid", issues: [sourceIssue] };
  const { facts } = input;
  if (!isFacts(facts)) return { status: "invalid", issues: [{ path: "", message: "Kortet mangler opplysningene." }] };
  const refused = newCardFieldIssues(facts);
  if (refused.length > 0) return { status: "invalid", issues: refused };
  const today = osloDate(now);
  let name = "";
  return write(
    db,
    async (tx, current): Promise<CreateResult> => {
      const next = new Map([...current].map(([cardId, head]) => [cardId, head.facts]));
      const { id, parsed } = newCard(next, new Set((await slugsEverUsed(tx)).keys()), () => ({
        ...facts,
        lastChecked: today,
      }));
      if (!parsed.success) return { status: "invalid", issues: issuesOf(parsed.error.issues) };
      const card = parsed.data;
      name = card.name;
      const twin = sameCardOnSale(next, card);
      if (twin) return { status: "invalid", issues: [twinIssue(twin)] };
      const problems = listProblems([...next.values()]);
      if (problems.length > 0) return { status: "invalid", issues: problems.map((message) => ({ path: "", message })) };
      await tx.insert(cardVersions).values({
        cardId: id,
        version: 1,
        kind: "edit",
        facts: card,
        source: input.source.trim(),
        staffId: actor.staffId,
      });
      await recordAudit(tx, actor, "kort opprettet", card.name, { id, adresse: `/kort/${card.urlSlug}` });
      await notify(tx, [id]);
      return { status: "published", cardId: id, urlSlug: card.urlSlug, version: 1 };
    },
    {
      rendered: (result) => (result.status === "published" ? newCardText(name) : null),
      refused: (lines): CreateResult => ({
        status: "invalid",
        issues: lines.map((message) => ({ path: "", message })),
      }),
    },
  );
}

/**
 * A new card's first facts, made the one way for every path that creates a card (the sync and a held product
 * approved, an import, «Nytt kort»): the id one above the highest in use, and the address made once from bank and
 * name by cardSlug (æ ø å → ae o a), unique against every card, retired ones included (their pages stay), and
 * against every address a card has had (`everUsed`: an old address answers 301 for good). A slug
 * the caller proposes (the sync plan's) is kept while no card has it. Parsed by the card schema; put in `next`
 * when it passes, so the next new card of the same write sees its id and address taken.
 */
function newCard(
  next: Map<number, CreditCard>,
  everUsed: ReadonlySet<string>,
  make: (id: number) => Record<string, unknown>,
): { id: number; parsed: z.ZodSafeParseResult<CreditCard> } {
  const id = Math.max(0, ...next.keys()) + 1;
  const facts = make(id);
  const taken = new Set([...everUsed, ...[...next.values()].map((card) => card.urlSlug)]);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const proposed = text(facts.urlSlug);
  const urlSlug = proposed && !taken.has(proposed) ? proposed : cardSlug(text(facts.bank), text(facts.name), taken);
  const parsed = parseCardFacts({ ...facts, id, urlSlug });
  if (parsed.success) next.set(id, parsed.data);
  return { id, parsed };
}

const isFacts = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a new card may not bring (newCardRefusedFields), each with why, by field. */
function newCardFieldIssues(facts: Record<string, unknown>): FieldIssue[] {
  const why = (field: (typeof newCardRefusedFields)[number]) =>
    field === "id" || field === "urlSlug"
      ? "gis av kortlageret når kortet legges inn (adressen lages av bank og navn): ta feltet bort"
      : field === "image"
        ? "kan ikke settes på et nytt kort: kortbildet tegnes av kortnettverk og bank"
        : field === "retiredOn" || field === "mergedInto"
          ? "kan ikke settes på et nytt kort: et nytt kort er i salg"
          : "kan ikke settes på et nytt kort: vurderingen skrives i kortredigeringen når redaksjonen har vurdert kortet";
  return newCardRefusedFields
    .filter((field) => facts[field] !== undefined)
    .map((field) => ({ path: field, message: why(field) }));
}

/** A new card in an import's refusal, by the name the file gives it. */
const newCardLabel = (facts: Record<string, unknown>) =>
  typeof facts.name === "string" && facts.name.trim() !== ""
    ? `Nytt kort «${facts.name.trim()}»`
    : "Nytt kort uten navn";

/** What a render refusal says a new card did: "Kort «X»: det nye kortet gjør at siden … ikke kan vises". */
const newCardText = (name: string) => `Kort «${name}»: det nye kortet`;

/** A card on sale with the new card's bank and name: the same card twice (a file imported twice, say). */
function sameCardOnSale(next: Map<number, CreditCard>, card: CreditCard): CreditCard | undefined {
  const key = (entry: CreditCard) => `${entry.bank.trim()}\u0000${entry.name.trim()}`.toLocaleLowerCase("nb-NO");
  return [...next.values()].find((other) => other.id !== card.id && !isRetired(other) && key(other) === key(card));
}

function twinIssue(twin: CreditCard): FieldIssue {
  return {
    path: "name",
    message: `er navnet på et kort ${twin.bank} har fra før (/kort/${twin.urlSlug}, id ${twin.id}): endre det kortet i stedet, eller gi det nye et annet navn`,
  };
}

export type ImportPlan = {
  cardId: number;
  name: string;
  /** 0 for a new card. */
  fromVersion: number;
  changes: CardFieldChange[];
  checkedOnly: boolean;
  /** A new card's address (/kort/<newSlug>), made from its bank and name. */
  newSlug?: string;
};
export type ImportResult =
  { status: "invalid"; problems: string[] } | { status: "planned" | "imported"; plan: ImportPlan[] };

/**
 * `npm run cards -- import`: every card in the file validated with the same schema, then all of it
 * applied or none, as one version per changed card, in one transaction. Cards not in the file stay as
 * they are. A card in the file without `id` is a new card: made as every new card is (newCard: its id and
 * address given here, its art drawn, no review), its first version an import's. An `id` the store does not
 * have is refused. With dryRun, only the difference is returned (a new card with the address it would get).
 */
export async function importCards(
  db: Database,
  actor: Actor,
  input: unknown,
  options: { source: string; dryRun?: boolean; force?: boolean },
  now = new Date(),
): Promise<ImportResult> {
  const sourceIssue = checkSource(options.source);
  if (sourceIssue) return { status: "invalid", problems: [`Kilden ${sourceIssue.message}`] };
  if (!Array.isArray(input))
    return {
      status: "invalid",
      problems: ["Filen må være en JSON-liste med kort, slik `npm run cards -- export` skriver den."],
    };
  // A card without an id is new: the store gives it one (and its address) below, under the lock.
  const fresh = input.filter(
    (entry): entry is Record<string, unknown> => isFacts(entry) && !Object.hasOwn(entry, "id"),
  );
  let incoming: CreditCard[];
  try {
    incoming = parseCards(input.filter((entry) => !fresh.includes(entry as Record<string, unknown>)));
  } catch (error) {
    return {
      status: "invalid",
      problems: String(error instanceof Error ? error.message : error)
        .split("\n- ")
        .slice(1),
    };
  }
  const today = osloDate(now);
  const problems = [
    ...incoming
      .filter((card) => card.lastChecked > today)
      .map((card) => `Kort «${card.name}»: feltet «lastChecked» kan ikke være en dato frem i tid`),
    ...fresh.flatMap((facts) =>
      newCardFieldIssues(facts).map((issue) => `${newCardLabel(facts)}: feltet «${issue.path}» ${issue.message}`),
    ),
  ];
  if (problems.length > 0) return { status: "invalid", problems };

  const outcome = await write(
    db,
    async (tx, current) => {
      // Local to each run: a write may run its work twice (once to render, once to commit).
      const problems: string[] = [];
      const plan: ImportPlan[] = [];
      const next = new Map([...current].map(([cardId, head]) => [cardId, head.facts]));
      for (const card of incoming) {
        const head = current.get(card.id);
        if (!head) {
          problems.push(
            `Kort «${card.name}»: id ${card.id} finnes ikke. Et nytt kort står i filen uten «id» og «urlSlug»: det får begge når det legges inn.`,
          );
          continue;
        }
        problems.push(
          ...fixedFieldIssues(head.facts, card).map(
            (issue) => `Kort «${card.name}»: feltet «${issue.path}» ${issue.message}`,
          ),
        );
        const changes = cardChanges(head.facts, card);
        if (changes.length === 0 && card.lastChecked === head.facts.lastChecked) continue;
        // A file exported before someone else's edit would silently undo it: refused unless --tving says the old value is meant.
        if (!options.force)
          problems.push(
            ...staleValues(await readVersions(tx, card.id), card).map((stale) => staleProblem(card.name, stale)),
          );
        plan.push({
          cardId: card.id,
          name: card.name,
          fromVersion: head.version,
          changes,
          checkedOnly: changes.length === 0,
        });
        next.set(card.id, card);
      }
      const everUsed = fresh.length > 0 ? new Set((await slugsEverUsed(tx)).keys()) : new Set<string>();
      for (const facts of fresh) {
        // A check date from the file is kept (the day someone read the bank's terms); none means today.
        const { id, parsed } = newCard(next, everUsed, () => ({ lastChecked: today, ...facts }));
        if (!parsed.success) {
          problems.push(...parsed.error.issues.map((issue) => `${newCardLabel(facts)}: ${issueLine(issue)}`));
          continue;
        }
        const card = parsed.data;
        if (card.lastChecked > today)
          problems.push(`${newCardLabel(facts)}: feltet «lastChecked» kan ikke være en dato frem i tid`);
        const twin = sameCardOnSale(next, card);
        if (twin) problems.push(`${newCardLabel(facts)}: feltet «name» ${twinIssue(twin).message}`);
        plan.push({
          cardId: id,
          name: card.name,
          fromVersion: 0,
          changes: [],
          checkedOnly: false,
          newSlug: card.urlSlug,
        });
      }
      if (problems.length === 0) problems.push(...listProblems([...next.values()]));
      if (problems.length > 0) return { status: "invalid" as const, problems };
      if (options.dryRun || plan.length === 0) return { status: "planned" as const, plan };
      for (const step of plan) {
        await tx.insert(cardVersions).values({
          cardId: step.cardId,
          version: step.fromVersion + 1,
          kind: step.checkedOnly ? "check" : "import",
          facts: next.get(step.cardId),
          source: options.source.trim(),
          staffId: actor.staffId,
        });
      }
      await recordAudit(tx, actor, "kort importert", `${plan.length} kort`, {
        kilde: options.source.trim().slice(0, 200),
      });
      await notify(
        tx,
        plan.map((step) => step.cardId),
      );
      return { status: "imported" as const, plan };
    },
    {
      rendered: (result) =>
        result.status === "imported"
          ? `Importen (${result.plan.map((step) => (step.newSlug ? newCardText(step.name) : changeText(step.name, step.changes))).join("; ")})`
          : null,
      refused: (problems) => ({ status: "invalid" as const, problems }),
    },
  );
  if (outcome.status === "invalid") return outcome;
  return { status: outcome.status, plan: outcome.plan };
}

/** One card write of a sync run (app/shared/cards/finansportalen/feed-sync.server.ts). */
export type SyncWrite =
  /** A linked card's facts from the feed, based on the version the plan read. */
  | { kind: "change"; key: string; cardId: number; baseVersion: number; facts: CreditCard }
  /**
   * A new card: `make` builds it for the id the store gives it (one above the highest in use); its slug is kept
   * while no card has it, else made again from bank and name (newCard).
   */
  | { kind: "new"; key: string; make: (id: number) => CreditCard }
  /** A card out of sale since `retiredOn`: a version like any other, its history kept. */
  | { kind: "retire"; key: string; cardId: number; baseVersion: number; retiredOn: string };

export type SyncWritten = { key: string; cardId: number; version: number; name: string; changes: CardFieldChange[] };

export type SyncWriteResult =
  | {
      status: "written";
      written: SyncWritten[];
      /** Writes left for the next run: the card moved on since the plan read it (an editor published). */
      skipped: Array<{ key: string; cardId: number; name: string }>;
    }
  | { status: "invalid"; problems: string[] };

/**
 * A sync run's card writes, all or none, in one transaction with `alongside` (the run's own records: links,
 * held proposals, the run row), which runs inside it with the ids given to new cards. Every card is
 * validated by the card schema and the whole list by parseCards and the content's checks, as an editor's
 * edit is; and everything that depends on the cards is rendered from the would-be data before anything
 * commits (the same render check, once for the run: a per-card render would render every page once per
 * card). lastChecked becomes the day of the sync: the feed has just stated the facts.
 */
export async function publishSyncRun(
  db: Database,
  input: { source: string; writes: readonly SyncWrite[] },
  alongside: (tx: Transaction, result: SyncWriteResult & { status: "written" }) => Promise<void>,
  now = new Date(),
): Promise<SyncWriteResult> {
  const sourceIssue = checkSource(input.source);
  if (sourceIssue) return { status: "invalid", problems: [`Kilden ${sourceIssue.message}`] };
  const today = osloDate(now);
  const work: Work<SyncWriteResult> = async (tx, current) => {
    const problems: string[] = [];
    const written: SyncWritten[] = [];
    const skipped: Array<{ key: string; cardId: number; name: string }> = [];
    const next = new Map([...current].map(([cardId, head]) => [cardId, head.facts]));
    const rows: Array<{ cardId: number; version: number; facts: CreditCard }> = [];
    const everUsed = input.writes.some((step) => step.kind === "new")
      ? new Set((await slugsEverUsed(tx)).keys())
      : new Set<string>();
    for (const step of input.writes) {
      if (step.kind === "new") {
        const { id, parsed } = newCard(next, everUsed, (cardId) => ({ ...step.make(cardId), lastChecked: today }));
        if (!parsed.success) {
          problems.push(...parsed.error.issues.map((issue) => `Nytt kort (${step.key}): ${issueLine(issue)}`));
          continue;
        }
        rows.push({ cardId: id, version: 1, facts: parsed.data });
        written.push({ key: step.key, cardId: id, version: 1, name: parsed.data.name, changes: [] });
        continue;
      }
      const head = current.get(step.cardId);
      if (!head || head.version !== step.baseVersion) {
        skipped.push({ key: step.key, cardId: step.cardId, name: head?.facts.name ?? String(step.cardId) });
        continue;
      }
      const proposed: unknown =
        step.kind === "change" ? { ...step.facts } : { ...head.facts, retiredOn: step.retiredOn };
      const parsed = parseCardFacts({ ...(proposed as object), lastChecked: today });
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((issue) => `Kort «${head.facts.name}»: ${issueLine(issue)}`));
        continue;
      }
      problems.push(
        ...fixedFieldIssues(head.facts, parsed.data).map(
          (issue) => `Kort «${head.facts.name}»: feltet «${issue.path}» ${issue.message}`,
        ),
      );
      const changes = cardChanges(head.facts, parsed.data);
      if (changes.length === 0) continue;
      next.set(step.cardId, parsed.data);
      rows.push({ cardId: step.cardId, version: head.version + 1, facts: parsed.data });
      written.push({ key: step.key, cardId: step.cardId, version: head.version + 1, name: parsed.data.name, changes });
    }
    if (problems.length === 0) problems.push(...listProblems([...next.values()]));
    if (problems.length > 0) return { status: "invalid", problems };
    for (const batch of batches(rows))
      await tx
        .insert(cardVersions)
        .values(batch.map((row) => ({ ...row, kind: "sync" as const, source: input.source.trim(), staffId: null })));
    const result = { status: "written" as const, written, skipped };
    await alongside(tx, result);
    if (rows.length > 0)
      await recordAudit(tx, feedSyncActor, "kort synkronisert", `${rows.length} kort`, {
        kilde: input.source.trim().slice(0, 200),
      });
    // Also without a card written: the run's end changes the pages' claims (the date of the last sync).
    await notify(
      tx,
      rows.map((row) => row.cardId),
    );
    return result;
  };
  return write(db, work, {
    rendered: (outcome) =>
      outcome.status === "written" && outcome.written.length > 0
        ? `Synkroniseringen (${outcome.written
            .slice(0, 5)
            .map((step) => changeText(step.name, step.changes))
            .join("; ")}${outcome.written.length > 5 ? " …" : ""})`
        : null,
    refused: (problems) => ({ status: "invalid" as const, problems }),
    // A daily run: its render workers are let go at once rather than kept for an edit that may not come.
    oneOff: true,
    // No card written: the run's own records (its end changes the pages' claims: host/index.js renders them).
    unrendered: (outcome) => outcome.status === "written",
  });
}

export type MergeResult =
  | { status: "merged"; version: number; retiredVersion: number; changes: CardFieldChange[] }
  | { status: "invalid"; message: string }
  | { status: "not-found" };

/** What a merge takes from the caller, under the card lock: the facts for our card and their source, or why not. */
export type MergePlan =
  | { refused: string }
  | { facts: (ours: CreditCard, from: CreditCard) => CreditCard; source: string; retiredSource: string };

/**
 * Merges a card into another (decision 0033: a card the sync made of a feed product, into the card of ours an
 * editor links to that product), in one transaction: `plan` (run under the lock) gives our card's facts and
 * their source; our card gets them as a version, the other is retired with `mergedInto` naming ours (its page
 * redirects there), both validated by the schema and the whole list as any write, and everything that depends
 * on the cards rendered from the would-be data before anything commits. `alongside` (the link moved, proposals
 * settled, the audit) runs in the same transaction; a refusal from `plan` writes nothing.
 */
export async function mergeCards(
  db: Database,
  actor: Actor,
  input: { cardId: number; fromCardId: number },
  plan: (tx: Transaction, ours: CreditCard, from: CreditCard) => Promise<MergePlan>,
  alongside: (tx: Transaction) => Promise<void>,
  now = new Date(),
): Promise<MergeResult> {
  const today = osloDate(now);
  let names = ["", ""];
  const work: Work<MergeResult> = async (tx, current) => {
    const ours = current.get(input.cardId);
    const from = current.get(input.fromCardId);
    if (!ours || !from || ours === from) return { status: "not-found" };
    names = [from.facts.name, ours.facts.name];
    const planned = await plan(tx, ours.facts, from.facts);
    if ("refused" in planned) return { status: "invalid", message: planned.refused };
    for (const source of [planned.source, planned.retiredSource]) {
      const issue = checkSource(source);
      if (issue) return { status: "invalid", message: `Kilden ${issue.message}` };
    }
    const oursNext = parseCardFacts(planned.facts(ours.facts, from.facts));
    const fromNext = parseCardFacts({ ...from.facts, retiredOn: today, mergedInto: ours.facts.id });
    const problems: string[] = [];
    for (const [name, parsed] of [
      [ours.facts.name, oursNext],
      [from.facts.name, fromNext],
    ] as const)
      if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `Kort «${name}»: ${issueLine(issue)}`));
    if (!oursNext.success || !fromNext.success) return { status: "invalid", message: problems.join(" ") };
    problems.push(
      ...fixedFieldIssues(ours.facts, oursNext.data).map(
        (issue) => `Kort «${ours.facts.name}»: feltet «${issue.path}» ${issue.message}`,
      ),
    );
    const list = [...current.values()].map((entry) =>
      entry === ours ? oursNext.data : entry === from ? fromNext.data : entry.facts,
    );
    problems.push(...listProblems(list));
    if (problems.length > 0) return { status: "invalid", message: problems.join(" ") };
    const changes = cardChanges(ours.facts, oursNext.data);
    let version = ours.version;
    if (changes.length > 0) {
      version += 1;
      await tx.insert(cardVersions).values({
        cardId: ours.facts.id,
        version,
        kind: "sync",
        facts: oursNext.data,
        source: planned.source.trim(),
        staffId: actor.staffId,
      });
    }
    await tx.insert(cardVersions).values({
      cardId: from.facts.id,
      version: from.version + 1,
      kind: "edit",
      facts: fromNext.data,
      source: planned.retiredSource.trim(),
      staffId: actor.staffId,
    });
    await alongside(tx);
    await notify(tx, [ours.facts.id, from.facts.id]);
    return { status: "merged", version, retiredVersion: from.version + 1, changes };
  };
  return write(db, work, {
    rendered: (result) => (result.status === "merged" ? `Sammenslåingen av «${names[0]}» med «${names[1]}»` : null),
    refused: (lines) => ({ status: "invalid", message: lines.join(" ") }),
  });
}

/**
 * A write of the cards' links to Finansportalen's products (card_feed_links) that adds no version: an editor links a
 * card to a product or removes its link (app/admin/cards/feed-link.server.ts, decision 0033, stop 49). A link may
 * change whose figures a card shows (`readFeedDataCardIds`: «Data levert av Finansportalen» on every page, what the
 * open data withholds), so it takes a card write's guarantees: `work` runs under the card lock with the current
 * cards; when the snapshot's `feedDataCardIds` differ after it, everything that depends on the cards (the pages of
 * the cards that moved with them) is rendered with the would-be status before anything commits, a refusal being
 * `refused`'s answer with nothing written, and every instance is notified. `what` names what the work did, for a
 * refusal; null when it wrote nothing. A link that moves no card (one whose figures a sync wrote stays the feed's)
 * changes no page: it commits unrendered, unannounced.
 */
export async function writeFeedLinks<T>(
  db: Database,
  work: (tx: Transaction, cards: ReadonlyMap<number, CreditCard>) => Promise<T>,
  render: { what: (result: T) => string | null; refused: (lines: string[]) => T },
): Promise<T> {
  let moved: number[] = [];
  const linked: Work<T> = async (tx, current) => {
    const before = new Set(await readFeedDataCardIds(tx));
    const result = await work(tx, new Map([...current].map(([cardId, head]) => [cardId, head.facts])));
    const after = new Set(await readFeedDataCardIds(tx));
    moved = [...before, ...after].filter((id) => !before.has(id) || !after.has(id));
    if (moved.length > 0) await notify(tx, moved);
    return result;
  };
  return write(db, linked, {
    rendered: (result) => (moved.length > 0 ? render.what(result) : null),
    refused: render.refused,
    unrendered: (result) => render.what(result) !== null,
  });
}

const issueLine = (issue: Parameters<typeof issueMessage>[0] & { path: PropertyKey[] }) =>
  `feltet «${issue.path.map(String).join(".")}» ${issueMessage(issue)}`;

function staleProblem(name: string, { label, inFile, replacedBy }: StaleValue): string {
  return (
    `Kort «${name}»: «${label}» er ${inFile} i filen, verdien fra før versjon ${replacedBy.version} ` +
    `(publisert ${formatDate(osloDate(replacedBy.publishedAt))}, kilde: ${replacedBy.source}). Filen ble trolig eksportert før den endringen. ` +
    "Eksporter på nytt og gjør endringene der, eller kjør med --tving hvis den gamle verdien skal tilbake."
  );
}

type Head = { version: number; facts: CreditCard };

/** Something that depends on the cards and could not be rendered from the would-be cards: the page and why. */
export type RenderProblem = { path: string; reason: string };
/**
 * Renders everything that depends on the cards from these cards and their history; the problems found.
 * `oneOff`: a write not soon followed by another (the daily sync), so the renderer need not be kept warm.
 */
export type RenderCheck = ((
  cards: CreditCard[],
  history: Array<[number, CardHistoryEntry[]]>,
  options?: { oneOff?: boolean; feed?: FeedStatus },
) => Promise<RenderProblem[] | CheckAnswer>) & {
  /** Gets ready for a write about to come (starts the render's workers), so its check begins at once. */
  warm?: () => void;
};
/**
 * A check that hands over the pages it rendered (`handOver`, null when it cannot vouch for them): they are
 * stored with the write, for the instances to serve (checked-pages.server.ts). `feed` is the status the
 * committed snapshot will carry, so the pages are rendered as an instance would render them.
 */
export type CheckAnswer = {
  problems: RenderProblem[];
  handOver: CheckedPages | null;
  /** How long the check took, its workers' start-up (0 when they were running) included: for the log. */
  timing?: { workers: number; startMs: number; checkMs: number };
};

let renderCheck: RenderCheck | null = null;

/**
 * The host's render of every page, the search index, the open data, the feed and the PDFs from the
 * would-be cards (host/render-check.js), run inside every card write before it commits. The server and
 * the command line set it; without one (the unit tests) a write is checked by the schema and the
 * content's card checks only.
 */
export function renderCardWritesWith(check: RenderCheck | null): void {
  renderCheck = check;
}

/** A card write is about to come (the daily sync has begun): its render check gets ready meanwhile. */
export function expectCardWrite(): void {
  renderCheck?.warm?.();
}

/** Thrown to roll a transaction back on purpose. */
class Rollback extends Error {}

/** How many failed pages a refusal names; the rest are counted. */
const PROBLEMS_NAMED = 5;
/** Writes by others between the render and the commit: after this many, the writer is asked to try again. */
const MOST_RENDER_ATTEMPTS = 3;

/** A write's render problems as lines: what the write changed, the page, and why it failed. */
export function renderProblemLines(what: string, problems: readonly RenderProblem[]): string[] {
  const lines = problems
    .slice(0, PROBLEMS_NAMED)
    .map(
      (problem) =>
        `${what} gjør at ${problem.path ? `siden ${problem.path}` : "sidene"} ikke kan vises (${problem.reason}). Ingenting er publisert.`,
    );
  if (problems.length > PROBLEMS_NAMED) lines.push(`… og ${problems.length - PROBLEMS_NAMED} sider til.`);
  return lines;
}

type Work<T> = (tx: Transaction, current: Map<number, Head>) => Promise<T>;

/** Runs a card write's work under the lock, with every card's current version read inside it. */
async function underLock<T>(tx: Transaction, work: Work<T>): Promise<T> {
  await lockCards(tx);
  type Row = { card_id: number; version: number; facts: unknown };
  const rows = await tx.execute(
    sql`select distinct on (card_id) card_id, version, facts from card_versions order by card_id, version desc`,
  );
  const current = new Map(
    rowsOf<Row>(rows).map((row) => [
      Number(row.card_id),
      { version: Number(row.version), facts: parseFacts(row.facts) },
    ]),
  );
  return work(tx, current);
}

/**
 * Runs a card write. When the work adds versions (`rendered` says what changed), everything that depends
 * on the cards is rendered from the would-be data before anything commits; if any of it fails, `refused`
 * makes the answer and nothing is written. So a write that commits never leaves a page failing or stale.
 *
 * The render takes seconds, and PGlite has one connection: it runs between two short transactions, never
 * inside one. The first runs the work and rolls back, giving the would-be data; the second runs the work
 * again and commits only if it publishes exactly what was rendered (the same fingerprint). A write by
 * someone else in between (an import on another instance) makes it start over.
 */
async function write<T>(
  db: Database,
  work: Work<T>,
  render?: {
    rendered: (result: T) => string | null;
    refused: (lines: string[]) => T;
    oneOff?: boolean;
    /** The work wrote what no page shows (a sync run's own records, a link that moves no card's source): commit it unrendered. */
    unrendered?: (result: T) => boolean;
  },
): Promise<T> {
  const check = renderCheck;
  if (!render || !check) return db.transaction((tx) => underLock(tx, work));
  for (let attempt = 1; ; attempt++) {
    const began = performance.now();
    let planned: { result: T; what: string | null; wouldBe: CardSnapshot | null; feed?: FeedStatus } | undefined;
    await db
      .transaction(async (tx) => {
        const result = await underLock(tx, work);
        const what = render.rendered(result);
        planned = { result, what, wouldBe: what ? snapshotOf(await readVersions(tx)) : null };
        if (what) planned.feed = await readFeedStatus(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    if (!planned) throw new Error("card write planned nothing");
    // Nothing to publish (refused, a conflict, no change): the rolled-back run's answer is the answer, or what
    // the work wrote that no page shows is written now.
    if (!planned.what || !planned.wouldBe)
      return render.unrendered?.(planned.result) ? db.transaction((tx) => underLock(tx, work)) : planned.result;
    const plannedAt = performance.now();
    const answer = await check(planned.wouldBe.cards, [...planned.wouldBe.history], {
      ...(render.oneOff ? { oneOff: true } : {}),
      feed: planned.feed,
    });
    const checkedAt = performance.now();
    const { problems, handOver, timing } = Array.isArray(answer)
      ? { problems: answer, handOver: null, timing: undefined }
      : answer;
    if (problems.length > 0) {
      logEvent("warn", "card write refused: what depends on the cards could not be rendered", {
        pages: problems
          .map((problem) => problem.path)
          .join(" ")
          .slice(0, 500),
      });
      return render.refused(renderProblemLines(planned.what, problems));
    }
    const rendered = planned.wouldBe.fingerprint;
    const renderedFeed = planned.feed;
    const committed = await db
      .transaction(async (tx) => {
        const result = await underLock(tx, work);
        // Now a conflict or no change (someone else's write came first): that is the answer, nothing written.
        if (!render.rendered(result)) return { result };
        // What commits is what was rendered: the cards and the feed's status (a link moves only the status).
        const feed = await readFeedStatus(tx);
        if (snapshotOf(await readVersions(tx)).fingerprint !== rendered || !sameFeed(feed, renderedFeed))
          throw new Rollback();
        await storeHandOver(tx, fingerprintWithFeed(rendered, feed), handOver);
        return { result };
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return null;
        throw error;
      });
    if (committed) {
      // Where a write's seconds go (the daily sync's goal is its pages on every instance within 10 s: decision 0030).
      const ms = (value: number) => Math.round(value);
      logEvent("info", "card write committed", {
        attempt,
        planMs: ms(plannedAt - began),
        checkMs: ms(checkedAt - plannedAt),
        checkWorkers: timing?.workers,
        checkStartMs: timing ? ms(timing.startMs) : undefined,
        commitMs: ms(performance.now() - checkedAt),
        pagesHandedOver: handOver?.pages.length ?? 0,
      });
      return committed.result;
    }
    if (attempt >= MOST_RENDER_ATTEMPTS)
      return render.refused([
        "Kortdataene ble endret av noen andre mens sidene ble laget. Ingenting er publisert: prøv igjen.",
      ]);
  }
}

const sameFeed = (feed: FeedStatus, rendered: FeedStatus | undefined) =>
  JSON.stringify(feed) === JSON.stringify(rendered);

/**
 * Stores the check's pages with the write, keyed by the version the committed snapshot will be (`fingerprint`: its
 * cards and the feed's status, the ones rendered) and what the check rendered beside them; or, when nothing was
 * handed over, only deletes the older version's pages.
 */
async function storeHandOver(tx: Transaction, fingerprint: string, handOver: CheckedPages | null): Promise<void> {
  if (!handOver) return clearCheckedPages(tx);
  await storeCheckedPages(tx, pageVersion({ ...handOver, fingerprint }), handOver.pages);
}

/** "Kort «SAS EuroBonus»: endringen av «Årsgebyr» og «Høydepunkter»", for a refusal. */
function changeText(name: string, changes: readonly CardFieldChange[]): string {
  const labels = [...new Set(changes.map((change) => `«${change.label}»`))];
  const fields =
    labels.length === 0
      ? ""
      : ` av ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} og ${labels.at(-1)}`}`;
  return `Kort «${name}»: endringen${fields}`;
}

/** The render step of a one-card write (edit, check, restore): the refusal goes to the field changed. */
const oneCardRender = (name: () => string | undefined) => ({
  rendered: (result: WriteResult) => (result.status === "published" ? changeText(name() ?? "", result.changes) : null),
  refused: (lines: string[]): WriteResult => ({
    status: "invalid",
    issues: lines.map((message) => ({ path: "", message })),
  }),
});

async function addVersion(
  tx: Transaction,
  actor: Actor,
  current: Map<number, Head>,
  head: Head,
  facts: CreditCard,
  {
    kind,
    source,
    audit,
    movable,
  }: { kind: CardVersionKind; source: string; audit?: string; movable?: (typeof fixedCardFields)[number] },
): Promise<WriteResult> {
  const issues = fixedFieldIssues(head.facts, facts, movable);
  if (issues.length > 0) return { status: "invalid", issues };
  const changes = cardChanges(head.facts, facts);
  if (kind !== "check" && changes.length === 0) return { status: "unchanged" };
  if (kind === "check" && head.facts.lastChecked === facts.lastChecked) return { status: "unchanged" };
  const list = [...current.values()].map((entry) => (entry.facts.id === facts.id ? facts : entry.facts));
  const problems = listProblems(list);
  if (problems.length > 0) return { status: "invalid", issues: problems.map((message) => ({ path: "", message })) };
  const version = head.version + 1;
  await tx.insert(cardVersions).values({ cardId: facts.id, version, kind, facts, source, staffId: actor.staffId });
  await recordAudit(
    tx,
    actor,
    audit ?? (kind === "check" ? "kort kontrollert" : kind === "restore" ? "kortversjon gjenopprettet" : "kort endret"),
    facts.name,
    {
      versjon: version,
      felt: changes.map((change) => change.field).join(", "),
    },
  );
  await notify(tx, [facts.id]);
  return { status: "published", version, changes };
}

/** The card's current version for a write based on `baseVersion`, or the answer when it has none or has moved on. */
async function baseHead(
  tx: Transaction,
  current: Map<number, Head>,
  input: { cardId: number; baseVersion: number },
): Promise<{ head: Head; answer?: undefined } | { head?: undefined; answer: WriteResult }> {
  const head = current.get(input.cardId);
  if (!head) return { answer: { status: "not-found" } };
  if (head.version !== input.baseVersion)
    return { answer: conflict(head, await versionFacts(tx, input.cardId, input.baseVersion)) };
  return { head };
}

function conflict(head: Head, base: CreditCard | null): WriteResult {
  return {
    status: "conflict",
    current: {
      cardId: head.facts.id,
      version: head.version,
      kind: "edit",
      facts: head.facts,
      source: "",
      publishedAt: new Date(),
    },
    changesSince: base ? cardChanges(base, head.facts) : [],
  };
}

async function versionFacts(tx: Transaction, cardId: number, version: number): Promise<CreditCard | null> {
  const [row] = await tx
    .select({ facts: cardVersions.facts })
    .from(cardVersions)
    .where(sql`${cardVersions.cardId} = ${cardId} and ${cardVersions.version} = ${version}`);
  return row ? (row.facts as CreditCard) : null;
}

function fixedFieldIssues(
  before: CreditCard,
  after: CreditCard,
  movable?: (typeof fixedCardFields)[number],
): FieldIssue[] {
  return fixedCardFields
    .filter((field) => field !== movable && before[field] !== after[field])
    .map((field) => ({
      path: field,
      message:
        field === "urlSlug"
          ? `kan ikke endres her (var «${before[field]}»): bruk «Endre adresse» på kortets side i /admin/kort, så sender den gamle adressen leserne videre`
          : `kan ikke endres (var «${before[field]}»): det er en kodeendring`,
    }));
}

/**
 * What parseCards says about the whole list (an id or address used twice), then what the content needs
 * from the cards' facts (content/card-checks.ts: the savings guide's premium card has a fee, …), as lines.
 */
function listProblems(list: CreditCard[]): string[] {
  let parsed: CreditCard[];
  try {
    parsed = parseCards(list, parseCardFacts);
  } catch (error) {
    return String(error instanceof Error ? error.message : error)
      .split("\n- ")
      .slice(1);
  }
  return [...mergeProblems(parsed), ...cardContentProblems(parsed)];
}

/** The source of a change: the bank's terms (an https address) or a note saying where the facts come from. */
export function checkSource(source: string): FieldIssue | null {
  const text = source.trim();
  const noteIssue = checkNote(
    "source",
    text,
    "må fylles ut: lim inn adressen til bankens vilkår, eller skriv hvor opplysningene kommer fra",
  );
  if (noteIssue) return noteIssue;
  if (/^https?:/i.test(text) && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(text))
    return { path: "source", message: "må være en https-adresse, for eksempel https://www.banken.no/vilkar" };
  return null;
}

/** Why an editor takes a card out of sale, brings it back or moves it: the version's source, printed on its page. */
export function checkReason(reason: string): FieldIssue | null {
  return checkNote(
    "reason",
    reason.trim(),
    "må fylles ut: skriv kort hvorfor, for eksempel «Banken har sluttet å tilby kortet»",
  );
}

/** A version's source as text: 3 to 500 characters on one line. */
function checkNote(path: string, text: string, empty: string): FieldIssue | null {
  if (text.length < 3) return { path, message: empty };
  if (text.length > 500) return { path, message: "kan være høyst 500 tegn" };
  // Printed on card pages, in the feed and by the import command: no NUL, no terminal escape.
  if (/[\p{Cc}\p{Cf}]/u.test(text))
    return {
      path,
      message: "kan ikke inneholde kontrolltegn (som linjeskift eller usynlige tegn): skriv den på én linje",
    };
  return null;
}

function issuesOf(issues: ReadonlyArray<Parameters<typeof issueMessage>[0] & { path: PropertyKey[] }>): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issueMessage(issue) }));
}

/** A stored version parsed again; a row that fails today's schema is a fault to stop on, not to serve. */
function parseFacts(facts: unknown): CreditCard {
  return parseCards([facts], parseCardFacts)[0] as CreditCard;
}

/**
 * Cards parsed from facts, kept by the facts' text with keys sorted (jsonb reorders them). The schema's parse
 * is a function of that text alone (no dates or defaults in it), so a card kept under a text is the card a
 * parse of that text gives. A whole-market sync parsed each card some ten times (the sync's read, the heads
 * under the lock, the list's check and the would-be snapshot, all again to commit, and the read after it:
 * decision 0030, stop 44); now each distinct version once. Keyed by text, not by card and version: a version
 * written in a transaction that rolled back may be written again with other facts. A kept card is frozen, so
 * it stays what its text says; the least recently used go first.
 */
const PARSES_KEPT = 1_500;
const parsedByText = new Map<string, CreditCard>();
/** Each kept card's own text: a kept card parsed again is itself (the parse only trims, and trimmed stays trimmed). */
const keptTexts = new WeakMap<object, string>();

const textOf = (facts: unknown): string => JSON.stringify(canonical(facts));
const cardText = (card: CreditCard): string => keptTexts.get(card) ?? textOf(card);

/** creditCardSchema.safeParse, each distinct facts parsed once while kept. */
export function parseCardFacts(facts: unknown): z.ZodSafeParseResult<CreditCard> {
  const own = typeof facts === "object" && facts !== null ? keptTexts.get(facts) : undefined;
  const text = own ?? textOf(facts);
  const kept = parsedByText.get(text);
  if (kept) {
    parsedByText.delete(text);
    parsedByText.set(text, kept);
    return { success: true, data: kept };
  }
  const result = creditCardSchema.safeParse(facts);
  if (!result.success) return result;
  const card = deepFreeze(result.data);
  const ownText = textOf(card);
  keptTexts.set(card, ownText);
  for (const key of new Set([text, ownText])) parsedByText.set(key, card);
  while (parsedByText.size > PARSES_KEPT) parsedByText.delete(parsedByText.keys().next().value as string);
  return { success: true, data: card };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function lockCards(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CARD_WRITE_LOCK})`);
}

async function notify(tx: Transaction, cardIds: number[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CARD_CHANNEL}, ${JSON.stringify({ cards: cardIds })})`);
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes either through.
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
