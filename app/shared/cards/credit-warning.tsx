import { cardFactText } from "~/shared/cards/card-fact-text";

/**
 * «Å låne penger koster penger.», inside the block it warns about (an example's paragraph, an apply link's
 * column), so it is read with it and inherits its size; `.credit-warning` (app.css) makes it bold ink.
 */
export function CreditWarning() {
  return <strong className="credit-warning">{cardFactText.borrowingCostsMoney}</strong>;
}
