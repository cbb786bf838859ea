import { formatRating } from "~/domain/format";
import { uiText } from "~/ui-text";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/** Five stars with partial fill, and the rating as text beside them ('4,6 av 5'). */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const fillPercent = Math.max(0, Math.min(100, (rating / 5) * 100));
  // The filled row keeps its full width and is clipped by its parent, so partial stars stay in place.
  const row = (className: string) => (
    <span className={`flex ${className}`} style={{ width: size * 5 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" className="shrink-0" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
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
