import { cardFactText } from "~/shared/cards/card-fact-text";

/**
 * «Å låne penger koster penger.», inside the block it warns about (an example's paragraph, an apply link's
 * column), so it is read with it and inherits its size; bold ink in light and dark mode (utilities every page has).
 */
export function CreditWarning() {
  return <strong>{cardFactText.borrowingCostsMoney}</strong>;
}
