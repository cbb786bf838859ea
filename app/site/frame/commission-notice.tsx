import { uiText } from "~/site/site-text";
import { payingCards } from "../../shared/commission/paying-cards";

/**
 * The one line beside a ranking, a rating or a recommendation: which cards pay us, that the others' links go
 * straight to the bank, and that it does not decide the order. `shown` limits it to the cards on the page.
 */
export function CommissionNotice({ shown }: { shown?: readonly { urlSlug: string }[] }) {
  const onPage = shown ? new Set(shown.map((card) => card.urlSlug)) : null;
  const names = payingCards()
    .filter((card) => !onPage || onPage.has(card.urlSlug))
    .map((card) => card.name);
  return (
    <p className="mt-3 text-sm text-muted">
      <strong className="font-semibold text-ink">{uiText.advertisement}:</strong> {uiText.commissionNotice(names)}
    </p>
  );
}
