import type { ReactNode } from "react";
import { cardArtSrc } from "~/shared/cards/drawn-card-art";
import { compareCard, compareMarked } from "~/site/compare/compare-contract";
import { Link } from "react-router";
import type { CreditCard } from "#content/card-schema";
import { factText, isFactKnown, type OptionalFact } from "~/shared/cards/card-facts";
import { cashbackText, creditLimitText, fillCardText } from "~/shared/cards/card-text";
import { compareHref, markRow, rowAllEqual, type MarkedRow } from "~/site/compare/compare";
import { formatAnnualFee, formatEffectiveRate, formatWorkingDays } from "~/shared/format/format";
import { maximumAgeText, minimumPaymentText, monthlyFeeText } from "~/site/compare/compare";
import { printedEffectiveRate } from "~/shared/cards/representative-example";
import { compareText } from "~/site/compare/compare-text";
import { uiText } from "~/site/site-text";
import { ApplyLink } from "../frame/apply-link";
import { RepresentativeExample } from "../../shared/cards/representative-example-box";
import { CardStars } from "../../shared/ui/star-rating";
import { DataTable } from "~/shared/ui/data-table";
import { TextLink } from "~/shared/ui/text-link";

type Row = {
  id: keyof typeof compareText.rows;
  marked?: MarkedRow;
  /** For a fact a card may lack: whether this card has it. The row is left out when no compared card does. */
  known?: (card: CreditCard) => boolean;
  cell: (card: CreditCard) => ReactNode;
};

const unknown = <span className="text-muted">{uiText.unknown}</span>;

/** A row of an optional fact: «Ukjent» where the card lacks it (never 0); left out when every card does. */
const factRow = (fact: OptionalFact, marked?: MarkedRow): Row => ({
  id: fact,
  known: (card) => isFactKnown(card, fact),
  marked,
  cell: (card) => factText(card, fact) ?? unknown,
});

/**
 * A row of a fact only the feed brings (the monthly fee, the least monthly payment, the highest age): the
 * same rule as factRow, «Ukjent» where the card lacks it and left out when every card does.
 */
const feedFactRow = (
  id: "monthlyFeeKr" | "minimumPayment" | "maximumAge",
  text: (card: CreditCard) => string | undefined,
  marked?: MarkedRow,
): Row => ({ id, known: (card) => card[id] !== undefined, marked, cell: (card) => text(card) ?? unknown });

/** One row per fact, in the order the reader should weigh them: cost before benefits. */
const rows: Row[] = [
  { id: "annualFee", marked: "annualFee", cell: (card) => formatAnnualFee(card.annualFee) },
  feedFactRow("monthlyFeeKr", monthlyFeeText, "monthlyFeeKr"),
  { id: "effectiveRate", marked: "effectiveRate", cell: (card) => formatEffectiveRate(printedEffectiveRate(card)) },
  // The representative example sits with the cost rows, above cashback and bonus points.
  { id: "creditCost", marked: "creditCost", cell: (card) => <RepresentativeExample card={card} full /> },
  factRow("interestFreeDays", "interestFreeDays"),
  factRow("currencyMarkupPercent", "currencyMarkupPercent"),
  factRow("cashWithdrawalFee"),
  factRow("cashWithdrawalAbroadFee"),
  // What a month's bill asks at least: a percentage and a least amount, so neither is "better" (never marked).
  feedFactRow("minimumPayment", minimumPaymentText),
  { id: "cashback", marked: "cashback", cell: (card) => cashbackText(card) },
  { id: "creditLimit", cell: (card) => creditLimitText(card) },
  { id: "travelInsurance", marked: "travelInsurance", cell: (card) => (card.travelInsurance ? uiText.yes : uiText.no) },
  { id: "bonusPoints", cell: (card) => card.bonusPoints ?? uiText.unknown },
  { id: "network", cell: (card) => card.network ?? uiText.unknown },
  factRow("minimumAge"),
  feedFactRow("maximumAge", maximumAgeText),
  factRow("minimumIncomeKr"),
  {
    id: "processingTime",
    cell: (card) => (card.processingDays ? formatWorkingDays(card.processingDays) : uiText.unknown),
  },
  {
    id: "rating",
    marked: "rating",
    cell: (card) => <CardStars card={card} size={16} />,
  },
  {
    id: "highlights",
    cell: (card) => (
      <ul className="list-disc space-y-1 pl-4">
        {(card.highlights ?? []).map((highlight) => (
          <li key={highlight}>{fillCardText(card, highlight)}</li>
        ))}
      </ul>
    ),
  },
  { id: "apply", cell: (card) => <ApplyLink card={card} placement="sammenligning" /> },
];

