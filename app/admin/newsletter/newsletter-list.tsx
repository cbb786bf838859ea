import type { ReactNode } from "react";
import { issueStatusLabel } from "~/admin/newsletter/newsletter-issue";
import { formatNumber } from "~/shared/format/format";
import { AdminTable } from "~/admin/admin-table";
import { buttonClasses } from "~/shared/ui/button-link";
import type { IssueProgress } from "~/admin/newsletter/newsletter-send.server";
import { DoneNotice } from "../done-notice";
import { progressLine } from "./newsletter-progress";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

type Row = {
  id: number;
  subject: string;
  status: keyof typeof issueStatusLabel;
  changed: string;
  /** A draft's planned send (Oslo time, in words). */
  scheduled: string | null;
  /** A draft whose planned send did not start (a link to a page that does not exist): its page says which. */
  notStarted: boolean;
  progress: IssueProgress;
};

/** The newsletter's issues, newest first, and the way to write a new one. */
export function NewsletterList({
  subscribers,
  issues,
  deleted = false,
  alertBatches = [],
}: {
  subscribers: number;
  issues: Row[];
  deleted?: boolean;
  /** The latest days' card alerts to readers, sent by the same job. */
  alertBatches?: AlertBatchRow[];
}) {
  return (
    <>
      <AdminPageTitle>Nyhetsbrev</AdminPageTitle>
      {deleted && <DoneNotice>Utkastet er slettet.</DoneNotice>}
      <p className="mt-2 max-w-prose">
        {formatNumber(subscribers)} bekreftede abonnenter får neste nyhetsbrev. Hvert nyhetsbrev har en lenke for å
        melde seg av, som virker uten innlogging.{" "}
        <TextLink strong href="/admin/nyhetsbrev/abonnenter">
          Se abonnentene
        </TextLink>
      </p>
      <p className="mt-4">
        <a href="/admin/nyhetsbrev/ny" className={buttonClasses("primary")}>
          Skriv et nytt nyhetsbrev
        </a>
      </p>
      {issues.length === 0 ? (
        <p className="mt-6">Ingen nyhetsbrev ennå.</p>
      ) : (
        <AdminTable
          label="Nyhetsbrev"
          caption="Nyhetsbrev, nyeste først"
          columns={["Emne", "Status", "Sendt", "Sist endret"]}
        >
          {issues.map((issue) => (
            <LinkedRow key={issue.id} href={`/admin/nyhetsbrev/${issue.id}`} title={issue.subject}>
              <td className="p-3">
                {issueStatusLabel[issue.status]}
                {issue.scheduled && (
                  <>
                    <br />
                    <span className="text-sm">Planlagt {issue.scheduled}</span>
                  </>
                )}
                {issue.notStarted && (
                  <>
                    <br />
                    <span className="text-sm font-semibold text-red-800">
                      Planlagt sending ikke startet: se lenkene
                    </span>
                  </>
                )}
              </td>
              <td className="p-3">{issue.status === "draft" ? "–" : progressLine(issue.progress)}</td>
              <td className="p-3 whitespace-nowrap">{issue.changed}</td>
            </LinkedRow>
          ))}
        </AdminTable>
      )}
      {alertBatches.length > 0 && <AlertBatches batches={alertBatches} />}
    </>
  );
}

type AlertBatchRow = { id: number; day: string; status: keyof typeof issueStatusLabel; progress: IssueProgress };

/** The daily card alerts: how far each day's got, and how many addresses refused them (bounced). */
function AlertBatches({ batches }: { batches: AlertBatchRow[] }) {
  return (
    <section aria-labelledby="kortvarsler-tittel" className="mt-10">
      <h2 id="kortvarsler-tittel" className="text-2xl font-bold">
        Kortvarsler til lesere
      </h2>
      <p className="mt-2 max-w-prose">
        Én utsending om dagen til lesere som følger kort som er endret. En adresse som avviser for godt (eller
        midlertidig tre ganger), får verken varsler eller nyhetsbrev mer.
      </p>
      <AdminTable
        label="Kortvarsler"
        caption="Kortvarsler, nyeste dag først"
        columns={["Dag", "Status", "Sendt", "Avvist (hard / soft)"]}
      >
        {batches.map((batch) => (
          <LinkedRow key={batch.id} href={`/admin/nyhetsbrev/${batch.id}#fremdrift`} title={batch.day} nowrap>
            <td className="p-3">{issueStatusLabel[batch.status]}</td>
            <td className="p-3">{progressLine(batch.progress)}</td>
            <td className="p-3">
              {formatNumber(batch.progress.bouncedHard)} / {formatNumber(batch.progress.bouncedSoft)}
            </td>
          </LinkedRow>
        ))}
      </AdminTable>
    </section>
  );
}

/** A table row led by a link to what it is about (an issue, a day's alerts), then its other cells. */
function LinkedRow({
  href,
  title,
  nowrap = false,
  children,
}: {
  href: string;
  title: string;
  nowrap?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className="border-t border-gray-200">
      <td className={nowrap ? "p-3 whitespace-nowrap" : "p-3"}>
        <TextLink strong href={href}>
          {title}
        </TextLink>
      </td>
      {children}
    </tr>
  );
}
