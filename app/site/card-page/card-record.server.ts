import { cardHistoryOf } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cardRecord, type CardRecord } from "~/shared/cards/card-change-log";
import { osloDate } from "~/shared/cards/data-freshness";

/**
 * What a card's page says about its data: the check, whether it is overdue today (the page is rendered
 * again when the date in Norway turns) and the published changes. For the card page's loader.
 */
export function cardRecordOf(card: CreditCard, now = new Date()): CardRecord {
  return cardRecord(card, cardHistoryOf(card.id), osloDate(now));
}
