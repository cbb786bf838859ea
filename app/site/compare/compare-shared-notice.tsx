import { compareMarked, compareWords } from "~/site/compare/compare-contract";
import { compareText } from "~/site/compare/compare-text";
import { buttonClasses } from "../../shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";

const text = compareText.shared;

/**
 * The question on a comparison opened from a link (shared, or from another page) when the browser
 * keeps another selection: compare.client.ts shows it, names the kept cards, and stores the page's cards
 * only on «Bruk denne». Hidden until then; without JavaScript nothing is stored, so nothing is asked.
 * The status line reads the question out politely; after a choice focus moves to the answer.
 */
export function CompareSharedNotice() {
  return (
    <>
      <p {...compareMarked("status")} role="status" aria-live="polite" className="sr-only" />
      <div
        hidden
        {...compareMarked("shared")}
        {...compareWords({ ask: text.ask, kept: text.kept, used: text.used })}
        className="mt-6 max-w-3xl rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 text-ink"
      >
        <p {...compareMarked("shared-text")} tabIndex={-1} />
        <p {...compareMarked("shared-choices")} className="mt-3 flex flex-wrap gap-3">
          <button type="button" {...compareMarked("keep")} className={buttonClasses("secondary", "cursor-pointer")}>
            {text.keep}
            <span className="sr-only">{text.keepHidden}</span>
          </button>
          <button type="button" {...compareMarked("use")} className={buttonClasses("primary", "cursor-pointer")}>
            {text.use}
            <span className="sr-only">{text.useHidden}</span>
          </button>
        </p>
        {/* compare.client.ts points every plain /sammenlign link at the kept selection. */}
        <p {...compareMarked("own")} hidden className="mt-3">
          <TextLink strong to="/sammenlign">
            {text.showOwn}
          </TextLink>
        </p>
      </div>
    </>
  );
}
