/**
 * The site search: the header dialog (app/site/search/search.client.ts reads the templates from data
 * attributes, so {n} and {q} are filled in the browser too) and the /sok page.
 */
export const searchText = {
  pageTitle: "Søk i kort og guider",
  dialogLabel: "Søk i kort og guider",
  shortcutToggle: "Åpne søket med tasten / (skråstrek)",
  inputLabel: "Søk etter kort, bank eller fordel",
  inputHint: "For eksempel lounge, Trumf, reiseforsikring, cashback eller ingen årsgebyr.",
  submit: "Søk",
  close: "Lukk søket",
  resultsLabel: "Treff",
  kindLabel: { card: "Kort", guide: "Guide" },
  /** {n} is the number of hits, {q} the query. */
  resultCount: "{n} treff for «{q}»",
  noHits: "Ingen treff for «{q}»",
  /** {q} is the query with its mistyped words corrected (search() gives it); a link to its results. */
  didYouMean: "Mente du «{q}»?",
  noHitsHelp:
    "Prøv et kortere ord eller et annet ord for det samme, for eksempel «reise» eller «gebyr». Du kan også bla i alle kortene eller lese guidene våre.",
  allCardsLink: "Se alle kredittkortene",
  guidesLink: "Les guidene våre",
  showAll: "Se alle {n} treff",
  /** After the count on /sok when the hits take more than one page. */
  pageOf: (page: number, pages: number) => `Side ${page} av ${pages}.`,
  pagesNav: "Sider med søketreff",
  failed: "Søket svarer ikke akkurat nå. Trykk Enter for å søke på egen side.",
  suggestionsHeading: "Populære søk",
  suggestions: ["lounge", "reiseforsikring", "ingen årsgebyr", "cashback", "Trumf", "SAS", "kredittscore"],
  /** Why a card write is refused when a card on sale is not among the results for its own name (the check's reason). */
  cardNotFoundByName: (name: string) => `et søk på navnet «${name}» finner ikke kortet`,
} as const;

/** Fills {n} and {q} in a search text template. */
export function fillSearchText(template: string, values: { n?: number; q?: string }): string {
  return template.replace(/\{(n|q)\}/g, (_, key: "n" | "q") => String(values[key] ?? ""));
}
