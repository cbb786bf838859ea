import { Link } from "react-router";
import { MAX_COMPARED } from "~/site/compare/compare";
import { compareText } from "~/site/compare/compare-text";
import compareScript from "./compare.client.js?url";
import { AfterPaintScript } from "../../shared/ui/after-paint-script";
import { buttonClasses } from "../../shared/ui/button-link";
import { CloseIcon } from "../../shared/ui/close-icon";

/** The comparison script alone: /sammenlign uses it to keep the browser's selection in step with the page. */
export function CompareScript() {
  return <AfterPaintScript src={compareScript} />;
}

/**
 * The compact comparison tray, fixed at the bottom of the viewport, and the script that runs it
 * (loaded after the first paint; until then the tiles' «Sammenlign» links work as without JavaScript).
 * Render it once on a page that shows card tiles or on a card page. It stays hidden until the
 * reader has chosen a card, and without JavaScript it never shows: the tiles' links do the work.
 * compare.js gives the page end room for it while it is shown, so it never hides page content
 * for good, and lifts the cookie banner, while that is shown, above it.
 */
export function CompareTray() {
  return (
    <>
      <div
        hidden
        role="region"
        aria-label={compareText.trayLabel}
        data-compare-tray=""
        data-max={MAX_COMPARED}
        data-text-added={compareText.trayAdded}
        data-text-removed={compareText.trayRemoved}
        data-text-full={compareText.trayFull}
        className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-brand-700 bg-white shadow-[0_-4px_16px_rgba(15,45,90,0.15)]"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="text-sm font-semibold text-ink">{compareText.trayHeading}</p>
          <ul data-compare-list="" className="flex min-w-0 flex-1 flex-wrap gap-2" />
          <Link to="/sammenlign" className={buttonClasses("primary", "shrink-0")}>
            <span>
              {compareText.trayGo} (<span data-compare-count="">0</span>)
            </span>
          </Link>
          <p data-compare-note="" hidden className="w-full text-sm font-semibold text-ink" />
        </div>
        <template data-compare-item="">
          <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-gray-300 bg-gray-50 py-0.5 pr-0.5 pl-3 text-sm text-ink">
            <span data-compare-name="" className="truncate" />
            <button
              type="button"
              data-compare-remove=""
              className="inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-gray-200 hover:text-ink"
            >
              <CloseIcon size={14} />
              <span className="sr-only">
                {compareText.trayRemove} <span data-compare-name="" />
              </span>
            </button>
          </li>
        </template>
      </div>
      <p data-compare-status="" role="status" aria-live="polite" className="sr-only" />
      <CompareScript />
    </>
  );
}