function BestMark({ text }: { text: string }) {
  return (
    <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-700">
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      {text}
    </span>
  );
}

/**
 * The comparison: one column per card, one row per fact. The best value of a marked row
 * carries a text mark ("Lavest årsgebyr"); ties mark every tied card, and a row where all
 * cards are equal is marked none and says so (bestInRow in app/site/compare/compare.ts). An optional
 * fact a card lacks reads «Ukjent» and is never marked; its row is left out when no card has it.
 * The first column stays in place while the table scrolls sideways on a phone; there both columns are
 * narrower, so a phone of 360 px shows the row names and more than one card, with the hint above the table.
 */
export function CompareTable({ cards }: { cards: CreditCard[] }) {
  const slugs = cards.map((card) => card.urlSlug);
  const shownRows = rows.filter((row) => row.known === undefined || cards.some(row.known));
  const names = cards.map((card) => card.name);
  const caption = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} og ${names[names.length - 1]}`;
  const sticky = "sticky left-0 z-10 bg-white shadow-[inset_-1px_0_0_#d1d5db]";

  return (
    <DataTable
      label={`Sammenligningstabell: ${caption}`}
      caption={`Sammenligning av ${caption}, én kolonne per kort`}
      className="mt-6 rounded-xl border border-gray-200"
      compact
      hideCaption
    >
      <thead>
        <tr className="border-b border-gray-300 align-top">
          <th scope="col" className={`${sticky} w-24 p-2 font-semibold text-muted sm:w-44 sm:p-3`}>
            {compareText.tableCorner}
          </th>
          {cards.map((card) => (
            <th
              key={card.urlSlug}
              scope="col"
              className="min-w-36 p-2 font-normal sm:min-w-52 sm:p-3"
              {...compareMarked("card")}
              {...compareCard(card.urlSlug, card.name)}
            >
              <img
                src={cardArtSrc(card)}
                alt=""
                width={96}
                height={60}
                loading="lazy"
                className="h-15 w-24 rounded-md"
              />
              <Link
                to={`/kort/${card.urlSlug}`}
                className="mt-2 block text-base leading-snug font-bold text-ink underline underline-offset-2 hover:text-brand-800"
              >
                {card.name}
              </Link>
              <span className="block text-muted">{card.bank}</span>
              <TextLink
                strong
                className="mt-2 inline-flex min-h-6 items-center"
                to={compareHref(slugs.filter((slug) => slug !== card.urlSlug))}
              >
                {compareText.remove}
                <span className="sr-only"> {card.name} fra sammenligningen</span>
              </TextLink>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shownRows.map((row) => {
          const marks = row.marked ? markRow(row.marked, cards) : cards.map(() => false);
          // Said only when every card's value is known and the same (an unknown is not "equal").
          const allEqual = row.marked !== undefined && rowAllEqual(row.marked, cards);
          return (
            <tr key={row.id} className="border-b border-gray-200 align-top last:border-b-0">
              <th scope="row" className={`${sticky} p-2 text-xs font-semibold text-ink sm:p-3 sm:text-sm`}>
                {compareText.rows[row.id]}
                {allEqual && <span className="mt-1 block text-xs font-normal text-muted">{compareText.allEqual}</span>}
              </th>
              {cards.map((card, index) => (
                <td key={card.urlSlug} className="p-2 text-ink sm:p-3">
                  <div
                    className={
                      row.id === "annualFee" || row.id === "effectiveRate" ? "text-base font-semibold" : undefined
                    }
                  >
                    {row.cell(card)}
                  </div>
                  {row.marked && marks[index] && <BestMark text={compareText.best[row.marked]} />}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
