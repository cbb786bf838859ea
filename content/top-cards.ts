import { z } from "zod";
import { creditCostNote, fillCardText } from "../app/shared/cards/card-text";
import { creditTermsScore, weightedReviewScore } from "../app/site/articles/review-score";
import { isReviewed, type ReviewedCard } from "../app/shared/cards/card-review";
import type { CreditCard } from "./card-schema";
import { cardBySlug, cards } from "./cards";
import { reviewCriteria, reviewCriterionIds, type ReviewCriterionId } from "./review-criteria";
import { labelBy, parseContent } from "./validate";

/**
 * Top-card entries of the ranking articles: rank, name, annualFee, benefits or cashback,
 * creditLimit, rating, pros, cons, bestFor, testScore, testVerdict.
 * Every ranked card is one of the site's ten: the entry names it by urlSlug, and name,
 * fee, rate, benefits, credit limit and rating are read from content/cards.ts, so an
 * article can never disagree with the card page.
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");

export const cardSlugSchema = z
  .string()
  .refine((slug) => cardBySlug(slug) !== undefined, "må være urlSlug til et av kortene i content/cards.ts");

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
    rank: z.number().int().positive(),
    urlSlug: cardSlugSchema,
    /** Who the card suits in this article's view, one sentence. */
    bestFor: nonEmpty,
    pros: z.array(proOrCon).min(2, "må ha minst to fordeler"),
    cons: z.array(proOrCon).min(1, "må ha minst én ulempe"),
  })
  .strict();

const criterionScore = z.number().min(0, "kan ikke være under 0").max(10, "kan ikke være over 10");

/** The criteria an editor scores; credit terms are computed from the cost of credit (creditTermsScore). */
const judgedCriterionIds = reviewCriterionIds.filter(
  (id): id is Exclude<ReviewCriterionId, "kredittvilkar"> => id !== "kredittvilkar",
);

/**
 * A tested card adds the editor's score per judged criterion (0–10) and the verdict (which may use
 * the card's {tokens}); its rank and testScore are computed, never typed.
 */
export const testedCardEntrySchema = topCardEntrySchema
  .omit({ rank: true })
  .extend({
    criterionScores: z
      .object(
        Object.fromEntries(judgedCriterionIds.map((id) => [id, criterionScore])) as Record<
          Exclude<ReviewCriterionId, "kredittvilkar">,
          typeof criterionScore
        >,
      )
      .strict(),
    testVerdict: nonEmpty,
  })
  .strict();

export type TopCardEntry = z.infer<typeof topCardEntrySchema>;
export type TestedCardEntry = z.infer<typeof testedCardEntrySchema>;
export type RankedCard<T extends Omit<TopCardEntry, "rank"> = TopCardEntry> = T & { card: ReviewedCard };
export type TestedCard = RankedCard<TestedCardEntry> & {
  rank: number;
  testScore: number;
  criterionScores: Record<ReviewCriterionId, number>;
};

/** Ranks must run 1, 2, 3 … in list order, and no card may appear twice. */
function checkRanking(listName: string, entries: readonly TopCardEntry[]): void {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.rank !== index + 1)
      problems.push(`${listName} «${entry.urlSlug}»: rank er ${entry.rank}, ventet ${index + 1}`);
  });
  const slugs = entries.map((e) => e.urlSlug);
  slugs.forEach((slug, index) => {
    if (slugs.indexOf(slug) !== index) problems.push(`${listName}: kortet «${slug}» står to ganger`);
  });
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
}

/**
 * Joins each entry with its card (the slug is validated above, so the card exists) and adds the
 * computed pro or con on the cost of credit, compared with all the cards the site compares.
 */
export function withCards<T extends Omit<TopCardEntry, "rank">>(entries: readonly T[]): Array<RankedCard<T>> {
  return entries.map((entry) => {
    const card = cardBySlug(entry.urlSlug);
    if (!card) throw new Error(`Fant ikke kortet ${entry.urlSlug}`);
    // A ranking claims a review: a card without one, or out of sale, is refused (rankedCardProblems).
    if (!isReviewed(card) || card.retiredOn !== undefined)
      throw new Error(`Kortet ${entry.urlSlug} er ikke vurdert av redaksjonen eller ikke lenger i salg`);
    const note = creditCostNote(card, cards);
    return {
      ...entry,
      card,
      pros: note?.kind === "pro" ? [...entry.pros, note.text] : entry.pros,
      cons: note?.kind === "con" ? [...entry.cons, note.text] : entry.cons,
    };
  });
}

