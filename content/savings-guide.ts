import { z } from "zod";
import { bestFreeCashbackCard } from "../app/shared/finance/card-break-even";
import { feeFacts, yearlyFee } from "../app/shared/finance/cashback-ranking";
import { MINIMUM_PAYMENT_PERCENT } from "../app/shared/finance/debt-repayment";
import { formatNumber, formatPercent } from "../app/shared/format/format";
import type { CreditCard } from "./card-schema";
import { cardIdSchema } from "./card-ref";
import { cards } from "./cards";
import { creditRules } from "./credit-rules";
import { kr, nonEmpty, percent, rangeOf, stepSchema, tipSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { labelBy, parseContent, refuseProblems } from "./validate";

export const difficulties = ["Lett", "Middels", "Krevende"] as const;
export type Difficulty = (typeof difficulties)[number];

export const strategyIds = ["riktig-kort", "kutt-gebyrer", "ingen-renter", "fordelsprogram"] as const;
export type StrategyId = (typeof strategyIds)[number];

/** Savings strategy: strategy, potential, difficulty, time, description. */
const savingsStrategySchema = z
  .object({
    id: z.enum(strategyIds),
    strategy: nonEmpty,
    /** Potential saving in kroner per year. */
    potential: kr.positive(),
    difficulty: z.enum(difficulties),
    /** How long it takes to put in place, in words. */
    time: nonEmpty,
    description: nonEmpty,
  })
  .strict();
export type SavingsStrategy = z.infer<typeof savingsStrategySchema>;

/** The four strategies shared by the savings guide and the strategy article (3 000, 2 000, 4 000 and 1 500 kr). */
export const savingsStrategies = parseContent(
  "Sparestrategi",
  savingsStrategySchema,
  [
    {
      id: "riktig-kort",
      strategy: "Velg kortet som passer forbruket ditt",
      potential: 3_000,
      difficulty: "Lett",
      time: "En kveld",
      description:
        "Finn ut hva du bruker kortet til, og bytt til kortet som gir mest tilbake på akkurat det. For de fleste er det et kort uten årsgebyr med cashback på alle kjøp.",
    },
    {
      id: "kutt-gebyrer",
      strategy: "Kutt unødvendige årsgebyr",
      potential: 2_000,
      difficulty: "Lett",
      time: "En time",
      description:
        "Gå gjennom kortene du har, og si opp de som koster mer enn de gir. Et premiumkort lønner seg bare hvis du bruker fordelene jevnlig.",
    },
    {
      id: "ingen-renter",
      strategy: "Bli kvitt rentekostnadene",
      potential: 4_000,
      difficulty: "Middels",
      time: "Tre til tolv måneder",
      description:
        "Betal ned kredittkortgjelden og sett opp automatisk betaling av hele fakturaen. Dette er grepet som sparer mest, men det krever en plan og litt tålmodighet.",
    },
    {
      id: "fordelsprogram",
      strategy: "Bruk fordelsprogrammene bevisst",
      potential: 1_500,
      difficulty: "Middels",
      time: "Løpende",
      description:
        "Bruk rabattene og bonusene du allerede har tilgang til på kjøp du uansett skal gjøre, og la være å kjøpe noe bare fordi det gir poeng.",
    },
  ],
  labelBy("strategy"),
).sort((a, b) => strategyIds.indexOf(a.id) - strategyIds.indexOf(b.id));

export function strategyById(id: StrategyId): SavingsStrategy {
  const strategy = savingsStrategies.find((s) => s.id === id);
  if (!strategy) throw new Error(`Sparestrategien ${id} mangler i content/savings-guide.ts`);
  return strategy;
}

/**
 * A sum of the strategies' potentials: the terms in order and their total. The spec's "average
 * saving of 10 500 kr" is this sum over all four strategies (3 000 + 2 000 + 4 000 + 1 500 kr):
 * a sum of example estimates, not an average of anything measured, and the copy says so.
 */
export type PotentialSum = { terms: number[]; totalKr: number };

export function sumOfPotentials(ids: readonly StrategyId[] = strategyIds): PotentialSum {
  const terms = ids.map((id) => strategyById(id).potential);
  return { terms, totalKr: terms.reduce((sum, term) => sum + term, 0) };
}

/** "3 000 + 2 000 + 4 000 + 1 500 kr": a sum written out, so the reader can add it up. */
export function potentialSumText(sum: PotentialSum): string {
  return `${sum.terms.map(formatNumber).join(" + ")}\u00a0kr`;
}

/** The strategies the savings guide has a section for (the fourth is in the strategy article), in the guide's order. */
export const guideSectionStrategies = [
  "riktig-kort",
  "ingen-renter",
  "kutt-gebyrer",
] as const satisfies readonly StrategyId[];

/**
 * The savings guide's figures, as numbers. The "average saving of 10 500 kr" is not typed
 * here: it is sumOfPotentials(), and the page calls it a sum.
 */
const factsSchema = z
  .object({
    /** Section 1: a year's spending on a card with cashback and a small fee. */
    cardExample: z.object({ yearlySpendKr: kr.positive(), cashbackKr: kr, annualFeeKr: kr }).strict(),
    /**
     * Section 2: a card debt with no fees, its yearly rate and how that rate is read ("effective":
     * twelve months of interest on interest give exactly the rate; see debt-repayment.ts), and the
     * minimum payment rule.
     */
    interestExample: z
      .object({
        debtKr: kr.positive(),
        ratePercent: percent,
        rateConvention: z.enum(["nominal", "effective"]),
        minimumPaymentPercent: percent,
      })
      .strict(),
    /** Months of net salary to keep as a buffer, so the card is never the emergency fund. */
    bufferMonths: rangeOf(z.number().int().positive()),
    maxUtilisationPercent: percent,
    /** Section 3: the premium card compared with the best free card. That it has a fee is a fact of the card: savingsGuideCardProblems. */
    premiumCardId: cardIdSchema,
    /**
     * Section 3's reader: how many times a year they fly. Points count in kroner only for a reader who flies
     * (decision 0032), so the comparison states its reader's answer.
     */
    premiumReaderFlightsPerYear: z.number().int("må være et helt antall").nonnegative("kan ikke være negativ"),
  })
  .strict();

export const savingsGuideFacts = parseOne("Spareguiden", factsSchema, {
  cardExample: { yearlySpendKr: 300_000, cashbackKr: 3_200, annualFeeKr: 200 },
  interestExample: {
    debtKr: 20_000,
    ratePercent: 20,
    rateConvention: "effective",
    minimumPaymentPercent: MINIMUM_PAYMENT_PERCENT,
  },
  bufferMonths: { min: 3, max: 6 },
  maxUtilisationPercent: creditRules.maxUtilisationPercent,
  premiumCardId: 8, // sas-eurobonus-premium
  // A reader who weighs a premium travel card: two return flights a year, as in the cashback article.
  premiumReaderFlightsPerYear: 2,
});

const facts = savingsGuideFacts;

/**
 * What section 3 needs from the cards' facts: its premium card has an annual fee, and some free card
 * gives cashback on every purchase (the best of them is the comparison). The card store refuses a change
 * of the cards that breaks this (content/card-checks.ts), and savingsGuideCards() refuses to compare.
 */
export function savingsGuideCardProblems(list: readonly CreditCard[]): string[] {
  const premium = list.find((card) => card.id === facts.premiumCardId && card.retiredOn === undefined);
  return [
    ...(premium && premium.annualFee > 0 && yearlyFee(feeFacts(premium)) !== undefined
      ? []
      : [
          `Spareguiden: feltet «premiumCardId» må være et kort i salg med årsgebyr og kjent månedsgebyr, og ${premium?.name ?? `kort ${facts.premiumCardId}`} ${!premium ? "er ikke i salg" : premium.annualFee > 0 ? "har ukjent månedsgebyr" : "har ikke årsgebyr"}`,
        ]),
    ...(bestFreeCashbackCard(list) ? [] : ["Spareguiden trenger minst ett gratiskort med cashback på alle kjøp"]),
  ];
}

/** Section 3's two cards, as published now: the premium card and the best free card with cashback. */
export function savingsGuideCards(): { premium: CreditCard; free: CreditCard } {
  refuseProblems(savingsGuideCardProblems(cards));
  return { premium: cards.find((card) => card.id === facts.premiumCardId)!, free: bestFreeCashbackCard(cards)! };
}

/** Section 1: four steps to the right card. */
export const cardActionPlan = parseContent(
  "Handlingsplan",
  stepSchema,
  [
    {
      title: "Finn ut hva du bruker i året",
      text: "Legg sammen kortkjøpene fra de siste tolv månedene i nettbanken. Del dem inn i mat, drivstoff, reiser, netthandel og resten.",
    },
    {
      title: "Sjekk hva dagens kort gir deg",
      text: "Se hvor mye cashback eller hvor mange poeng du faktisk fikk i fjor, og trekk fra årsgebyret. Det er tallet du skal slå.",
    },
    {
      title: "Regn på to eller tre alternativer",
      text: "Gang forbruket med den laveste satsen kortet lover, og trekk fra årsgebyret. Ta bare med kort du har en reell sjanse til å få.",
    },
    {
      title: "Bytt, og si opp det gamle kortet",
      text: "Søk om det nye kortet, flytt faste trekk og abonnementer, og si opp det gamle når alt er flyttet. Ubrukt kreditt teller som gjeld når du søker lån.",
    },
  ],
  labelBy("title"),
);

/** Section 2: habits that stop interest before it starts. */
export const interestTips = parseContent(
  "Rentetips",
  tipSchema,
  [
    {
      tip: "Sett opp automatisk betaling av hele fakturaen",
      text: "Velg AvtaleGiro eller eFaktura for hele beløpet, ikke minstebeløpet. Da glemmer du aldri en forfallsdato.",
    },
    {
      tip: `Bruk bare ${formatPercent(facts.maxUtilisationPercent)} av kredittgrensen`,
      text: "Da blir fakturaen aldri større enn at lønnen dekker den.",
    },
    {
      tip: "Følg forbruket i en app",
      text: "Bankens app eller en egen budsjettapp viser hva du har brukt denne måneden, og varsler deg før fakturaen blir for stor.",
    },
    {
      tip: `Bygg en buffer på ${facts.bufferMonths.min}–${facts.bufferMonths.max} månedslønner`,
      text: "Med en buffer på sparekontoen trenger du aldri kredittkortet når vaskemaskinen ryker eller bilen må på verksted.",
    },
    {
      tip: "Bruk et budsjettverktøy",
      text: "Et enkelt budsjett, i et regneark eller i nettbanken, viser hvor mye du har å bruke før du drar kortet.",
    },
    {
      tip: "Velg en fast betalingsdag",
      text: "Be banken flytte forfallsdatoen til rett etter lønningsdagen. Da er pengene alltid på konto når fakturaen skal betales.",
    },
  ],
  labelBy("tip"),
);

/** Monthly plan step: month, action, savings (kr per month from then on), tasks. */
const monthlyPlanStepSchema = z
  .object({
    months: rangeOf(z.number().int().min(1).max(12)),
    action: nonEmpty,
    savingsPerMonthKr: kr,
    tasks: z.array(nonEmpty).min(1),
  })
  .strict();
export type MonthlyPlanStep = z.infer<typeof monthlyPlanStepSchema>;

/** Months in order from month 1 to month 12, no gaps, no overlaps. */
function checkPlanOrder(listName: string, steps: Array<{ months: { min: number; max: number } }>) {
  steps.forEach((step, index) => {
    const expectedStart = index === 0 ? 1 : steps[index - 1]!.months.max + 1;
    if (step.months.min !== expectedStart) {
      throw new Error(
        `Ugyldig innhold:\n- ${listName} nr. ${index + 1}: feltet «months.min» skal være ${expectedStart}`,
      );
    }
  });
  if (steps.at(-1)?.months.max !== 12)
    throw new Error(`Ugyldig innhold:\n- ${listName}: planen skal slutte i måned 12`);
}

/**
 * The savings guide's 12-month plan. Each phase may start one strategy; the monthly
 * saving is computed from the strategies started so far (their yearly potential / 12).
 */
const twelveMonthPhaseSchema = monthlyPlanStepSchema
  .omit({ savingsPerMonthKr: true })
  .extend({ starts: z.enum(strategyIds).nullable() })
  .strict();

const twelveMonthPhases = parseContent(
  "12-månedersplan",
  twelveMonthPhaseSchema,
  [
    {
      months: { min: 1, max: 1 },
      action: "Kartlegg kortene, gjelden og forbruket",
      starts: null,
      tasks: [
        "Skriv opp alle kredittkort, årsgebyr, kredittgrense og eventuell gjeld",
        "Finn fjorårets kortforbruk i nettbanken",
        "Sjekk gjelden din i Gjeldsregisteret",
      ],
    },
    {
      months: { min: 2, max: 2 },
      action: "Bytt til kortet som passer forbruket",
      starts: "riktig-kort",
      tasks: [
        "Sammenlign to eller tre kort på netto verdi",
        "Søk om det ene kortet som vinner",
        "Flytt faste trekk til det nye kortet",
      ],
    },
    {
      months: { min: 3, max: 3 },
      action: "Si opp kort med unødvendig årsgebyr",
      starts: "kutt-gebyrer",
      tasks: [
        "Regn på om premiumkortet ditt har lønt seg det siste året",
        "Si opp kort du ikke har brukt på et halvt år",
        "Be om lavere kredittgrense på kortet du beholder hvis grensen er høyere enn du trenger",
      ],
    },
    {
      months: { min: 4, max: 6 },
      action: "Betal ned rentebærende kortgjeld",
      starts: "ingen-renter",
      tasks: [
        "Sett et fast beløp hver måned som er godt over minstebeløpet",
        "Betal ned kortet med høyest rente først",
        "Sett opp automatisk betaling av hele fakturaen når gjelden er borte",
      ],
    },
    {
      months: { min: 7, max: 9 },
      action: "Få mer ut av fordelsprogrammene",
      starts: "fordelsprogram",
      tasks: [
        "Registrer deg i kortets rabatt- eller bonusprogram",
        "Bruk partnerbutikkene til kjøp du uansett skal gjøre",
        "Løs inn poeng før de utløper",
      ],
    },
    {
      months: { min: 10, max: 12 },
      action: "Gjør opp status og bygg buffer",
      starts: null,
      tasks: [
        "Sammenlign årets cashback, gebyrer og renter med fjoråret",
        "Sett det du har spart inn på en bufferkonto",
        "Sett en dato i kalenderen for neste års gjennomgang",
      ],
    },
  ],
  (raw, index) => `nr. ${index + 1}`,
);
checkPlanOrder("12-månedersplan", twelveMonthPhases);

export const twelveMonthPlan: MonthlyPlanStep[] = twelveMonthPhases.map((phase, index) => {
  const started = twelveMonthPhases.slice(0, index + 1).flatMap((p) => (p.starts ? [strategyById(p.starts)] : []));
  return {
    months: phase.months,
    action: phase.action,
    savingsPerMonthKr: started.reduce((sum, strategy) => sum + strategy.potential, 0) / 12,
    tasks: phase.tasks,
  };
});

/** The strategy article's month-by-month plan (0, 500 and 850 kr a month). */
export const strategyArticlePlan = parseContent(
  "Månedsplan",
  monthlyPlanStepSchema,
  [
    {
      months: { min: 1, max: 1 },
      action: "Skaff deg oversikt",
      savingsPerMonthKr: 0,
      tasks: [
        "Samle alle kort, gebyrer, kredittgrenser og renter i én liste",
        "Finn ut hva du brukte på kort i fjor, fordelt på mat, reiser og resten",
        "Bestem hvilke av de fire strategiene du starter med",
      ],
    },
    {
      months: { min: 2, max: 3 },
      action: "Ta de enkle grepene",
      savingsPerMonthKr: 500,
      tasks: [
        "Bytt til et kort som passer forbruket",
        "Si opp kort med årsgebyr du ikke får igjen for",
        "Sett opp automatisk betaling av hele fakturaen",
      ],
    },
    {
      months: { min: 4, max: 12 },
      action: "Hold kursen og betal ned",
      savingsPerMonthKr: 850,
      tasks: [
        "Betal ned eventuell kortgjeld med et fast beløp hver måned",
        "Bruk fordelsprogrammene på kjøp du uansett gjør",
        "Sjekk hver tredje måned at du fortsatt har riktig kort",
      ],
    },
  ],
  (raw, index) => `nr. ${index + 1}`,
);
checkPlanOrder("Månedsplan", strategyArticlePlan);
