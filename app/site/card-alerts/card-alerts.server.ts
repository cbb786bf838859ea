import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { site } from "#content/site";
import type { Database, Transaction } from "../../shared/db/database.server";
import { cardAlertFollows, cardAlertSubscribers, mailOutbox } from "../../shared/db/schema";
import { readFeedDataCardIds, readVersions } from "../../shared/cards/card-store.server";
import type { CardVersion } from "../../shared/cards/card-versions";
import { redactErrors } from "../../shared/server/log.server";
import { CONFIRMATION_RESEND_SECONDS, hashToken } from "../newsletter/newsletter.server";
import { unsubscribeHeaders, type NewsletterContext } from "../newsletter/unsubscribe-link.server";
import { alertMail, cardAlertsFor, type AlertLinks, type AlertMail } from "./card-alert-digest";

/**
 * Card alerts (docs/decisions/0031): readers follow cards with the newsletter's double opt-in, and get one mail a day
 * at most with the published changes to them, sent by the newsletter's job (app/admin/newsletter/newsletter-send.server.ts).
 * The context is the newsletter's, with a key of its own (site_secrets "card-alerts") for the readers' links.
 */
export type CardAlertContext = NewsletterContext;

/** The paths of the alerts' pages (app/routes.ts). */
export const ALERTS_PATH = "/varsler";
export const ALERTS_REQUESTED_PATH = `${ALERTS_PATH}?pamelding=sendt`;

/**
 * A reader's token, `<id>.<hmac>`: it opens their page (what they follow) and unfollows, without an account. Stable for
 * the life of the subscription, checkable on any instance; it only ever shows or removes what the address follows.
 */
export function alertToken(id: number, secret: string): string {
  return `${id}.${createHmac("sha256", secret).update(`card-alerts:${id}`).digest("base64url")}`;
}

export function verifyAlertToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(alertToken(id, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The links in a reader's mail. `token` is the parameter the mail kernel takes out of the copy it keeps once sent. */
export function alertLinks(context: Pick<CardAlertContext, "publicOrigin" | "secret">, id: number): AlertLinks {
  const token = alertToken(id, context.secret);
  return {
    cardPage: (urlSlug) => `${context.publicOrigin}/kort/${urlSlug}`,
    unfollow: (cardId) => `${context.publicOrigin}${ALERTS_PATH}/avmeld?token=${token}&kort=${cardId}`,
    manage: `${context.publicOrigin}${ALERTS_PATH}/mine?token=${token}`,
    unsubscribeAll: `${context.publicOrigin}${ALERTS_PATH}/avmeld?token=${token}`,
  };
}

const normal = (email: string) => email.trim().toLowerCase();

/**
 * A request to follow cards: the address is stored (pending if new), each card as a follow waiting for confirmation,
 * and a confirmation link is mailed, at most once an hour per address whoever asks (the first link confirms every
 * card asked for meanwhile, and its page lists them before the reader confirms). Cards already followed change
 * nothing. The caller answers the same in every case: the form never tells who follows what.
 */
export async function requestAlerts(
  context: CardAlertContext,
  rawEmail: string,
  cards: ReadonlyArray<{ id: number; name: string }>,
  page: string | null,
  now = new Date(),
): Promise<void> {
  if (cards.length === 0) return;
  const email = normal(rawEmail);
  const token = randomBytes(32).toString("base64url");
  const toConfirm = await redactErrors("card alert request not stored", () =>
    context.db.transaction(async (tx) => {
      await tx
        .insert(cardAlertSubscribers)
        .values({ email, status: "pending", createdAt: now, requestedAt: now, consentPage: page })
        .onConflictDoNothing({ target: cardAlertSubscribers.email });
      const [subscriber] = await tx
        .select()
        .from(cardAlertSubscribers)
        .where(eq(cardAlertSubscribers.email, email))
        .for("update");
      if (!subscriber) throw new Error("card alert subscriber not stored: no row");
      await tx
        .insert(cardAlertFollows)
        .values(cards.map((card) => ({ subscriberId: subscriber.id, cardId: card.id, createdAt: now })))
        .onConflictDoNothing();
      const waiting = await tx
        .select({ cardId: cardAlertFollows.cardId })
        .from(cardAlertFollows)
        .where(and(eq(cardAlertFollows.subscriberId, subscriber.id), isNull(cardAlertFollows.confirmedAt)));
      if (waiting.length === 0) return null; // already following every card asked for
      const recent =
        subscriber.confirmTokenHash !== null &&
        subscriber.requestedAt.getTime() > now.getTime() - CONFIRMATION_RESEND_SECONDS * 1000;
      if (recent) return null; // the link mailed within the hour confirms these too
      await tx
        .update(cardAlertSubscribers)
        .set({ confirmTokenHash: hashToken(token), requestedAt: now, consentPage: page })
        .where(eq(cardAlertSubscribers.id, subscriber.id));
      return { id: subscriber.id, cardIds: waiting.map((row) => row.cardId) };
    }),
  );
  if (!toConfirm) return;
  const names = cards.filter((card) => toConfirm.cardIds.includes(card.id)).map((card) => card.name);
  const links = alertLinks(context, toConfirm.id);
  await context.mailer.send({
    to: email,
    subject: `Bekreft varsler om kortvilkår fra ${site.name}`,
    text: [
      "Hei!",
      "",
      `Noen, forhåpentlig du, har bedt om e-post fra ${site.name} når vilkårene endres for ${names.length > 0 ? names.join(", ") : "kort"}.`,
      "Bekreft ved å åpne lenken under. Før du bekrefter, sender vi deg ingen varsler.",
      "",
      `${context.publicOrigin}${ALERTS_PATH}/bekreft?token=${token}`,
      "",
      "Var det ikke du, kan du se bort fra denne e-posten. Forespørsler som ikke blir bekreftet, sletter vi etter 30 dager.",
      `Vil du at vi sletter adressen med en gang: ${links.unsubscribeAll}`,
      "",
      `Hilsen ${site.name}`,
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribeAll),
  });
}

const validConfirmToken = (token: string) => /^[\w-]{20,100}$/.test(token);

/** The cards a confirmation link would confirm (its page lists them before the reader confirms); null: no such link. */
export async function cardsToConfirm(context: CardAlertContext, token: string): Promise<number[] | null> {
  if (!validConfirmToken(token)) return null;
  const rows = await context.db
    .select({ cardId: cardAlertFollows.cardId, subscriberId: cardAlertSubscribers.id })
    .from(cardAlertSubscribers)
    .leftJoin(
      cardAlertFollows,
      and(eq(cardAlertFollows.subscriberId, cardAlertSubscribers.id), isNull(cardAlertFollows.confirmedAt)),
    )
    .where(eq(cardAlertSubscribers.confirmTokenHash, hashToken(token)));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.cardId === null ? [] : [row.cardId]));
}

