import formsScript from "~/shared/forms/forms.client.ts?client";
import validationWorker from "~/site/forms/form-validation.worker.ts?worker&url";
import { AfterPaintScript } from "../../shared/ui/after-paint-script";
import { ErrorSummary } from "../../shared/forms/error-summary";
import { FieldError } from "../../shared/forms/field-shell";

/**
 * What a form needs for checking in the browser: the attributes that name its schema and the worker
 * that holds it, and templates of the server's own error markup (summary and field message), so a
 * message shown before posting looks and reads exactly like one shown after.
 */
export function clientValidation(form: "contact" | "newsletter") {
  return { "data-validate": form, "data-validation-worker": validationWorker };
}

export function ClientValidationTemplates() {
  return (
    <>
      <template data-summary-template="">
        <ErrorSummary items={[{ fieldId: "", message: "" }]} />
      </template>
      <template data-field-error-template="">
        <FieldError id="" message="" />
      </template>
      <AfterPaintScript src={formsScript} />
    </>
  );
}
