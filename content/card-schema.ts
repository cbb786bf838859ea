import { z } from "zod";
import { undrawableChar } from "../app/shared/cards/win-ansi";
import { cardCategories, cardFactLimits, cardLimits, cardNetworks, cardTypes } from "./card-constants";
import { labelBy, parseContent } from "./validate";

export { cardLimits } from "./card-constants";

const formatLimit = (value: number) => new Intl.NumberFormat("nb-NO").format(value);

/**
 * A card's text: at most `max` characters, and only characters every output can show. A control
 * character (a NUL, a terminal escape) or one the PDFs' fonts cannot draw (✈, ŋ, an emoji) is refused,
 * named, rather than failing a PDF or reaching a terminal.
 */
const cardText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `kan være høyst ${formatLimit(max)} tegn`)
    .superRefine((text, context) => {
      const char = undrawableChar(text);
      if (char)
        context.addIssue({
          code: "custom",
          message: `inneholder tegnet ${char}, som ikke kan vises på alle sidene og i PDF-ene: skriv det med vanlige bokstaver`,
        });
    });
const nonEmpty = cardText(cardLimits.line).pipe(z.string().min(1, "kan ikke være tom"));
const paragraph = cardText(cardLimits.paragraph).pipe(z.string().min(1, "kan ikke være tom"));
const kr = z
  .number()
  .int("må være et helt antall kroner")
  .nonnegative("kan ikke være negativ")
  .max(cardLimits.kr, `kan ikke være over ${formatLimit(cardLimits.kr)}\u00a0kr`);
const count = z
  .number()
  .int("må være et helt tall")
  .positive("må være minst 1")
  .max(cardLimits.count, `kan ikke være over ${formatLimit(cardLimits.count)}`);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `kan ha høyst ${max} punkter`);
const percent = z.number().min(0, "kan ikke være negativ").max(100, "kan ikke være over 100");
const isoDate = z.iso.date("må være en dato på formen ÅÅÅÅ-MM-DD");
/** One of the bank's own descriptions (bankDescriptions): one text, at most the length the page may show. */
export const bankDescriptionSchema = cardText(cardLimits.bankDescription).pipe(z.string().min(1, "kan ikke være tom"));

const { interestFreeDays, feePercent, minimumAge, maximumAge, monthlyFeeKr, minimumPayment } = cardFactLimits;
const feePercentSchema = z
  .number()
  .min(feePercent.min, "kan ikke være negativ")
  .max(feePercent.max, `kan ikke være over ${feePercent.max} %`);

export const percentRangeSchema = z
  .object({ min: percent, max: percent })
  .refine((r) => r.min <= r.max, "min kan ikke være større enn max");

/** The editorial review's fields: all present (a reviewed card) or none (a card from the feed, not yet reviewed). */
export const reviewFields = ["highlights", "bestFor", "editorial"] as const;

