import { z } from "zod";
import { creditCostNote, fillCardText } from "../app/shared/cards/card-text";
import { isReviewed, type ReviewedCard } from "../app/shared/cards/card-review";
import { cardRating, rankedByRating, type CriterionScore } from "../app/shared/rating/rating-method";
import type { CreditCard } from "./card-schema";
import { cardIdSchema, cardLabel, labelByCard } from "./card-ref";
import { parseOne } from "./parse-one";
import { cardById, cards } from "./cards";
import { parseContent } from "./validate";

/**
 * Top-card entries of the ranking articles: the card, who it suits, pros and cons; for the test also the
 * verdict. Every ranked card is one of the site's cards: the entry names it by id (content/card-ref.ts), and name, fee, rate,
 * benefits, credit limit and rating are read from the card, so an article can never disagree with the card
 * page. The order is never typed: it is the rating method's (app/shared/rating, decision 0029).
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");

/**
 * Pros and cons are the editor's words about the card's benefits. They never mention the rate
 * (its pro or con is computed: creditCostNote), the credit limit or how fast or easily credit is
 * given (credit-marketing rules: not an advantage to play up), nor processing time (a fact in the grid).
 */
const proOrCon = nonEmpty.refine(
  (text) => !/rente|kredittgrense|behandlingstid|rask|enkel å få|lett å få/i.test(text),
  "kan ikke nevne rente, kredittgrense, behandlingstid eller hvor raskt eller lett kreditten gis",
);

export const topCardEntrySchema = z
  .object({
    cardId: cardIdSchema,
    /** Who the card suits in this article's view, one sentence. */
    bestFor: nonEmpty,
    pros: z.array(proOrCon).min(2, "må ha minst to fordeler"),
    cons: z.array(proOrCon).min(1, "må ha minst én ulempe"),
  })
  .strict();

/** A tested card adds the verdict (which may use the card's {tokens}); its scores and place are computed. */
export const testedCardEntrySchema = topCardEntrySchema.extend({ testVerdict: nonEmpty }).strict();

export type TopCardEntry = z.infer<typeof topCardEntrySchema>;
export type TestedCardEntry = z.infer<typeof testedCardEntrySchema>;
export type RankedCard<T extends TopCardEntry = TopCardEntry> = T & { card: ReviewedCard; rank: number };
export type TestedCard = RankedCard<TestedCardEntry> & {
  /** The rating method's score out of 10 (cardRating). */
  testScore: number;
  criteria: CriterionScore[];
};

/** No card may appear twice in a list. */
function checkRanking(listName: string, entries: readonly TopCardEntry[]): void {
  const ids = entries.map((e) => e.cardId);
  const problems = ids.flatMap((id, index) =>
    ids.indexOf(id) === index ? [] : [`${listName}: kortet ${cardLabel(cards, id)} står to ganger`],
  );
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
}

/**
 * Joins each entry with its card (the id is validated above, so the card exists), adds the computed pro
 * or con on the cost of credit, compared with all the cards the site compares, and ranks them by the rating.
 */
export function withCards<T extends TopCardEntry>(entries: readonly T[]): Array<RankedCard<T>> {
  const joined = entries.map((entry) => {
    const card = cardById(entry.cardId);
    if (!card) throw new Error(`Fant ikke kort ${entry.cardId}`);
    // A ranking claims a review: a card without one, or out of sale, is refused (rankedCardProblems).
    if (!isReviewed(card) || card.retiredOn !== undefined)
      throw new Error(`Kortet ${card.name} er ikke vurdert av redaksjonen eller ikke lenger i salg`);
    const note = creditCostNote(card, cards);
    return {
      ...entry,
      card,
      pros: note?.kind === "pro" ? [...entry.pros, note.text] : entry.pros,
      cons: note?.kind === "con" ? [...entry.cons, note.text] : entry.cons,
    };
  });
  return rankedByRating(joined);
}

function parseRanking(listName: string, raw: unknown[]): TopCardEntry[] {
  const entries = parseContent(listName, topCardEntrySchema, raw, labelByCard());
  checkRanking(listName, entries);
  return entries;
}

function parseTestEntries(listName: string, raw: unknown[]): TestedCardEntry[] {
  const entries = parseContent(listName, testedCardEntrySchema, raw, labelByCard());
  checkRanking(listName, entries);
  return entries;
}

