import type { Route } from "./+types/card.route";
import { cardRating, starsOf } from "~/shared/rating/rating-method";
import { ratingRuleText } from "~/shared/rating/rating-method-text";
import { ApplyLink } from "~/site/frame/apply-link";
import { CardChanges, CardCheckStatus } from "~/site/card-page/card-changes";
import { CardAlertForm } from "~/site/card-alerts/card-alert-form";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { CardFacts } from "~/site/card-page/card-facts-list";
import { cardKeyFacts } from "~/shared/cards/card-key-facts";
import { CompareToggle } from "~/site/compare/compare-toggle";
import { CompareTray } from "~/site/compare/compare-tray";
import {
  CreditCostSection,
  RepresentativeExample,
  RepresentativeExampleExplainer,
} from "~/shared/cards/representative-example-box";
import { CardStars } from "~/shared/ui/star-rating";
import { isReviewed } from "~/shared/cards/card-review";
import { fillCardText } from "~/shared/cards/card-text";
import {
  formatKr,
  formatKrCompact,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatDate,
} from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";
import { cardPageText } from "./card-page-text";
import { bankDescriptionText } from "~/shared/cards/bank-description-text";
import { FeedAttribution } from "~/shared/cards/feed-attribution";

/** /kort/:urlSlug: one card's facts, example, editorial text, changes and the way to apply. */
export function CardPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { card, editorial, cardArt, record, bankDescriptions = [] } = loaderData;
  const text = (value: string) => fillCardText(card, value);
  const { extras } = card;

  const specs = cardKeyFacts(card);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs
        trail={[{ name: uiText.home, path: "/" }, { name: "Kredittkort", path: "/kredittkort" }, { name: card.name }]}
      />

      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_280px]">
        <div>
          {cardRating(card).recommended && (
            <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {uiText.recommended}
            </span>
          )}
          <PageTitle className="mt-2">{card.name}</PageTitle>
          <p className="mt-1 text-lg text-muted">{card.category ? `${card.bank} · ${card.category}` : card.bank}</p>
          {card.retiredOn !== undefined && (
            <p
              role="status"
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
            >
              {cardPageText.retired(formatDate(card.retiredOn))}
            </p>
          )}
          {starsOf(card) === undefined ? (
            <div className="mt-3 text-muted">
              <p className="m-0">{isReviewed(card) ? `${ratingRuleText.tooLittleKnown}.` : cardPageText.notReviewed}</p>
              {cardRating(card).unknown.length > 0 && (
                <p className="mt-1 mb-0 text-sm" data-unknown-criteria="">
                  {ratingRuleText.unknownWithoutStars(cardRating(card).unknown)}
                </p>
              )}
            </div>
          ) : (
            <div className="mt-3">
              <CardStars card={card} size={22} />
              {cardRating(card).unknown.length > 0 && (
                <p className="mt-1 text-sm text-muted" data-unknown-criteria="">
                  {ratingRuleText.unknownOnCard(cardRating(card).unknown)}
                </p>
              )}
            </div>
          )}
          {card.bestFor !== undefined && <p className="mt-4 text-lg">{card.bestFor}</p>}
          <CardCheckStatus record={record} />
          <div className="mt-6">
            <CreditCostSection card={card} />
          </div>
          {card.highlights && <h2 className="mt-6 text-xl font-bold">Viktigste fordeler</h2>}
          <ul className="mt-3 space-y-2">
            {(card.highlights ?? []).map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 16 16"
                  className="mt-1 shrink-0 text-green-700"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
                <span>{text(highlight)}</span>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-label={card.retiredOn === undefined ? "Søk om kortet" : "Kortbilde"}
          className="flex flex-col gap-4 self-start rounded-xl border border-gray-200 p-5 shadow-sm"
        >
          <img
            src={cardArt}
            alt={card.network ? `Kortbilde: ${card.name} (${card.network})` : `Kortbilde: ${card.name}`}
            width={240}
            height={150}
            className="h-auto w-full rounded-lg"
          />
          <ApplyLink card={card} placement="kortside" />
          {card.retiredOn === undefined && (
            <div className="flex justify-center">
              <CompareToggle card={card} />
            </div>
          )}
        </aside>
      </div>

      <section aria-labelledby="spec-heading" className="mt-10">
        <h2 id="spec-heading" className="text-2xl font-bold">
          Kortet i tall
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {specs.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-brand-50 p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">
          Behandlingstiden er bankens egen oppgitte tid; svaret avhenger av kredittvurderingen. Bonuspoeng:{" "}
          {card.bonusPoints ?? uiText.unknown}. {uiText.travelInsurance}:{" "}
          {card.travelInsurance ? uiText.yes : uiText.no}.
        </p>
      </section>

      <CardFacts card={card} />

      {editorial.length > 0 && (
        <section aria-labelledby="about-heading" className="prose-article mt-10 max-w-3xl">
          <h2 id="about-heading">Vår vurdering av {card.name}</h2>
          {card.retiredOn !== undefined && <p className="text-muted">{cardPageText.retiredReview}</p>}
          {editorial.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}

      {(extras.partnerDiscounts || extras.groceryRule || extras.restaurantExperiencesPerYear) && (
        <section aria-labelledby="benefits-heading" className="prose-article mt-8 max-w-3xl">
          <h2 id="benefits-heading">Fordeler</h2>
          <ul>
            {extras.partnerDiscounts && (
              <li>
                {extras.partnerDiscounts.programme}: {formatPercentRange(extras.partnerDiscounts.rate)} rabatt hos over{" "}
                {formatNumber(extras.partnerDiscounts.minShops)} butikker
                {extras.topDiscountPercent &&
                  `, og ${formatPercentRange(extras.topDiscountPercent)} hos de beste partnerne`}
                .
              </li>
            )}
            {extras.groceryRule && (
              <li>
                {formatPercent(extras.groceryRule.everyday)} Trumf-bonus i {extras.groceryRule.chain}s butikker, og{" "}
                {formatPercent(extras.groceryRule.thursday)} på torsdager.
              </li>
            )}
            {extras.restaurantExperiencesPerYear && (
              <li>{extras.restaurantExperiencesPerYear} restaurantopplevelser i året.</li>
            )}
          </ul>
          {extras.requiredMembership && (
            <p>
              Kortet krever at du er {extras.requiredMembership}-medlem. Medlemskapet er gratis, men må være på plass
              før du søker.
            </p>
          )}
        </section>
      )}

      {(extras.loungeCount || extras.twoForOnePerYear) && (
        <section aria-labelledby="travel-heading" className="prose-article mt-8 max-w-3xl">
          <h2 id="travel-heading">Reise</h2>
          <ul>
            {extras.loungeCount && (
              <li>Tilgang til over {formatNumber(extras.loungeCount)} flyplasslounger verden over.</li>
            )}
            {extras.twoForOnePerYear && (
              <li>
                Fly 2 for 1 {extras.twoForOnePerYear} ganger i året: en reisefølge flyr med på samme bonusreise uten
                ekstra poeng.
              </li>
            )}
          </ul>
        </section>
      )}

      {extras.travelInsurance && (
        <section aria-labelledby="insurance-heading" className="mt-8 max-w-3xl">
          <h2 id="insurance-heading" className="text-2xl font-bold">
            Forsikring
          </h2>
          <p className="mt-3">Forsikringen gjelder når reisen er betalt med kortet. Dekningen er inntil:</p>
          <table className="mt-3 w-full border-collapse text-left">
            <caption className="sr-only">Reiseforsikringens dekning</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2">
                  Dekning
                </th>
                <th scope="col" className="py-2 text-right">
                  Inntil
                </th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["Reiseforsikring", formatKrCompact(extras.travelInsurance.travelCoverKr)],
                  ["Bagasje", formatKr(extras.travelInsurance.baggageKr)],
                  ["Avbestilling", formatKr(extras.travelInsurance.cancellationKr)],
                ] as const
              ).map(([label, value]) => (
                <tr key={label} className="border-b border-gray-200">
                  <th scope="row" className="py-2 font-normal">
                    {label}
                  </th>
                  <td className="py-2 text-right font-semibold">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {extras.statusBenefits && (
        <section aria-labelledby="status-heading" className="prose-article mt-8 max-w-3xl">
          <h2 id="status-heading">Status</h2>
          <ul>
            {extras.statusBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}

      {card.retiredOn === undefined && (
        <section aria-labelledby="apply-heading" className="mt-10 max-w-3xl rounded-xl border border-gray-200 p-6">
          <h2 id="apply-heading" className="text-xl font-bold">
            Vil du søke om {card.name}?
          </h2>
          <p className="mt-2 text-muted">
            {/* Processing time is a fact in the grid above, never beside the apply button. */}
            Søknaden sendes til {card.bank}, som gjør en kredittvurdering. Søk bare hvis du har oversikt over økonomien
            og kan betale fakturaen i sin helhet.
          </p>
          <div className="mt-4 max-w-sm space-y-3">
            <RepresentativeExample card={card} />
            <ApplyLink card={card} placement="kortside" />
          </div>
          <p className="mt-4">
            <TextLink strong to="/kredittkort">
              Sammenlign med andre kort
            </TextLink>
          </p>
        </section>
      )}

      {bankDescriptions.length > 0 && (
        // The bank's own words, after the costs and the example, never above them (decision 0012, stop 48).
        <section aria-labelledby="bank-words-heading" className="mt-10 max-w-3xl" data-bank-descriptions="">
          <h2 id="bank-words-heading" className="text-2xl font-bold">
            {bankDescriptionText.heading}
          </h2>
          {bankDescriptions.map(({ label, text }) => (
            <div key={label}>
              <h3 className="mt-4 text-lg font-semibold">{label}</h3>
              <p className="mt-1">{text}</p>
            </div>
          ))}
          <p className="mt-3 text-sm text-muted">
            <FeedAttribution />
          </p>
        </section>
      )}

      <div className="mt-10 max-w-3xl">
        <RepresentativeExampleExplainer />
      </div>
      <CardChanges record={record} />
      <CardAlertForm id="varsel" cardIds={[card.id]} page={`/kort/${card.urlSlug}`} />
      <CompareTray />
    </div>
  );
}
