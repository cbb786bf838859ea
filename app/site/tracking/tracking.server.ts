import type { Database } from "../../shared/db/database.server";
import { applyClicks, pageViews } from "../../shared/db/schema";
import { groupCommit } from "../../shared/server/group-commit.server";
import { redactErrors } from "../../shared/server/log.server";

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

export type ApplyClick = {
  cardSlug: string;
  fromPath: string | null;
  campaign: string | null;
  placement?: string | null;
  clickId?: string | null;
};
export type PageView = { path: string; returning: boolean };

/**
 * Clicks on apply links (card, time, the page it came from, the placement, the campaign and the click id; nothing about the person) and
 * consented page views, written by group commit: many requests under load, few statements. A failure is a
 * RedactedError, so a path or campaign never reaches the log.
 */
export function createTracking(db: Database) {
  const clicks = groupCommit(
    async (rows: Array<typeof applyClicks.$inferInsert>) => {
      await db.insert(applyClicks).values(rows);
      return rows.map(() => undefined);
    },
    { name: "apply_clicks" },
  );
  const views = groupCommit(
    async (rows: Array<typeof pageViews.$inferInsert>) => {
      await db.insert(pageViews).values(rows);
      return rows.map(() => undefined);
    },
    { name: "page_views" },
  );
  return {
    recordApplyClick: (click: ApplyClick) =>
      redactErrors("apply click not stored", () => clicks({ ...click, clickedAt: new Date() })),
    recordPageView: (view: PageView) =>
      redactErrors("page view not stored", () => views({ ...view, viewedAt: new Date() })),
  };
}

export type Tracking = ReturnType<typeof createTracking>;
