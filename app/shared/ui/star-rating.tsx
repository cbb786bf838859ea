import { formatRating } from "~/shared/format/format";
import { cardFactText } from "~/shared/cards/card-fact-text";
import type { CreditCard } from "#content/card-schema";
import { cardRating, RATING_METHOD_PATH, starsOf } from "~/shared/rating/rating-method";
import { ratingRuleText } from "~/shared/rating/rating-method-text";
import { isReviewed } from "~/shared/cards/card-review";

/**
 * Five stars with partial fill, and the rating as text beside them ('4,6 av 5'), linked to the published
 * method. The stars are two boxes drawn by a mask (`.star-row` in app.css), not SVG: lists show many
 * ratings, and every element costs the first layout.
 */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const fillPercent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="inline-flex items-center gap-2">
      <span className="star-row" style={{ width: size * 5, height: size }} aria-hidden="true">
        <span style={{ width: `${fillPercent}%` }} />
      </span>
      <a href={RATING_METHOD_PATH} className="text-sm font-semibold text-ink underline underline-offset-2">
        <span className="sr-only">{cardFactText.rating}: </span>
        {cardFactText.ratingOutOf(formatRating(rating))}
        <span className="sr-only">{cardFactText.ratingMethodSuffix}</span>
      </a>
    </span>
  );
}

/**
 * A card's computed stars (app/shared/rating), or in their place why it has none, with the same link, and which
 * criteria are unknown for it (issue 31: the rating says which criteria are unknown for which card). A ranking
 * that places cards by their stars passes `sayUnknown`, so the criteria a rated card was scored without are
 * named under its stars too, as on the card page.
 */
export function CardStars({
  card,
  size,
  sayUnknown = false,
}: {
  card: CreditCard;
  size?: number;
  sayUnknown?: boolean;
}) {
  const stars = starsOf(card);
  const { unknown } = cardRating(card);
  if (stars !== undefined) {
    if (!sayUnknown || unknown.length === 0) return <StarRating rating={stars} size={size} />;
    return (
      <span className="inline-flex flex-col gap-1">
        <StarRating rating={stars} size={size} />
        <span className="text-sm text-muted" data-unknown-criteria="">
          {ratingRuleText.unknownOnCard(unknown)}
        </span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col text-sm text-muted">
      <a href={RATING_METHOD_PATH} className="underline underline-offset-2">
        {isReviewed(card) ? ratingRuleText.tooLittleKnown : cardFactText.notReviewed}
      </a>
      {unknown.length > 0 && <span data-unknown-criteria="">{ratingRuleText.unknownWithoutStars(unknown)}</span>}
    </span>
  );
}
