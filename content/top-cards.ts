import { z } from "zod";
import { weightedTestScore } from "../app/domain/test-score";
import type { CreditCard } from "./card-schema";
import { cardBySlug } from "./cards";
import { testCriteria, testCriterionIds, type TestCriterionId } from "./test-criteria";
import { labelBy, parseContent } from "./validate";

/**
 * Top-card entries of the ranking articles (spec §3: rank, name, annualFee, benefits or
 * cashback, creditLimit, rating, pros, cons, bestFor, testScore, testVerdict).
 * Every ranked card is one of the site's ten: the entry names it by urlSlug, and name,
 * fee, rate, benefits, credit limit and rating are read from content/cards.ts, so an
 * article can never disagree with the card page.
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");

export const cardSlugSchema = z
  .string()
  .refine((slug) => cardBySlug(slug) !== undefined, "må være urlSlug til et av kortene i content/cards.ts");

export const topCardEntrySchema = z
  .object({
    rank: z.number().int().positive(),
    urlSlug: cardSlugSchema,
    /** Who the card suits in this article's view, one sentence. */
    bestFor: nonEmpty,
    pros: z.array(nonEmpty).min(2, "må ha minst to fordeler"),
    cons: z.array(nonEmpty).min(1, "må ha minst én ulempe"),
  })
  .strict();

const criterionScore = z.number().min(0, "kan ikke være under 0").max(10, "kan ikke være over 10");

/** A tested card adds its score per criterion (0–10) and the verdict; testScore is computed from the scores. */
export const testedCardEntrySchema = topCardEntrySchema
  .extend({
    criterionScores: z.object(
      Object.fromEntries(testCriterionIds.map((id) => [id, criterionScore])) as Record<TestCriterionId, typeof criterionScore>,
    ).strict(),
    testVerdict: nonEmpty,
  })
  .strict();

export type TopCardEntry = z.infer<typeof topCardEntrySchema>;
export type TestedCardEntry = z.infer<typeof testedCardEntrySchema>;
export type RankedCard<T extends TopCardEntry = TopCardEntry> = T & { card: CreditCard };
export type TestedCard = RankedCard<TestedCardEntry> & { testScore: number };

/** Ranks must run 1, 2, 3 … in list order, and no card may appear twice. */
function checkRanking(listName: string, entries: readonly TopCardEntry[]): void {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.rank !== index + 1) problems.push(`${listName} «${entry.urlSlug}»: rank er ${entry.rank}, ventet ${index + 1}`);
  });
  const slugs = entries.map((e) => e.urlSlug);
  slugs.forEach((slug, index) => {
    if (slugs.indexOf(slug) !== index) problems.push(`${listName}: kortet «${slug}» står to ganger`);
  });
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
}

/** Joins each entry with its card (the slug is validated above, so the card exists). */
export function withCards<T extends TopCardEntry>(entries: readonly T[]): Array<RankedCard<T>> {
  return entries.map((entry) => {
    const card = cardBySlug(entry.urlSlug);
    if (!card) throw new Error(`Fant ikke kortet ${entry.urlSlug}`);
    return { ...entry, card };
  });
}

function parseRanking(listName: string, raw: unknown[]): TopCardEntry[] {
  const entries = parseContent(listName, topCardEntrySchema, raw, labelBy("urlSlug"));
  checkRanking(listName, entries);
  return entries;
}

/** Parses the tested cards, computes each test score and checks that the ranks follow the scores. */
function parseTestRanking(listName: string, raw: unknown[]): TestedCardEntry[] {
  const entries = parseContent(listName, testedCardEntrySchema, raw, labelBy("urlSlug"));
  checkRanking(listName, entries);
  const scores = entries.map((e) => weightedTestScore(e.criterionScores, testCriteria));
  scores.forEach((score, index) => {
    const next = scores[index + 1];
    if (next !== undefined && next > score) {
      throw new Error(`Ugyldig innhold: ${listName} «${entries[index + 1]?.urlSlug}» har høyere testscore enn kortet over`);
    }
  });
  return entries;
}