/** The tested cards with the method's scores, in the rating's order; verdicts have their {tokens} filled. */
export function withTestScores(entries: readonly TestedCardEntry[]): TestedCard[] {
  return withCards(entries).map((entry) => {
    const rating = cardRating(entry.card);
    if (rating.score === undefined) throw new Error(`${entry.card.name} har ingen kjente kriterier`);
    return {
      ...entry,
      criteria: rating.criteria,
      testScore: rating.score,
      testVerdict: fillCardText(entry.card, entry.testVerdict, cards),
    };
  });
}

/**
 * /beste-kredittkort-2025: three picks for three needs (a free everyday card, a card for the SAS traveller,
 * a free card with money back), ranked among themselves by the rating (withCards), never by hand.
 */
export const bestCards2025 = parseRanking("Beste kredittkort 2025", [
  {
    cardId: 1, // bank-norwegian-kredittkort
    bestFor: "Deg som vil ha et gratis og enkelt kort med litt tilbake på hvert kjøp og forsikring på ferieturen.",
    pros: [
      "Ingen årsgebyr",
      "CashPoints på alle kjøp, som kan tas ut som penger",
      "Reiseforsikring når reisen betales med kortet",
    ],
    cons: ["Lav cashback-sats sammenlignet med kort som gir mer hos enkeltkjeder"],
  },
  {
    cardId: 2, // remember-black
    bestFor: "Deg som vil ha ett gratis kort til det meste, og som gjerne handler hos butikkene i fordelsprogrammet.",
    pros: [
      "Ingen årsgebyr, så kortet koster ingenting så lenge fakturaen betales i sin helhet",
      "Rabatter gjennom Reward hos et bredt utvalg nett- og fysiske butikker",
      "Reiseforsikring når reisen betales med kortet",
    ],
    cons: [
      "Gir rabatter hos partnerbutikker, ikke penger tilbake på alle kjøp",
      "Rabattene er bare verdt noe hvis du uansett skulle handle varen",
    ],
  },
  {
    cardId: 10, // sas-amex-elite
    bestFor: "Deg som flyr mye med SAS, bruker kortet til det meste og faktisk reiser med 2 for 1-billettene.",
    pros: ["EuroBonus-poeng på alle kjøp og 2 for 1-reiser med SAS", "Omfattende reiseforsikring"],
    cons: [
      "Høyt årsgebyr som bare lønner seg hvis du bruker reisefordelene",
      "American Express tas ikke imot alle steder i Norge",
    ],
  },
]);

/**
 * /beste-kredittkort-i-test-2025: the four tested cards. Their scores, total and order are the rating
 * method's (withTestScores); the verdicts say what the scores cannot.
 */