export const creditCardSchema = z
  .object({
    id: z.number().int().positive(),
    name: nonEmpty,
    bank: nonEmpty,
    /** The card's level as the bank names it; a feed product does not say. */
    type: z.enum(cardTypes).optional(),
    /** The card network printed on the card and its art; a feed product does not say. */
    network: z.enum(cardNetworks).optional(),
    /** A drawn card under public/cards/; without one the art is drawn from network and bank. */
    image: z
      .string()
      .regex(/^\/cards\/[a-z0-9-]+\.svg$/, "må være en sti under /cards/ som slutter på .svg")
      .optional(),
    /** Annual fee in whole kroner; 0 means free. */
    annualFee: kr.max(cardLimits.annualFee, `kan ikke være over ${formatLimit(cardLimits.annualFee)}\u00a0kr`),
    /**
     * Yearly interest rate in percent, compounded monthly, before fees (e.g. 19.9): the spec's
     * "effective interest", read as the rate before the annual fee (docs/decisions/0005). Never
     * printed as "effektiv rente": that figure is the representative example's, fee included.
     */
    interestRate: z.number().min(0, "kan ikke være negativ").max(100, "kan ikke være over 100"),
    /** Words after the cashback percentage ("i EuroBonus-poeng"); the text is composed by cashbackText(). */
    cashbackNote: cardText(cardLimits.line).optional(),
    /**
     * Cashback or points in percent of ordinary purchases, for filtering and sorting: min is what
     * every ordinary purchase earns. A rule for one chain's shops belongs in extras.groceryRule.
     */
    cashbackRate: percentRangeSchema.optional(),
    /** Whether the cashback is paid in points rather than money. */
    cashbackInPoints: z.boolean().optional(),
    travelInsurance: z.boolean(),
    /** Highest credit limit offered, in kroner. */
    creditLimitMax: kr
      .positive()
      .max(cardLimits.creditLimitMax, `kan ikke være over ${formatLimit(cardLimits.creditLimitMax)}\u00a0kr`),
    bonusPoints: nonEmpty.optional(),
    /*
     * The editorial review: highlights, bestFor and editorial come together or not at
     * all (isReviewed, app/shared/cards/card-review.ts). A card from the feed has none until an editor writes it.
     */
    /** The card's main benefits. No rate, credit limit or speed of credit here (credit-marketing rules). */
    highlights: list(nonEmpty, cardLimits.listItems).min(2, "må ha minst to punkter").optional(),
    /**
     * Retired: the stars and «Anbefalt» are computed by the rating method (app/shared/rating, decision 0029).
     * Still read, so that versions stored before it parse; never shown or written.
     */
    rating: z.number().min(0).max(5).optional(),
    recommended: z.boolean().optional(),
    category: z.enum(cardCategories).optional(),
    urlSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "må være små bokstaver, tall og bindestrek"),
    /** Application processing time in working days. */
    processingDays: z
      .object({
        min: count.max(cardLimits.processingDays, `kan ikke være over ${cardLimits.processingDays} dager`),
        max: count.max(cardLimits.processingDays, `kan ikke være over ${cardLimits.processingDays} dager`),
      })
      .refine((r) => r.min <= r.max, "min kan ikke være større enn max")
      .optional(),
    /** The issuer's own application page; /go/<urlSlug> redirects here (no apply link without it). */
    applyUrl: z
      .url({ protocol: /^https$/, error: "må være en https-adresse" })
      .max(cardLimits.line * 2, `kan være høyst ${cardLimits.line * 2} tegn`)
      // It goes out in a Location header, which takes visible ASCII only: æ, – or a space as the
      // browser's address bar encodes them (%C3%A6), never raw.
      .regex(/^[\x21-\x7e]+$/, "kan bare ha vanlige tegn uten mellomrom: kopier adressen fra nettleserens adresselinje")
      .optional(),
    lastChecked: isoDate,
    /** Out of sale since this date (the sync writes it when the feed drops the card; an editor may clear it). */
    retiredOn: isoDate.optional(),
    /**
     * Merged into this card of ours (its id), out of sale since retiredOn: an editor linked our card to the
     * product the sync had made this card of (decision 0033). Its page redirects there permanently.
     */
    mergedInto: z.number().int().positive().optional(),
    /** Who the card suits, one sentence. */
    bestFor: nonEmpty.optional(),
    /** Editorial text for the card page, one string per paragraph. */
    editorial: z
      .array(paragraph)
      .max(cardLimits.paragraphs, `kan ha høyst ${cardLimits.paragraphs} avsnitt`)
      .min(2, "må ha minst to avsnitt")
      .optional(),
    /*
     * Optional facts, filled in only from a verified source: a missing one is unknown (shown as
     * «Ukjent», never as 0), and filters and sorts on it leave the card out or put it last.
     */
    /** The most interest-free days on purchases. */
    interestFreeDays: z
      .number()
      .int("må være et helt antall dager")
      .min(interestFreeDays.min, `må være minst ${interestFreeDays.min} dag`)
      .max(interestFreeDays.max, `kan ikke være over ${interestFreeDays.max} dager`)
      .optional(),
    /** Mark-up on purchases in other currencies, in percent (1.75 for 1,75 %). */
    currencyMarkupPercent: feePercentSchema.optional(),
    /**
     * The fee for a cash withdrawal at the bank's own cash machines in opening hours (the feed's
     * kredittkort_uttak_egen_bank_i_apningstid_transgebyr): `percent` of the amount, at least `minKr`.
     */
    cashWithdrawalFee: z.object({ percent: feePercentSchema, minKr: kr }).strict().optional(),
    /** The fee for a cash withdrawal abroad (kredittkort_uttak_utland_transgebyr): `percent`, at least `minKr`. */
    cashWithdrawalAbroadFee: z.object({ percent: feePercentSchema, minKr: kr }).strict().optional(),
    /** The lowest age the bank accepts, in years. */
    minimumAge: z
      .number()
      .int("må være et helt antall år")
      .min(minimumAge.min, `må være minst ${minimumAge.min} år`)
      .max(minimumAge.max, `kan ikke være over ${minimumAge.max} år`)
      .optional(),
    /** The highest age the bank accepts, in years (the feed's maks_alder). */
    maximumAge: z
      .number()
      .int("må være et helt antall år")
      .min(maximumAge.min, `må være minst ${maximumAge.min} år`)
      .max(maximumAge.max, `kan ikke være over ${maximumAge.max} år`)
      .optional(),
    /** The lowest yearly income before tax the bank asks for, in whole kroner. */
    minimumIncomeKr: kr.optional(),
    /** A fee each month in kroner (the feed's kredittkort_termingebyr); twelve belong to the example's cost. */
    monthlyFeeKr: kr.max(monthlyFeeKr.max, `kan ikke være over ${formatLimit(monthlyFeeKr.max)}\u00a0kr`).optional(),
    /** The least a month's bill asks: `percent` of the balance, at least `minKr` (kredittkort_minstebelop / _kr). */
    minimumPayment: z
      .object({
        percent: percent.max(minimumPayment.percentMax).optional(),
        minKr: kr
          .max(minimumPayment.krMax, `kan ikke være over ${formatLimit(minimumPayment.krMax)}\u00a0kr`)
          .optional(),
      })
      .strict()
      .refine((m) => m.percent !== undefined || m.minKr !== undefined, "må ha prosent eller kroner")
      .optional(),
    /** Lowest credit limit offered, in kroner: a fact, never a selling point. */
    creditLimitMin: kr
      .positive("må være minst 1\u00a0kr")
      .max(cardLimits.creditLimitMax, `kan ikke være over ${formatLimit(cardLimits.creditLimitMax)}\u00a0kr`)
      .optional(),
    /** The bank's special conditions as the feed states them (spesielle_betingelser). */
    specialConditions: cardText(cardLimits.paragraph).pipe(z.string().min(1, "kan ikke være tom")).optional(),
    /**
     * The bank's own words about the card as it gave them to Finansportalen (the feed's
     * kredittkort_reiseforsikring_beskrivelse and kredittkort_andre_fordeler_beskrivelse), written by the sync:
     * whitespace collapsed, cut at a word within cardLimits.bankDescription. Marketing, not a fact: shown only on
     * an unreviewed card's page and only when it passes the selling-point rules (app/shared/cards/bank-descriptions.ts),
     * never in the open data, a list or a reader's change (decision 0012, stop 49). Not held to those rules here:
     * the bank's words failing them are left off the page, never a reason to refuse the feed's facts.
     */
    bankDescriptions: z
      .object({ travelInsurance: bankDescriptionSchema.optional(), otherBenefits: bankDescriptionSchema.optional() })
      .strict()
      .optional(),
    /** Facts beyond the core grid; each present fact gives the card page a section. */
    extras: z
      .object({
        travelInsurance: z.object({ travelCoverKr: kr, baggageKr: kr, cancellationKr: kr }).optional(),
        loungeCount: count.optional(),
        restaurantExperiencesPerYear: count.optional(),
        twoForOnePerYear: count.optional(),
        requiredMembership: nonEmpty.optional(),
        partnerDiscounts: z.object({ programme: nonEmpty, rate: percentRangeSchema, minShops: count }).optional(),
        topDiscountPercent: percentRangeSchema.optional(),
        groceryRule: z.object({ everyday: percent, thursday: percent, chain: nonEmpty }).optional(),
        statusBenefits: list(nonEmpty, cardLimits.listItems).optional(),
      })
      .strict(),
  })
  .strict()
  .refine(
    (card) =>
      reviewFields.every((field) => card[field] === undefined) ||
      reviewFields.every((field) => card[field] !== undefined),
    {
      path: ["highlights"],
      message: "vurderingen (høydepunkter, passer for og omtale) må fylles ut helt eller stå tom",
    },
  )
  .refine((card) => card.creditLimitMin === undefined || card.creditLimitMin <= card.creditLimitMax, {
    path: ["creditLimitMin"],
    message: "kan ikke være større enn høyeste kredittgrense",
  })
  .refine(
    (card) => card.minimumAge === undefined || card.maximumAge === undefined || card.minimumAge <= card.maximumAge,
    {
      path: ["maximumAge"],
      message: "kan ikke være lavere enn laveste alder",
    },
  )
  .refine((card) => !card.extras.groceryRule || card.cashbackRate?.max === 0, {
    path: ["cashbackRate"],
    message: "må være 0 når bonusen bare gjelder i én kjede (den står i extras.groceryRule)",
  })
  .refine((card) => (card.highlights ?? []).every((text) => !CREDIT_CLAIM.test(text)), {
    path: ["highlights"],
    message: "kan ikke nevne rente, kredittgrense, søknaden eller hvor raskt eller lett kreditten gis",
  })
  .superRefine((card, context) => {
    // The card's own texts may not call it free once it has a fee: an editor raising the fee must
    // correct them in the same edit, or the page states a cost that is not true.
    if (card.annualFee === 0) return;
    const fee = `${new Intl.NumberFormat("nb-NO").format(card.annualFee)}\u00a0kr`;
    for (const [field, text, index] of feeClaimTexts(card)) {
      const claim = FREE_CARD_CLAIM.exec(text);
      if (!claim) continue;
      context.addIssue({
        code: "custom",
        path: index === undefined ? [field] : [field, index],
        message: `sier at kortet er uten årsgebyr («${claim[0]}»), men årsgebyret er ${fee}: rett teksten i samme endring`,
      });
    }
  });

