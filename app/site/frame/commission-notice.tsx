import { uiText } from "~/site/site-text";
import { payingCards } from "../../shared/commission/paying-cards";
import { RATING_METHOD_PATH } from "~/shared/rating/rating-method";
import { TextLink } from "~/shared/ui/text-link";

/**
 * The one line beside a ranking, a rating or a recommendation: which cards pay us, that the others' links go
 * straight to the bank, that it does not decide the order, and where the method is published. `shown` limits it to
 * the cards on the page.
 */
export function CommissionNotice({ shown }: { shown?: readonly { urlSlug: string }[] }) {
  const onPage = shown ? new Set(shown.map((card) => card.urlSlug)) : null;
  const names = payingCards()
    .filter((card) => !onPage || onPage.has(card.urlSlug))
    .map((card) => card.name);
  return (
    <p className="mt-3 text-sm text-muted">
      <strong className="font-semibold text-ink">{uiText.advertisement}:</strong> {uiText.commissionNotice(names)}{" "}
      <TextLink to={RATING_METHOD_PATH}>{uiText.rankingMethodLink}</TextLink>
    </p>
  );
}
