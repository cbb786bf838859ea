import type { Route } from "./+types/fragment.route";
import { fragmentNames, type FragmentName } from "~/site/fragments/fragment-paths";
import { renderFragment } from "~/site/fragments/fragments.server";
import { contentSecurityPolicy } from "~/shared/http/html-policy.server";

/**
 * /fragment/<name>: the markup of a dialog that a script inserts on first use (app/site/fragments/fragment-paths.ts).
 * Its classes are in every page's CSS (app/entry.server.tsx counts them as used). Revalidated on
 * every use, so a new deploy never pairs old markup with new styles.
 */
export function loader({ params }: Route.LoaderArgs) {
  const name = params.name as FragmentName;
  if (!fragmentNames.includes(name)) throw new Response("Ikke funnet", { status: 404 });
  const html = renderFragment(name);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
      // Opened as a document of its own, the fragment runs under the same policy as a page.
      "Content-Security-Policy": contentSecurityPolicy(html),
    },
  });
}
