import { z } from "zod";
import { isReviewed, type ReviewedCard } from "../app/shared/cards/card-review";
import { spendForCashback } from "../app/site/articles/article-cards";
import { creditCostNote, fillCardText } from "../app/shared/cards/card-text";
import {
  averageValue,
  canEarn,
  flatRate,
  leadingCards,
  rankCards,
  ratesText,
  rewardUse,
  spendingTypes,
  toRankableCard,
  cardsWithEarningRules,
  yearlySpendFrom,
  type EarningRule,
  type RankedCard,
  type SpendingInput,
  type TravelHabits,
} from "../app/shared/finance/cashback-ranking";
import { formatKr } from "../app/shared/format/format";
import { representativeExample } from "../app/shared/cards/representative-example";
import type { CreditCard } from "./card-schema";
import { cardIdSchema, labelByCard } from "./card-ref";
import { cardById, cards } from "./cards";
import { earningAssumptions, earningRules } from "./earning-rules";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

/**
 * /beste-cashback-kredittkort.
 *
 * The ranking is not typed: it is the cashback calculator's own ranking (rankCards, the same
 * earning rules and assumptions) for one household whose spending is stated here and on the page.
 * The three ranked blocks are its first three cards and 'Vårt valg' is the first, so the article
 * and its calculator cannot disagree. Each card's texts belong to the card, not to a place.
 *
 * The summary figures are computed from the card data. The spec gave "Highest 3 %, lowest fee
 * 0 kr, average 15 000 kr cashback per year, 12 cards compared" and the ratings 4.6, 4.8 and 4.2;
 * the data does not bear out 3 %, 12 cards or 15 000 kr as an average, and the computed ranking
 * lists other cards, so the page shows the true figures and states what each is. The 15 000 kr is
 * kept as a worked example with its basis: the yearly spend it takes at the highest flat rate.
 * The spec's reading of re:member Black (1 995 kr fee, a 50 000 kr cap on cashback the card does not
 * pay) is gone: a card has one value of each fact on every page, the card store's (issue 31).
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
const kr = z.number().int("må være et helt antall kroner").nonnegative("kan ikke være negativ");

/** How many cards the article ranks: three ranked card blocks. */
export const RANKED_COUNT = 3;

export const cashbackArticleFactsSchema = z
  .object({
    /** The "vanlig husholdning" the ranking is computed for: the calculator's inputs. */
    household: z
      .object({
        monthlyGroceries: kr,
        monthlyFuel: kr,
        monthlyOther: kr,
        travelPerYear: kr,
        flightsPerYear: z.number().int("må være et helt antall").nonnegative("kan ikke være negativ"),
      })
      .strict()
      .refine(
        (spend) => spend.monthlyGroceries + spend.monthlyFuel + spend.monthlyOther + spend.travelPerYear > 0,
        "må ha noe forbruk",
      ),
    /** A yearly cashback for the worked example "what does it take to get this back?". */
    cashbackTargetKr: kr.positive(),
  })
  .strict();

export const cashbackArticleFacts = parseOne("Cashback-artikkelen", cashbackArticleFactsSchema, {
  // Our example of an ordinary household's card spending, not a statistic; the page says so. The
  // calculator shows the same amounts as its placeholders, and the page links to its full result.
  // Two return flights a year: points count (the household flies). The calculator does not ask about SAS
  // flights, so the SAS cards' top travel rate is counted on none (decision 0032).
  household: {
    monthlyGroceries: 6_000,
    monthlyFuel: 1_500,
    monthlyOther: 10_000,
    travelPerYear: 20_000,
    flightsPerYear: 2,
  },
  // The spec's "15 000 kr" average cashback a year, shown as what it is: an amount, with the spend it takes.
  cashbackTargetKr: 15_000,
});

/**
 * Typed pros and cons are about the card's own rewards. The rate (creditCostNote), the fee and the
 * travel insurance are added from the data; a comparison with other cards ("høyest", "lavest",
 * "flest", "best") is computed, never typed; and no text plays up the credit limit or how fast
 * or easily credit is given (credit-marketing rules).
 */
const typedProOrCon = nonEmpty
  .refine(
    (text) => !/rente|kredittgrense|behandlingstid|rask|enkel å få|lett å få/i.test(text),
    "kan ikke nevne rente, kredittgrense, behandlingstid eller hvor raskt eller lett kreditten gis",
  )
  .refine(
    (text) => !/høyest|lavest|billigst|dyrest|\bflest\b|\bbeste?\b|årsgebyr|reiseforsikring/i.test(text),
    "sammenligninger med andre kort, årsgebyret og reiseforsikringen regnes ut av kortdataene og skal ikke skrives inn",
  );

