import type { CreditCard } from "#content/card-schema";
import { starsOf } from "../rating/rating-method";
import {
  formatAnnualFee,
  formatEffectiveRate,
  formatKr,
  formatKrCompact,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatRating,
} from "../format/format";
import { cardFactText } from "./card-fact-text";
import { rateStanding } from "./rate-comparison";
import { standingAmong, type Standing } from "./standing";
import { nominalRate, representativeExample } from "./representative-example";

/** The cashback as one text, composed from the card's numbers. */
export function cashbackText(card: CreditCard): string {
  const rule = card.extras.groceryRule;
  if (rule) {
    return `${formatPercent(rule.everyday)} ${card.cashbackNote} i ${rule.chain}, ${formatPercent(rule.thursday)} på torsdager`;
  }
  if (!card.cashbackRate) return cardFactText.unknown;
  const base = `${formatPercentRange(card.cashbackRate)}${card.cashbackNote ? ` ${card.cashbackNote}` : ""}`;
  const discounts = card.extras.partnerDiscounts;
  if (discounts) {
    return `${base} (${discounts.programme}-rabatter på ${formatPercentRange(discounts.rate)} hos over ${formatNumber(discounts.minShops)} butikker)`;
  }
  return base;
}

/** Credit limit as shown: "Inntil 150 000 kr". */
export function creditLimitText(card: CreditCard): string {
  return `Inntil ${formatKr(card.creditLimitMax)}`;
}

/** The cost of credit's standing in words that fit "kreditten er …": "den billigste", "blant de dyreste". */
export const creditCostStandingWords: Record<Standing, string> = {
  lowest: "den billigste",
  "among-lowest": "blant de billigste",
  middle: "midt på treet",
  "among-highest": "blant de dyreste",
  highest: "den dyreste",
};

/** Computed comparisons with the other cards, in words: "renten er …", "årsgebyret er …", "vurderingen er …". */
const standingText: Record<"rate" | "fee" | "rating", Record<Standing, string>> = {
  rate: {
    lowest: "den laveste av kortene vi sammenligner",
    "among-lowest": "blant de laveste av kortene vi sammenligner",
    middle: "midt blant kortene vi sammenligner",
    "among-highest": "blant de høyeste av kortene vi sammenligner",
    highest: "den høyeste av kortene vi sammenligner",
  },
  fee: {
    lowest: "det laveste av kortene vi sammenligner",
    "among-lowest": "blant de laveste av kortene vi sammenligner",
    middle: "midt blant kortene vi sammenligner",
    "among-highest": "blant de høyeste av kortene vi sammenligner",
    highest: "det høyeste av kortene vi sammenligner",
  },
  rating: {
    lowest: "den laveste vi har gitt",
    "among-lowest": "blant de laveste vi har gitt",
    middle: "midt blant kortene vi har vurdert",
    "among-highest": "blant de høyeste vi har gitt",
    highest: "den høyeste vi har gitt",
  },
};

/** Tokens that compare the card with all the cards the site compares. */
const peerTokens: Record<string, (card: CreditCard, peers: readonly CreditCard[]) => string> = {
  rateStanding: (card, peers) => standingText.rate[rateStanding(card, peers)],
  feeStanding: feeStandingText,
  ratingStanding: (card, peers) =>
    standingText.rating[
      standingAmong(
        starsOf(card) ?? 0,
        peers.flatMap((peer) => {
          const stars = starsOf(peer);
          return stars === undefined ? [] : [stars];
        }),
      )
    ],
};

/**
 * Fills the {tokens} in a card's editorial text and highlights from its data, so that
 * a figure is typed once. {rateStanding}, {feeStanding} and {ratingStanding} compare the card
 * with `peers` (all the cards the site compares), so a claim like "blant de laveste" is computed.
 * An unknown or inapplicable token throws; the card store refuses such a text before it is
 * published (cardTokenProblem), so this never reaches a reader.
 */
export function fillCardText(card: CreditCard, text: string, peers?: readonly CreditCard[]): string {
  return text.replace(CARD_TOKEN, (_, token: string) => {
    const problem = cardTokenProblem(card, token, peers !== undefined);
    if (problem) throw new Error(`Kort «${card.name}»: teksten ${problem}`);
    // Own names only: «{constructor}» is no token, whatever Object.prototype holds.
    return Object.hasOwn(peerTokens, token)
      ? peerTokens[token]!(card, peers!)
      : (cardTokens(card) as Record<string, string>)[token]!;
  });
}

/** A {token} in a card text. */
export const CARD_TOKEN = /\{(\w+)\}/g;

/** The tokens a card text may use, for messages. */
export const cardTokenNames = (): string[] => [...Object.keys(cardTokens(null)), ...Object.keys(peerTokens)];

/**
 * Why `token` cannot be filled for this card ("bruker {finnesIkke}, som ikke finnes"), or null when it
 * can. `withPeers`: the text is one shown among all the cards (the card page's paragraphs).
 */
