import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ConsentDialog } from "~/site/consent/consent-settings";
import { SearchDialog } from "~/site/search/search-dialog";
import type { FragmentName } from "~/site/fragments/fragment-paths";
import stylesheet from "~/app.css?url";

/** What /fragment/<name> answers with (app/site/fragments/fragment-paths.ts). */
const fragments: Record<FragmentName, () => ReactElement> = {
  "sok-dialog": () => <SearchDialog />,
  cookievalg: () => <ConsentDialog />,
};

/**
 * The fragment's HTML, led by a link to the site's whole stylesheet: a page carries only the CSS its
 * own markup uses (app/shared/http/page-css.server.ts), and the whole sheet, later in the cascade and a superset of it,
 * styles the page exactly as before and the fragment too. The script inserting the fragment waits for
 * it. Links are plain links: a router outside a page just renders them.
 */
export function renderFragment(name: FragmentName): string {
  return `<link rel="stylesheet" href="${stylesheet}"/>${renderToStaticMarkup(<MemoryRouter>{fragments[name]()}</MemoryRouter>)}`;
}
