import { ErrorSummary } from "~/shared/forms/error-summary";
import { ScrollRegion } from "~/shared/ui/scroll-region";
import { buttonClasses } from "~/shared/ui/button-link";
import { issueStatusLabel } from "~/admin/newsletter/newsletter-issue";
import { formatNumber } from "~/shared/format/format";
import type { IssueProgress } from "~/admin/newsletter/newsletter-send.server";
import { DoneNotice } from "../done-notice";
import { IssueForm, type IssueConflictView } from "./issue-form";
import { NewsletterProgress } from "./newsletter-progress";
import { BackLink } from "~/admin/back-link";
import { ProblemBox } from "../form-problem";
import { AdminPageTitle } from "~/admin/admin-page-title";

export type { IssueConflictView };

type Props = {
  me: string;
  issue: {
    id: number;
    subject: string;
    status: keyof typeof issueStatusLabel;
    updated: string;
    started: string | null;
    finished: string | null;
    /** Why the last sending round failed, or (status "failed") why the send stopped. */
    failure: string | null;
    failedRounds: number;
    maxFailedRounds: number;
  };
  /** Null when the body cannot be rendered (stored before that was checked): `previewProblem` says why. */
  preview: { html: string; text: string } | null;
  previewProblem: string | null;
  progress: IssueProgress;
  subscribers: number;
  done: string | null;
  errors: { subject?: string; markdown?: string };
  values: { subject: string; markdown: string };
  base: { version: number; digest: string };
  conflict: IssueConflictView | null;
  noVersion: boolean;
  /** A send, delete or stop posted without its box ticked. */
  confirmError: { intent: "send" | "delete" | "cancel"; message: string } | null;
  /** What an editor typed in a draft that was sent before they saved: not stored, shown so it is not lost. */
  unsaved: { subject: string; markdown: string } | null;
  shownAt: number;
};

const doneText = (me: string): Record<string, string> => ({
  lagret: "Utkastet er lagret.",
  "prove-sendt": `Prøven er sendt til ${me}.`,
  "prove-i-utboksen": `Prøven til ${me} er lagt i utboksen og sendes så snart e-posttjeneren tar imot.`,
  sendes: "Nyhetsbrevet sendes nå, i jevnt tempo. Du kan lukke siden: sendingen fortsetter, også etter en omstart.",
  "allerede-sendt": "Nyhetsbrevet var allerede sendt ut. Her ser du hvor langt det har kommet.",
  "ikke-slettet": "Nyhetsbrevet er sendt ut og kan ikke slettes. Det som er sendt, er registrert her.",
  stoppet: "Sendingen er stoppet. Ingen flere får nyhetsbrevet; de som allerede har fått det, står under.",
  "ikke-stoppet": "Sendingen var allerede ferdig eller stoppet. Her ser du hvordan den endte.",
});

/** When a finished send ended, by how it ended. */
const endedLabel = { sent: "Ferdig sendt", cancelled: "Stoppet", failed: "Stoppet" } as const;

/** A form whose one action must be confirmed by ticking a box (sending, deleting, stopping): no JavaScript dialog. */
function ConfirmForm({
  intent,
  label,
  button,
  error,
  danger,
}: {
  intent: "send" | "delete" | "cancel";
  label: string;
  button: string;
  error: string | null;
  danger?: boolean;
}) {
  const id = `bekreft-${intent}`;
  return (
    <form method="post" noValidate className="mt-4 space-y-4">
      <ErrorSummary items={error ? [{ fieldId: id, message: error }] : []} />
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="confirm"
          value="ja"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-feil` : undefined}
          className="mt-1 size-6 shrink-0"
        />
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-feil`} className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" name="intent" value={intent} className={buttonClasses(danger ? "secondary" : "primary")}>
        {button}
      </button>
    </form>
  );
}