/**
 * The article's words about one card (specialOffers, pros, cons),
 * used wherever the computed ranking places it. Texts may use the card's {tokens} (fillCardText).
 */
export const cashbackCardTextSchema = z
  .object({
    cardId: cardIdSchema,
    specialOffers: z.array(nonEmpty).min(1),
    pros: z.array(typedProOrCon).min(1),
    cons: z.array(typedProOrCon).min(1),
  })
  .strict();
export type CashbackCardText = z.infer<typeof cashbackCardTextSchema>;

/** One entry for every card that earns something, so any of them can be ranked (content test). */
export const cashbackCardTexts = parseContent(
  "Cashback-kort",
  cashbackCardTextSchema,
  [
    {
      cardId: 1, // bank-norwegian-kredittkort
      specialOffers: ["CashPoints på alle kjøp, som kan tas ut som penger"],
      pros: [
        "{cashback} på alle kjøp, uten kjeder eller kampanjer å holde styr på",
        "CashPoints kan tas ut som penger",
      ],
      cons: ["Samme sats på alt: ingen ekstra opptjening på dagligvarer eller reiser"],
    },
    {
      cardId: 5, // morrow-bank-kredittkort
      specialOffers: ["Høyere cashback på utvalgte kjøp og kampanjer", "Oversikt og kortstyring i appen"],
      pros: ["Cashback i penger, ikke poeng, på alle kjøp"],
      cons: ["Toppen av spennet ({cashback}) gjelder bare utvalgte kjøp og kampanjer"],
    },
    {
      cardId: 6, // trumf-kredittkort
      specialOffers: ["Ekstra Trumf-bonus på torsdager", "Bonusen kommer i tillegg til den vanlige Trumf-bonusen"],
      pros: [
        "{groceryEveryday} Trumf-bonus på dagligvarer i NorgesGruppens butikker, {groceryThursday} på torsdager",
        "Bonusen kommer i tillegg til den vanlige Trumf-bonusen",
      ],
      cons: ["Bonusen gjelder bare i NorgesGruppens butikker: andre kjøp gir ingenting", "Krever Trumf-medlemskap"],
    },
    {
      cardId: 7, // sas-eurobonus
      specialOffers: ["EuroBonus-poeng på alle kjøp", "Flere poeng på reiser kjøpt hos SAS"],
      pros: ["Bagasjedekning inntil {baggageCover} og avbestilling inntil {cancellationCover}"],
      cons: ["Poeng er ikke penger: verdien avhenger av at du bruker dem, for eksempel på reiser med SAS"],
    },
    {
      cardId: 8, // sas-eurobonus-premium
      specialOffers: ["EuroBonus-poeng på alle kjøp", "Flere poeng på reiser kjøpt hos SAS"],
      pros: ["Poengene hjelper deg mot et høyere EuroBonus-nivå når du også flyr med SAS"],
      cons: ["Poeng er ikke penger: verdien avhenger av at du bruker dem, for eksempel på reiser med SAS"],
    },
    {
      cardId: 9, // amex-platinum
      specialOffers: [
        "Tilgang til over {loungeCount} flyplasslounger",
        "{restaurantExperiences} restaurantopplevelser i året",
      ],
      pros: ["{cashback} på alle kjøp", "Lounger og restaurantopplevelser i tillegg til poengene"],
      cons: [
        "American Express tas ikke imot alle steder i Norge",
        "Loungene og restaurantopplevelsene er bare verdt noe hvis du bruker dem",
      ],
    },
    {
      cardId: 10, // sas-amex-elite
      specialOffers: ["Fly 2 for 1 med SAS {twoForOne} ganger i året"],
      pros: ["{cashback} på alle kjøp", "2 for 1-reisene kan gi stor verdi for den som uansett reiser med SAS"],
      cons: [
        "American Express tas ikke imot alle steder i Norge",
        "Poeng er ikke penger: verdien avhenger av at du reiser med SAS",
      ],
    },
  ],
  labelByCard(),
);

/** Category winner: category, bestCard, cashback (read from the card) and tips. */
export const categoryWinnerSchema = z
  .object({
    category: nonEmpty,
    bestCardId: cardIdSchema,
    tips: nonEmpty,
  })
  .strict();

export type CategoryWinnerEntry = z.infer<typeof categoryWinnerSchema>;
export type CategoryWinner = CategoryWinnerEntry & { card: ReviewedCard };

/**
 * Our pick per category. Where the calculator can judge, the content test checks the pick against
 * it; where the pick rests on what it does not count (discount programmes, 2 for 1 trips, travel
 * insurance), the page says so.
 */
