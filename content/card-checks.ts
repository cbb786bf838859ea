import type { CreditCard } from "./card-schema";
import { cashbackArticleCardProblems } from "./cashback-article";
import { cashbackGuideCardProblems } from "./cashback-guide";
import { earningRuleProblems } from "./earning-rules";
import { savingsGuideCardProblems } from "./savings-guide";
import { searchAliasProblems } from "./search-aliases";
import { bestInTestCardProblems } from "./top-cards";

/**
 * What the content needs from the cards' facts, checked against a list of cards: the savings guide's
 * premium card has a fee, the earning rules agree with the cards, every search alias names something in
 * the card data, and the guides and the cashback article can compute what they show. The card schema
 * checks one card; this checks the content against all of them.
 *
 * Card data changes while the site runs (content/cards.ts), so these are functions, not checks run
 * once at import: the card store (app/server/card-store.server.ts) runs them on every edit, restore and
 * import, and refuses the write with these lines; it runs them again on what it reads from the database.
 * An empty list means the content can be rendered from these cards.
 */
export function cardContentProblems(cards: readonly CreditCard[]): string[] {
  return [
    ...savingsGuideCardProblems(cards),
    ...cashbackGuideCardProblems(cards),
    ...earningRuleProblems(cards),
    ...searchAliasProblems(cards),
    ...cashbackArticleCardProblems(cards),
    ...bestInTestCardProblems(cards),
  ];
}