export const testWinners2025 = parseTestEntries("Beste kredittkort i test 2025", [
  {
    cardId: 1, // bank-norwegian-kredittkort
    bestFor: "Deg som vil ha et gratis allroundkort med litt tilbake på alt du handler.",
    pros: ["Ingen årsgebyr", "CashPoints på alle kjøp", "Reiseforsikring når reisen betales med kortet"],
    cons: ["Lav cashback-sats"],
    testVerdict:
      "Et solid gratiskort uten overraskelser: det koster ingenting i året, har reiseforsikring og gir litt tilbake på alle kjøp. Den effektive renten er {effectiveRate}, {rateStanding}. Et godt valg hvis du vil ha ett kort som gjør det meste greit.",
  },
  {
    cardId: 2, // remember-black
    bestFor: "De fleste: et gratis hverdagskort med rabatter og reiseforsikring.",
    pros: ["Ingen årsgebyr", "Brede rabatter gjennom Reward", "Reiseforsikring når reisen betales med kortet"],
    cons: ["Ingen cashback i penger på vanlige kjøp", "Rabattene krever at du handler hos partnerne"],
    testVerdict:
      "Gratis og med reiseforsikring, og kreditten er billig sammenlignet med de andre kortene: den effektive renten er {effectiveRate}, {rateStanding}. Det taper poeng fordi det ikke gir noe tilbake på vanlige kjøp; rabattene hos partnerbutikkene teller ikke i metoden, fordi de bare gjelder noen kjøp.",
  },
  {
    cardId: 7, // sas-eurobonus
    bestFor:
      "Deg som reiser med SAS noen ganger i året og vil ha god reiseforsikring uten å betale for et premiumkort.",
    pros: ["Sterk reiseforsikring med bagasje- og avbestillingsdekning", "EuroBonus-poeng på alle kjøp"],
    cons: ["Poengene er mest verdt hvis du flyr SAS", "Årsgebyr, i motsetning til gratiskortene i testen"],
    testVerdict:
      "Testens beste reisekort for vanlige reisende. Forsikringen kan være verdt årsgebyret på {annualFee} hvis den erstatter en egen reiseforsikring, og poengene kommer i tillegg. Gebyret gjør kreditten dyrere enn på gratiskortene: den effektive renten er {effectiveRate}, {rateStanding}.",
  },
  {
    cardId: 10, // sas-amex-elite
    bestFor: "Den som flyr ofte med SAS og bruker kortet til det meste av forbruket.",
    pros: ["Poeng på alle kjøp og 2 for 1-reiser med SAS", "Omfattende reiseforsikring"],
    cons: ["Høyt årsgebyr", "Tas ikke imot overalt"],
    testVerdict:
      "Full score på poeng og reiseforsikring, men årsgebyret på {annualFee} trekker ned to ganger: på hva kortet koster i året, og på hva kreditten koster, fordi gebyret er en del av den. I det representative eksempelet er den effektive renten {effectiveRate}, {rateStanding}. Regnestykket går bare opp for deg som betaler hele fakturaen hver måned og faktisk bruker 2 for 1-reisene.",
  },
]);

/**
 * The cards /beste-kredittkort-i-test-2025 and /beste-kredittkort discuss by name outside their rankings, by
 * id: the page reads each from the card data, and leaves out one that is no longer on sale (it is no longer in
 * the overview the text speaks of).
 */
export const discussedCardIds = parseOne(
  "Omtalte kort",
  z
    .object({
      platinum: cardIdSchema,
      premium: cardIdSchema,
      trumf: cardIdSchema,
      gold: cardIdSchema,
      tfBank: cardIdSchema,
      morrow: cardIdSchema,
      world: cardIdSchema,
    })
    .strict(),
  {
    platinum: 9, // amex-platinum
    premium: 8, // sas-eurobonus-premium
    trumf: 6, // trumf-kredittkort
    gold: 3, // remember-gold
    tfBank: 4, // tf-bank-mastercard
    morrow: 5, // morrow-bank-kredittkort
    world: 7, // sas-eurobonus: the premium card's sibling, named beside it
  },
);

/**
 * The cards /beste-kredittkort-i-test-2025 calls free ("… uten årsgebyr") when it explains why they are
 * not in the top four: the text compares each with the other free cards, so each must stay free. A card
 * edit that gives one a fee is refused (content/card-checks.ts) until the article is rewritten.
 */
export const bestInTestFreeCardIds = [discussedCardIds.trumf, discussedCardIds.gold, discussedCardIds.tfBank];

export function bestInTestCardProblems(list: readonly CreditCard[]): string[] {
  return [...rankedCardProblems(list), ...freeCardProblems(list)];
}

/** Every card the rankings name is reviewed and on sale: a ranking claims the editors' review. */
function rankedCardProblems(list: readonly CreditCard[]): string[] {
  const ids = new Set([...bestCards2025, ...testWinners2025].map((entry) => entry.cardId));
  return [...ids].flatMap((id) => {
    const card = list.find((candidate) => candidate.id === id);
    if (!card || (isReviewed(card) && card.retiredOn === undefined)) return [];
    return [
      `Rangeringene nevner ${card.name}, som ${isReviewed(card) ? "ikke lenger er i salg" : "ikke er vurdert av redaksjonen"}: skriv om rangeringen først`,
    ];
  });
}

function freeCardProblems(list: readonly CreditCard[]): string[] {
  return bestInTestFreeCardIds
    .map((id) => list.find((card) => card.id === id))
    .filter((card): card is CreditCard => card !== undefined && card.retiredOn === undefined && card.annualFee !== 0)
    .map(
      (card) =>
        `Artikkelen «Beste kredittkort i test 2025» omtaler ${card.name} som et kort uten årsgebyr: skriv om artikkelen før kortet får årsgebyr`,
    );
}
