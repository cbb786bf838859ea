import { ErrorSummary } from "~/shared/forms/error-summary";
import { TextareaField } from "~/shared/forms/textarea-field";
import { buttonClasses } from "~/shared/ui/button-link";
import { inboxText } from "./inbox-text";
import { signatureMax } from "./inbox-rules";

/** A person's own signature, set under each reply they send (Din konto). */
export function SignatureForm({ signature, error }: { signature: string; error?: string }) {
  return (
    <section aria-labelledby="signatur" className="mt-10 max-w-3xl">
      <h2 id="signatur" className="text-2xl font-bold">
        {inboxText.signatureTitle}
      </h2>
      <form method="post" action="/admin/konto" noValidate className="mt-4 space-y-4">
        <ErrorSummary items={error ? [{ fieldId: "signature", message: error }] : []} />
        <TextareaField
          label={inboxText.signatureLabel}
          name="signature"
          hint={inboxText.signatureIntro}
          error={error}
          defaultValue={signature}
          maxLength={signatureMax}
          rows={4}
        />
        <button type="submit" name="intent" value="signature" className={buttonClasses("primary")}>
          {inboxText.signatureSave}
        </button>
      </form>
    </section>
  );
}
