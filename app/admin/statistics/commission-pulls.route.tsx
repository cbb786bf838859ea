import type { Route } from "./+types/commission-pulls.route";
import { adminText } from "~/admin/admin-text";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { AdminTable } from "~/admin/admin-table";
import { BackLink } from "~/admin/back-link";
import { requireStaff } from "~/admin/access/guard.server";
import { affiliateNetworks } from "~/shared/commission/affiliate-networks";
import {
  pullState,
  recentPullRuns,
  runCommissionPulls,
  type PullOutcome,
  type PullRun,
} from "~/shared/commission/commission-pull.server";
import { apiConfigFromEnv, pullNetworks, PULL_DAYS } from "~/shared/commission/transaction-api.server";
import { buttonClasses } from "~/shared/ui/button-link";
import { formatDateTime, formatNumber } from "~/shared/format/format";
import { servicesOf } from "~/shared/server/load-context.server";

type RunRow = {
  id: number;
  network: string;
  trigger: string;
  status: string;
  startedAt: string;
  read: number;
  added: number;
  changed: number;
  unattributed: number;
  skipped: number;
  skippedDetail: string | null;
  error: string | null;
};

const runRow = (run: PullRun): RunRow => ({
  id: run.id,
  network: run.network,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  read: run.transactionsRead,
  added: run.added,
  changed: run.changed,
  unattributed: run.unattributed,
  skipped: run.skipped,
  skippedDetail: run.skippedDetail,
  error: run.error,
});

/** The nightly pull from the networks' transaction APIs: whether each is set up, its last runs, «Hent nå». */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "statistikk");
  const db = servicesOf(context).database.db;
  const networks = await Promise.all(
    pullNetworks.map(async (network) => {
      const config = apiConfigFromEnv(network);
      const state = await pullState(db, network);
      return {
        network,
        name: affiliateNetworks[network].name,
        configured: config.status !== "no-credentials",
        setupMessage: config.status === "configured" ? null : config.message,
        last: state.last ? runRow(state.last) : null,
        lastGoodAt: state.lastGood?.startedAt.toISOString() ?? null,
      };
    }),
  );
  return { networks, runs: (await recentPullRuns(db, 20)).map(runRow), pullDays: PULL_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, "statistikk");
  const outcomes = await runCommissionPulls(servicesOf(context).database.db, { trigger: "admin" });
  return { outcomes: outcomes.map(outcomeText) };
}

const names = (network: string) =>
  network in affiliateNetworks ? affiliateNetworks[network as keyof typeof affiliateNetworks].name : network;

function outcomeText(outcome: PullOutcome): string {
  const name = names(outcome.network);
  switch (outcome.status) {
    case "no-credentials":
      return `${name}: ${outcome.message}`;
    case "busy":
      return `${name}: ${outcome.message}`;
    case "not-due":
      return `${name}: ingen henting trengs nå.`;
    case "failed":
      return `${name}: hentingen feilet. ${outcome.error}`;
    case "ok":
      return `${name}: ${counts(outcome.read, outcome.added, outcome.changed, outcome.unattributed)}`;
  }
}

const counts = (read: number, added: number, changed: number, unattributed: number) =>
  `${formatNumber(read)} ${read === 1 ? "transaksjon" : "transaksjoner"} lest, ${formatNumber(added)} ${added === 1 ? "ny" : "nye"}, ` +
  `${formatNumber(changed)} endret, ${formatNumber(unattributed)} uten kjent klikk.`;

const triggerText: Record<string, string> = {
  timer: "Nattlig",
  start: "Ved oppstart",
  command: "Kommando",
  admin: "Hent nå",
};

const when = (iso: string) => formatDateTime(new Date(iso));

export const meta: Route.MetaFunction = () => [
  { title: `Henting av provisjon | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CommissionPulls({ loaderData, actionData }: Route.ComponentProps) {
  const { networks, runs, pullDays } = loaderData;
  return (
    <>
      <BackLink href="/admin/statistikk">Tilbake til statistikken</BackLink>
      <AdminPageTitle className="mt-4">Henting av provisjon fra nettverkene</AdminPageTitle>
      <p className="mt-2 max-w-prose">
        Hver natt henter nettstedet transaksjonene fra de siste {pullDays} dagene fra Adtractions og Awins API. Hver
        transaksjon oppdaterer konverteringen med samme transaksjons-id, som et tilbakekall gjør: ny, endret status (til
        behandling, godkjent, avvist) eller endret beløp. En transaksjon uten et klikk vi kjenner, lagres og vises som
        uten kjent klikk.
      </p>
      <section aria-labelledby="nettverkene" className="mt-8">
        <h2 id="nettverkene" className="text-xl font-semibold">
          Nettverkene
        </h2>
        <ul className="mt-3 space-y-3">
          {networks.map((entry) => (
            <li key={entry.network} data-network={entry.network}>
              <strong>{entry.name}</strong>:{" "}
              {!entry.configured
                ? entry.setupMessage
                : entry.last === null
                  ? "Satt opp, men ikke hentet ennå."
                  : lastRunText(entry.last, entry.lastGoodAt)}
              {entry.configured && entry.setupMessage && <> {entry.setupMessage}</>}
            </li>
          ))}
        </ul>
        <form method="post" className="mt-4">
          <button type="submit" name="intent" value="pull" className={buttonClasses("primary")}>
            Hent nå
          </button>
        </form>
        {actionData && (
          <div role="status" className="mt-4 rounded-md bg-gray-50 p-3">
            <ul className="space-y-1">
              {actionData.outcomes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-labelledby="hentinger" className="mt-10">
        <h2 id="hentinger" className="text-xl font-semibold">
          Siste hentinger
        </h2>
        {runs.length === 0 ? (
          <p className="mt-3">Ingen hentinger ennå.</p>
        ) : (
          <AdminTable
            label="Hentinger"
            caption="De siste hentingene fra nettverkene, nyeste først"
            columns={["Nettverk", "Startet", "Hvordan", "Resultat", "Lest", "Nye", "Endret", "Uten kjent klikk"]}
          >
            {runs.map((run) => (
              <tr key={run.id} data-run={run.id} className="border-t border-gray-200 align-top">
                <td className="p-3">{names(run.network)}</td>
                <td className="p-3 whitespace-nowrap">{when(run.startedAt)}</td>
                <td className="p-3">{triggerText[run.trigger] ?? run.trigger}</td>
                <td className="p-3">
                  {run.status === "ok" ? (
                    <>
                      Fullført
                      {run.skipped > 0 && (
                        <>
                          {` (${formatNumber(run.skipped)} hoppet over: `}
                          {run.skippedDetail}
                          {")"}
                        </>
                      )}
                    </>
                  ) : run.status === "running" ? (
                    "Pågår"
                  ) : (
                    <>
                      <strong className="text-red-800">Feilet</strong>: {run.error}
                    </>
                  )}
                </td>
                <td className="p-3">{run.read}</td>
                <td className="p-3">{run.added}</td>
                <td className="p-3">{run.changed}</td>
                <td className="p-3">{run.unattributed}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}

function lastRunText(run: RunRow, lastGoodAt: string | null): string {
  const started = `Siste henting ${when(run.startedAt)}`;
  if (run.status === "running") return `${started} pågår.`;
  if (run.status === "ok") return `${started}: ${counts(run.read, run.added, run.changed, run.unattributed)}`;
  return `${started} feilet: ${run.error ?? ""} ${lastGoodAt ? `Siste vellykkede: ${when(lastGoodAt)}.` : "Ingen henting har lyktes ennå."}`;
}
