import { formatRating } from "~/domain/format";
import { uiText } from "~/ui-text";

// Five stars in one path (each 20 units wide, relative moves after its start), so a rating is two
// small SVGs rather than ten: lists show many ratings, and every element costs the first layout.
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => `M${10 + 20 * i} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z`).join("");

/** Five stars with partial fill, and the rating as text beside them ('4,6 av 5'). */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const fillPercent = Math.max(0, Math.min(100, (rating / 5) * 100));
  // The filled row keeps its full width and is clipped by its parent, so partial stars stay in place.
  const row = (className: string) => (
    <svg width={size * 5} height={size} viewBox="0 0 100 20" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <path d={FIVE_STARS} fill="currentColor" />
    </svg>
  );
  return (
    <span className="inline-flex items-center gap-2">
      <span className="relative inline-block" aria-hidden="true">
        {row("text-gray-300")}
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fillPercent}%` }}>
          {row("text-star")}
        </span>
      </span>
      <span className="text-sm font-semibold text-ink">
        <span className="sr-only">{uiText.rating}: </span>
        {uiText.ratingOutOf(formatRating(rating))}
      </span>
    </span>
  );
}
