import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../../shared/db/database.server";
import { newsletterLinks } from "../../shared/db/schema";

/**
 * The counted redirect a sent newsletter's links go through (docs/decisions/0027): /nyhetsbrev/lenke/<id> goes to
 * the address stored for that id (so it is no open redirect: nobody can make it send a reader anywhere else) and
 * adds one to its count. Nothing is stored about who clicked: no address, no cookie, no id of the reader, and no
 * pixel anywhere. A GET from a browser counts (not HEAD, not a User-Agent isbot knows as a robot or link scanner).
 */

export const NEWSLETTER_LINK_PATH = "/nyhetsbrev/lenke";

/** A link's redirect address. */
export const newsletterLinkUrl = (origin: string, id: number) => `${origin}${NEWSLETTER_LINK_PATH}/${id}`;

/** Where a link goes, counted when it is a reader's click; null for an id we do not have (a 404). */
export async function followNewsletterLink(
  db: Database,
  rawId: string | undefined,
  request: { method: string; userAgent: string | null },
): Promise<string | null> {
  if (!rawId || !/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  const userAgent = request.userAgent?.trim();
  const counted = request.method.toUpperCase() === "GET" && Boolean(userAgent) && !isbot(userAgent);
  const [link] = counted
    ? await db
        .update(newsletterLinks)
        .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
        .where(eq(newsletterLinks.id, id))
        .returning({ url: newsletterLinks.url })
    : await db.select({ url: newsletterLinks.url }).from(newsletterLinks).where(eq(newsletterLinks.id, id));
  return link?.url ?? null;
}
