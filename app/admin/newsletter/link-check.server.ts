import { eq } from "drizzle-orm";
import { Marked, type Tokens } from "marked";
import type { Database } from "../../shared/db/database.server";
import { newsletterIssues } from "../../shared/db/schema";
import { cardBySlug } from "#content/cards";
import { site } from "#content/site";
import { isRenderedPerRequest } from "~/site/route-paths";
import { markdownProblem, safeLinkTarget } from "./newsletter-mail.server";

/**
 * Every link in an issue, checked before it is sent (docs/decisions/0027). A link to one of our pages (a path, or
 * an address at the public origin or the site's canonical one) must be a page that exists: a prerendered page of
 * the build (the host lists them, `sitePages`), one rendered per request (app/site/route-paths.ts), or a card's
 * page or apply link by the card data as it is now (a card added by the sync since the build has a page too; a
 * card out of sale has a page but no apply link). No request is made to ourselves. Links elsewhere are listed
 * for a look, not fetched: a bank's page that answers a robot with 403 is no reason to stop a send.
 */

export type CheckedLink = { url: string; path: string; exists: boolean | null };
export type LinkReport = {
  /** Our pages, each with whether it exists (null: no list of pages to check against, as in a test without a build). */
  internal: CheckedLink[];
  /** Links to other sites, to look at. */
  external: string[];
  /** The internal links to pages that do not exist, as written in the issue: a send is refused while there are any. */
  broken: string[];
};

/** The http(s) addresses the issue links to, each once, in order (mailto: and what is no link are left out). */
export function issueLinkTargets(markdown: string, origin: string): string[] {
  // A body that cannot be rendered is refused on saving and stops a send on its own: nothing of it is read here.
  if (markdownProblem(markdown) !== null) return [];
  const marked = new Marked({ gfm: true, async: false });
  const found: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== "link") return;
    const target = safeLinkTarget((token as Tokens.Link).href, origin);
    if (target && /^https?:/.test(target) && !found.includes(target)) found.push(target);
  });
  return found;
}

/** A path as the site serves it: decoded, without a trailing slash (but "/"). */
function pagePath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // Malformed escapes: compared as written, and so found nowhere.
  }
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a path of ours is a page: listed, rendered per request, or a card's page or apply link. */
function pageExists(path: string, sitePages: ReadonlySet<string> | null): boolean | null {
  const card = /^\/(kort|go)\/([^/]+)$/.exec(path);
  if (card) {
    const found = cardBySlug(card[2]!);
    return card[1] === "kort" ? found !== undefined : found !== undefined && found.retiredOn === undefined;
  }
  if (isRenderedPerRequest(path)) return true;
  return sitePages === null ? null : sitePages.has(path);
}

/** Where the site is, and its prerendered pages (null: none known, only cards and pages rendered per request are). */
export type LinkCheckOptions = { origin: string; sitePages: readonly string[] | null };

/** The issue's links sorted into ours (each checked) and others'. */
export function checkIssueLinks(markdown: string, options: LinkCheckOptions): LinkReport {
  const ours = new Set([new URL(options.origin).origin, new URL(site.origin).origin]);
  const pages = options.sitePages === null ? null : new Set(options.sitePages);
  const report: LinkReport = { internal: [], external: [], broken: [] };
  for (const target of issueLinkTargets(markdown, options.origin)) {
    const url = new URL(target);
    if (!ours.has(url.origin)) {
      report.external.push(target);
      continue;
    }
    const path = pagePath(url);
    const exists = pageExists(path, pages);
    report.internal.push({ url: target, path, exists });
    if (exists === false) report.broken.push(target);
  }
  return report;
}

/** The stored issue's links checked, or null when there is no such issue. */
export async function storedIssueLinks(
  db: Database,
  issueId: number,
  options: LinkCheckOptions,
): Promise<LinkReport | null> {
  const [issue] = await db
    .select({ markdown: newsletterIssues.markdown })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  return issue ? checkIssueLinks(issue.markdown, options) : null;
}

/** What stops a send, naming every broken link. */
export const brokenLinksMessage = (broken: readonly string[]) =>
  broken.length === 1
    ? `Lenken ${broken[0]} går til en side som ikke finnes hos oss. Rett eller fjern den i utkastet før du sender.`
    : `Disse lenkene går til sider som ikke finnes hos oss: ${broken.join(", ")}. Rett eller fjern dem i utkastet før du sender.`;
