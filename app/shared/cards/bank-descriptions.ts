import { bankDescriptionSchema, cardLimits, passesSellingPointRules, type CreditCard } from "#content/card-schema";
import { isReviewed } from "./card-review";
import { bankDescriptionText } from "./bank-description-text";

/**
 * The bank's own descriptions of a card, from Finansportalen's feed (decision 0012, stops 48 and 49): stored by the
 * sync as `bankDescriptions`, shown only on the page of a card with no review, as plain text, after its costs and
 * example, and only when they pass the rules our own highlights must (passesSellingPointRules).
 */

export type BankDescriptions = NonNullable<CreditCard["bankDescriptions"]>;

/** Each description's subheading, in the order the page shows them. */
const bankDescriptionLabels: Record<keyof BankDescriptions, string> = bankDescriptionText.labels;

const ELLIPSIS = "…";

/**
 * The text on one line (every run of whitespace one space), cut at a word so that it and «…» fit in `max`
 * characters; whole when it fits. A single word longer than `max` is cut inside it rather than shown whole.
 */
export function cutAtWord(text: string, max: number = cardLimits.bankDescription): string {
  const line = text.replace(/\s+/g, " ").trim();
  if ([...line].length <= max) return line;
  const room = [...line].slice(0, max - ELLIPSIS.length).join("");
  const space = room.lastIndexOf(" ");
  const cut = (space > 0 ? room.slice(0, space) : room).replace(/[\s,;:.–-]+$/u, "");
  return `${cut}${ELLIPSIS}`;
}

/**
 * One feed text as the card stores it: cut (cutAtWord), or undefined when empty or when the card schema would
 * refuse it (a character the pages cannot show): the bank's words are left out then, never a reason to hold a card.
 */
export function storedBankDescription(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cut = cutAtWord(text);
  return bankDescriptionSchema.safeParse(cut).success ? cut : undefined;
}

/** The card's `bankDescriptions` from the feed's two texts; undefined when neither is usable. */
export function bankDescriptionsFrom(texts: {
  travelInsuranceText?: string;
  otherBenefitsText?: string;
}): BankDescriptions | undefined {
  const travelInsurance = storedBankDescription(texts.travelInsuranceText);
  const otherBenefits = storedBankDescription(texts.otherBenefitsText);
  if (travelInsurance === undefined && otherBenefits === undefined) return undefined;
  return {
    ...(travelInsurance === undefined ? {} : { travelInsurance }),
    ...(otherBenefits === undefined ? {} : { otherBenefits }),
  };
}

/** One description as the page shows it. */
export type ShownBankDescription = { label: string; text: string };

/**
 * What a card's page may show of the bank's words: nothing for a reviewed card (its review says what the card
 * gives); otherwise each stored text, cut, that passes the highlights' rules with the card's annual fee as it
 * stands. A text that fails is left out, never an error.
 */
export function shownBankDescriptions(
  card: Pick<CreditCard, "bankDescriptions" | "annualFee" | "highlights" | "bestFor" | "editorial">,
): ShownBankDescription[] {
  if (isReviewed(card) || !card.bankDescriptions) return [];
  const shown: ShownBankDescription[] = [];
  for (const key of Object.keys(bankDescriptionLabels) as Array<keyof BankDescriptions>) {
    const stored = card.bankDescriptions[key];
    if (stored === undefined) continue;
    const text = cutAtWord(stored);
    if (text !== "" && passesSellingPointRules(text, card.annualFee))
      shown.push({ label: bankDescriptionLabels[key], text });
  }
  return shown;
}
