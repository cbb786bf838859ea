import type { CreditCard } from "#content/card-schema";
import { factText, optionalFacts } from "~/shared/cards/card-facts";
import { formatKr, formatPercent } from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import { cardPageText } from "./card-page-text";

/** The facts Finansportalen's feed adds, as rows only where the bank states them: the ten cards' rows are unchanged. */
function feedFactRows(card: CreditCard): Array<{ label: string; value: string }> {
  const text = cardPageText.feedFacts;
  const rows: Array<{ label: string; value: string | undefined }> = [
    { label: text.monthlyFee, value: card.monthlyFeeKr === undefined ? undefined : formatKr(card.monthlyFeeKr) },
    { label: text.minimumPayment, value: minimumPaymentText(card.minimumPayment) },
    {
      label: text.creditLimitRange,
      value:
        card.creditLimitMin === undefined
          ? undefined
          : `${formatKr(card.creditLimitMin)}–${formatKr(card.creditLimitMax)}`,
    },
    { label: text.maximumAge, value: card.maximumAge === undefined ? undefined : `${card.maximumAge}\u00a0år` },
    { label: text.specialConditions, value: card.specialConditions },
  ];
  return rows.filter((row): row is { label: string; value: string } => row.value !== undefined);
}

function minimumPaymentText(payment: CreditCard["minimumPayment"]): string | undefined {
  if (!payment) return undefined;
  const { percent, minKr } = payment;
  if (percent === undefined) return minKr === undefined ? undefined : formatKr(minKr);
  return minKr === undefined
    ? `${formatPercent(percent)} av saldo`
    : `${formatPercent(percent)} av saldo, minst ${formatKr(minKr)}`;
}

/**
 * The card's network and its optional facts (app/shared/cards/card-facts.ts), one row each: a fact we
 * have not verified reads «Ukjent», never 0, and a note under the list says what that means.
 */
export function CardFacts({ card }: { card: CreditCard }) {
  const rows: Array<{ label: string; value: string | undefined }> = [
    { label: uiText.facts.network, value: card.network },
    ...optionalFacts.map((fact) => ({ label: uiText.facts[fact], value: factText(card, fact) })),
    ...feedFactRows(card),
  ];
  return (
    <section aria-labelledby="facts-heading" className="mt-10 max-w-3xl">
      <h2 id="facts-heading" className="text-2xl font-bold">
        {uiText.facts.heading}
      </h2>
      <dl className="mt-3">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 border-b border-gray-200 py-2">
            <dt>{label}</dt>
            <dd className={value === undefined ? "text-muted" : "font-semibold"}>{value ?? uiText.unknown}</dd>
          </div>
        ))}
      </dl>
      {rows.some(({ value }) => value === undefined) && <p className="mt-2 text-sm text-muted">{uiText.unknownNote}</p>}
    </section>
  );
}
