import { z } from "zod";
import type { CreditCard } from "./card-schema";
import { cardBySlug } from "./cards";
import { cardSlugSchema } from "./top-cards";
import { labelBy, parseContent } from "./validate";

/**
 * /beste-cashback-kredittkort-2025 (spec §2 "Best cashback article", §9 "Cashback article").
 * The article's own figures live here as numbers. Where the article has its own reading of
 * a card (re:member Black's fee and cap in the test period), it is kept here, apart from the
 * card data, and the page says so and links to the card page for the current terms.
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
const kr = z.number().int("må være et helt antall kroner").nonnegative("kan ikke være negativ");

/** The four summary figures at the top of the article (spec §9). */
export const cashbackSummarySchema = z
  .object({
    /** Highest fixed cashback rate among the compared cards, in percent. */
    highestCashbackPercent: z.number().positive().max(100),
    /** Lowest annual fee among the compared cards, in kroner. */
    lowestAnnualFeeKr: kr,
    /** Average cashback per year in the test period, in kroner. */
    averageCashbackPerYearKr: kr.positive(),
    /** How many cards the test compared (more than the ten on the site). */
    cardsCompared: z.number().int().positive(),
  })
  .strict();

export const cashbackSummary = parseContent("Cashback-oppsummering", cashbackSummarySchema, [
  { highestCashbackPercent: 3, lowestAnnualFeeKr: 0, averageCashbackPerYearKr: 15_000, cardsCompared: 12 },
])[0]!;

/**
 * Cashback card summary (spec §3: name, cashback, annualFee, maxCashback, specialOffers,
 * rating, pros, cons). Name, cashback, fee and rating come from the card, unless the entry
 * carries testPeriodFigures: the article's own reading from its test period.
 */
export const cashbackCardSchema = z
  .object({
    rank: z.number().int().positive(),
    urlSlug: cardSlugSchema,
    /** The first block is marked 'Vårt valg'. */
    ourChoice: z.boolean(),
    testPeriodFigures: z
      .object({
        annualFeeKr: kr,
        /** Most cashback or discount the card paid in a year in the test period. */
        maxCashbackPerYearKr: kr.positive(),
      })
      .strict()
      .optional(),
    specialOffers: z.array(nonEmpty).min(1),
    pros: z.array(nonEmpty).min(2),
    cons: z.array(nonEmpty).min(1),
  })
  .strict();

export type CashbackCardEntry = z.infer<typeof cashbackCardSchema>;
export type CashbackCard = CashbackCardEntry & { card: CreditCard };

function parseCashbackRanking(raw: unknown[]): CashbackCardEntry[] {
  const entries = parseContent("Cashback-kort", cashbackCardSchema, raw, labelBy("urlSlug"));
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.rank !== index + 1) problems.push(`Cashback-kort «${entry.urlSlug}»: rank er ${entry.rank}, ventet ${index + 1}`);
    if (entry.ourChoice !== (index === 0)) problems.push(`Cashback-kort «${entry.urlSlug}»: bare det første kortet er «Vårt valg»`);
  });
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
  return entries;
}

/** The three ranked blocks; their ratings (4.6, 4.8, 4.2, spec §9) are the cards' own. */
export const cashbackRanking = parseCashbackRanking([
  {
    rank: 1,
    urlSlug: "remember-black",
    ourChoice: true,
    // Spec §9: the article shows re:member Black with a 1 995 kr fee and a 50 000 kr yearly cap,
    // unlike the 0 kr on its card page. Both readings stand; the page names this one as the test period's.
    testPeriodFigures: { annualFeeKr: 1995, maxCashbackPerYearKr: 50_000 },
    specialOffers: [
      "Reward-rabatter hos partnerbutikker på nett og i butikk",
      "De største rabattene hos utvalgte toppartnere",
      "Reiseforsikring når reisen betales med kortet",
    ],
    pros: [
      "Rabattene gjelder hos svært mange butikker, både på nett og i butikk",
      "Høyt tak for hvor mye du kan få tilbake i løpet av et år",
      "Effektiv rente under snittet for kortene vi sammenligner",
    ],
    cons: [
      "Du får rabatt hos partnerne, ikke en fast prosent på alle kjøp",
      "Du må handle hos butikkene i programmet for å få rabatten",
    ],
  },
  {
    rank: 2,
    urlSlug: "sas-amex-elite",
    ourChoice: false,
    specialOffers: ["2 for 1-reiser med SAS", "Poeng på alle kjøp", "Omfattende reiseforsikring"],
    pros: [
      "Høy opptjening på alt du handler, ikke bare hos enkelte kjeder",
      "Poengene kan gi stor verdi brukt på bonusreiser",
      "Høyest vurdering av alle kortene vi sammenligner",
    ],
    cons: [
      "Poeng er ikke penger: verdien avhenger av at du reiser med SAS",
      "Høyt årsgebyr som må tjenes inn før kortet lønner seg",
      "American Express tas ikke imot overalt",
    ],
  },
  {
    rank: 3,
    urlSlug: "trumf-kredittkort",
    ourChoice: false,
    specialOffers: ["Ekstra Trumf-bonus på torsdager", "Bonusen kommer i tillegg til vanlig Trumf-bonus"],
    pros: [
      "Ingen årsgebyr",
      "Bonus på dagligvarer, som de fleste handler hver uke uansett",
      "Bonusen kommer på toppen av den vanlige Trumf-bonusen",
    ],
    cons: [
      "Bonusen gjelder bare i NorgesGruppens butikker",
      "Høyest effektiv rente av kortene i oversikten",
      "Krever Trumf-medlemskap",
    ],
  },
]);

