import { formatDate } from "~/shared/format/format";

/** A date the card data was checked, readable by people ("15. januar 2025") and machines (<time>). */
export function CheckedOn({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}
