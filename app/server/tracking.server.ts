import type { Database } from "./db/database.server";
import { applyClicks, pageViews } from "./db/schema";

/** A same-site page path from a Referer header, without its query (which could hold anything). */
export function referringPath(referer: string | null, siteOrigin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== siteOrigin) return null;
    return url.pathname.slice(0, 200);
  } catch {
    return null;
  }
}

/** One click on an apply link: the card, the time, the page it came from and the campaign. Nothing about the person. */
export async function recordApplyClick(
  db: Database,
  click: { cardSlug: string; fromPath: string | null; campaign: string | null },
  now = new Date(),
) {
  await db.insert(applyClicks).values({ ...click, clickedAt: now });
}

export async function recordPageView(db: Database, view: { path: string; returning: boolean }, now = new Date()) {
  await db.insert(pageViews).values({ ...view, viewedAt: now });
}