export type AlertConfirmOutcome = { outcome: "confirmed"; manageUrl: string } | { outcome: "invalid" };

/** Confirms the address and every card waiting for it; alerts cover changes published from now on. */
export async function confirmAlerts(
  context: CardAlertContext,
  token: string,
  now = new Date(),
): Promise<AlertConfirmOutcome> {
  if (!validConfirmToken(token)) return { outcome: "invalid" };
  const id = await redactErrors("card alerts not confirmed", () =>
    context.db.transaction(async (tx) => {
      const [row] = await tx
        .update(cardAlertSubscribers)
        .set({
          // A link opened from our mail: the address takes mail again, whatever bounced before.
          status: "confirmed",
          softBounces: 0,
          bouncedAt: null,
          bounceReason: null,
          confirmTokenHash: null,
          confirmedAt: sql`coalesce(${cardAlertSubscribers.confirmedAt}, ${now})`,
        })
        .where(eq(cardAlertSubscribers.confirmTokenHash, hashToken(token)))
        .returning({ id: cardAlertSubscribers.id });
      if (!row) return null;
      await tx
        .update(cardAlertFollows)
        .set({ confirmedAt: now })
        .where(and(eq(cardAlertFollows.subscriberId, row.id), isNull(cardAlertFollows.confirmedAt)));
      return row.id;
    }),
  );
  if (id === null) return { outcome: "invalid" };
  return { outcome: "confirmed", manageUrl: alertLinks(context, id).manage };
}

/** What a reader follows, for their page; null when the token is not one of ours or the address follows nothing. */
export async function followedCards(
  context: CardAlertContext,
  token: string,
): Promise<{ email: string; follows: Array<{ cardId: number; confirmed: boolean }> } | null> {
  const id = verifyAlertToken(token, context.secret);
  if (id === null) return null;
  const [subscriber] = await context.db
    .select({ email: cardAlertSubscribers.email })
    .from(cardAlertSubscribers)
    .where(eq(cardAlertSubscribers.id, id));
  if (!subscriber) return null;
  const follows = await context.db
    .select({ cardId: cardAlertFollows.cardId, confirmedAt: cardAlertFollows.confirmedAt })
    .from(cardAlertFollows)
    .where(eq(cardAlertFollows.subscriberId, id))
    .orderBy(cardAlertFollows.cardId);
  return {
    email: subscriber.email,
    follows: follows.map((row) => ({ cardId: row.cardId, confirmed: row.confirmedAt !== null })),
  };
}

