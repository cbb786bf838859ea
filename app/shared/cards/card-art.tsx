import type { CSSProperties } from "react";
import type { CreditCard } from "#content/card-schema";
import { artBankName, bankColour } from "./drawn-card-art";

const networkClass: Record<NonNullable<CreditCard["network"]>, string> = {
  Visa: "card-art-visa",
  Mastercard: "card-art-mastercard",
  "American Express": "card-art-amex",
};

/**
 * A card's art in a list of cards: its drawn file, lazy; a card without one (the feed's) drawn by CSS from its
 * bank and network (`.card-art` in app.css), as `drawnCardArtSvg` draws it for the card's own page. Not an SVG
 * image: each one is a document of its own for the browser to parse, lay out (its text with a font of its own)
 * and paint on the main thread, which on the list's pages of the market's cards made long tasks after the first
 * paint (decision 0004, stop 45). Decorative: the bank's name is in the art's CSS, hidden from assistive
 * technology, and said in the tile's own text.
 */
export function CardArt({
  card,
  className,
}: {
  card: Pick<CreditCard, "image" | "bank" | "network">;
  className: string;
}) {
  if (card.image) return <img src={card.image} alt="" width={96} height={60} loading="lazy" className={className} />;
  const [from, to] = bankColour(card.bank);
  return (
    <span
      aria-hidden="true"
      data-bank={artBankName(card.bank)}
      className={`card-art ${card.network ? `${networkClass[card.network]} ` : ""}${className}`}
      style={{ "--art-from": from, "--art-to": to } as CSSProperties}
    />
  );
}
