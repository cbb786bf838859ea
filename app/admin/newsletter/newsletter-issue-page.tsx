import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import livePreviewScript from "~/admin/newsletter/issue-preview.client.ts?inline-script";
import { InlineScript } from "~/shared/ui/inline-script";
import { ScrollRegion } from "~/shared/ui/scroll-region";
import { buttonClasses } from "~/shared/ui/button-link";
import { issueStatusLabel } from "~/admin/newsletter/newsletter-issue";
import { formatNumber } from "~/shared/format/format";
import type { IssueProgress } from "~/admin/newsletter/newsletter-send.server";
import { DoneNotice } from "../done-notice";
import { IssueForm, type IssueConflictView } from "./issue-form";
import { NewsletterProgress } from "./newsletter-progress";
import { IssuePreviewBody } from "./issue-preview";
import { LIVE_PREVIEW_DEBOUNCE_MS, LIVE_PREVIEW_MIN_GAP_MS, LIVE_PREVIEW_URL } from "./issue-preview-rules";
import { BackLink } from "~/admin/back-link";
import { ProblemBox } from "../form-problem";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { AdminTable } from "~/admin/admin-table";
import type { LinkReport } from "./link-check.server";

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
    /** When a draft is planned to go (Oslo time, in words), and as the time field's value; null and "": not planned. */
    scheduled: string | null;
    scheduledLocal: string;
  };
  /** The preview shows the form's text as posted with «Forhåndsvis», not what is saved. */
  previewOfForm: boolean;
  /** A planned time that was refused, with what was typed. */
  scheduleError: { message: string; value: string } | null;
  /** A draft's links, checked (link-check.server.ts); null once sent. */
  links: LinkReport | null;
  /** A send or plan refused for links to pages that do not exist, naming them. */
  linksError: string | null;
  /** A sent issue's links and how often each was followed; null for a draft. */
  clicks: Array<{ url: string; clicks: number }> | null;
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
  planlagt: "Sendingen er planlagt. Du kan endre utkastet og avbryte planen helt til sendingen starter.",
  "ikke-planlagt": "Den planlagte sendingen er avbrutt. Utkastet er ikke sendt.",
  kopiert: "Dette er en kopi, lagret som nytt utkast.",
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

/** «Planlegg sendingen»: a time in Norway's clock, and, once planned, the way to call it off until it starts. */
function ScheduleSection({
  scheduled,
  scheduledLocal,
  error,
}: {
  scheduled: string | null;
  scheduledLocal: string;
  error: { message: string; value: string } | null;
}) {
  return (
    <section aria-labelledby="planlegg-tittel" className="mt-8 max-w-3xl">
      <h2 id="planlegg-tittel" className="text-2xl font-bold">
        Planlegg sendingen
      </h2>
      <p className="mt-2">
        {scheduled
          ? `Nyhetsbrevet sendes ${scheduled} (norsk tid) til dem som da har bekreftet abonnementet. Du kan endre utkastet, flytte tidspunktet eller avbryte til sendingen starter.`
          : "Velg når nyhetsbrevet skal sendes, i norsk tid. Det sendes da til alle som har bekreftet abonnementet, som om du trykket «Send nyhetsbrevet»."}
      </p>
      <ErrorSummary items={error ? [{ fieldId: "felt-tidspunkt", message: error.message }] : []} />
      <form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          label="Tidspunkt (norsk tid)"
          name="tidspunkt"
          type="datetime-local"
          hint="Dato og klokkeslett, for eksempel 2026-12-03 08:00."
          error={error?.message}
          defaultValue={error?.value ?? scheduledLocal}
          required
          className="basis-64"
        />
        <button type="submit" name="intent" value="schedule" className={buttonClasses("primary")}>
          {scheduled ? "Flytt sendingen" : "Planlegg sendingen"}
        </button>
      </form>
      {scheduled && (
        <form method="post" className="mt-4">
          <button type="submit" name="intent" value="unschedule" className={buttonClasses("secondary")}>
            Avbryt den planlagte sendingen
          </button>
        </form>
      )}
    </section>
  );
}