export const categoryWinners = parseContent(
  "Beste kort per kategori",
  categoryWinnerSchema,
  [
    {
      category: "Dagligvarer",
      bestCardId: 6, // trumf-kredittkort
      tips: "Bruk kortet på den faste handelen i Kiwi, Meny, Joker eller Spar, og legg gjerne storhandelen til torsdag.",
    },
    {
      category: "Netthandel",
      bestCardId: 4, // tf-bank-mastercard
      tips: "Sjekk om butikken er med i DealPass, og sammenlign prisen: rabatt på en dyrere vare er ingen gevinst.",
    },
    {
      category: "Reise og fly",
      bestCardId: 10, // sas-amex-elite
      tips: "Spar poengene til én bonusreise for to med 2 for 1-fordelen.",
    },
    {
      category: "Cashback i penger",
      bestCardId: 5, // morrow-bank-kredittkort
      tips: "Regn med den laveste satsen; den høyeste gjelder bare utvalgte kjøp og kampanjer.",
    },
    {
      category: "Gratis allroundkort",
      bestCardId: 1, // bank-norwegian-kredittkort
      tips: "Ta ut CashPoints jevnlig, og betal ferieturen med kortet så reiseforsikringen gjelder.",
    },
  ],
  labelBy("category"),
);

/** A tip: a short heading and one or two sentences. */
export const cashbackTipSchema = z.object({ title: nonEmpty, text: nonEmpty }).strict();

/** Five tips plus a pro-tip. */
export const cashbackTips = parseContent(
  "Cashback-tips",
  cashbackTipSchema,
  [
    {
      title: "Betal hele fakturaen hver måned",
      // The content test checks "flere ganger høyere": every card's effective rate against every cashback rate.
      text: "Renten på en utestående saldo er flere ganger høyere enn noen cashback-sats. Lar du saldoen stå noen måneder, kan renten spise opp det kortet gir tilbake på et helt år.",
    },
    {
      title: "Regn cashback mot årsgebyret",
      text: "Trekk årsgebyret fra det du regner med å få tilbake. Med moderat forbruk slår et gratiskort ofte et dyrt kort med høyere sats.",
    },
    {
      title: "Samle de faste utgiftene på kortet",
      text: "Strøm, mobil, strømmetjenester og dagligvarer gir jevn opptjening uten at du bruker mer enn før.",
    },
    {
      title: "Bruk kortet etter styrken",
      text: "Ett kort til dagligvarer og ett til resten kan gi mer, men ha ikke flere kort enn du har oversikt over.",
    },
    {
      title: "Les vilkårene for opptjening",
      text: "Sjekk tak, hvilke kjøp som ikke gir cashback (som kontantuttak), og om poengene utløper.",
    },
  ],
  labelBy("title"),
);

export const cashbackProTip = parseOne("Cashback-protips", cashbackTipSchema, {
  title: "Protips: la banken trekke hele beløpet automatisk",
  text: "Avtal at hele fakturabeløpet trekkes fra brukskontoen på forfallsdagen, med eFaktura og AvtaleGiro. Da får du alltid cashbacken uten å risikere rente, og du slipper å huske forfallsdatoen.",
});

// ---------------------------------------------------------------------------------------------
// Computed from the data: the ranking, the summary figures and the notes beside them.

/** A card the article ranks or names as a winner: it claims a review, so the card must have one. */
function cardFor(id: number): ReviewedCard {
  const card = cardById(id);
  if (!card) throw new Error(`Fant ikke kort ${id}`);
  if (!isReviewed(card)) throw new Error(`Kortet ${card.name} er ikke vurdert av redaksjonen`);
  return card;
}

function ruleFor(card: Pick<CreditCard, "id" | "name">): EarningRule {
  const rule = earningRules.find((r) => r.cardId === card.id);
  if (!rule) throw new Error(`Mangler opptjeningsregel for kortet ${card.name}`);
  return rule;
}

/** The calculator's inputs: spending and flights (the calculator does not ask about SAS flights). */
export type CashbackHousehold = SpendingInput & Pick<TravelHabits, "flightsPerYear">;

/** The household's spending per kind, and in all, in kroner a year. */
export function householdSpend(household: CashbackHousehold = cashbackArticleFacts.household) {
  const spend = yearlySpendFrom(household);
  return { ...household, spend, yearlyKr: spendingTypes.reduce((sum, type) => sum + spend[type], 0) };
}

