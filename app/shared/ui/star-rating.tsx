import { formatRating } from "~/shared/format/format";
import { cardFactText } from "~/shared/cards/card-fact-text";

/**
 * Five stars with partial fill, and the rating as text beside them ('4,6 av 5'). The stars are two
 * boxes drawn by a mask (`.star-row` in app.css), not SVG: lists show many ratings, and every element
 * costs the first layout.
 */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const fillPercent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="inline-flex items-center gap-2">
      <span className="star-row" style={{ width: size * 5, height: size }} aria-hidden="true">
        <span style={{ width: `${fillPercent}%` }} />
      </span>
      <span className="text-sm font-semibold text-ink">
        <span className="sr-only">{cardFactText.rating}: </span>
        {cardFactText.ratingOutOf(formatRating(rating))}
      </span>
    </span>
  );
}
