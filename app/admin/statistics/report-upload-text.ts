/** The words of the report upload (/admin/statistikk/last-opp). */
export const reportUploadText = {
  title: "Last opp rapport fra et nettverk",
  intro:
    "Last opp transaksjonsrapporten fra Adtraction, Awin, Tradedoubler eller Partner-ads som CSV. Du ser først hva den vil endre; ingenting lagres før du bekrefter.",
  networkLabel: "Nettverk",
  networkMissing: "Velg nettverket rapporten er fra.",
  fileLabel: "Rapport (CSV)",
  fileHint:
    "CSV med overskrift, skilt med komma eller semikolon, lagret som UTF-8. Høyst 250 kB og 5 000 transaksjoner.",
  fileMissing: "Velg en CSV-fil med rapporten.",
  fileTooLarge: (limit: string) => `Filen er større enn ${limit}. Del rapporten opp, for eksempel per måned.`,
  mappingHeading: "Kolonner (bare hvis de ikke blir funnet)",
  mappingHint:
    "Kolonnene kjennes igjen fra nettverkenes egne rapporter. Har filen andre overskrifter, skriv overskriften slik den står i filen.",
  previewButton: "Forhåndsvis",
  previewHeading: "Forhåndsvisning",
  confirmButton: "Lagre i statistikken",
  confirmHint: "Å lagre samme rapport flere ganger endrer ingenting: hver transaksjon lagres én gang.",
  expired: "Forhåndsvisningen finnes ikke eller er eldre enn et døgn. Last opp rapporten på nytt.",
  already: "Denne rapporten er allerede lagret.",
  refusedHeading: "Rader som ikke kan leses",
  backToStatistics: "Til statistikken",
  changes: {
    new: "Ny",
    status: "Ny status",
    amount: "Endret beløp",
    unchanged: "Uendret",
  } satisfies Record<"new" | "status" | "amount" | "unchanged", string>,
  statuses: { pending: "til behandling", approved: "godkjent", rejected: "avvist" },
} as const;
