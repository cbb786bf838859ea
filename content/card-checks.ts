import { CARD_TOKEN, cardTokenProblem } from "../app/shared/cards/card-text";
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
 * once at import: the card store (app/shared/cards/card-store.server.ts) runs them on every edit, restore and
 * import, and refuses the write with these lines; it runs them again on what it reads from the database.
 * An empty list means the content can be rendered from these cards.
 */
export function cardContentProblems(cards: readonly CreditCard[]): string[] {
  return [
    ...cardTextProblems(cards),
    ...savingsGuideCardProblems(cards),
    ...cashbackGuideCardProblems(cards),
    ...earningRuleProblems(cards),
    ...searchAliasProblems(cards),
    ...cashbackArticleCardProblems(cards),
    ...bestInTestCardProblems(cards),
  ];
}

/**
 * Every {token} in the cards' texts can be filled: a known name (never one from Object.prototype), with
 * data on this card, and a comparison with the other cards only where all of them are shown (the card
 * page's paragraphs). Texts printed as typed may hold no token at all: it would be printed raw.
 */
export function cardTextProblems(cards: readonly CreditCard[]): string[] {
  const problems: string[] = [];
  for (const card of cards) {
    const texts: Array<[path: string, text: string, filled: "alone" | "among-peers" | "as-typed"]> = [
      ...(card.highlights ?? []).map((text, index): [string, string, "alone"] => [
        `highlights.${index}`,
        text,
        "alone",
      ]),
      ...(card.editorial ?? []).map((text, index): [string, string, "among-peers"] => [
        `editorial.${index}`,
        text,
        "among-peers",
      ]),
      ["name", card.name, "as-typed"],
      ["bank", card.bank, "as-typed"],
      ...(["bestFor", "bonusPoints", "cashbackNote", "specialConditions"] as const).flatMap(
        (field): Array<[string, string, "as-typed"]> => {
          const text = card[field];
          return text === undefined ? [] : [[field, text, "as-typed"]];
        },
      ),
      ...(card.extras.statusBenefits ?? []).map((text, index): [string, string, "as-typed"] => [
        `extras.statusBenefits.${index}`,
        text,
        "as-typed",
      ]),
    ];
    for (const [path, text, filled] of texts) {
      for (const [, token] of text.matchAll(CARD_TOKEN)) {
        const problem =
          filled === "as-typed"
            ? `bruker {${token}}, men koder fylles bare ut i punktene (highlights) og omtalen (editorial): skriv teksten uten klammeparenteser`
            : cardTokenProblem(card, token!, filled === "among-peers");
        if (problem) problems.push(`Kort «${card.name}»: feltet «${path}» ${problem}`);
      }
    }
  }
  return problems;
}