export function cardTokenProblem(card: CreditCard, token: string, withPeers: boolean): string | null {
  if (Object.hasOwn(peerTokens, token))
    return withPeers ? null : `bruker {${token}}, som bare kan brukes i omtalen (avsnittene), der alle kortene er med`;
  const tokens: Record<string, string | undefined> = cardTokens(card);
  if (!Object.hasOwn(tokens, token))
    return `bruker {${token}}, som ikke finnes. Kodene som finnes: ${cardTokenNames()
      .map((name) => `{${name}}`)
      .join(", ")}`;
  if (tokens[token] === undefined) return `bruker {${token}}, som kortet ikke har data for`;
  return null;
}

/** Every token a card text may use, filled from the card (null: the names only, for messages). */
function cardTokens(card: CreditCard | null): Record<TokenName, string | undefined> {
  if (card === null)
    return Object.fromEntries(tokenNames.map((name) => [name, undefined])) as Record<TokenName, undefined>;
  const { extras } = card;
  return {
    annualFee: formatAnnualFee(card.annualFee).replace("/år", ""),
    // The representative example's rate, fee included: the only rate we call effective.
    effectiveRate: formatEffectiveRate(representativeExample(card).effectiveRate),
    nominalRate: formatPercent(nominalRate(card.interestRate)),
    rating: starsOf(card) === undefined ? undefined : formatRating(starsOf(card)!),
    creditLimitMax: formatKr(card.creditLimitMax),
    cashback: cashbackText(card),
    // Spend at which the lowest cashback rate pays the annual fee, rounded to a thousand.
    feeBreakEvenSpend:
      card.annualFee > 0 && card.cashbackRate && card.cashbackRate.min > 0
        ? formatKr(Math.ceil(card.annualFee / (card.cashbackRate.min / 100) / 1000) * 1000)
        : undefined,
    partnerDiscountRate: extras.partnerDiscounts && formatPercentRange(extras.partnerDiscounts.rate),
    partnerShops: extras.partnerDiscounts && formatNumber(extras.partnerDiscounts.minShops),
    topDiscountRate: extras.topDiscountPercent && formatPercentRange(extras.topDiscountPercent),
    groceryEveryday: extras.groceryRule && formatPercent(extras.groceryRule.everyday),
    groceryThursday: extras.groceryRule && formatPercent(extras.groceryRule.thursday),
    travelCover: extras.travelInsurance && formatKrCompact(extras.travelInsurance.travelCoverKr),
    baggageCover: extras.travelInsurance && formatKr(extras.travelInsurance.baggageKr),
    cancellationCover: extras.travelInsurance && formatKr(extras.travelInsurance.cancellationKr),
    loungeCount: extras.loungeCount === undefined ? undefined : formatNumber(extras.loungeCount),
    restaurantExperiences: extras.restaurantExperiencesPerYear?.toString(),
    twoForOne: extras.twoForOnePerYear?.toString(),
  };
}

const tokenNames = [
  "annualFee",
  "effectiveRate",
  "nominalRate",
  "rating",
  "creditLimitMax",
  "cashback",
  "feeBreakEvenSpend",
  "partnerDiscountRate",
  "partnerShops",
  "topDiscountRate",
  "groceryEveryday",
  "groceryThursday",
  "travelCover",
  "baggageCover",
  "cancellationCover",
  "loungeCount",
  "restaurantExperiences",
  "twoForOne",
] as const;
type TokenName = (typeof tokenNames)[number];

/**
 * The cost of credit as a pro or a con in a ranking, computed from the card's place among
 * `peers`: the cheapest third is a pro, the dearest third a con, the middle neither. Typed
 * pros and cons never mention the rate, so they cannot disagree with this.
 */
export function creditCostNote(
  card: CreditCard,
  peers: readonly CreditCard[],
): { kind: "pro" | "con"; text: string } | null {
  const standing = rateStanding(card, peers);
  const rate = formatEffectiveRate(representativeExample(card).effectiveRate);
  if (standing === "lowest" || standing === "among-lowest") {
    return { kind: "pro", text: `Effektiv rente ${rate} i eksempelet, ${standingText.rate[standing]}` };
  }
  if (standing === "highest" || standing === "among-highest") {
    const fee = card.annualFee > 0 ? " med årsgebyret" : "";
    return { kind: "con", text: `Effektiv rente ${rate} i eksempelet${fee}, ${standingText.rate[standing]}` };
  }
  return null;
}

/** "det høyeste av kortene vi sammenligner": the card's annual fee among `peers`. */
export function feeStandingText(card: CreditCard, peers: readonly CreditCard[]): string {
  return standingText.fee[
    standingAmong(
      card.annualFee,
      peers.map((peer) => peer.annualFee),
    )
  ];
}
