import { ErrorSummary } from "~/components/ui/error-summary";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { buttonClasses } from "~/components/ui/button-link";
import { issueStatusLabel } from "~/domain/newsletter-issue";
import { formatNumber } from "~/domain/format";
import type { IssueProgress } from "~/server/staff/newsletter-send.server";
import { DoneNotice } from "./done-notice";
import { IssueForm } from "./issue-form";
import { NewsletterProgress } from "./newsletter-progress";
import { BackLink } from "~/components/admin/back-link";

type Props = {
  me: string;
  issue: {
    id: number;
    subject: string;
    status: keyof typeof issueStatusLabel;
    updated: string;
    started: string | null;
    finished: string | null;
  };
  preview: { html: string; text: string };
  progress: IssueProgress;
  subscribers: number;
  done: string | null;
  errors: { subject?: string; markdown?: string };
  values: { subject: string; markdown: string };
  sendError: string | null;
  shownAt: number;
};

const doneText = (me: string): Record<string, string> => ({
  lagret: "Utkastet er lagret.",
  "prove-sendt": `Prøven er sendt til ${me}.`,
  "prove-i-utboksen": `Prøven til ${me} er lagt i utboksen og sendes så snart e-posttjeneren tar imot.`,
  sendes: "Nyhetsbrevet sendes nå, i jevnt tempo. Du kan lukke siden: sendingen fortsetter, også etter en omstart.",
  "allerede-sendt": "Nyhetsbrevet var allerede sendt ut. Her ser du hvor langt det har kommet.",
  "ikke-utkast": "Nyhetsbrevet er sendt ut og kan ikke endres lenger. Endringen din er ikke lagret.",
});

/** One issue: draft form, preview (HTML and plain text, exactly as sent), test mail, sending and progress. */
export function NewsletterIssuePage({ me, issue, preview, progress, subscribers, done, errors, values, sendError, shownAt }: Props) {
  const draft = issue.status === "draft";
  const notice = done ? doneText(me)[done] : undefined;
  return (
    <>
      <BackLink href="/admin/nyhetsbrev">Tilbake til nyhetsbrevene</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{issue.subject}</h1>
      {notice && <DoneNotice>{notice}</DoneNotice>}
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd>{issueStatusLabel[issue.status]}</dd>
        <dt className="font-semibold">Sist endret</dt>
        <dd>{issue.updated}</dd>
        {issue.started && (
          <>
            <dt className="font-semibold">Sending startet</dt>
            <dd>{issue.started}</dd>
          </>
        )}
        {issue.finished && (
          <>
            <dt className="font-semibold">Ferdig sendt</dt>
            <dd>{issue.finished}</dd>
          </>
        )}
      </dl>

      {!draft && <NewsletterProgress progress={progress} issueId={issue.id} shownAt={shownAt} />}

      {draft && (
        <section aria-labelledby="utkast-tittel" className="mt-8">
          <h2 id="utkast-tittel" className="text-2xl font-bold">
            Utkastet
          </h2>
          <IssueForm errors={errors} values={values} />
        </section>
      )}

      <section aria-labelledby="forhandsvisning-tittel" className="mt-8 max-w-3xl">
        <h2 id="forhandsvisning-tittel" className="text-2xl font-bold">
          Forhåndsvisning
        </h2>
        <p className="mt-2">
          {draft ? "Slik blir e-posten etter siste lagring" : "Slik ble e-posten"}. Lenken for å melde seg av er personlig i hver e-post; her går den til siden uten kode.
        </p>
        <h3 className="mt-4 text-xl font-bold">HTML</h3>
        {/* sandbox="": the mail's HTML runs no script and reaches nothing of the back office. */}
        <iframe title="E-posten som HTML" sandbox="" srcDoc={preview.html} className="mt-2 h-[36rem] w-full rounded-lg border border-gray-300 bg-white" />
        <h3 className="mt-6 text-xl font-bold">Ren tekst</h3>
        <ScrollRegion label="E-posten som ren tekst" className="mt-2 max-h-[36rem] overflow-y-auto rounded-lg border border-gray-300 bg-white">
          <pre className="p-4 font-mono text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
        </ScrollRegion>
      </section>

      {draft && (
        <>
          <section aria-labelledby="prove-tittel" className="mt-8 max-w-3xl">
            <h2 id="prove-tittel" className="text-2xl font-bold">
              Send en prøve
            </h2>
            <p className="mt-2">Prøven går bare til deg ({me}), med «[Prøve]» foran emnet, slik du ser den i ditt eget e-postprogram.</p>
            <form method="post" className="mt-4">
              <button type="submit" name="intent" value="test" className={buttonClasses("secondary")}>
                Send en prøve til meg
              </button>
            </form>
          </section>

          <section aria-labelledby="send-tittel" className="mt-8 max-w-3xl">
            <h2 id="send-tittel" className="text-2xl font-bold">
              Send til abonnentene
            </h2>
            {subscribers === 0 ? (
              <p className="mt-2">Ingen har bekreftet abonnementet ennå, så det er ingen å sende til.</p>
            ) : (
              <form method="post" noValidate className="mt-4 space-y-4">
                <ErrorSummary items={sendError ? [{ fieldId: "confirm", message: sendError }] : []} />
                <p>
                  Nyhetsbrevet kan ikke endres etter at det er sendt. Det sendes i jevnt tempo; de som melder seg av underveis, får det ikke.
                </p>
                <div className="flex items-start gap-3">
                  <input
                    id="confirm"
                    type="checkbox"
                    name="confirm"
                    value="ja"
                    required
                    aria-invalid={sendError ? true : undefined}
                    aria-describedby={sendError ? "confirm-feil" : undefined}
                    className="mt-1 size-6 shrink-0"
                  />
                  <label htmlFor="confirm" className="font-semibold">
                    Ja, send nyhetsbrevet til alle {formatNumber(subscribers)} bekreftede abonnenter nå
                  </label>
                </div>
                {sendError && (
                  <p id="confirm-feil" className="font-semibold text-red-700">
                    {sendError}
                  </p>
                )}
                <button type="submit" name="intent" value="send" className={buttonClasses("primary")}>
                  Send nyhetsbrevet
                </button>
              </form>
            )}
          </section>
        </>
      )}
    </>
  );
}
