import { Link } from "react-router";
import type { TravelCard } from "#content/travel-guide";
import { StarRating } from "~/shared/ui/star-rating";
import { formatAnnualFee, formatKr, formatNumber, formatRating } from "~/shared/format/format";
import { accentTopBorder } from "../colors";

/** What the site's own card page says today, for a guide card that is one of the ten cards. */
export type SiteCardNow = { name: string; urlSlug: string; annualFee: number; rating: number };

/** One recommended travel card with the guide's figures, and a link to its card page when there is one. */
export function TravelCardBox({ card, siteCard }: { card: TravelCard; siteCard?: SiteCardNow }) {
  return (
    <article
      className={`my-6 rounded-xl border border-t-4 border-gray-200 p-5 shadow-sm ${accentTopBorder[card.color]}`}
    >
      <h3 className="mt-0">{card.name}</h3>
      <StarRating rating={card.rating} />
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Årsgebyr</dt>
          <dd className="font-semibold">{formatAnnualFee(card.annualFee)}</dd>
        </div>
        <div>
          <dt className="text-muted">Opptjening</dt>
          <dd className="font-semibold">
            {formatNumber(card.earnRate.points)} poeng per {formatKr(card.earnRate.perKr)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Velkomstbonus</dt>
          <dd className="font-semibold">{formatNumber(card.bonusPoeng)} poeng</dd>
        </div>
      </dl>
      <ul>
        {card.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="mb-0">
        <strong>Passer for:</strong> {card.bestFor}
      </p>
      {siteCard && (
        <p className="mt-3 mb-0 rounded-md bg-gray-50 p-3 text-sm">
          Tallene over er guidens egne. På <Link to={`/kort/${siteCard.urlSlug}`}>kortsiden for {siteCard.name}</Link>{" "}
          står kortet i dag med årsgebyr {formatAnnualFee(siteCard.annualFee)} og vurdering{" "}
          {formatRating(siteCard.rating)} av 5. Det er kortsiden som viser gjeldende vilkår.
        </p>
      )}
    </article>
  );
}
