import { data } from "react-router";
import type { Route } from "./+types/statistics.route";
import { adminText } from "~/admin/admin-text";
import { StatisticsChart } from "~/admin/statistics/statistics-chart";
import { PeriodLinks, StatisticsFilter, type PeriodLink } from "~/admin/statistics/statistics-filter";
import { StatisticsTables, StatisticsTotals } from "~/admin/statistics/statistics-tables";
import { osloDay, parseStatisticsQuery, periodShortcuts } from "~/admin/statistics/statistics";
import { cards } from "#content/cards";
import { requireStaff } from "~/admin/access/guard.server";
import { loadStatistics } from "~/admin/statistics/statistics.server";
import { loadCommission } from "~/admin/statistics/commission-statistics.server";
import { CommissionTables } from "~/admin/statistics/commission-tables";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

/** The business's figures: apply clicks and consented page views for a period, as a chart, tables and CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "statistikk");
  const url = new URL(request.url);
  const parsed = parseStatisticsQuery(url.searchParams, new Date());
  const cardChoices = cards.map((card) => ({ value: card.urlSlug, label: card.name }));
  const periodLinks: PeriodLink[] = periodShortcuts(osloDay(new Date())).map((shortcut) => {
    const params = new URLSearchParams({ fra: shortcut.from, til: shortcut.to, inndeling: parsed.values.inndeling });
    if (parsed.values.kort) params.set("kort", parsed.values.kort);
    return {
      label: shortcut.label,
      href: `/admin/statistikk?${params}`,
      current: parsed.values.fra === shortcut.from && parsed.values.til === shortcut.to,
    };
  });
  if (!parsed.ok)
    return data(
      {
        report: null,
        commission: null,
        errors: parsed.errors,
        values: parsed.values,
        cardChoices,
        csvHref: null,
        periodLinks,
      },
      { status: 400 },
    );
  const db = servicesOf(context).database.db;
  const [report, commission] = await Promise.all([
    loadStatistics(db, parsed.data),
    loadCommission(db, { from: parsed.data.from, to: parsed.data.to }, parsed.data.card ?? null),
  ]);
  return {
    report,
    commission,
    errors: {},
    values: parsed.values,
    cardChoices,
    csvHref: `/admin/statistikk.csv${url.search}`,
    periodLinks,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Statistikk | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { report, commission, errors, values, cardChoices, csvHref, periodLinks } = loaderData;
  return (
    <>
      <AdminPageTitle>Statistikk</AdminPageTitle>
      <p className="mt-2 max-w-prose">
        Klikk på «Annonse»-lenkene (søknadslenkene), provisjonen nettverkene har rapportert for dem, og sidevisninger
        fra besøkende som har samtykket til statistikk.
      </p>
      <p className="mt-2">
        <TextLink href="/admin/statistikk/provisjonshenting">Henting av provisjon fra nettverkene</TextLink>
      </p>
      <p className="mt-2">
        <TextLink href="/admin/statistikk/last-opp">Last opp rapport fra et nettverk</TextLink>
      </p>
      <PeriodLinks links={periodLinks} />
      <StatisticsFilter values={values} errors={errors} cardChoices={cardChoices} />
      {report && (
        <>
          <div aria-live="polite">
            <StatisticsTotals report={report} />
          </div>
          {csvHref && (
            <p className="mt-4">
              <TextLink strong href={csvHref} download>
                Last ned alt som vises, som CSV
              </TextLink>
            </p>
          )}
          <StatisticsChart clicks={report.clicks} query={report.query} cardName={report.cardName} />
          <StatisticsTables report={report} />
          {commission && <CommissionTables report={commission} />}
        </>
      )}
    </>
  );
}
