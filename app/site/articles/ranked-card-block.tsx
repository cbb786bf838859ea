import type { ReactNode } from "react";
import type { ReviewedCard } from "~/shared/cards/card-review";
import { cardArtSrc } from "~/shared/cards/drawn-card-art";
import { Link } from "react-router";
import type { CreditCard } from "#content/card-schema";
import { ApplyLink } from "~/site/frame/apply-link";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import { CardStars } from "~/shared/ui/star-rating";
import { benefitText } from "~/site/articles/article-cards";
import { creditLimitText } from "~/shared/cards/card-text";
import { formatAnnualFee, formatEffectiveRate } from "~/shared/format/format";
import { printedEffectiveRate } from "~/shared/cards/representative-example";
import { uiText } from "~/site/site-text";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { isFeedSourced } from "~/shared/cards/feed-status";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { ProsCons } from "./pros-cons";

/** A key figure; `fact` is one shown plainly in the grid, never highlighted (the credit limit: not a selling point). */
export type Figure = { label: string; value: string; fact?: boolean };

/** The key facts of a card as the ranking articles show them, all read from the card data. */
export function cardFigures(card: CreditCard): Figure[] {
  return [
    { label: cardFactText.annualFee, value: formatAnnualFee(card.annualFee) },
    { label: cardFactText.effectiveRate, value: formatEffectiveRate(printedEffectiveRate(card)) },
    { label: "Cashback og fordeler", value: benefitText(card) },
    { label: cardFactText.creditLimit, value: creditLimitText(card), fact: true },
  ];
}

/**
 * One card in a ranked list: rank, name (linked to its card page), rating, key figures,
 * who it suits, pros and cons, the representative example and the apply link; «Data levert av Finansportalen» with
 * the figures when they are the feed's.
 * Article-specific content (a test verdict, a note on the figures) goes in children.
 */
export function RankedCardBlock({
  rank,
  card,
  badge,
  figures = cardFigures(card),
  bestFor,
  pros,
  cons,
  idPrefix,
  sayUnknown = true,
  children,
}: {
  rank: number;
  card: ReviewedCard;
  /** A label such as 'Vårt valg'. */
  badge?: string;
  figures?: Figure[];
  bestFor: string;
  pros: readonly string[];
  cons: readonly string[];
  /** Makes the block's id unique on the page: `${idPrefix}-${urlSlug}`. */
  idPrefix: string;
  /** Name the criteria the card's rating was computed without under its stars (CardStars). */
  sayUnknown?: boolean;
  children?: ReactNode;
}) {
  const id = `${idPrefix}-${card.urlSlug}`;
  const highlighted = badge !== undefined;
  return (
    <article
      id={id}
      data-card-offer=""
      aria-labelledby={`${id}-tittel`}
      className={`my-6 rounded-xl border bg-white p-5 shadow-sm sm:p-6 ${highlighted ? "border-2 border-brand-700" : "border-gray-200"}`}
    >
      <div className="flex flex-wrap items-start gap-4">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          {badge && (
            <span className="mb-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
              {badge}
            </span>
          )}
          <h3 id={`${id}-tittel`} className="mt-0 mb-0 text-xl font-bold">
            <span className="sr-only">Plass {rank}: </span>
            <Link to={`/kort/${card.urlSlug}`} className="text-ink no-underline hover:underline">
              {card.name}
            </Link>
          </h3>
          <p className="my-0 text-sm text-muted">{card.bank}</p>
          <CardStars card={card} size={18} sayUnknown={sayUnknown} />
        </div>
        <img
          src={cardArtSrc(card)}
          alt=""
          width={120}
          height={75}
          loading="lazy"
          className="hidden h-auto w-28 shrink-0 rounded-md sm:block"
        />
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) =>
          figure.fact ? (
            <div key={figure.label} className="p-3">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="mt-0.5 text-sm leading-snug">{figure.value}</dd>
            </div>
          ) : (
            <div key={figure.label} className="rounded-lg bg-brand-50 p-3">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd data-offer-figure="" className="mt-0.5 font-semibold leading-snug">
                {figure.value}
              </dd>
            </div>
          ),
        )}
        {/* The agreement's words with the feed's figures (isFeedSourced: linked, or changed by a sync once). Inside the
            list, so the block keeps its children and the ids React gives in them (the pages' bytes, decision 0004). */}
        {isFeedSourced(card.id) && (
          <div className="col-span-full text-sm text-muted">
            <dt className="sr-only">Kilde</dt>
            <dd>
              <FeedAttribution />
            </dd>
          </div>
        )}
      </dl>
      {/* The cost right under the figures, in their size and weight, before any benefit in words. */}
      <RepresentativeExample card={card} prominent className="mt-3" />

      <p className="mt-4 mb-4">
        <strong>Passer for:</strong> {bestFor}
      </p>

      <ProsCons pros={pros} cons={cons} />

      {children && <div className="mt-4">{children}</div>}

      <div className="mt-5 flex justify-end">
        <div className="flex w-full flex-col gap-2 sm:w-56">
          <ApplyLink card={card} />
          <Link to={`/kort/${card.urlSlug}`} className="text-center font-semibold">
            {uiText.readMoreAboutCard}
            <span className="sr-only">: {card.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
