import { buttonClasses } from "~/shared/ui/button-link";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import type { LifecycleAction, LifecycleAnswer } from "~/admin/cards/card-lifecycle.server";
import { lifecycleText as text } from "~/admin/cards/card-lifecycle-text";
import { MAX_CARD_SLUG_LENGTH } from "~/shared/cards/finansportalen/card-slug";

/**
 * The form of «Trekk tilbake», «Ta inn igjen» or «Endre adresse»: a plain post (no JavaScript needed) with the
 * version it builds on, the new address for a move, and the reason every such version needs.
 */
export function LifecycleForm({
  id,
  intent,
  version,
  answer,
  button,
}: {
  id: string;
  intent: LifecycleAction;
  version: number;
  answer: LifecycleAnswer | null;
  button: string;
}) {
  const errors = answer?.errors ?? {};
  const summary = [
    ...(["adresse", "begrunnelse"] as const).flatMap((name) =>
      errors[name] ? [{ fieldId: `felt-${name}`, message: errors[name] }] : [],
    ),
    ...(answer && answer.general.length > 0 ? [{ fieldId: id, message: answer.general.join(" ") }] : []),
  ];
  return (
    <form id={id} method="post" noValidate className="mt-6 flex max-w-2xl flex-col gap-6">
      <input type="hidden" name="baseVersion" value={version} />
      <ErrorSummary items={summary} />
      {intent === "slug" && (
        <Field
          label={text.slugLabel}
          name="adresse"
          hint={text.slugHint}
          error={errors.adresse}
          defaultValue={answer?.values.adresse ?? ""}
          required
          maxLength={MAX_CARD_SLUG_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <Field
        label={text.reasonLabel}
        name="begrunnelse"
        hint={text.reasonHint}
        error={errors.begrunnelse}
        defaultValue={answer?.values.begrunnelse ?? ""}
        required
        maxLength={500}
        autoComplete="off"
      />
      <div>
        <button type="submit" name="intent" value={intent} className={buttonClasses("primary")}>
          {button}
        </button>
      </div>
    </form>
  );
}