/** Joins tested entries with their cards and computes testScore (out of 10) from the criterion scores. */
export function withTestScores(entries: readonly TestedCardEntry[]): TestedCard[] {
  return withCards(entries).map((entry) => ({ ...entry, testScore: weightedTestScore(entry.criterionScores, testCriteria) }));
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
      "Effektiv rente under snittet for kortene vi sammenligner",
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
    pros: [
      "Høyest vurdering av kortene vi sammenligner",
      "EuroBonus-poeng på alle kjøp og 2 for 1-reiser med SAS",
      "Omfattende reiseforsikring",
      "Lavest effektiv rente i oversikten, delt med re:member Gold",
    ],
    cons: [
      "Høyt årsgebyr som bare lønner seg hvis du bruker reisefordelene",
      "American Express tas ikke imot alle steder i Norge",
      "Lengst behandlingstid av kortene i oversikten",
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
    cons: [
      "Lav cashback-sats sammenlignet med kort som gir mer hos enkeltkjeder",
      "Renten ligger omtrent på snittet, så kreditten er dyr hvis du ikke betaler alt",
    ],
  },
]);

/**
 * /beste-kredittkort-i-test-2025: the four test winners with their score per criterion.
 * The ranks must follow the computed scores; parseTestRanking fails the build otherwise.
 */
export const testWinners2025 = parseTestRanking("Beste kredittkort i test 2025", [
  {
    rank: 1,
    urlSlug: "remember-black",
    bestFor: "De fleste: et gratis hverdagskort med rabatter, reiseforsikring og lav rente for et kort uten sikkerhet.",
    criterionScores: { kostnader: 10, fordeler: 8, brukervennlighet: 9, kredittvilkar: 8, sikkerhet: 9 },
    pros: ["Ingen årsgebyr", "Brede rabatter gjennom Reward", "Reiseforsikring når reisen betales med kortet", "Oversiktlig app med sperring og varsler"],
    cons: ["Ingen cashback i penger på vanlige kjøp", "Rabattene krever at du handler hos partnerne"],
    testVerdict:
      "Testvinneren. Kortet får full uttelling på kostnader fordi det er gratis, og høy score på brukervennlighet og sikkerhet. Det taper litt på fordeler fordi rabattene bare gjelder hos partnerbutikkene, men for de fleste som betaler fakturaen i sin helhet, er dette det kortet som gir mest for minst.",
  },
  {
    rank: 2,
    urlSlug: "sas-amex-elite",
    bestFor: "Den som flyr ofte med SAS og bruker kortet til det meste av forbruket.",
    criterionScores: { kostnader: 5, fordeler: 10, brukervennlighet: 8, kredittvilkar: 9, sikkerhet: 9 },
    pros: ["Testens beste fordeler: poeng på alle kjøp og 2 for 1-reiser", "Lav effektiv rente og høy kredittgrense", "Omfattende reiseforsikring"],
    cons: ["Høyt årsgebyr", "Tas ikke imot overalt", "Lang behandlingstid"],
    testVerdict:
      "Best på fordeler i hele testen, og med lav rente får kortet også god score på kredittvilkår. Årsgebyret trekker ned på kostnader, og det er derfor kortet ikke vinner totalt: regnestykket går bare opp for deg som faktisk bruker 2 for 1-reisene og samler mye poeng.",
  },
  {
    rank: 3,
    urlSlug: "bank-norwegian-kredittkort",
    bestFor: "Deg som vil ha et gratis allroundkort med litt tilbake på alt du handler.",
    criterionScores: { kostnader: 10, fordeler: 7, brukervennlighet: 8, kredittvilkar: 6, sikkerhet: 9 },
    pros: ["Ingen årsgebyr", "CashPoints på alle kjøp", "Reiseforsikring når reisen betales med kortet"],
    cons: ["Lav cashback-sats", "Høyere rente enn testvinneren"],
    testVerdict:
      "Et solid gratiskort uten overraskelser. Full score på kostnader, god sikkerhet og en enkel app, men fordelene er beskjedne, og renten er høyere enn hos de to kortene over. Et godt valg hvis du vil ha ett kort som gjør det meste greit.",
  },
  {
    rank: 4,
    urlSlug: "sas-eurobonus",
    bestFor: "Deg som reiser med SAS noen ganger i året og vil ha god reiseforsikring uten å betale for et premiumkort.",
    criterionScores: { kostnader: 8, fordeler: 8, brukervennlighet: 7, kredittvilkar: 6, sikkerhet: 9 },
    pros: ["Lavt årsgebyr for et reisekort", "Sterk reiseforsikring med bagasje- og avbestillingsdekning", "EuroBonus-poeng på alle kjøp"],
    cons: ["Poengene er mest verdt hvis du flyr SAS", "Renten er høyere enn snittet i testen"],
    testVerdict:
      "Testens beste reisekort for vanlige reisende. Forsikringen alene kan være verdt årsgebyret hvis den erstatter en egen reiseforsikring, og poengene kommer i tillegg. Renten og en litt mer kronglete poengordning trekker ned.",
  },
]);
