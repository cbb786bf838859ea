import { Link } from "react-router";
import { compareMarked, compareWords } from "~/site/compare/compare-contract";
import { compareText } from "~/site/compare/compare-text";
import compareScript from "./compare.client.ts?client";
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
 * compare.client.ts gives the page end room for it while it is shown, so it never hides page content
 * for good, and lifts the cookie banner, while that is shown, above it.
 */
export function CompareTray() {
  return (
    <>
      <div
        hidden
        role="region"
        aria-label={compareText.trayLabel}
        {...compareMarked("tray")}
        {...compareWords({
          added: compareText.trayAdded,
          removed: compareText.trayRemoved,
          full: compareText.trayFull,
        })}
        className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-brand-700 bg-white shadow-[0_-4px_16px_rgba(15,45,90,0.15)]"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="text-sm font-semibold text-ink">{compareText.trayHeading}</p>
          <ul {...compareMarked("list")} className="flex min-w-0 flex-1 flex-wrap gap-2" />
          <Link to="/sammenlign" className={buttonClasses("primary", "shrink-0")}>
            <span>
              {compareText.trayGo} (<span {...compareMarked("count")}>0</span>)
            </span>
          </Link>
          <p {...compareMarked("note")} hidden className="w-full text-sm font-semibold text-ink" />
        </div>
        <template {...compareMarked("item")}>
          <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-gray-300 bg-gray-50 py-0.5 pr-0.5 pl-3 text-sm text-ink">
            <span {...compareMarked("name")} className="truncate" />
            <button
              type="button"
              {...compareMarked("remove")}
              className="inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-gray-200 hover:text-ink"
            >
              <CloseIcon size={14} />
              <span className="sr-only">
                {compareText.trayRemove} <span {...compareMarked("name")} />
              </span>
            </button>
          </li>
        </template>
      </div>
      <p {...compareMarked("status")} role="status" aria-live="polite" className="sr-only" />
      <CompareScript />
    </>
  );
}
