import { uiText } from "~/site/site-text";

/** The one line at the top of a ranking or recommendation: who pays us, and that it does not decide the order. */
export function CommissionNotice() {
  return (
    <p className="mt-3 text-sm text-muted">
      <strong className="font-semibold text-ink">{uiText.advertisement}:</strong> {uiText.commissionNotice}
    </p>
  );
}
