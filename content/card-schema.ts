import { z } from "zod";
import { cardCategories, cardNetworks, cardTypes } from "./card-constants";
import { labelBy, parseContent } from "./validate";

export { cardCategories, cardNetworks, cardTypes, type CardCategory, type CardNetwork } from "./card-constants";

const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
const kr = z.number().int("må være et helt antall kroner").nonnegative("kan ikke være negativ");
const percent = z.number().min(0, "kan ikke være negativ").max(100, "kan ikke være over 100");
const isoDate = z.iso.date("må være en dato på formen ÅÅÅÅ-MM-DD");

export const percentRangeSchema = z
  .object({ min: percent, max: percent })
  .refine((r) => r.min <= r.max, "min kan ikke være større enn max");

export const creditCardSchema = z
  .object({
    id: z.number().int().positive(),
    name: nonEmpty,
    bank: nonEmpty,
    type: z.enum(cardTypes),
    /** The card network printed on the card and its art. */
    network: z.enum(cardNetworks),
    image: z.string().regex(/^\/cards\/[a-z0-9-]+\.svg$/, "må være en sti under /cards/ som slutter på .svg"),
    /** Annual fee in whole kroner; 0 means free. */
    annualFee: kr,
    /**
     * Yearly interest rate in percent, compounded monthly, before fees (e.g. 19.9): the spec's
     * "effective interest", read as the rate before the annual fee (docs/decisions/0005). Never
     * printed as "effektiv rente": that figure is the representative example's, fee included.
     */
    interestRate: z.number().min(0, "kan ikke være negativ").max(100, "kan ikke være over 100"),
    /** Words after the cashback percentage ("i EuroBonus-poeng"); the text is composed by cashbackText(). */
    cashbackNote: z.string().trim(),
    /**
     * Cashback or points in percent of ordinary purchases, for filtering and sorting: min is what
     * every ordinary purchase earns. A rule for one chain's shops belongs in extras.groceryRule.
     */
    cashbackRate: percentRangeSchema,
    /** Whether the cashback is paid in points rather than money. */
    cashbackInPoints: z.boolean(),
    travelInsurance: z.boolean(),
    /** Highest credit limit offered, in kroner. */
    creditLimitMax: kr.positive(),
    bonusPoints: nonEmpty,
    /** The card's main benefits. No rate, credit limit or speed of credit here (credit-marketing rules). */
    highlights: z.array(nonEmpty).min(2, "må ha minst to punkter"),
    rating: z.number().min(0).max(5),
    recommended: z.boolean(),
    category: z.enum(cardCategories),
    urlSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "må være små bokstaver, tall og bindestrek"),
    /** Application processing time in working days. */
    processingDays: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine((r) => r.min <= r.max, "min kan ikke være større enn max"),
    /** The issuer's own application page; /go/<urlSlug> redirects here. */
    applyUrl: z.url({ protocol: /^https$/, error: "må være en https-adresse" }),
    lastChecked: isoDate,
    /** Who the card suits, one sentence. */
    bestFor: nonEmpty,
    /** Editorial text for the card page, one string per paragraph. */
    editorial: z.array(nonEmpty).min(2, "må ha minst to avsnitt"),
    /** Facts beyond the core grid; each present fact gives the card page a section. */
    extras: z
      .object({
        travelInsurance: z
          .object({ travelCoverKr: kr, baggageKr: kr, cancellationKr: kr })
          .optional(),
        loungeCount: z.number().int().positive().optional(),
        restaurantExperiencesPerYear: z.number().int().positive().optional(),
        twoForOnePerYear: z.number().int().positive().optional(),
        requiredMembership: nonEmpty.optional(),
        partnerDiscounts: z
          .object({ programme: nonEmpty, rate: percentRangeSchema, minShops: z.number().int().positive() })
          .optional(),
        topDiscountPercent: percentRangeSchema.optional(),
        groceryRule: z
          .object({ everyday: percent, thursday: percent, chain: nonEmpty })
          .optional(),
        statusBenefits: z.array(nonEmpty).optional(),
      })
      .strict(),
  })
  .strict()
  .refine((card) => !card.extras.groceryRule || card.cashbackRate.max === 0, {
    path: ["cashbackRate"],
    message: "må være 0 når bonusen bare gjelder i én kjede (den står i extras.groceryRule)",
  })
  .refine((card) => card.highlights.every((text) => !/\{(effectiveRate|nominalRate|creditLimitMax|\w*Standing)\}|rente|kredittgrense|rask|søknad|enkel å få|lett å få/i.test(text)), {
    path: ["highlights"],
    message: "kan ikke nevne rente, kredittgrense, søknaden eller hvor raskt eller lett kreditten gis",
  });

export type CreditCard = z.infer<typeof creditCardSchema>;

/**
 * Validates the card list. Throws one error that names every bad card and field,
 * so a typo fails the build with a message a content editor can act on.
 */
export function parseCards(input: unknown[]): CreditCard[] {
  const cards = parseContent("Kort", creditCardSchema, input, labelBy("name"));
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
