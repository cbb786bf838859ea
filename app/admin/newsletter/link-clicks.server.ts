import { asc, eq } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import { newsletterLinks } from "../../shared/db/schema";
import { newsletterLinkUrl } from "~/site/newsletter/newsletter-links.server";
import { newsletterCampaign } from "~/site/tracking/newsletter-campaign";
import { issueLinkTargets } from "./link-check.server";

/**
 * The links of an issue being sent, each through the counted redirect (/nyhetsbrev/lenke/<id>,
 * app/site/newsletter/newsletter-links.server.ts; docs/decisions/0027). A card's apply link of ours (/go/<slug>)
 * is stored with `?plassering=nyhetsbrev&kampanje=nyhetsbrev-<issue id>`, so the apply click, and the commission
 * it earns, count as the issue's.
 */

/** Where a link goes from a newsletter: our apply links with the newsletter as their placement, the issue as campaign. */
export function newsletterTarget(target: string, origin: string, issueId: number): string {
  const url = new URL(target);
  if (url.origin !== new URL(origin).origin || !/^\/go\/[^/]+$/.test(url.pathname)) return target;
  url.search = "";
  url.searchParams.set("plassering", "nyhetsbrev");
  url.searchParams.set("kampanje", newsletterCampaign(issueId));
  return url.href;
}

/**
 * The redirect address for each of the issue's links (by the address as written), its rows made once per issue
 * and address (a second round, or another instance, finds them there).
 */
export async function issueLinkRedirects(
  db: Database,
  issue: { id: number; markdown: string },
  origin: string,
): Promise<(target: string) => string> {
  const targets = issueLinkTargets(issue.markdown, origin);
  const stored = new Map(targets.map((target) => [target, newsletterTarget(target, origin, issue.id)]));
  if (targets.length > 0)
    await db
      .insert(newsletterLinks)
      .values([...new Set(stored.values())].map((url) => ({ issueId: issue.id, url })))
      .onConflictDoNothing();
  const rows = await db
    .select({ id: newsletterLinks.id, url: newsletterLinks.url })
    .from(newsletterLinks)
    .where(eq(newsletterLinks.issueId, issue.id));
  const ids = new Map(rows.map((row) => [row.url, row.id]));
  return (target) => {
    const id = ids.get(stored.get(target) ?? "");
    return id === undefined ? target : newsletterLinkUrl(origin, id);
  };
}

/** Each link of a sent issue with its clicks, in the order they were stored. */
export function issueLinkClicks(db: Database, issueId: number) {
  return db
    .select({ url: newsletterLinks.url, clicks: newsletterLinks.clicks })
    .from(newsletterLinks)
    .where(eq(newsletterLinks.issueId, issueId))
    .orderBy(asc(newsletterLinks.id));
}
