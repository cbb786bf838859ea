import { payingCards } from "../../shared/commission/paying-cards";
import { formatList } from "~/shared/format/format";

/**
 * Which banks pay us commission, and for which cards (the per-card fact, app/shared/commission/paying-cards.ts):
 * whether a card pays, never how much. Exempt from «revenue-never-orders-cards» like the commission notice; it
 * orders nothing.
 */
export function PayingBanks({ cards }: { cards: ReadonlyArray<{ urlSlug: string; name: string; bank: string }> }) {
  const bankOf = new Map(cards.map((card) => [card.urlSlug, card.bank]));
  const byBank = new Map<string, string[]>();
  for (const card of payingCards()) {
    const bank = bankOf.get(card.urlSlug);
    if (bank === undefined) continue; // out of sale: no link to it anywhere
    byBank.set(bank, [...(byBank.get(bank) ?? []), card.name]);
  }
  if (byBank.size === 0)
    return (
      <p data-paying-banks="">
        Akkurat nå betaler ingen bank oss provisjon: alle søknadslenkene går rett til banken, uten «Annonse».
      </p>
    );
  return (
    <>
      <p>Disse bankene betaler oss provisjon når noen søker om kortet via lenkene våre merket «Annonse»:</p>
      <ul data-paying-banks="">
        {[...byBank]
          .sort(([a], [b]) => a.localeCompare(b, "nb"))
          .map(([bank, names]) => (
            <li key={bank}>
              <strong>{bank}</strong>: {formatList(names)}
            </li>
          ))}
      </ul>
      <p>Lenkene til alle andre kort går rett til banken, uten sporing og uten provisjon.</p>
    </>
  );
}
