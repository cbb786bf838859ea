import { useId } from "react";
import type { CreditCard } from "#content/card-schema";
import { uiText } from "~/site/site-text";
import { buttonClasses } from "../../shared/ui/button-link";
import { CreditWarning } from "../../shared/cards/credit-warning";
import { cardPays } from "../../shared/commission/paying-cards";

/** Where on our pages an apply button is, as the click records it (app/site/tracking/apply-redirect.server.ts). */
export type ApplyPlacement = "flis" | "kortside" | "sammenligning" | "kortvelger";

/**
 * The apply link. A card that pays us (a link template in the back office): through our tracked redirect,
 * marked as advertising, rel="sponsored nofollow". A card that pays nothing: a plain link to the bank's
 * page, no «Annonse», nothing counted. A plain <a> either way: /go/ is a server redirect, not a page.
 */
export function ApplyLink({
  card,
  placement,
  className = "",
}: {
  card: Pick<CreditCard, "id" | "urlSlug" | "name" | "applyUrl" | "retiredOn">;
  placement?: ApplyPlacement;
  className?: string;
}) {
  const noteId = useId();
  // No link where /go/ would answer 404: a card we have no application page for, or one out of sale.
  if (!card.applyUrl || card.retiredOn !== undefined) return null;
  const pays = cardPays(card);
  return (
    <span className={`flex flex-col items-stretch gap-1 text-center text-base ${className}`}>
      <CreditWarning />
      <a
        href={pays ? `/go/${card.urlSlug}${placement ? `?plassering=${placement}` : ""}` : card.applyUrl}
        rel={pays ? "sponsored nofollow" : "nofollow"}
        className={buttonClasses("primary")}
        aria-describedby={noteId}
      >
        {uiText.applyForCard}
        <span className="sr-only">{`: ${card.name}`}</span>
      </a>
      <span id={noteId} className="text-xs text-muted">
        {pays ? `${uiText.advertisement} · ${uiText.applyGoesToBank}` : uiText.applyGoesToBank}
      </span>
    </span>
  );
}
