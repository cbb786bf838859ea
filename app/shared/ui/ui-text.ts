/** The words of the kernel's UI (app/shared/ui); the site's own words are beside its features. */
export const sharedUiText = {
  breadcrumbLabel: "Brødsmulesti",
  /** Above a table that is wider than the screen, shown only while it is. */
  tableScrollHint: "Sveip for å se hele tabellen",
} as const;

/** «Kopier lenke» on calculator results and the comparison (app/shared/ui/copy-link-button.tsx, app/shared/ui/copy-link.client.ts). */
export const copyLinkText = {
  button: "Kopier lenke",
  copied: "Lenken er kopiert",
  /** When the browser will not let us copy: the link, to copy by hand. */
  failed: "Vi fikk ikke kopiert lenken. Kopier den her:",
} as const;
