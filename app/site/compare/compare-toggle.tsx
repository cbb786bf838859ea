import { Link } from "react-router";
import { compareCard, compareMarked } from "~/site/compare/compare-contract";
import type { CreditCard } from "#content/card-schema";
import { compareHref } from "~/site/compare/compare";
import { compareText } from "~/site/compare/compare-text";

const controlClasses =
  "group inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-semibold text-ink no-underline hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900";

/**
 * "Sammenlign" on a card. Without JavaScript it is a link to /sammenlign?kort=<slug>;
 * app/site/compare/compare.client.ts (loaded by CompareTray) puts a toggle button with the same content in its
 * place, which adds the card to or removes it from the selection kept in the browser. The button is
 * made there rather than sent hidden beside the link: a list of cards would carry every control twice.
 */
export function CompareToggle({ card }: { card: Pick<CreditCard, "urlSlug" | "name"> }) {
  return (
    <Link
      to={compareHref([card.urlSlug])}
      className={controlClasses}
      {...compareMarked("link")}
      {...compareCard(card.urlSlug, card.name)}
    >
      <svg width="18" height="18" viewBox="0 0 18 18" className="shrink-0" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="15" height="15" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {/* The tick only shows while the button is pressed (in the comparison). */}
        <path
          d="M5 9.5l2.5 2.5L13 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="hidden group-aria-pressed:block"
        />
      </svg>
      {compareText.toggle}
      <span className="sr-only"> {card.name}</span>
    </Link>
  );
}
