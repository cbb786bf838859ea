import { Link } from "react-router";
import { cardRating } from "~/shared/rating/rating-method";
import { CardArt } from "~/shared/cards/card-art";
import type { CreditCard } from "#content/card-schema";
import { cashbackText, fillCardText } from "~/shared/cards/card-text";
import { formatAnnualFee, formatEffectiveRate } from "~/shared/format/format";
import { representativeExample } from "~/shared/cards/representative-example";
import { uiText } from "~/site/site-text";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { ApplyLink } from "../frame/apply-link";
import { CompareToggle } from "../compare/compare-toggle";
import { RepresentativeExample } from "../../shared/cards/representative-example-box";
import { CardStars } from "../../shared/ui/star-rating";
import { TextLink } from "~/shared/ui/text-link";

/**
 * A card in a list: the key facts, the representative example, apply and read-more links. `outside`: why the
 * reader falls outside the bank's published age or income rule (the eligibility pre-check), said first.
 */
export function CardTile({
  card,
  headingLevel = 3,
  outside,
}: {
  card: CreditCard;
  headingLevel?: 2 | 3 | 4;
  outside?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      {outside && (
        <p data-shortfall="" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {outside}
        </p>
      )}
      <div className="flex items-start gap-4">
        <CardArt card={card} className="h-15 w-24 shrink-0 rounded-md" />
        <div className="min-w-0">
          {cardRating(card).recommended && (
            <span className="mb-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {uiText.recommended}
            </span>
          )}
          <Heading className="text-lg leading-snug font-bold">
            <Link to={`/kort/${card.urlSlug}`} className="text-ink no-underline hover:underline">
              {card.name}
            </Link>
          </Heading>
          <p className="text-sm text-muted">{card.bank}</p>
          <CardStars card={card} size={16} />
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">{cardFactText.annualFee}</dt>
          <dd className="font-semibold">{formatAnnualFee(card.annualFee)}</dd>
        </div>
        <div>
          <dt className="text-muted">{cardFactText.effectiveRate}</dt>
          <dd className="font-semibold">{formatEffectiveRate(representativeExample(card).effectiveRate)}</dd>
        </div>
        <div>
          <dt className="text-muted">{cardFactText.cashback}</dt>
          <dd className="font-semibold">{cashbackText(card)}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 text-sm">
        {(card.highlights ?? []).slice(0, 3).map((highlight) => (
          <li key={highlight} className="tick-item">
            <span>{fillCardText(card, highlight)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <RepresentativeExample card={card} />
      </div>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        <ApplyLink card={card} placement="flis" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CompareToggle card={card} />
          <TextLink strong to={`/kort/${card.urlSlug}`}>
            {uiText.readMoreAboutCard}
            <span className="sr-only">: {card.name}</span>
          </TextLink>
        </div>
      </div>
    </article>
  );
}
