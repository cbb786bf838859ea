import { z } from "zod";
import type { CreditCard } from "./card-schema";
import { cards, fromCards } from "./cards";
import { labelBy, parseContent, refuseProblems } from "./validate";

/**
 * Other words for things the cards' data names, for the site search (app/site/search/search.ts):
 * what people type that none of our texts says. An alias finds what its meaning finds, as well
 * as what the alias itself finds. Each meaning must be a name in the card data (a card, bank,
 * network or programme), so an alias can never point at something we do not have: the build fails,
 * and the card store refuses an edit of the cards, with the alias named if a name it points at is
 * removed or renamed.
 */

/** The names in the card data an alias may point at: every card's name, bank, network and programmes. */
function cardDataNames(list: readonly CreditCard[]): string[] {
  return [
    ...new Set(
      list.flatMap((card) =>
        [
          card.name,
          card.bank,
          card.network,
          card.extras.requiredMembership,
          card.extras.partnerDiscounts?.programme,
          card.extras.groceryRule?.chain,
        ].filter((name): name is string => name !== undefined),
      ),
    ),
  ];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every word of `means` is a word of one of the names ('EuroBonus' in 'SAS EuroBonus World Mastercard'). */
const namedIn = (names: readonly string[], means: string) =>
  names.some((name) => wordsOf(means).every((word) => wordsOf(name).includes(word)));

export const searchAliasSchema = z
  .object({
    /** What people type: one word in lower case. */
    alias: z.string().regex(/^[a-zæøå0-9]+$/, "må være ett ord med små bokstaver"),
    /** What it means, as the card data writes it: a name there (searchAliasProblems checks it against the cards). */
    means: z.string().min(2),
  })
  .strict();

export type SearchAlias = z.infer<typeof searchAliasSchema>;

/** The aliases typed here. */
const typedAliases = parseContent(
  "Søkealias",
  searchAliasSchema,
  [
    { alias: "amex", means: "American Express" },
    { alias: "eb", means: "EuroBonus" },
    { alias: "flypoeng", means: "EuroBonus" },
    { alias: "mc", means: "Mastercard" },
    // Norwegian for the card levels the names give in English.
    { alias: "platina", means: "Platinum" },
    { alias: "gull", means: "Gold" },
    { alias: "svart", means: "Black" },
  ],
  labelBy("alias"),
);

/**
 * The aliases whose meaning is not a name in these cards' data, as content errors. The card store refuses
 * a change of the cards that would leave one (content/card-checks.ts), and searchAliases() refuses to
 * serve one, so an alias never silently points at nothing.
 */
export function searchAliasProblems(
  list: readonly CreditCard[],
  aliases: readonly SearchAlias[] = typedAliases,
): string[] {
  const names = cardDataNames(list);
  return aliases
    .filter((entry) => !namedIn(names, entry.means))
    .map(
      (entry) =>
        `Søkealias «${entry.alias}»: feltet «means» må være et navn i kortdataene (kort, bank, nettverk eller program), ikke «${entry.means}»`,
    );
}

/** A bank or network of more than one word, written as one ('banknorwegian', 'americanexpress'), as in web addresses. */
function runTogether(list: readonly CreditCard[]): SearchAlias[] {
  return [...new Set(list.flatMap((card) => (card.network === undefined ? [card.bank] : [card.bank, card.network])))]
    .filter((name) => /\s/.test(name))
    .map((name) => ({ alias: wordsOf(name).join(""), means: name }));
}

/** Every alias: the typed ones and those run together from the cards' banks and networks, as published now. */
export const searchAliases = fromCards((): SearchAlias[] => {
  refuseProblems(searchAliasProblems(cards));
  return [...typedAliases, ...runTogether(cards)];
});
