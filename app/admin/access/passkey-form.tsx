import type { ReactNode } from "react";
import passkeyScript from "~/admin/access/passkey.client.ts?inline-script";
import { InlineScript } from "~/shared/ui/inline-script";
import { adminText } from "../admin-text";
import { buttonClasses } from "~/shared/ui/button-link";

/**
 * A form that posts a passkey: the browser's dialog fills the hidden `credential` field
 * (app/admin/access/passkey.client.ts), then the form posts as any other and the action answers.
 */
export function PasskeyForm({
  purpose,
  submitLabel,
  children,
  token,
}: {
  purpose: "sign-in" | "register" | "add";
  submitLabel: string;
  children?: ReactNode;
  token?: string;
}) {
  return (
    <form method="post" data-passkey={purpose} className="mt-6 space-y-4">
      {children}
      {token && <input type="hidden" name="token" value={token} />}
      <input type="hidden" name="credential" value="" />
      <button type="submit" className={buttonClasses("primary", "disabled:opacity-60")}>
        {submitLabel}
      </button>
      <p data-passkey-status="" role="status" aria-live="polite" className="min-h-6 font-semibold text-brand-900" />
      <noscript>
        <p className="font-semibold">{adminText.needsJavaScript}</p>
      </noscript>
      <InlineScript code={passkeyScript} />
    </form>
  );
}

/** A failed try, said by the server: takes focus so it is read first (GOV.UK error summary). */
export function FormProblem({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK pattern: focus moves to the problem after a failed submit.
      autoFocus
      role="alert"
      className="mt-6 rounded-lg border-4 border-red-700 bg-white p-4 font-semibold text-red-800 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      {message}
    </div>
  );
}
