import type { CreditCard } from "#content/card-schema";
import { circumstanceFields } from "../../shared/cards/eligibility";
import { cardListParams, filterCardList, listPage, parseCardListQuery } from "./card-filters";

export const CARD_LIST_PATH = "/kredittkort";

/**
 * The one spelling of a /kredittkort address with a query (a sort, a filter, a page), for the host to keep
 * the page it renders and serve it from memory at the best compression, as a card page is (decision 0030):
 * rendered per request, a list page went out at a quick compression, over the first round trip's bytes.
 * Every spelling of the same choices gives the same address (unknown parameters, defaults and a page past
 * the last fall away); the host keeps the page of that spelling only and serves it for every spelling, so a
 * client cannot grow what is kept by spelling one page many ways. The page gives this spelling as its own
 * address (the consent form's return address, cards.route.tsx), so it is the same whatever the spelling. Null when the
 * query is not one to keep: another path, or the pre-check's answers (the reader's own age and income, and
 * a bad answer is a 400 with its message), rendered per request.
 */
export function keptCardListUrl(cards: readonly CreditCard[], pathname: string, search: string): string | null {
  if (pathname !== CARD_LIST_PATH) return null;
  const params = new URLSearchParams(search);
  if (Object.keys(circumstanceFields).some((name) => params.has(name))) return null;
  const query = parseCardListQuery(params, cards);
  const canonical = new URLSearchParams(cardListParams(query, "side"));
  const { page } = listPage(params.get("side"), filterCardList(cards, query).length);
  if (page > 1) canonical.set("side", String(page));
  const kept = canonical.toString();
  return kept ? `${CARD_LIST_PATH}?${kept}` : CARD_LIST_PATH;
}
