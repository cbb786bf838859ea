import type { Database } from "./db/database.server";
import { applyClicks, pageViews } from "./db/schema";
import { groupCommit } from "./group-commit.server";

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

export type ApplyClick = { cardSlug: string; fromPath: string | null; campaign: string | null };
export type PageView = { path: string; returning: boolean };

/**
 * Clicks on apply links (card, time, the page it came from, the campaign; nothing about the person) and
 * consented page views, written by group commit: many requests under load, few statements.
 */
export function createTracking(db: Database) {
  const clicks = groupCommit(async (rows: Array<typeof applyClicks.$inferInsert>) => {
    await db.insert(applyClicks).values(rows);
    return rows.map(() => undefined);
  });
  const views = groupCommit(async (rows: Array<typeof pageViews.$inferInsert>) => {
    await db.insert(pageViews).values(rows);
    return rows.map(() => undefined);
  });
  return {
    recordApplyClick: (click: ApplyClick) => clicks({ ...click, clickedAt: new Date() }),
    recordPageView: (view: PageView) => views({ ...view, viewedAt: new Date() }),
  };
}

export type Tracking = ReturnType<typeof createTracking>;
