import { z } from "zod";
import { cards } from "./cards";
import { labelBy, parseContent } from "./validate";

/**
 * Other words for things the cards' data names, for the site search (app/domain/search.ts):
 * what people type that none of our texts says. An alias finds what its meaning finds, as well
 * as what the alias itself finds. Each meaning must be a name in the card data (a card, bank,
 * network or programme), so an alias can never point at something we do not have; the build
 * fails with the alias named if a card it points at is removed or renamed.
 */

/** The names in the card data an alias may point at. */
const cardDataNames = [
  ...new Set(
    cards.flatMap((card) =>
      [card.name, card.bank, card.network, card.extras.requiredMembership, card.extras.partnerDiscounts?.programme, card.extras.groceryRule?.chain].filter(
        (name): name is string => name !== undefined,
      ),
    ),
  ),
];

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether every word of `means` is a word of one name in the card data ('EuroBonus' in 'SAS EuroBonus World Mastercard'). */
const namedInCardData = (means: string) => cardDataNames.some((name) => wordsOf(means).every((word) => wordsOf(name).includes(word)));

export const searchAliasSchema = z
  .object({
    /** What people type: one word in lower case. */
    alias: z.string().regex(/^[a-zæøå0-9]+$/, "må være ett ord med små bokstaver"),
    /** What it means, as the card data writes it. */
    means: z.string().min(2).refine(namedInCardData, "må være et navn i kortdataene (kort, bank, nettverk eller program)"),
  })
  .strict();

export type SearchAlias = z.infer<typeof searchAliasSchema>;

/** A bank or network of more than one word, written as one ('banknorwegian', 'americanexpress'), as in web addresses. */
const runTogether = [...new Set(cards.flatMap((card) => [card.bank, card.network]))]
  .filter((name) => /\s/.test(name))
  .map((name) => ({ alias: wordsOf(name).join(""), means: name }));

export const searchAliases = parseContent(
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
    ...runTogether,
  ],
  labelBy("alias"),
);