function parseRanking(listName: string, raw: unknown[]): TopCardEntry[] {
  const entries = parseContent(listName, topCardEntrySchema, raw, labelBy("urlSlug"));
  checkRanking(listName, entries);
  return entries;
}

/** Parses the tested cards; a card may appear once. */
function parseTestEntries(listName: string, raw: unknown[]): TestedCardEntry[] {
  const entries = parseContent(listName, testedCardEntrySchema, raw, labelBy("urlSlug"));
  checkRanking(
    listName,
    entries.map((entry, index) => ({ ...entry, rank: index + 1 })),
  );
  return entries;
}

/**
 * Joins tested entries with their cards, computes the credit-terms score from the cost of credit
 * among all the site's cards, the testScore (out of 10) from all five scores, and ranks by
 * testScore (highest first; ties by name). Verdicts have their {tokens} filled from the card.
 */
export function withTestScores(entries: readonly TestedCardEntry[]): TestedCard[] {
  return withCards(entries)
    .map((entry) => {
      const criterionScores = { ...entry.criterionScores, kredittvilkar: creditTermsScore(entry.card, cards) };
      return {
        ...entry,
        criterionScores,
        testVerdict: fillCardText(entry.card, entry.testVerdict, cards),
        testScore: weightedReviewScore(criterionScores, reviewCriteria),
      };
    })
    .sort((a, b) => b.testScore - a.testScore || a.card.name.localeCompare(b.card.name, "nb"))
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/**
 * /beste-kredittkort-2025: our three picks. Chosen by rating and fit, not by rating alone:
 * the article explains why the 4.7-rated Amex Platinum is not in the top three.
 */
export const bestCards2025 = parseRanking("Beste kredittkort 2025", [
  {
    rank: 1,
    urlSlug: "remember-black",
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
    rank: 2,
    urlSlug: "sas-amex-elite",
    bestFor: "Deg som flyr mye med SAS, bruker kortet til det meste og faktisk reiser med 2 for 1-billettene.",
    pros: ["EuroBonus-poeng på alle kjøp og 2 for 1-reiser med SAS", "Omfattende reiseforsikring"],
    cons: [
      "Høyt årsgebyr som bare lønner seg hvis du bruker reisefordelene",
      "American Express tas ikke imot alle steder i Norge",
    ],
  },
  {
    rank: 3,
    urlSlug: "bank-norwegian-kredittkort",
    bestFor: "Deg som vil ha et gratis og enkelt kort med litt tilbake på hvert kjøp og forsikring på ferieturen.",
    pros: [
      "Ingen årsgebyr",
      "CashPoints på alle kjøp, som kan tas ut som penger",
      "Reiseforsikring når reisen betales med kortet",
    ],
    cons: ["Lav cashback-sats sammenlignet med kort som gir mer hos enkeltkjeder"],
  },
]);

/**
 * /beste-kredittkort-i-test-2025: the four tested cards with the editor's score per judged
 * criterion. Credit terms, the total and the order are computed (withTestScores).
 */
export const testWinners2025 = parseTestEntries("Beste kredittkort i test 2025", [
  {
    urlSlug: "remember-black",
    bestFor: "De fleste: et gratis hverdagskort med rabatter og reiseforsikring.",
    criterionScores: { kostnader: 10, fordeler: 8, brukervennlighet: 9, sikkerhet: 9 },
    pros: [
      "Ingen årsgebyr",
      "Brede rabatter gjennom Reward",
      "Reiseforsikring når reisen betales med kortet",
      "Oversiktlig app med sperring og varsler",
    ],
    cons: ["Ingen cashback i penger på vanlige kjøp", "Rabattene krever at du handler hos partnerne"],
    testVerdict:
      "Kortet får full uttelling på kostnader fordi det er gratis, og høy score på brukervennlighet og sikkerhet. Kreditten er også billig sammenlignet med de andre kortene: den effektive renten er {effectiveRate}, {rateStanding}. Det taper litt på fordeler fordi rabattene bare gjelder hos partnerbutikkene, men for de fleste som betaler fakturaen i sin helhet, er dette kortet som gir mest for minst.",
  },
  {
    urlSlug: "sas-amex-elite",
    bestFor: "Den som flyr ofte med SAS og bruker kortet til det meste av forbruket.",
    criterionScores: { kostnader: 5, fordeler: 10, brukervennlighet: 8, sikkerhet: 9 },
    pros: ["Poeng på alle kjøp og 2 for 1-reiser med SAS", "Omfattende reiseforsikring"],
    cons: ["Høyt årsgebyr", "Tas ikke imot overalt"],
    testVerdict:
      "Full score på fordeler, men årsgebyret på {annualFee} trekker ned to ganger: på kostnader, og på kredittvilkår, fordi gebyret er en del av hva kreditten koster. I det representative eksempelet er den effektive renten {effectiveRate}, {rateStanding}. Regnestykket går bare opp for deg som betaler hele fakturaen hver måned og faktisk bruker 2 for 1-reisene.",
  },
  {
    urlSlug: "bank-norwegian-kredittkort",
    bestFor: "Deg som vil ha et gratis allroundkort med litt tilbake på alt du handler.",
    criterionScores: { kostnader: 10, fordeler: 7, brukervennlighet: 8, sikkerhet: 9 },
    pros: ["Ingen årsgebyr", "CashPoints på alle kjøp", "Reiseforsikring når reisen betales med kortet"],
    cons: ["Lav cashback-sats"],
    testVerdict:
      "Et solid gratiskort uten overraskelser. Full score på kostnader, god sikkerhet og en enkel app, men fordelene er beskjedne. Den effektive renten er {effectiveRate}, {rateStanding}. Et godt valg hvis du vil ha ett kort som gjør det meste greit.",
  },
  {
    urlSlug: "sas-eurobonus",
    bestFor:
      "Deg som reiser med SAS noen ganger i året og vil ha god reiseforsikring uten å betale for et premiumkort.",
    criterionScores: { kostnader: 8, fordeler: 8, brukervennlighet: 7, sikkerhet: 9 },
    pros: ["Sterk reiseforsikring med bagasje- og avbestillingsdekning", "EuroBonus-poeng på alle kjøp"],
    cons: ["Poengene er mest verdt hvis du flyr SAS", "Årsgebyr, i motsetning til gratiskortene i testen"],
    testVerdict:
      "Testens beste reisekort for vanlige reisende. Forsikringen alene kan være verdt årsgebyret på {annualFee} hvis den erstatter en egen reiseforsikring, og poengene kommer i tillegg. Gebyret gjør kreditten dyrere enn på gratiskortene: den effektive renten er {effectiveRate}, {rateStanding}.",
  },
]);

/**
 * The cards /beste-kredittkort-i-test-2025 calls free ("… uten årsgebyr") when it explains why they are
 * not in the top four: the text compares each with the other free cards, so each must stay free. A card
 * edit that gives one a fee is refused (content/card-checks.ts) until the article is rewritten.
 */
export const bestInTestFreeCardSlugs = ["trumf-kredittkort", "remember-gold", "tf-bank-mastercard"] as const;

export function bestInTestCardProblems(list: readonly CreditCard[]): string[] {
  return [...rankedCardProblems(list), ...freeCardProblems(list)];
}

/** Every card the rankings name is reviewed and on sale: a ranking claims the editors' review. */
function rankedCardProblems(list: readonly CreditCard[]): string[] {
  const slugs = new Set([...bestCards2025, ...testWinners2025].map((entry) => entry.urlSlug));
  return [...slugs].flatMap((slug) => {
    const card = list.find((candidate) => candidate.urlSlug === slug);
    if (!card || (isReviewed(card) && card.retiredOn === undefined)) return [];
    return [
      `Rangeringene nevner ${card.name}, som ${isReviewed(card) ? "ikke lenger er i salg" : "ikke er vurdert av redaksjonen"}: skriv om rangeringen først`,
    ];
  });
}

function freeCardProblems(list: readonly CreditCard[]): string[] {
  return bestInTestFreeCardSlugs
    .map((slug) => list.find((card) => card.urlSlug === slug))
    .filter((card): card is CreditCard => card !== undefined && card.annualFee !== 0)
    .map(
      (card) =>
        `Artikkelen «Beste kredittkort i test 2025» omtaler ${card.name} som et kort uten årsgebyr: skriv om artikkelen før kortet får årsgebyr`,
    );
}
