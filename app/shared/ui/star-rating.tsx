import { formatRating } from "~/shared/format/format";
import { cardFactText } from "~/shared/cards/card-fact-text";
import type { CreditCard } from "#content/card-schema";
import { RATING_METHOD_PATH, starsOf } from "~/shared/rating/rating-method";

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

/** A card's computed stars (app/shared/rating), or in their place that it has none, with the same link. */
export function CardStars({ card, size }: { card: CreditCard; size?: number }) {
  const stars = starsOf(card);
  if (stars !== undefined) return <StarRating rating={stars} size={size} />;
  return (
    <a href={RATING_METHOD_PATH} className="text-sm text-muted underline underline-offset-2">
      {cardFactText.notReviewed}
    </a>
  );
}