/** Every card ranked for the household: the calculator's own ranking (rankCards) with its own inputs. */
export function householdRanking(
  household: CashbackHousehold = cashbackArticleFacts.household,
  from: readonly CreditCard[] = cards,
): RankedCard[] {
  return rankCards(
    cardsWithEarningRules(from, earningRules).map(toRankableCard),
    earningRules,
    yearlySpendFrom(household),
    earningAssumptions,
    rewardUse({ flightsPerYear: household.flightsPerYear, partnerFlightsKr: 0 }),
  );
}

/**
 * What the article needs from the cards' facts: three cards the household's ranking places apart, each
 * giving something after its fee (leadingCards), and texts for each of them. The card store refuses a
 * change of the cards that breaks this (content/card-checks.ts), rather than let the page fail to render.
 */
export function cashbackArticleCardProblems(list: readonly CreditCard[]): string[] {
  let leading: RankedCard[];
  try {
    leading = leadingCards(householdRanking(cashbackArticleFacts.household, list), RANKED_COUNT);
  } catch (error) {
    return [`Cashback-artikkelen: ${error instanceof Error ? error.message : String(error)}`];
  }
  return leading
    .filter((row) => !cashbackCardTexts.some((text) => text.cardId === row.card.id))
    .map(
      (row) =>
        `Cashback-artikkelen: ${row.card.name} kommer blant de ${RANKED_COUNT} beste, men mangler tekster i content/cashback-article.ts`,
    );
}

/** The cards whose earning rule gives something on some kind of spending: the ones a ranking can place above 0 kr. */
export function earningCards(): CreditCard[] {
  return cardsWithEarningRules(cards, earningRules).filter((card) =>
    canEarn(toRankableCard(card), ruleFor(card), earningAssumptions),
  );
}

/** Pros and cons of a card: the typed ones about its rewards, then the fee, travel insurance and cost of credit from its data. */
export function cardProsAndCons(card: CreditCard, text: CashbackCardText): { pros: string[]; cons: string[] } {
  const fill = (value: string) => fillCardText(card, value, cards);
  const note = creditCostNote(card, cards);
  const pros = [
    ...(card.annualFee === 0 ? ["Ingen årsgebyr"] : []),
    ...text.pros.map(fill),
    ...(card.travelInsurance ? ["Reiseforsikring når reisen betales med kortet"] : []),
    ...(note?.kind === "pro" ? [note.text] : []),
  ];
  const cons = [
    ...text.cons.map(fill),
    ...(card.annualFee > 0
      ? [`Årsgebyret på ${formatKr(card.annualFee)} må tjenes inn før kortet gir noe tilbake`]
      : []),
    ...(card.travelInsurance ? [] : ["Ingen reiseforsikring"]),
    ...(note?.kind === "con" ? [note.text] : []),
  ];
  return { pros, cons };
}

export type CashbackRankedEntry = {
  rank: number;
  /** The first entry: marked 'Vårt valg'. */
  ourChoice: boolean;
  card: ReviewedCard;
  /** Value in kr a year for the household, before and after the annual fee (unrounded, as the calculator). */
  earned: number;
  net: number;
  capped: boolean;
  pointsProgramme?: string;
  /** The rates counted, in the calculator's words ("1 % på alt"). */
  rates: string | null;
  notCounted?: string;
  specialOffers: string[];
  pros: string[];
  cons: string[];
};

/** The three ranked blocks: the first three of the household's ranking, each with its own card's texts. */
export function rankedEntries(ranked: readonly RankedCard[] = householdRanking()): CashbackRankedEntry[] {
  return leadingCards(ranked, RANKED_COUNT).map((row) => {
    const card = cardFor(row.card.id);
    const text = cashbackCardTexts.find((entry) => entry.cardId === card.id);
    if (!text)
      throw new Error(
        `Cashback-artikkelen: ${card.name} er rangert, men mangler tekster i content/cashback-article.ts`,
      );
    return {
      rank: row.rank,
      ourChoice: row.rank === 1,
      card,
      earned: row.earned,
      net: row.net,
      capped: row.capped,
      pointsProgramme: row.rule.pointsProgramme,
      rates: ratesText(row, earningAssumptions),
      notCounted: row.rule.notCounted,
      specialOffers: text.specialOffers.map((offer) => fillCardText(card, offer, cards)),
      ...cardProsAndCons(card, text),
    };
  });
}

type NamedCard = { name: string; urlSlug: string; cashbackInPoints: boolean };
const named = (card: CreditCard): NamedCard => ({
  name: card.name,
  urlSlug: card.urlSlug,
  cashbackInPoints: card.cashbackInPoints ?? false,
});