/** Category winner (spec §3): category, bestCard, cashback (read from the card) and tips. */
export const categoryWinnerSchema = z
  .object({
    category: nonEmpty,
    bestCard: cardSlugSchema,
    tips: nonEmpty,
  })
  .strict();

export type CategoryWinnerEntry = z.infer<typeof categoryWinnerSchema>;
export type CategoryWinner = CategoryWinnerEntry & { card: CreditCard };

export const categoryWinners = parseContent(
  "Beste kort per kategori",
  categoryWinnerSchema,
  [
    {
      category: "Dagligvarer",
      bestCard: "trumf-kredittkort",
      tips: "Bruk kortet på den faste handelen i Kiwi, Meny, Joker eller Spar, og legg gjerne storhandelen til torsdag.",
    },
    {
      category: "Netthandel",
      bestCard: "tf-bank-mastercard",
      tips: "Sjekk om butikken er med i DealPass før du betaler, og sammenlign prisen med andre butikker: rabatt på en dyrere vare er ingen gevinst.",
    },
    {
      category: "Reise og fly",
      bestCard: "sas-amex-elite",
      tips: "Spar poengene til én bonusreise for to og bruk 2 for 1-fordelen; det er da poengene gir mest igjen.",
    },
    {
      category: "Cashback i penger",
      bestCard: "morrow-bank-kredittkort",
      tips: "Regn med den laveste satsen når du vurderer kortet. Den høyeste gjelder bare utvalgte kjøp og kampanjer.",
    },
    {
      category: "Gratis allroundkort",
      bestCard: "bank-norwegian-kredittkort",
      tips: "Ta ut CashPoints jevnlig, og betal ferieturen med kortet så reiseforsikringen gjelder.",
    },
  ],
  labelBy("category"),
);

/** A tip: a short heading and one or two sentences. */
export const cashbackTipSchema = z.object({ title: nonEmpty, text: nonEmpty }).strict();
export type CashbackTip = z.infer<typeof cashbackTipSchema>;

/** Five tips plus a pro-tip (spec §2). */
export const cashbackTips = parseContent(
  "Cashback-tips",
  cashbackTipSchema,
  [
    {
      title: "Betal hele fakturaen hver måned",
      text: "Renten på en utestående saldo er mange ganger høyere enn det du får tilbake. Én måned med delbetaling kan spise opp et helt års cashback.",
    },
    {
      title: "Regn cashback mot årsgebyret",
      text: "Trekk årsgebyret fra det du regner med å få tilbake. Et gratiskort med lav sats slår ofte et dyrt kort med høy sats når forbruket er moderat.",
    },
    {
      title: "Samle de faste utgiftene på kortet",
      text: "Strøm, mobil, strømmetjenester og dagligvarer gir jevn opptjening uten at du bruker mer enn før.",
    },
    {
      title: "Bruk kortet etter styrken",
      text: "Ett kort til dagligvarer og ett til resten kan gi mer tilbake, men ikke ha flere kort enn du har oversikt over.",
    },
    {
      title: "Les vilkårene for opptjening",
      text: "Sjekk tak, hvilke kjøp som ikke gir cashback (for eksempel kontantuttak og regninger), og om poengene utløper.",
    },
  ],
  labelBy("title"),
);

export const cashbackProTip = parseContent("Cashback-protips", cashbackTipSchema, [
  {
    title: "Protips: la banken trekke hele beløpet automatisk",
    text: "Avtal at hele fakturabeløpet trekkes fra brukskontoen på forfallsdagen, med eFaktura og AvtaleGiro. Da får du alltid cashbacken uten å risikere rente, og du slipper å huske forfallsdatoen.",
  },
])[0]!;

/** Joins the ranking and the category winners with their cards, for the loader. */
export function cashbackArticleData() {
  const card = (slug: string) => {
    const found = cardBySlug(slug);
    if (!found) throw new Error(`Fant ikke kortet ${slug}`);
    return found;
  };
  return {
    summary: cashbackSummary,
    ranking: cashbackRanking.map((entry): CashbackCard => ({ ...entry, card: card(entry.urlSlug) })),
    categoryWinners: categoryWinners.map((entry): CategoryWinner => ({ ...entry, card: card(entry.bestCard) })),
    tips: cashbackTips,
    proTip: cashbackProTip,
  };
}
