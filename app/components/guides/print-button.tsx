import printScript from "~/client/print.js?url";
import { AfterPaintScript } from "~/components/after-paint-script";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button-link";

/**
 * Opens the browser's print dialog, where the reader can choose «Lagre som PDF». The page
 * ships no React, so a tiny script (app/client/print.js) shows the button and wires it up;
 * without JavaScript the button could do nothing and stays hidden.
 */
export function PrintButton({ label, variant = "secondary" }: { label: string; variant?: ButtonVariant }) {
  return (
    <>
      {/* The script un-hides the button, so the attribute differs by design. */}
      <button type="button" hidden data-print-button className={buttonClasses(variant)} suppressHydrationWarning>
        {label}
      </button>
      <AfterPaintScript src={printScript} />
    </>
  );
}