/** The highest of the rates and the cards that give it (in the card list's order). */
function highestOf(
  rated: ReadonlyArray<{ card: CreditCard; rate: number }>,
): { percent: number; cards: NamedCard[] } | null {
  const top = Math.max(0, ...rated.map((entry) => entry.rate));
  if (top === 0) return null;
  return { percent: top, cards: rated.filter((entry) => entry.rate === top).map((entry) => named(entry.card)) };
}

/** The four summary figures and what they rest on, computed from the card data and the ranking. */
export function cashbackSummary(ranked: readonly RankedCard[] = householdRanking()) {
  // The cards the article compares: those with an earning rule (a card from the market feed has none yet).
  const compared = cardsWithEarningRules(cards, earningRules);
  // Rounded to hundredths, as shown, so that equal rates are one group.
  const flat = compared.map((card) => ({
    card,
    rate: Math.round(flatRate(toRankableCard(card), ruleFor(card), earningAssumptions) * 100) / 100,
  }));
  const highest = highestOf(flat);
  if (!highest) throw new Error("Cashback-artikkelen: ingen av kortene gir cashback på alle kjøp");
  const allInPoints = highest.cards.every((card) => card.cashbackInPoints);
  const lowestFee = Math.min(...compared.map((card) => card.annualFee));
  const groceryCard = compared.find((card) => card.extras.groceryRule);
  const { cashbackTargetKr } = cashbackArticleFacts;
  return {
    cardsCompared: compared.length,
    /** The highest rate every purchase earns, and the cards that give it. */
    highestFlatRate: { ...highest, inPoints: allInPoints },
    /** When the highest is in points only: the highest paid in money. */
    highestFlatRateInMoney: allInPoints ? highestOf(flat.filter((entry) => !entry.card.cashbackInPoints)) : null,
    /** A bonus that applies to one chain only, named as not counted. */
    chainBonus: groceryCard?.extras.groceryRule
      ? { name: groceryCard.name, chain: groceryCard.extras.groceryRule.chain }
      : null,
    lowestAnnualFee: { kr: lowestFee, cardCount: compared.filter((card) => card.annualFee === lowestFee).length },
    /** Mean over all the cards of what the household gets back a year, before and after the fee. */
    average: averageValue(ranked),
    cashbackTarget: {
      cashbackKr: cashbackTargetKr,
      ratePercent: highest.percent,
      spendKr: spendForCashback(cashbackTargetKr, highest.percent),
    },
  };
}

/**
 * Cards that give discounts at partner shops instead of cashback, outside the ranked three: the
 * calculator counts the discounts as 0 kr, and the page says where that puts the card.
 */
export function discountCards(ranked: readonly RankedCard[] = householdRanking()) {
  return ranked
    .slice(RANKED_COUNT)
    .map((row) => ({ row, card: cardFor(row.card.id) }))
    .filter(({ card }) => card.extras.partnerDiscounts)
    .map(({ row, card }) => ({
      card,
      rank: row.rank,
      // The calculator lists cards with the same value in the card list's order; the page says they share a place.
      place: 1 + ranked.filter((other) => Math.round(other.net) > Math.round(row.net)).length,
      sharedWith: ranked.filter((other) => other !== row && Math.round(other.net) === Math.round(row.net)).length,
      net: row.net,
      discounts: card.extras.partnerDiscounts!,
    }));
}

/** Everything the page shows, for the loader. */
export function cashbackArticleData() {
  const ranked = householdRanking();
  const ranking = rankedEntries(ranked);
  const first = ranking[0]!;
  const example = representativeExample(first.card);
  const groceryInRanking = ranking.find((entry) => entry.card.extras.groceryRule);
  return {
    household: householdSpend(),
    ranking,
    summary: cashbackSummary(ranked),
    discountCards: discountCards(ranked),
    /** What borrowing the example's amount costs on the first card, beside what it gives the household. */
    choiceCredit: { principal: example.principal, months: example.months, creditCost: example.creditCost },
    /** The grocery rule's assumptions, stated when a card with one is ranked. */
    groceryAssumptions: groceryInRanking?.card.extras.groceryRule
      ? { name: groceryInRanking.card.name, rule: groceryInRanking.card.extras.groceryRule, ...earningAssumptions }
      : null,
    // A category whose pick is out of sale is left out until the editors pick again: a retired card is not advertised.
    categoryWinners: categoryWinners.flatMap((entry): CategoryWinner[] => {
      const card = cardFor(entry.bestCardId);
      return card.retiredOn === undefined ? [{ ...entry, card }] : [];
    }),
    tips: cashbackTips,
    proTip: cashbackProTip,
  };
}
