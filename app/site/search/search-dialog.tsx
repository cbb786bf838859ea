import { searchText } from "~/site/search/search-text";
import { SearchNoHitsLinks } from "./search-no-hits";
import { CloseIcon } from "../../shared/ui/close-icon";
import { TextLink } from "~/shared/ui/text-link";
import { FeedAttribution } from "~/shared/cards/feed-attribution";

/**
 * The header's search dialog. Not in the pages: app/site/search/search.client.ts fetches this frame from
 * /fragment/sok-dialog on first use and opens it with showModal(). It is the empty frame only;
 * the script fills the options, the status and the 'see all' link, and reads its text templates
 * from the data attributes here. Without JavaScript it is never shown: the header link goes to
 * the /sok page instead.
 */
export function SearchDialog() {
  return (
    <dialog
      id="sok-dialog"
      aria-labelledby="sok-dialog-label"
      className="m-auto mt-[8vh] max-h-[84vh] w-[min(42rem,calc(100%-2rem))] rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-night/60"
      data-count={searchText.resultCount}
      data-no-hits={searchText.noHits}
      data-did-you-mean={searchText.didYouMean}
      data-show-all={searchText.showAll}
      data-failed={searchText.failed}
      data-kind-card={searchText.kindLabel.card}
      data-kind-guide={searchText.kindLabel.guide}
    >
      <div className="p-4 sm:p-6">
        {/* Enter without a chosen option submits to the full results page. */}
        <form method="get" action="/sok" role="search" aria-labelledby="sok-dialog-label" data-endpoint="/sok.json">
          <div className="flex items-center justify-between gap-4">
            <label id="sok-dialog-label" htmlFor="sok-dialog-q" className="text-lg font-bold">
              {searchText.dialogLabel}
            </label>
            <button
              type="button"
              data-search-close=""
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
            >
              <CloseIcon />
              <span className="sr-only">{searchText.close}</span>
            </button>
          </div>
          <p id="sok-dialog-hint" className="text-sm text-muted">
            {searchText.inputHint}
          </p>
          <input
            id="sok-dialog-q"
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls="sok-dialog-results"
            aria-describedby="sok-dialog-hint"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            className="mt-3 min-h-11 w-full rounded-md border border-gray-400 px-3 py-2 text-base"
            suppressHydrationWarning
          />
        </form>
        {/* The count, and «Mente du …?» as a link when the query has a mistyped word: both read out politely. */}
        <p
          id="sok-dialog-status"
          role="status"
          aria-live="polite"
          className="mt-3 min-h-5 text-sm font-semibold text-muted"
        />
        <ul
          id="sok-dialog-results"
          role="listbox"
          aria-label={searchText.resultsLabel}
          hidden
          className="mt-2 flex flex-col gap-1"
        />
        {/* Shown by the script when a card among the hits has Finansportalen's figures (/sok.json's feedSourced). */}
        <p data-search-feed="" hidden className="mt-2 text-sm text-muted">
          <FeedAttribution />
        </p>
        <div data-search-empty="" hidden className="mt-1">
          <p className="text-muted">{searchText.noHitsHelp}</p>
          <SearchNoHitsLinks className="mt-3" />
        </div>
        <p data-search-more="" hidden className="mt-3">
          {/* A plain link: the script sets its ?q=, which a router <Link> would not follow. */}
          <TextLink strong href="/sok">
            {searchText.pageTitle}
          </TextLink>
        </p>
        {/* WCAG 2.1.4: a one-key shortcut must be possible to turn off. */}
        <label className="mt-5 flex items-center gap-2 border-t border-gray-200 pt-4 text-sm text-muted">
          <input type="checkbox" data-search-shortcut="" defaultChecked className="h-5 w-5" />
          {searchText.shortcutToggle}
        </label>
      </div>
    </dialog>
  );
}
