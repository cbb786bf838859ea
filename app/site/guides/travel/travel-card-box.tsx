import { Link } from "react-router";
import type { CreditCard } from "#content/card-schema";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import { CardStars } from "~/shared/ui/star-rating";
import { CheckedOn } from "~/site/frame/checked-on";
import { checkedOn, isFeedSourced } from "~/shared/cards/feed-status";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { cardFigures } from "~/site/articles/ranked-card-block";

/**
 * One card the travel guide points to, every figure the card store's (issue 31): the representative example
 * first and at least as prominent as the figures (the browser test of cost before benefits measures it), then the same key figures as the ranking articles, the rating (the published method's) with the criteria
 * it was scored without, or why the card has no stars, and the date its terms were checked.
 */
export function TravelCardBox({ card }: { card: CreditCard }) {
  return (
    <article
      id={`reisekort-${card.urlSlug}`}
      data-card-offer=""
      className="my-6 rounded-xl border border-gray-200 p-5 shadow-sm"
    >
      <h3 className="mt-0">
        <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>
      </h3>
      <CardStars card={card} sayUnknown />
      {/* The cost first, in the size and weight of the figures under it (Forbrukertilsynet: at least as prominent). */}
      <RepresentativeExample card={card} prominent className="mt-2" />
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {cardFigures(card).map((figure) => (
          <div key={figure.label}>
            <dt className="text-muted">{figure.label}</dt>
            {/* The credit limit is a fact in the grid, never highlighted (issue 31); the rest are the offer's figures. */}
            {figure.fact ? (
              <dd>{figure.value}</dd>
            ) : (
              <dd data-offer-figure="" className="font-semibold">
                {figure.value}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {card.bestFor && (
        <p className="mb-0">
          <strong>Passer for:</strong> {card.bestFor}
        </p>
      )}
      <p className="mt-2 mb-0 text-sm text-muted">
        Sist kontrollert <CheckedOn date={checkedOn(card)} />.
        {isFeedSourced(card.id) && (
          <>
            {" "}
            <FeedAttribution />
          </>
        )}
      </p>
    </article>
  );
}
