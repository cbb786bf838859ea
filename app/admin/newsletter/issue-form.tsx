import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { ScrollRegion } from "~/shared/ui/scroll-region";
import { TextareaField } from "~/shared/forms/textarea-field";
import { buttonClasses } from "~/shared/ui/button-link";
import { issueFields, issueLimits } from "~/admin/newsletter/newsletter-issue";
import { formatNumber } from "~/shared/format/format";
import { adminText } from "../admin-text";
import { ProblemBox } from "../form-problem";

type Fields = (typeof issueFields)[number];

/** Someone else saved the draft after this form was shown: what they changed, and their text. */
export type IssueConflictView = {
  updated: string;
  changed: Fields[];
  taken: Fields[];
  both: Fields[];
  theirs: Record<Fields, string>;
};

const markdownHint =
  "Skriv i Markdown: # Overskrift, **fet**, *kursiv*, [lenketekst](/kredittkort) og - punktliste. " +
  `Lenker til sider hos oss kan starte med /. HTML vises som tekst, og bilder vises som sin alternative tekst. Sitater (>) og lister kan stå høyst ${issueLimits.nesting} nivåer inni hverandre.`;

const fieldName: Record<Fields, string> = { subject: "emnet", markdown: "innholdet" };
const names = (fields: Fields[]) => fields.map((field) => fieldName[field]).join(" og ");

/** What the other editor changed, one line each: the subject as it is now, the body by its length (it is shown below the form). */
function changeLine(field: Fields, theirs: Record<Fields, string>): string {
  return field === "subject"
    ? `Emnet er nå «${theirs.subject}».`
    : `Innholdet er skrevet om (nå ${formatNumber(theirs.markdown.length)} tegn).`;
}

/** The draft's form, for a new issue and an unsent one: posts to its own page and redirects. */
export function IssueForm({
  errors,
  values,
  base,
  conflict = null,
  noVersion = false,
  previewButton = false,
  livePreview,
}: {
  errors: Partial<Record<Fields, string>>;
  values: Record<Fields, string>;
  /** The version the form builds on (an existing draft); a save is refused if someone else saved since. */
  base?: { version: number; digest: string };
  conflict?: IssueConflictView | null;
  noVersion?: boolean;
  /** «Forhåndsvis»: the preview beside the form shows the text as typed, without saving it (an existing draft's page). */
  previewButton?: boolean;
  /** Where the preview script (issue-preview.client.ts) posts the text as it is typed, and how long after a key. */
  livePreview?: { url: string; debounceMs: number; minGapMs: number };
}) {
  const summary = issueFields.flatMap((field) => (errors[field] ? [{ fieldId: field, message: errors[field] }] : []));
  return (
    <form
      method="post"
      noValidate
      className="mt-6 max-w-3xl space-y-4"
      data-live-preview={livePreview?.url}
      data-live-preview-debounce={livePreview?.debounceMs}
      data-live-preview-gap={livePreview?.minGapMs}
    >
      {base && (
        <>
          <input type="hidden" name="baseVersion" value={base.version} />
          <input type="hidden" name="baseDigest" value={base.digest} />
        </>
      )}
      <ErrorSummary items={summary} />
      {noVersion && <ProblemBox>{adminText.cards.noVersion}</ProblemBox>}
      {conflict && (
        <ProblemBox id="konflikt">
          <p>
            Noen andre har lagret utkastet mens du skrev (lagret {conflict.updated}). Ingenting av ditt er lagret ennå.
            Dette ble endret:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {conflict.changed.map((field) => (
              <li key={field} className="break-words">
                {changeLine(field, conflict.theirs)}
              </li>
            ))}
          </ul>
          {conflict.taken.length > 0 && (
            <p>
              Endringen deres i {names(conflict.taken)} er tatt inn i skjemaet ditt, fordi du ikke hadde endret det.
            </p>
          )}
          {conflict.both.length > 0 && (
            <p>
              Dere har begge endret {names(conflict.both)}: skjemaet har fortsatt det du skrev.
              {conflict.both.includes("markdown") &&
                " Innholdet slik den andre lagret det, står under skjemaet, så du kan ta med det du trenger."}
            </p>
          )}
          <p>Alt du skrev, står fortsatt i skjemaet. Se over, og trykk «Lagre utkast» igjen når det stemmer.</p>
        </ProblemBox>
      )}
      <Field
        label="Emne"
        name="subject"
        hint={`Emnefeltet i e-posten, høyst ${formatNumber(issueLimits.subject)} tegn.`}
        error={errors.subject}
        defaultValue={values.subject}
        required
        maxLength={issueLimits.subject}
        autoComplete="off"
      />
      <TextareaField
        label="Innhold (Markdown)"
        name="markdown"
        hint={markdownHint}
        error={errors.markdown}
        defaultValue={values.markdown}
        required
        maxLength={issueLimits.markdown}
        rows={18}
      />
      {conflict?.both.includes("markdown") && (
        <div>
          <h3 className="text-lg font-bold">Innholdet slik den andre lagret det</h3>
          <ScrollRegion
            label="Innholdet slik den andre lagret det"
            className="mt-2 max-h-[24rem] overflow-y-auto rounded-lg border border-gray-300 bg-white"
          >
            <pre className="p-4 font-mono text-sm break-words whitespace-pre-wrap">{conflict.theirs.markdown}</pre>
          </ScrollRegion>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
          Lagre utkast
        </button>
        {previewButton && (
          <button type="submit" name="intent" value="preview" className={buttonClasses("secondary")}>
            Forhåndsvis
          </button>
        )}
      </div>
    </form>
  );
}