/**
 * Words a card's selling points may not use (credit-marketing rules): a rate or the codes that print one, the
 * credit limit, the application, how fast or easily credit is given. The highlights' rule, and the bank's own
 * descriptions' (app/shared/cards/bank-descriptions.ts).
 */
export const CREDIT_CLAIM =
  /\{(effectiveRate|nominalRate|creditLimitMax|\w*Standing)\}|rente|kredittgrense|rask|søknad|enkel å få|lett å få/i;

/**
 * Whether a text may stand as one of a card's selling points: no credit claim, and no «uten årsgebyr» on a card
 * with a fee. The two rules creditCardSchema holds the highlights to, as one test.
 */
export function passesSellingPointRules(text: string, annualFee: number): boolean {
  return !CREDIT_CLAIM.test(text) && (annualFee === 0 || !FREE_CARD_CLAIM.test(text));
}

/** Words that call a card free of an annual fee. */
export const FREE_CARD_CLAIM =
  /\b(?:ingen|uten|null(?:\s+i)?)\s+årsgebyr|\bgratis\s+(?:kredittkort|kort)\b|årsgebyr(?:et)?\s*(?:er\s*)?:?\s*0\s*kr\b/i;

/** Every text of a card a reader sees as the card's own claims. */
function feeClaimTexts(card: {
  highlights?: string[];
  editorial?: string[];
  bestFor?: string;
  cashbackNote?: string;
  specialConditions?: string;
}): Array<[string, string, number?]> {
  const texts: Array<[string, string, number?]> = [
    ...(card.highlights ?? []).map((text, index): [string, string, number] => ["highlights", text, index]),
    ...(card.editorial ?? []).map((text, index): [string, string, number] => ["editorial", text, index]),
  ];
  for (const field of ["bestFor", "cashbackNote"] as const) {
    const text = card[field];
    if (text !== undefined) texts.push([field, text]);
  }
  return texts;
}

