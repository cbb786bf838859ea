import { data, useLocation } from "react-router";
import type { Route } from "./+types/card-finder.route";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cardFinderAssumptions } from "#content/card-finder";
import { cards } from "#content/cards";
import { cashbackArticleFacts } from "#content/cashback-article";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { savingsGuideFacts } from "#content/savings-guide";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { fieldSpecs, ResultRegion, SUBMITTED_PARAM } from "~/site/calculators/calculator-kit";
import { CardFinderAssumptions } from "~/site/card-finder/card-finder-assumptions";
import { cardFinderNumberFields } from "~/site/card-finder/card-finder-fields";
import { CardFinderForm } from "~/site/card-finder/card-finder-form";
import { CardFinderRanking, CardFinderSummary } from "~/site/card-finder/card-finder-results";
import { isFeedSourced } from "~/shared/cards/feed-status";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { CommissionNotice } from "~/site/frame/commission-notice";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { CopyLinkButton } from "~/shared/ui/copy-link-button";
import { creditWarning, rankForProfile, toFinderCard, type FinderSettings } from "~/site/card-finder/card-finder";
import { parseFinderQuery } from "~/site/card-finder/card-finder-schema";
import { shareHref } from "~/site/calculators/share-link";
import { pageMeta } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { PageTitle } from "~/shared/ui/page-title";

const PATH = "/kortvelger";
const ANCHOR = "kortvelger";

/**
 * Kortvelgeren. The prerendered page is the empty form; with answers in the query the server renders
 * the ranking (docs/decisions/0001), so a result is a URL that works without JavaScript and can be
 * shared. The answers are checked here, with the form's own specs; a bad answer is a 400 with the form,
 * its messages and an error summary.
 */
export function loader({ request }: Route.LoaderArgs) {
  const withRule = cards.find((card) => card.extras.groceryRule);
  const groceryCard = withRule?.extras.groceryRule
    ? { name: withRule.name, chain: withRule.extras.groceryRule.chain }
    : null;
  const household = cashbackArticleFacts.household;
  const travelPartner = earningRules.find((rule) => rule.travelPartner)?.travelPartner ?? null;
  const fields = cardFinderNumberFields({
    example: household,
    exampleChainGroceriesKr: household.monthlyGroceries * earningAssumptions.groceryChainShare,
    exampleBalanceKr: savingsGuideFacts.interestExample.debtKr,
    maxBalanceKr: Math.max(...cards.map((card) => card.creditLimitMax)),
    groceryCard,
    travelPartner,
    monthsByHabit: cardFinderAssumptions.monthsWithBalance,
  });
  const settings: FinderSettings = {
    ...cardFinderAssumptions,
    thursdayShareOfGroceries: earningAssumptions.thursdayShareOfGroceries,
    travelValues: travelCalculatorValues,
  };
  const query = parseFinderQuery(
    new URL(request.url).searchParams,
    fieldSpecs(fields),
    SUBMITTED_PARAM,
    cardFinderAssumptions.monthsWithBalance,
  );
  const profile = query.result?.ok ? query.result.profile : null;
  // Only cards with an earning rule can be weighed: a card from the feed states no bonus to count.
  const rankable = cards.filter((card) => earningRules.some((rule) => rule.cardId === card.id));
  const rows = profile ? rankForProfile(rankable.map(toFinderCard), earningRules, profile, settings) : null;
  const body = {
    fields,
    query,
    settings,
    groceryCard,
    travelPartner,
    cardCount: rankable.length,
    outcome:
      profile && rows
        ? {
            profile,
            rows,
            warning: creditWarning(rows, profile),
            feedSourced: rankable.some((card) => isFeedSourced(card.id)),
          }
        : null,
  };
  return data(body, { status: query.result && !query.result.ok ? 400 : 200 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Kortvelger – hvilket kredittkort passer deg?",
    description:
      "Svar på noen spørsmål om hvordan du betaler og hva du bruker kortet til, og se alle kortene rangert etter hva de er verdt for deg i året, etter årsgebyr og renter.",
    path: PATH,
  });

export default function CardFinder({ loaderData }: Route.ComponentProps) {
  const { fields, query, settings, groceryCard, travelPartner, cardCount, outcome } = loaderData;
  const { search } = useLocation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs trail={[{ name: uiText.home, path: "/" }, { name: "Kortvelger" }]} />
      <PageTitle className="mt-6">Hvilket kredittkort passer deg?</PageTitle>
      <p className="mt-3 text-lg text-muted">
        Svar på noen spørsmål om hvordan du betaler regningen og hva du bruker kortet til. Vi rangerer alle de{" "}
        {cardCount} kortene vi sammenligner etter hva de er verdt for deg i et år: det du får tilbake, minus gebyrene og
        rentene.
      </p>
      <CommissionNotice />

      <section id={ANCHOR} aria-labelledby={`${ANCHOR}-tittel`} className="mt-8">
        <h2 id={`${ANCHOR}-tittel`} className="text-2xl font-bold">
          {outcome ? "Kortene rangert for deg" : "Svarene dine"}
        </h2>
        <ResultRegion fromForm={query.fromForm} className="mt-4 empty:mt-0">
          {outcome && <CardFinderSummary rows={outcome.rows} warning={outcome.warning} profile={outcome.profile} />}
        </ResultRegion>
        {outcome && (
          <>
            <CopyLinkButton
              href={shareHref(PATH, search, { drop: [SUBMITTED_PARAM], fragment: ANCHOR })}
              className="mt-4"
            />
            <CardFinderRanking
              rows={outcome.rows}
              profile={outcome.profile}
              thursdayShareOfGroceries={settings.thursdayShareOfGroceries}
            />
            {outcome.feedSourced && (
              <p className="mt-4 text-sm text-muted">
                <FeedAttribution />
              </p>
            )}
            <h3 className="mt-10 text-xl font-bold">Endre svarene</h3>
          </>
        )}
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <CardFinderForm action={`${PATH}#${ANCHOR}`} fields={fields} query={query} />
        </div>
      </section>

      <CardFinderAssumptions settings={settings} groceryCard={groceryCard} travelPartner={travelPartner} />

      <div className="mt-12">
        <RepresentativeExampleExplainer />
      </div>
    </div>
  );
}
