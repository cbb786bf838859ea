import { useId } from "react";
import type { CreditCard } from "#content/card-schema";
import { uiText } from "~/site/site-text";
import { buttonClasses } from "../../shared/ui/button-link";
import { CreditWarning } from "../../shared/cards/credit-warning";

/**
 * The affiliate apply link: through our tracked redirect, marked as advertising,
 * rel="sponsored nofollow". A plain <a>: /go/ is a server redirect, not a page.
 */
export function ApplyLink({
  card,
  className = "",
}: {
  card: Pick<CreditCard, "urlSlug" | "name" | "applyUrl" | "retiredOn">;
  className?: string;
}) {
  const noteId = useId();
  // No link where /go/ would answer 404: a card we have no application page for, or one out of sale.
  if (!card.applyUrl || card.retiredOn !== undefined) return null;
  return (
    <span className={`flex flex-col items-stretch gap-1 text-center text-base ${className}`}>
      <CreditWarning />
      <a
        href={`/go/${card.urlSlug}`}
        rel="sponsored nofollow"
        className={buttonClasses("primary")}
        aria-describedby={noteId}
      >
        {uiText.applyForCard}
        <span className="sr-only">{`: ${card.name}`}</span>
      </a>
      <span id={noteId} className="text-xs text-muted">
        {`${uiText.advertisement} · søknaden sendes til banken`}
      </span>
    </span>
  );
}
