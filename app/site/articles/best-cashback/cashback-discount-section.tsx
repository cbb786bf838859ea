import { Link } from "react-router";
import { cardRating } from "~/shared/rating/rating-method";
import type { cashbackArticleData } from "#content/cashback-article";
import { kr } from "~/site/calculators/calculator-kit";
import { formatKr } from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import { Callout } from "~/site/guides/callout";

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
      {discountCards.map(
        (entry) =>
          entry.reading && (
            <Callout key={entry.card.urlSlug} title={`Om tallene for ${entry.card.name}`}>
              <p>
                Årsgebyret på {formatKr(entry.reading.annualFeeKr)} og taket på{" "}
                {formatKr(entry.reading.maxCashbackPerYearKr)} i året er tallene fra testperioden for denne artikkelen.
                Kortsiden viser i dag {formatKr(entry.card.annualFee)} i årsgebyr, og det er det rangeringen og
                kalkulatoren regner med. Gjeldende vilkår står på{" "}
                <Link to={`/kort/${entry.card.urlSlug}`}>kortsiden for {entry.card.name}</Link>.
              </p>
            </Callout>
          ),
      )}
    </>
  );
}
