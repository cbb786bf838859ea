import type { OptionalFact } from "~/shared/cards/card-facts";

/** An optional card fact we have not verified (app/shared/cards/card-facts.ts): never shown as 0. */
const unknown = "Ukjent";

/**
 * The words the whole public site shares: the frame (header, footer), the optional card facts and the error
 * pages. The key facts' labels are the kernel's cardFactText (app/shared/cards/card-fact-text.ts), imported
 * where they are shown. A feature's own words are beside it (card-list-text.ts, compare-text.ts,
 * consent-text.ts, search-text.ts, newsletter-text.ts, ...); pages' own copy lives in content/.
 */
export const uiText = {
  skipToContent: "Hopp til hovedinnholdet",
  menu: "Meny",
  logoDestination: "til forsiden",
  mainNavLabel: "Hovedmeny",
  searchCards: "Søk kort",
  compareNow: "Sammenlign nå",
  applyForCard: "Søk om dette kortet",
  readMoreAboutCard: "Les mer om kortet",
  advertisement: "Annonse",
  recommended: "Anbefalt",
  travelInsurance: "Reiseforsikring",
  yes: "Ja",
  no: "Nei",
  home: "Forside",
  unknown,
  unknownNote: `«${unknown}» betyr at vi ikke har kontrollert vilkåret ennå. Sjekk bankens egne vilkår før du søker.`,
  /** The card's network and the optional facts, on the card page and in the comparison. */
  facts: {
    heading: "Flere vilkår",
    network: "Kortnettverk",
    interestFreeDays: "Rentefrie dager",
    currencyMarkupPercent: "Valutapåslag",
    cashWithdrawalFee: "Kontantuttak i egen bank",
    cashWithdrawalAbroadFee: "Kontantuttak i utlandet",
    minimumAge: "Aldersgrense",
    minimumIncomeKr: "Krav til årsinntekt",
  } satisfies Record<OptionalFact | "network" | "heading", string>,
  footerSafety:
    "Vi ber aldri om BankID, passord eller kortnummer. Søknader sendes alltid direkte til banken, på bankens egne sider.",
  /** One line beside every ranking, rating and recommendation: which cards pay us (by name), and that it does not decide. */
  commissionNotice: (paying: readonly string[]) =>
    paying.length === 0
      ? "Ingen av kortene her gir Kortvalg provisjon: søknadslenkene går rett til banken. Rekkefølgen og vurderingene er våre egne."
      : `Kortvalg får provisjon når du søker om ${listText(paying)} via lenkene merket «Annonse». Lenkene til de andre kortene går rett til banken, uten provisjon. Provisjonen påvirker ikke rekkefølgen eller vurderingene.`,
  applyGoesToBank: "søknaden sendes til banken",
  /** The link to the published rating method and what pays us (/slik-rangerer-og-tjener-vi). */
  rankingMethodLink: "Slik rangerer og tjener vi",
  footerDisclaimer:
    "Kortvalg er gratis å bruke og finansieres av provisjon fra noen av bankene når noen søker om et kort via lenkene våre. Provisjonen påvirker ikke vurderingene eller rekkefølgen i sammenligningene. Lenker merket «Annonse» er affiliate-lenker; de andre går rett til banken.",
  copyright: (year: number) => `© ${year} Kortvalg. Alle rettigheter reservert.`,
  /**
   * The one way the site says when card data was last checked; the date follows (CheckedOn). All the
   * cards (home, /kredittkort, /guider) or one card (its page).
   */
  checkedCards: "Kortdataene er sist kontrollert mot bankenes vilkår",
  checkedCard: "Sist kontrollert mot bankens vilkår",
} as const;

/** The not-found page's help under the spec's text: a search, and the main sections. */
export const notFoundText = {
  searchLabel: "Søk etter kort, bank eller guide",
  linksHeading: "Eller gå rett til",
  links: [
    { to: "/kredittkort", label: null }, // the list's words, true in every state (coverageText.listLink)
    { to: "/sammenlign", label: "Sammenlign kort" },
    { to: "/kortvelger", label: "Kortvelgeren" },
    { to: "/guider", label: "Guider" },
  ],
} as const;

/**
 * The pages the server answers before a request reaches a route: a client's mistake gets its status,
 * what went wrong and what to do (host/request-guard.js).
 */
export const httpErrorText = {
  400: {
    title: "Skjemaet kunne ikke leses",
    text: "Innholdet vi fikk var ødelagt eller ufullstendig. Gå tilbake til skjemaet, last siden på nytt og send det en gang til.",
  },
  403: {
    title: "Skjemaet ble avvist",
    text: "Skjemaet ble sendt fra et annet nettsted enn vårt, så vi tok ikke imot det. Gå til skjemaet på nettstedet vårt og send det derfra.",
  },
  405: {
    title: "Det går ikke an her",
    text: "Denne adressen tar bare imot {methods}. Gå til siden og bruk lenkene eller skjemaene der.",
  },
  413: {
    title: "For mye innhold",
    text: "Det du sendte, er større enn {limit}, som er det meste vi tar imot. Skriv en kortere melding og send igjen.",
  },
  415: { title: "Feil format", text: "Denne adressen tar bare imot {types}. Send skjemaet fra siden vår." },
  429: {
    title: "For mange forsøk",
    text: "Vi har fått mange innsendinger fra deg på kort tid. Vent {minutes} og prøv igjen.",
  },
  /** A file under /assets or another static path that does not exist (pages have their own 404). */
  fileNotFound: { title: "Fant ikke filen", text: "Filen finnes ikke hos oss. Sjekk adressen, eller gå til forsiden." },
  500: { title: "Noe gikk galt hos oss", text: "Feilen er vår, ikke din. Prøv igjen om litt." },
  home: "Til forsiden",
} as const;

/** «A», «A og B», «A, B og C». */
function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`;
}
