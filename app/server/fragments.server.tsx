import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ConsentDialog } from "~/components/consent-settings";
import { SearchDialog } from "~/components/search-dialog";
import type { FragmentName } from "~/fragment-paths";

/** What /fragment/<name> answers with (app/fragment-paths.ts). */
const fragments: Record<FragmentName, () => ReactElement> = {
  "sok-dialog": () => <SearchDialog />,
  cookievalg: () => <ConsentDialog />,
};

/** The fragment's HTML. Its links are plain links: a router outside a page just renders them. */
export function renderFragment(name: FragmentName): string {
  return renderToStaticMarkup(<MemoryRouter>{fragments[name]()}</MemoryRouter>);
}