/** Follows a card from the reader's own page: the tokened link proves the address, so no new confirmation. */
export async function addFollow(context: CardAlertContext, token: string, cardId: number, now = new Date()) {
  const id = verifyAlertToken(token, context.secret);
  if (id === null) return "invalid" as const;
  const [subscriber] = await context.db
    .select({ id: cardAlertSubscribers.id })
    .from(cardAlertSubscribers)
    .where(and(eq(cardAlertSubscribers.id, id), eq(cardAlertSubscribers.status, "confirmed")));
  if (!subscriber) return "invalid" as const;
  await context.db
    .insert(cardAlertFollows)
    .values({ subscriberId: id, cardId, createdAt: now, confirmedAt: now })
    .onConflictDoUpdate({
      target: [cardAlertFollows.subscriberId, cardAlertFollows.cardId],
      set: { confirmedAt: sql`coalesce(${cardAlertFollows.confirmedAt}, excluded.confirmed_at)` },
    });
  return "added" as const;
}

export type UnfollowOutcome = "unfollowed" | "invalid";

/**
 * Stops one card's alerts (`cardId`) or all of them (null), for the one-click unsubscribe (RFC 8058) and the reader's
 * page. A reader left following nothing is deleted, with their alert mail not yet sent. Repeating it is harmless.
 */
export async function unfollow(
  context: CardAlertContext,
  token: string,
  cardId: number | null,
): Promise<UnfollowOutcome> {
  const id = verifyAlertToken(token, context.secret);
  if (id === null) return "invalid";
  await redactErrors("card alerts not stopped", () =>
    context.db.transaction(async (tx) => {
      await tx
        .delete(cardAlertFollows)
        .where(
          and(eq(cardAlertFollows.subscriberId, id), cardId === null ? undefined : eq(cardAlertFollows.cardId, cardId)),
        );
      const [left] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(cardAlertFollows)
        .where(eq(cardAlertFollows.subscriberId, id));
      if (Number(left?.n ?? 0) > 0) return;
      const gone = await tx
        .delete(cardAlertSubscribers)
        .where(eq(cardAlertSubscribers.id, id))
        .returning({ email: cardAlertSubscribers.email });
      for (const { email } of gone) await dropUnsentAlertMail(tx, email);
    }),
  );
  return "unfollowed";
}

/** Alert mail to an address still waiting in the outbox: gone with the reader (the delivery then counts as sent and purged). */
export async function dropUnsentAlertMail(tx: Pick<Transaction, "delete">, email: string): Promise<number> {
  const dropped = await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "card-alert"),
        isNull(mailOutbox.sentAt),
        eq(sql`lower(${mailOutbox.recipient})`, normal(email)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return dropped.length;
}

/**
 * One reader's alert for a batch's window, made when the job hands it to the outbox: the changes to the cards they
 * follow (confirmed) published in the window, or null when there are none (changed and changed back, or they stopped
 * following that card meanwhile). The versions are read in the job's transaction.
 */
export async function alertMailFor(
  db: Pick<Database, "select"> | Transaction,
  context: Pick<CardAlertContext, "publicOrigin" | "secret">,
  subscriberId: number,
  window: { from: Date; until: Date },
): Promise<(AlertMail & { headers: Record<string, string> }) | null> {
  const follows = await db
    .select({ cardId: cardAlertFollows.cardId, confirmedAt: cardAlertFollows.confirmedAt })
    .from(cardAlertFollows)
    .where(and(eq(cardAlertFollows.subscriberId, subscriberId), lte(cardAlertFollows.confirmedAt, window.until)));
  const confirmed = follows.flatMap((row) =>
    row.confirmedAt ? [{ cardId: row.cardId, confirmedAt: row.confirmedAt }] : [],
  );
  if (confirmed.length === 0) return null;
  const versionsByCard = new Map<number, CardVersion[]>();
  for (const { cardId } of confirmed) versionsByCard.set(cardId, await readVersions(db as Database, cardId));
  const alerts = cardAlertsFor(confirmed, versionsByCard, window, new Set(await readFeedDataCardIds(db as Database)));
  if (alerts.length === 0) return null;
  const links = alertLinks(context, subscriberId);
  return { ...alertMail(alerts, links, site.name), headers: unsubscribeHeaders(links.unsubscribeAll) };
}

/** Alert readers whose unconfirmed request is older than `before` (purge): cards never confirmed, then readers following nothing. */
export async function purgeUnconfirmedAlerts(tx: Transaction, before: Date): Promise<number> {
  const stale = tx
    .select({ id: cardAlertSubscribers.id })
    .from(cardAlertSubscribers)
    .where(lte(cardAlertSubscribers.requestedAt, before));
  await tx
    .delete(cardAlertFollows)
    .where(and(isNull(cardAlertFollows.confirmedAt), inArray(cardAlertFollows.subscriberId, stale)));
  const gone = await tx
    .delete(cardAlertSubscribers)
    .where(
      and(
        lte(cardAlertSubscribers.requestedAt, before),
        sql`not exists (select 1 from ${cardAlertFollows} where ${cardAlertFollows.subscriberId} = ${cardAlertSubscribers.id})`,
      ),
    )
    .returning({ id: cardAlertSubscribers.id });
  return gone.length;
}
