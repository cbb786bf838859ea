import { z } from "zod";
import {
  feeFacts,
  rateSources,
  yearlyFee,
  type EarningAssumptions,
  type EarningRule,
} from "../app/shared/finance/cashback-ranking";
import type { CreditCard } from "./card-schema";
import { cardIdSchema, cardLabel, labelByCard } from "./card-ref";
import { cards } from "./cards";
import { parseOne } from "./parse-one";
import { parseContent, refuseProblems } from "./validate";

/**
 * How each of the ten cards earns, for the cashback ranking ('Finn ditt optimale kort').
 * The rates themselves are the cards' own data (cashbackRate, extras.groceryRule in
 * content/cards.ts); a rule says which of them applies to which kind of spending. Points
 * cards are valued in kroner at the card's stated rate: 1 % in points means the points from
 * 100 kr of spending are worth 1 kr when used, which the page states.
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
const rateSource = z.enum(rateSources);

export const earningRuleSchema = z
  .object({
    cardId: cardIdSchema,
    rates: z.object({ groceries: rateSource, fuel: rateSource, other: rateSource, travel: rateSource }).strict(),
    yearlyCapKr: z.number().int().positive().optional(),
    pointsProgramme: nonEmpty.optional(),
    travelPartner: nonEmpty.optional(),
    notCounted: nonEmpty.optional(),
  })
  .strict()
  // A card's top rate is earned on its partner airline's flights only (decision 0032): it applies to travel,
  // and the rule names the airline, so the ranking counts it only on the flights the reader buys there.
  .refine((rule) => (["groceries", "fuel", "other"] as const).every((type) => rule.rates[type] !== "highest"), {
    path: ["rates"],
    message: "den høyeste satsen gjelder bare flyreiser hos partneren, og kan bare brukes på travel",
  })
  .refine((rule) => (rule.rates.travel === "highest") === (rule.travelPartner !== undefined), {
    path: ["travelPartner"],
    message: "må oppgis når, og bare når, rates.travel er highest",
  })
  // Lounges and travel insurance are said from what each ranking counts (notCountedText), never typed here.
  .refine((rule) => !/lounge|forsikring/i.test(rule.notCounted ?? ""), {
    path: ["notCounted"],
    message: "skal ikke nevne lounger eller forsikring: det sies ut fra hva rangeringen regner med",
  });

/**
 * Where a rule disagrees with its card's facts: points named for a card that pays money (or none for a
 * points card), or the grocery rule used for a card without one. Checked against the cards the build
 * starts from below, and against every change of the cards by the card store (content/card-checks.ts).
 */
export function earningRuleProblems(
  list: readonly CreditCard[],
  rules: readonly EarningRule[] = earningRules,
): string[] {
  return rules.flatMap((rule) => {
    const card = list.find((candidate) => candidate.id === rule.cardId);
    const named = `Opptjeningsregel for ${cardLabel(list, rule.cardId)}`;
    if (!card) return [`${named}: kortet finnes ikke`];
    const problems: string[] = [];
    if (card.cashbackRate === undefined || card.cashbackInPoints === undefined)
      problems.push(`${named}: kortet oppgir ikke bonussatsen (cashbackRate, cashbackInPoints)`);
    if (card.cashbackInPoints !== (rule.pointsProgramme !== undefined)) {
      const message = card.cashbackInPoints
        ? "mangler: kortet gir poeng"
        : "skal ikke være satt: kortet gir ikke poeng";
      problems.push(`${named}: feltet «pointsProgramme» ${message}`);
    }
    if (yearlyFee(feeFacts(card)) === undefined)
      problems.push(`${named}: kortets månedsgebyr er ukjent, så det kan ikke rangeres etter hva det gir i året`);
    if (!card.extras.groceryRule && Object.values(rule.rates).includes("grocery-rule")) {
      problems.push(`${named}: feltet «rates» bruker grocery-rule, men kortet har ingen dagligvareregel`);
    }
    return problems;
  });
}

export const earningRules: EarningRule[] = parseContent(
  "Opptjeningsregel",
  earningRuleSchema,
  [
    {
      cardId: 1, // bank-norwegian-kredittkort
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
    },
    {
      cardId: 2, // remember-black
      rates: { groceries: "none", fuel: "none", other: "none", travel: "none" },
      notCounted: "Reward-rabattene er ikke regnet med, fordi de avhenger av hvilke butikker du handler i.",
    },
    {
      cardId: 3, // remember-gold
      rates: { groceries: "none", fuel: "none", other: "none", travel: "none" },
    },
    {
      cardId: 4, // tf-bank-mastercard
      rates: { groceries: "none", fuel: "none", other: "none", travel: "none" },
      notCounted: "DealPass-rabattene er ikke regnet med, fordi de avhenger av hvilke butikker du handler i.",
    },
    {
      cardId: 5, // morrow-bank-kredittkort
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
      notCounted: "De høyere satsene på utvalgte kjøp og kampanjer er ikke regnet med.",
    },
    {
      cardId: 6, // trumf-kredittkort
      rates: { groceries: "grocery-rule", fuel: "none", other: "none", travel: "none" },
      notCounted: "Den vanlige Trumf-bonusen du får som medlem uansett kort, er ikke regnet med.",
    },
    {
      cardId: 7, // sas-eurobonus
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "highest" },
      pointsProgramme: "EuroBonus",
      travelPartner: "SAS",
    },
    {
      cardId: 8, // sas-eurobonus-premium
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "highest" },
      pointsProgramme: "EuroBonus",
      travelPartner: "SAS",
    },
    {
      cardId: 9, // amex-platinum
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
      pointsProgramme: "Membership Rewards",
      notCounted:
        "Restaurantopplevelsene er ikke regnet med. American Express tas ikke imot overalt, så noe av forbruket kan måtte betales med et annet kort.",
    },
    {
      cardId: 10, // sas-amex-elite
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
      pointsProgramme: "EuroBonus",
      notCounted:
        "2 for 1-reisene er ikke regnet med. American Express tas ikke imot overalt, så noe av forbruket kan måtte betales med et annet kort.",
    },
  ],
  labelByCard(),
);
refuseProblems(earningRuleProblems(cards));

const share = z.number().min(0, "kan ikke være under 0").max(1, "kan ikke være over 1");

/** The assumptions behind the grocery rule, stated under the ranking. */
export const earningAssumptions: EarningAssumptions = parseOne(
  "Opptjeningsforutsetninger",
  z.object({ thursdayShareOfGroceries: share, groceryChainShare: share }).strict(),
  {
    // One shopping day in seven: we do not assume the reader moves the weekly shop to Thursday.
    thursdayShareOfGroceries: 1 / 7,
    // The ranking shows what the grocery card is worth to someone who shops in its chain.
    groceryChainShare: 1,
  },
);