export type CreditCard = z.infer<typeof creditCardSchema>;

/**
 * Validates the card list. Throws one error that names every bad card and field,
 * so a typo fails the build with a message a content editor can act on. `safeParse`: see parseContent.
 */
export function parseCards(
  input: unknown[],
  safeParse?: (raw: unknown) => z.ZodSafeParseResult<CreditCard>,
): CreditCard[] {
  const cards = parseContent("Kort", creditCardSchema, input, labelBy("name"), safeParse);
  const problems: string[] = [];
  for (const field of ["id", "urlSlug"] as const) {
    const seen = new Map<unknown, string>();
    for (const card of cards) {
      const other = seen.get(card[field]);
      if (other) problems.push(`Kort «${card.name}»: feltet «${field}» er det samme som for «${other}»`);
      seen.set(card[field], card.name);
    }
  }
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
  return cards;
}

/**
 * What a whole list says about its merged cards (decision 0033): a merged card is out of sale and names another
 * card of the list that is not merged itself (its page redirects there). Checked on every card write.
 */
export function mergeProblems(cards: readonly CreditCard[]): string[] {
  const problems: string[] = [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const card of cards) {
    if (card.mergedInto === undefined) continue;
    const into = byId.get(card.mergedInto);
    // A merged card's page redirects to the card it went into: another card, not one merged itself (no chains).
    if (card.retiredOn === undefined)
      problems.push(`Kort «${card.name}»: et sammenslått kort må ha «retiredOn» (ute av salg siden)`);
    if (!into || into.id === card.id || into.mergedInto !== undefined)
      problems.push(
        `Kort «${card.name}»: feltet «mergedInto» må være id-en til et annet kort som ikke selv er slått sammen`,
      );
  }
  return problems;
}