/** One issue: draft form, preview (HTML and plain text, exactly as sent), test mail, sending and progress. */
export function NewsletterIssuePage({
  me,
  issue,
  preview,
  previewProblem,
  progress,
  subscribers,
  done,
  errors,
  values,
  base,
  conflict,
  noVersion,
  confirmError,
  unsaved,
  shownAt,
}: Props) {
  const draft = issue.status === "draft";
  const notice = done ? doneText(me)[done] : undefined;
  const errorFor = (intent: "send" | "delete" | "cancel") =>
    confirmError?.intent === intent ? confirmError.message : null;
  return (
    <>
      <BackLink href="/admin/nyhetsbrev">Tilbake til nyhetsbrevene</BackLink>
      <AdminPageTitle className="mt-4">{issue.subject}</AdminPageTitle>
      {notice && <DoneNotice>{notice}</DoneNotice>}
      {unsaved && (
        <ProblemBox id="ikke-lagret">
          <p>
            Nyhetsbrevet ble sendt ut mens du skrev, så endringen din er ikke lagret. Det du skrev, står under, så du
            kan kopiere det.
          </p>
          <p className="break-words">Emne: {unsaved.subject}</p>
          <ScrollRegion
            label="Innholdet du skrev"
            className="max-h-[24rem] overflow-y-auto rounded-lg border border-gray-300 bg-white font-normal"
          >
            <pre className="p-4 font-mono text-sm break-words whitespace-pre-wrap">{unsaved.markdown}</pre>
          </ScrollRegion>
        </ProblemBox>
      )}
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
        {issue.finished && issue.status !== "draft" && issue.status !== "sending" && (
          <>
            <dt className="font-semibold">{endedLabel[issue.status]}</dt>
            <dd>{issue.finished}</dd>
          </>
        )}
        {issue.status === "failed" && issue.failure && (
          <>
            <dt className="font-semibold">Årsak</dt>
            <dd className="break-words">{issue.failure}</dd>
          </>
        )}
      </dl>
      {issue.status === "failed" && (
        <p className="mt-4 max-w-prose">
          Sendingen feilet og er stoppet. De som ikke hadde fått nyhetsbrevet, får det ikke; de som fikk det, står
          under.
        </p>
      )}
      {issue.status === "sending" && issue.failedRounds > 0 && issue.failure && (
        <p className="mt-4 max-w-prose rounded-md border-2 border-red-700 bg-white p-3 font-semibold text-red-800">
          Siste forsøk feilet: {issue.failure}. Sendingen prøves igjen av seg selv, med lengre pauser; feiler den{" "}
          {issue.maxFailedRounds} ganger på rad, stoppes den.
        </p>
      )}

      {!draft && <NewsletterProgress progress={progress} issueId={issue.id} shownAt={shownAt} />}

      {issue.status === "sending" && (
        <section aria-labelledby="stopp-tittel" className="mt-8 max-w-3xl">
          <h2 id="stopp-tittel" className="text-2xl font-bold">
            Stopp sendingen
          </h2>
          <p className="mt-2">
            De som ikke har fått nyhetsbrevet ennå, får det ikke. Det som allerede er sendt, kan ikke hentes tilbake og
            blir stående registrert.
          </p>
          <ConfirmForm
            intent="cancel"
            label="Ja, stopp sendingen nå"
            button="Stopp sendingen"
            error={errorFor("cancel")}
            danger
          />
        </section>
      )}

      {draft && (
        <section aria-labelledby="utkast-tittel" className="mt-8">
          <h2 id="utkast-tittel" className="text-2xl font-bold">
            Utkastet
          </h2>
          <IssueForm errors={errors} values={values} base={base} conflict={conflict} noVersion={noVersion} />
        </section>
      )}

      <section aria-labelledby="forhandsvisning-tittel" className="mt-8 max-w-3xl">
        <h2 id="forhandsvisning-tittel" className="text-2xl font-bold">
          Forhåndsvisning
        </h2>
        {preview ? (
          <>
            <p className="mt-2">
              {draft ? "Slik blir e-posten etter siste lagring" : "Slik ble e-posten"}. Lenken for å melde seg av er
              personlig i hver e-post; her går den til siden uten kode.
            </p>
            <h3 className="mt-4 text-xl font-bold">HTML</h3>
            {/* sandbox="": the mail's HTML runs no script and reaches nothing of the back office. */}
            <iframe
              title="E-posten som HTML"
              sandbox=""
              srcDoc={preview.html}
              className="mt-2 h-[36rem] w-full rounded-lg border border-gray-300 bg-white"
            />
            <h3 className="mt-6 text-xl font-bold">Ren tekst</h3>
            <ScrollRegion
              label="E-posten som ren tekst"
              className="mt-2 max-h-[36rem] overflow-y-auto rounded-lg border border-gray-300 bg-white"
            >
              <pre className="p-4 font-mono text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
            </ScrollRegion>
          </>
        ) : (
          <div
            id="forhandsvisning-problem"
            className="mt-2 space-y-2 rounded-lg border-4 border-red-700 bg-white p-4 font-semibold text-red-800"
          >
            <p>Forhåndsvisningen kan ikke vises. {previewProblem}.</p>
            {draft && (
              <p>
                Rett innholdet i utkastet over og lagre, eller slett utkastet. Det kan ikke prøvesendes eller sendes
                slik det er.
              </p>
            )}
          </div>
        )}
      </section>

      {draft && preview && (
        <>
          <section aria-labelledby="prove-tittel" className="mt-8 max-w-3xl">
            <h2 id="prove-tittel" className="text-2xl font-bold">
              Send en prøve
            </h2>
            <p className="mt-2">
              Prøven går bare til deg ({me}), med «[Prøve]» foran emnet, slik du ser den i ditt eget e-postprogram.
            </p>
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
              <>
                <p className="mt-4">
                  Nyhetsbrevet kan ikke endres etter at det er sendt. Det sendes i jevnt tempo; de som melder seg av
                  underveis, får det ikke.
                </p>
                <ConfirmForm
                  intent="send"
                  label={`Ja, send nyhetsbrevet til alle ${formatNumber(subscribers)} bekreftede abonnenter nå`}
                  button="Send nyhetsbrevet"
                  error={errorFor("send")}
                />
              </>
            )}
          </section>
        </>
      )}

      {draft && (
        <section aria-labelledby="slett-tittel" className="mt-8 max-w-3xl">
          <h2 id="slett-tittel" className="text-2xl font-bold">
            Slett utkastet
          </h2>
          <p className="mt-2">Utkastet blir borte for godt. Et nyhetsbrev som er sendt, kan ikke slettes.</p>
          <ConfirmForm
            intent="delete"
            label="Ja, slett dette utkastet"
            button="Slett utkastet"
            error={errorFor("delete")}
            danger
          />
        </section>
      )}
    </>
  );
}