/** The draft's links: ours that do not exist (they stop a send), ours that do, and others' to look at. */
function LinkSection({ links, error }: { links: LinkReport; error: string | null }) {
  const ok = links.internal.filter((link) => link.exists !== false);
  return (
    <section aria-labelledby="lenker-tittel" className="mt-8 max-w-3xl">
      <h2 id="lenker-tittel" className="text-2xl font-bold">
        Lenkene i utkastet
      </h2>
      {error && (
        <p
          role="alert"
          className="mt-2 rounded-md border-2 border-red-700 bg-white p-3 font-semibold break-words text-red-800"
        >
          {error}
        </p>
      )}
      {links.internal.length + links.external.length === 0 && <p className="mt-2">Utkastet har ingen lenker.</p>}
      {links.broken.length > 0 && (
        <>
          <h3 className="mt-4 text-lg font-bold text-red-800">Finnes ikke hos oss (stopper sendingen)</h3>
          <ul className="mt-1 list-disc pl-6 break-all" data-links="broken">
            {links.broken.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </>
      )}
      {ok.length > 0 && (
        <>
          <h3 className="mt-4 text-lg font-bold">Våre sider</h3>
          <ul className="mt-1 list-disc pl-6 break-all" data-links="internal">
            {ok.map((link) => (
              <li key={link.url}>
                {link.url}
                {link.exists === null && " (kan ikke kontrolleres her: ingen liste over sidene)"}
              </li>
            ))}
          </ul>
        </>
      )}
      {links.external.length > 0 && (
        <>
          <h3 className="mt-4 text-lg font-bold">Andre nettsteder (se over dem selv)</h3>
          <ul className="mt-1 list-disc pl-6 break-all" data-links="external">
            {links.external.map((url) => (
              <li key={url}>
                <a href={url} rel="noreferrer noopener" className="underline">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
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
  previewOfForm,
  scheduleError,
  links,
  linksError,
  clicks,
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
        {draft && issue.scheduled && (
          <>
            <dt className="font-semibold">Planlagt sendt</dt>
            <dd>{issue.scheduled} (norsk tid)</dd>
          </>
        )}
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
      {draft && issue.failure && (
        <p
          id="ikke-startet"
          className="mt-4 max-w-prose rounded-md border-2 border-red-700 bg-white p-3 font-semibold break-words text-red-800"
        >
          {issue.failure}
        </p>
      )}
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

      {clicks && (
        <section aria-labelledby="klikk-tittel" className="mt-8 max-w-3xl">
          <h2 id="klikk-tittel" className="text-2xl font-bold">
            Klikk på lenkene
          </h2>
          <p className="mt-2">
            Hver lenke i nyhetsbrevet går gjennom vår egen videresending, som teller klikk fra nettlesere. Vi lagrer
            ikke hvem som klikket, og bruker ingen sporingspiksler.
          </p>
          {clicks.length === 0 ? (
            <p className="mt-2">Nyhetsbrevet har ingen lenker.</p>
          ) : (
            <AdminTable label="Klikk per lenke" caption="Klikk per lenke i nyhetsbrevet" columns={["Lenke", "Klikk"]}>
              {clicks.map((link) => (
                <tr key={link.url} className="border-t border-gray-200" data-link-clicks="">
                  <td className="p-3 break-all">{link.url}</td>
                  <td className="p-3">{formatNumber(link.clicks)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      )}

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

      <div className={draft ? "xl:grid xl:grid-cols-2 xl:items-start xl:gap-8" : undefined}>
        {draft && (
          <section aria-labelledby="utkast-tittel" className="mt-8 min-w-0">
            <h2 id="utkast-tittel" className="text-2xl font-bold">
              Utkastet
            </h2>
            <IssueForm
              errors={errors}
              values={values}
              base={base}
              conflict={conflict}
              noVersion={noVersion}
              previewButton
              livePreview={{
                url: LIVE_PREVIEW_URL,
                debounceMs: LIVE_PREVIEW_DEBOUNCE_MS,
                minGapMs: LIVE_PREVIEW_MIN_GAP_MS,
              }}
            />
          </section>
        )}

        <section aria-labelledby="forhandsvisning-tittel" className="mt-8 max-w-3xl min-w-0">
          <h2 id="forhandsvisning-tittel" className="text-2xl font-bold">
            Forhåndsvisning
          </h2>
          {draft && (
            // Says only when the live preview could not follow the form, and when it follows again: never each update.
            <p aria-live="polite" className="mt-2 min-h-6 font-semibold" data-preview-status="" />
          )}
          <div data-preview-body="">
            <IssuePreviewBody
              preview={preview}
              problem={previewProblem}
              source={previewOfForm ? "form" : draft ? "saved" : "sent"}
              announce={previewOfForm}
            />
          </div>
          {draft && <InlineScript code={livePreviewScript} />}
        </section>
      </div>

      {links && <LinkSection links={links} error={linksError} />}

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
          <ScheduleSection scheduled={issue.scheduled} scheduledLocal={issue.scheduledLocal} error={scheduleError} />
        </>
      )}

      <section aria-labelledby="kopi-tittel" className="mt-8 max-w-3xl">
        <h2 id="kopi-tittel" className="text-2xl font-bold">
          Lag en kopi
        </h2>
        <p className="mt-2">Et nytt utkast med samme emne og innhold, som du kan endre og sende for seg.</p>
        <form method="post" className="mt-4">
          <button type="submit" name="intent" value="duplicate" className={buttonClasses("secondary")}>
            Lag en kopi som nytt utkast
          </button>
        </form>
      </section>

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
