import { nominalRateRange, statedRange, type StatedRange } from "../app/shared/cards/market-figures";
import { formatKr, formatNumber, formatPercent, formatPercentRange } from "../app/shared/format/format";
import type { CreditCard } from "./card-schema";

/**
 * The guides' sentences about the market, from the cards we compare (issue 31): «45–50 rentefrie dager»,
 * «15–25 %» and «200 000–300 000 kr i inntekt» were typed once and true of no list we had. Each sentence
 * says how many of the cards state the fact; when none does, it says where the reader finds it instead.
 */
const span = (range: StatedRange, format: (value: number) => string) =>
  range.min === range.max ? format(range.max) : `fra ${format(range.min)} til ${format(range.max)}`;

const of = (range: StatedRange) =>
  range.stated === range.of
    ? `alle de ${range.of} kortene vi sammenligner`
    : range.stated === 1
      ? `ett av de ${range.of} kortene vi sammenligner, det eneste som oppgir det`
      : `de ${range.stated} av de ${range.of} kortene vi sammenligner som oppgir det`;

const days = (value: number) => `${formatNumber(value)}\u00a0dager`;

export const interestFreeDaysRange = (cards: readonly CreditCard[]) =>
  statedRange(cards, (card) => card.interestFreeDays);
export const minimumIncomeRange = (cards: readonly CreditCard[]) => statedRange(cards, (card) => card.minimumIncomeKr);

/** One sentence on how long purchases are interest-free. */
export function interestFreeSentence(cards: readonly CreditCard[]): string {
  const range = interestFreeDaysRange(cards);
  return range
    ? `Kjøp er rentefrie fram til fakturaen forfaller. Den lengste rentefrie perioden er ${span(range, days)} på ${of(range)}.`
    : "Kjøp er rentefrie fram til fakturaen forfaller. Hvor mange dager det blir, står i bankens vilkår, og på kortsiden når banken oppgir det.";
}

export const cashWithdrawalFeeRange = (cards: readonly CreditCard[], where: "home" | "abroad" = "home") =>
  statedRange(cards, (card) => (where === "abroad" ? card.cashWithdrawalAbroadFee : card.cashWithdrawalFee)?.percent);

/**
 * One sentence on what a cash withdrawal costs: the fee from the cards that state it (a card at 0 % makes the
 * range start at 0 %, so no page says every card charges one), in the bank's own machines or abroad. Interest
 * from the day of the withdrawal is each card's own clause, which the data does not hold: said as the usual rule.
 */
export function cashWithdrawalSentence(cards: readonly CreditCard[], where: "home" | "abroad" = "home"): string {
  const range = cashWithdrawalFeeRange(cards, where);
  const what = where === "abroad" ? "Kontantuttak i utlandet" : "Kontantuttak";
  return range
    ? `${what} koster som regel rente fra første dag, og gebyret er ${span(range, formatPercent)} av beløpet på ${of(range)}.`
    : `${what} koster som regel gebyr og rente fra første dag. Gebyret står i bankens vilkår, og på kortsiden når banken oppgir det.`;
}

/** One sentence on the income banks ask for. */
export function incomeSentence(cards: readonly CreditCard[]): string {
  const range = minimumIncomeRange(cards);
  return range
    ? `Kravet til årsinntekt er ${span(range, formatKr)} på ${of(range)}.`
    : "Hvor stor inntekt banken krever, bestemmer hver bank selv. Kortsiden viser kravet når banken oppgir det.";
}

/** One sentence on the nominal rate, before fees. */
export function nominalRateSentence(cards: readonly CreditCard[]): string {
  return `Den nominelle renten, før gebyrer, er ${formatPercentRange(nominalRateRange(cards))} i året på de ${cards.length} kortene vi sammenligner.`;
}

/** One sentence on the cashback the cards give on ordinary purchases. */
export function cashbackSentence(cards: readonly CreditCard[]): string {
  const range = statedRange(
    cards.filter((card) => (card.cashbackRate?.min ?? 0) > 0),
    (card) => card.cashbackRate?.min,
  );
  return range
    ? `På de ${range.stated} av de ${cards.length} kortene vi sammenligner som gir cashback eller poeng på alle kjøp, er grunnsatsen ${span(range, formatPercent)} av kjøpesummen.`
    : "Ingen av kortene vi sammenligner gir cashback på alle kjøp.";
}
