import { AdminTable } from "~/admin/admin-table";
import type { FeedOverview, ProposalAnswer, ProposalRow } from "~/admin/cards/feed-proposals.server";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { TextareaField } from "~/shared/forms/textarea-field";
import { formatDate, formatNumber } from "~/shared/format/format";
import { buttonClasses } from "~/shared/ui/button-link";

const kindText: Record<ProposalRow["kind"], string> = {
  change: "Endring på kortet",
  new: "Nytt kort",
  none: "Kan ikke publiseres",
  match: "Foreslått kobling",
};
const triggerText: Record<string, string> = { timer: "Daglig", start: "Ved oppstart", command: "Kommando" };

const when = (iso: string) =>
  new Date(iso).toLocaleString("nb-NO", { timeZone: "Europe/Oslo", dateStyle: "short", timeStyle: "short" });

/** How old the last good sync is, in words: "for 3 timer siden". */
export function syncAge(lastGoodAt: string | null, now = new Date()): string {
  if (!lastGoodAt) return "Ingen vellykket synkronisering ennå";
  const hours = Math.floor((now.getTime() - new Date(lastGoodAt).getTime()) / 3_600_000);
  if (hours < 1) return "Under en time siden";
  if (hours < 48) return `${formatNumber(hours)} ${hours === 1 ? "time" : "timer"} siden`;
  return `${formatNumber(Math.floor(hours / 24))} døgn siden`;
}

/** /admin/kort's part about Finansportalen: «Til godkjenning» and the sync runs. */
export function FeedSyncPanel({ overview, answer }: { overview: FeedOverview; answer: ProposalAnswer | null }) {
  const invalid = answer?.status === "invalid" ? answer : null;
  return (
    <>
      <section aria-labelledby="til-godkjenning" className="mt-10">
        <h2 id="til-godkjenning" className="text-2xl font-bold">
          Til godkjenning
        </h2>
        <p className="mt-2 max-w-prose">
          Endringer fra Finansportalen som ikke publiseres av seg selv: store hopp i renten, gebyrer som mer enn dobles,
          tall som ikke stemmer med Finansportalens egne, verdier kortskjemaet avviser og foreslåtte koblinger.
          «Godkjenn» publiserer forslaget som en ny versjon; «Avvis» krever en begrunnelse, og det samme forslaget
          kommer ikke tilbake.
        </p>
        {overview.proposals.length === 0 ? (
          <p className="mt-4 font-semibold">Ingen forslag venter.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {overview.proposals.map((proposal) => {
              const mine = invalid?.proposalId === proposal.id ? invalid : null;
              const field = `begrunnelse-${proposal.id}`;
              return (
                <li
                  key={proposal.id}
                  data-proposal={proposal.id}
                  className="rounded-lg border border-gray-300 bg-white p-5"
                >
                  <h3 className="text-lg font-semibold">
                    {proposal.name} <span className="font-normal">({kindText[proposal.kind]})</span>
                  </h3>
                  <p className="text-muted">
                    Produkt {proposal.productId} hos Finansportalen, holdt tilbake {formatDate(proposal.heldOn)}
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-6">
                    {proposal.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                  {proposal.changes.length > 0 && (
                    <>
                      <h4 className="mt-3 font-semibold">Dette endres</h4>
                      <ul className="mt-1 list-disc space-y-1 pl-6">
                        {proposal.changes.map((change) => (
                          <li key={`${change.field}-${change.from}`}>
                            {change.label}: {change.from} → {change.to}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                  {mine && (
                    <div className="mt-4">
                      <ErrorSummary items={[{ fieldId: mine.field ? `felt-${field}` : "", message: mine.message }]} />
                    </div>
                  )}
                  <div className="mt-4 flex flex-wrap items-start gap-6">
                    {proposal.kind !== "none" && (
                      <form method="post">
                        <input type="hidden" name="proposalId" value={proposal.id} />
                        <button type="submit" name="intent" value="approve" className={buttonClasses("primary")}>
                          Godkjenn<span className="sr-only"> ({proposal.name})</span>
                        </button>
                      </form>
                    )}
                    <form method="post" noValidate className="min-w-0 grow sm:max-w-xl">
                      <input type="hidden" name="proposalId" value={proposal.id} />
                      <TextareaField
                        label={`Begrunnelse for å avvise (${proposal.name})`}
                        name={field}
                        required
                        maxLength={500}
                        rows={2}
                        className="min-h-0"
                        defaultValue={mine?.value ?? ""}
                        error={mine?.field ? mine.message : undefined}
                      />
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        className={`mt-2 ${buttonClasses("secondary")}`}
                      >
                        Avvis<span className="sr-only"> ({proposal.name})</span>
                      </button>
                    </form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="synkroniseringer" className="mt-10">
        <h2 id="synkroniseringer" className="text-2xl font-bold">
          Synkroniseringer med Finansportalen
        </h2>
        <p className="mt-2 max-w-prose">
          {overview.configured
            ? `Kortene hentes fra Finansportalen én gang i døgnet. Siste vellykkede: ${syncAge(overview.lastGoodAt).toLowerCase()}.`
            : overview.lastGoodAt
              ? `FINANSPORTALEN_USER og FINANSPORTALEN_PASSWORD mangler på serveren, så synkroniseringen feiler. Siste vellykkede: ${syncAge(overview.lastGoodAt).toLowerCase()}.`
              : "Synkroniseringen er av: FINANSPORTALEN_USER og FINANSPORTALEN_PASSWORD er ikke satt på serveren. Nettstedet viser sine ti utvalgte kort."}
        </p>
        {overview.runs.length > 0 && (
          <AdminTable
            label="Synkroniseringer"
            caption="De siste synkroniseringene, nyeste først"
            columns={["Startet", "Hvordan", "Resultat", "Produkter", "Nye", "Endret", "Til godkjenning", "Tatt ut"]}
          >
            {overview.runs.map((run) => (
              <tr key={run.id} data-run={run.id} className="border-t border-gray-200 align-top">
                <td className="p-3 whitespace-nowrap">{when(run.startedAt)}</td>
                <td className="p-3">{triggerText[run.trigger] ?? run.trigger}</td>
                <td className="p-3">
                  {run.status === "ok" ? (
                    "Fullført"
                  ) : run.status === "running" ? (
                    "Pågår"
                  ) : (
                    <>
                      <strong className="text-red-800">Feilet</strong>: {run.error}
                    </>
                  )}
                </td>
                <td className="p-3">{run.productsRead ?? "–"}</td>
                <td className="p-3">{run.added}</td>
                <td className="p-3">{run.changed}</td>
                <td className="p-3">{run.held}</td>
                <td className="p-3">{run.retired}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
