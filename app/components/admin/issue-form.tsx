import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/textarea-field";
import { buttonClasses } from "~/components/ui/button-link";
import { issueFields, issueLimits } from "~/domain/newsletter-issue";
import { formatNumber } from "~/domain/format";

type Fields = (typeof issueFields)[number];

const markdownHint =
  "Skriv i Markdown: # Overskrift, **fet**, *kursiv*, [lenketekst](/kredittkort) og - punktliste. " +
  "Lenker til sider hos oss kan starte med /. HTML vises som tekst, og bilder vises som sin alternative tekst.";

/** The draft's form, for a new issue and an unsent one: posts to its own page and redirects. */
export function IssueForm({ errors, values }: { errors: Partial<Record<Fields, string>>; values: Record<Fields, string> }) {
  const summary = issueFields.flatMap((field) => (errors[field] ? [{ fieldId: field, message: errors[field] }] : []));
  return (
    <form method="post" noValidate className="mt-6 max-w-3xl space-y-4">
      <ErrorSummary items={summary} />
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
      <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
        Lagre utkast
      </button>
    </form>
  );
}
