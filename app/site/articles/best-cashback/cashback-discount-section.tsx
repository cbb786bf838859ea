import { Link } from "react-router";
import { cardRating } from "~/shared/rating/rating-method";
import type { cashbackArticleData } from "#content/cashback-article";
import { kr } from "~/site/calculators/calculator-kit";
import { uiText } from "~/site/site-text";

/** A card with partner discounts instead of cashback, outside the ranked three, as the loader gives it. */
export type DiscountCard = ReturnType<typeof cashbackArticleData>["discountCards"][number];

/** Discount cards that share a value and a place, named together: "A og B 0 kr i året (delt 6. plass)". */
function discountGroups(entries: readonly DiscountCard[]) {
  const groups = new Map<
    string,
    { key: string; net: number; place: number; shared: boolean; entries: DiscountCard[] }
  >();
  for (const entry of entries) {
    const key = `${entry.place}:${Math.round(entry.net)}`;
    const group = groups.get(key) ?? {
      key,
      net: entry.net,
      place: entry.place,
      shared: entry.sharedWith > 0,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The cashback article's section on discount cards: where the ranking puts them, and the test period's figures. */
export function CashbackDiscountSection({ discountCards }: { discountCards: readonly DiscountCard[] }) {
  if (discountCards.length === 0) return null;

  return (
    <>
      <h2 id="rabattkort">Kort med rabatter i stedet for cashback</h2>
      <p>
        Rabatter hos partnerbutikker er ikke regnet med, fordi verdien avhenger av hvor du handler. For husholdningen
        vår gir{" "}
        {discountGroups(discountCards).map((group, groupIndex) => (
          <span key={group.key}>
            {groupIndex > 0 && "; "}
            {group.entries.map((entry, index) => (
              <span key={entry.card.urlSlug}>
                {index > 0 && (index === group.entries.length - 1 ? " og " : ", ")}
                <Link to={`/kort/${entry.card.urlSlug}`}>{entry.card.name}</Link>
              </span>
            ))}{" "}
            {kr(group.net)} i året ({group.shared ? "delt " : ""}
            {group.place}. plass)
          </span>
        ))}
        . Handler du mye hos partnerne, kan {discountCards.length > 1 ? "kortene" : "kortet"} gi mer enn regnestykket
        viser.
        {discountCards
          .filter((entry) => cardRating(entry.card).recommended)
          .map(
            (entry) =>
              ` «${uiText.recommended}»-merket på ${entry.card.name} gjelder hele kortet, rabattene medregnet.`,
          )
          .join("")}
      </p>
    </>
  );
}
