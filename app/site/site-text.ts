import type { CardCategory, CardNetwork } from "#content/card-constants";
import type { OptionalFact } from "~/shared/cards/card-facts";
import type { FactFilterId, QuickFilterId } from "~/site/card-list/card-filters";
import { HIGH_CASHBACK_MIN_PERCENT } from "~/site/card-list/card-filters";
import { formatDays, formatKr, formatPercent } from "~/shared/format/format";

/** An optional card fact we have not verified (app/shared/cards/card-facts.ts): never shown as 0. */
const unknown = "Ukjent";

/** Norwegian UI text used across components, in one place (pages' own copy lives in content/). */
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
  annualFee: "Årsgebyr",
  effectiveRate: "Effektiv rente",
  cashback: "Cashback",
  creditLimit: "Kredittgrense",
  rating: "Vurdering",
  processingTime: "Behandlingstid",
  travelInsurance: "Reiseforsikring",
  bonusPoints: "Bonuspoeng",
  yes: "Ja",
  no: "Nei",
  representativeExampleHeading: "Representativt eksempel",
  representativeExampleHowLink: "Slik regner vi",
  breadcrumbLabel: "Brødsmulesti",
  home: "Forside",
  ratingOutOf: (rating: string) => `${rating} av 5`,
  unknown,
  unknownNote: `«${unknown}» betyr at vi ikke har kontrollert vilkåret ennå. Sjekk bankens egne vilkår før du søker.`,
  /** The card's network and the optional facts, on the card page and in the comparison. */
  facts: {
    heading: "Flere vilkår",
    network: "Kortnettverk",
    interestFreeDays: "Rentefrie dager",
    currencyMarkupPercent: "Valutapåslag",
    cashWithdrawalFee: "Gebyr for kontantuttak",
    minimumAge: "Aldersgrense",
    minimumIncomeKr: "Krav til årsinntekt",
  } satisfies Record<OptionalFact | "network" | "heading", string>,
  /** The newsletter sign-up in every page's footer; it posts to /guider's form (the same double opt-in). */
  footerNewsletter: {
    heading: "Nyhetsbrev",
    text: "Nye guider og endringer i renter og gebyrer. Du bekrefter på e-post og kan melde deg av når du vil.",
    label: "E-post for nyhetsbrevet",
    submit: "Meld på",
  },
  footerSafety:
    "Vi ber aldri om BankID, passord eller kortnummer. Søknader sendes alltid direkte til banken, på bankens egne sider.",
  /** One line at the top of every page that ranks or recommends cards. */
  commissionNotice:
    "Kortvalg får provisjon fra noen av bankene når du søker om kort via lenkene våre. Det påvirker ikke rekkefølgen eller vurderingene.",
  footerDisclaimer:
    "Kortvalg er gratis å bruke og finansieres av provisjon fra noen av bankene når noen søker om et kort via lenkene våre. Provisjonen påvirker ikke vurderingene eller rekkefølgen i sammenligningene. Lenker merket «Annonse» er affiliate-lenker.",
  copyright: (year: number) => `© ${year} Kortvalg. Alle rettigheter reservert.`,
  /** Above a table that is wider than the screen, shown only while it is. */
  tableScrollHint: "Sveip for å se hele tabellen",
  /**
   * The one way the site says when card data was last checked; the date follows (CheckedOn). All the
   * cards (home, /kredittkort, /guider) or one card (its page).
   */
  checkedCards: "Kortdataene er sist kontrollert mot bankenes vilkår",
  checkedCard: "Sist kontrollert mot bankens vilkår",
} as const;

/** Button labels and the stated rule behind each home-page quick filter. */
export const quickFilterText: Record<QuickFilterId, { label: string; rule: string }> = {
  alle: { label: "Alle kort", rule: "Alle kortene vi sammenligner." },
  "ingen-arsgebyr": { label: "Ingen årsgebyr", rule: "Kort med 0\u00a0kr i årsgebyr." },
  "hoy-cashback": {
    label: "Høy cashback",
    rule: `Kort som gir minst ${formatPercent(HIGH_CASHBACK_MIN_PERCENT)} tilbake på alle vanlige kjøp, i penger eller poeng. Bonus som bare gjelder i én butikkjede, og rabatter hos partnerbutikker, teller ikke.`,
  },
  reiseforsikring: { label: "Reiseforsikring", rule: "Kort med reiseforsikring når reisen betales med kortet." },
  premium: {
    label: "Premium kort",
    rule: "Kortene i kategorien Premium, de samme som under Premium på kortlisten: kort med høyt årsgebyr og utvidede reise- og statusfordeler.",
  },
};

// Compare and sort text
import type { SortOrder } from "~/site/card-list/card-sort";
import type { MarkedRow, StartingSetId } from "~/site/compare/compare";

/** The sort orders of /kredittkort: the select's labels and the rule stated on the page for each. */
export const sortText: {
  label: string;
  submit: string;
  commission: string;
  defaultOrder: string;
  orders: Record<SortOrder, { label: string; rule: string }>;
} = {
  label: "Sorter kortene etter",
  submit: "Sorter",
  commission: "Vi får provisjon fra noen av bankene, men den påvirker ikke rekkefølgen.",
  defaultOrder: "Uten eget valg sorterer vi etter vår vurdering, høyest først.",
  orders: {
    vurdering: {
      label: "Vår vurdering (høyest først)",
      rule: "Sortert etter vår vurdering, høyest først. Ved lik vurdering kommer kortet med lavest effektiv rente først, deretter sorterer vi etter navn.",
    },
    arsgebyr: {
      label: "Årsgebyr (lavest først)",
      rule: "Sortert etter årsgebyr, lavest først. Ved likt årsgebyr kommer kortet med høyest vurdering først, deretter sorterer vi etter navn.",
    },
    rente: {
      label: "Effektiv rente (lavest først)",
      rule: "Sortert etter effektiv rente, lavest først. Ved lik rente kommer kortet med høyest vurdering først, deretter sorterer vi etter navn.",
    },
    cashback: {
      label: "Cashback (høyest først)",
      rule: "Sortert etter cashback, høyest først. Vi regner med den laveste satsen kortet gir på vanlige kjøp, i penger eller poeng; høyere satser som bare gjelder enkelte kjøp, og rabatter hos partnerbutikker, er ikke med. Ved lik sats kommer kortet med høyest vurdering først, deretter sorterer vi etter navn.",
    },
    "rentefrie-dager": {
      label: "Rentefrie dager (flest først)",
      rule: "Sortert etter hvor mange rentefrie dager kortet gir på kjøp, flest først. Kort der vi ikke kjenner antallet, kommer sist. Ved likt antall, og blant kortene sist, sorterer vi etter vår vurdering, deretter lavest effektiv rente og navn.",
    },
    valutapaslag: {
      label: "Valutapåslag (lavest først)",
      rule: "Sortert etter valutapåslaget på kjøp i annen valuta, lavest først. Kort der vi ikke kjenner påslaget, kommer sist. Ved likt påslag, og blant kortene sist, sorterer vi etter vår vurdering, deretter lavest effektiv rente og navn.",
    },
  },
};

/** The filters of /kredittkort besides the category: the network and the optional facts. */
export const filterText = {
  categoryForm: "Velg kategori",
  categoryGroup: "Kategori",
  networkForm: "Velg kortnettverk",
  networkGroup: uiText.facts.network,
  allNetworks: "Alle nettverk",
  facts: {
    "rentefrie-dager": {
      form: "Velg rentefrie dager",
      group: uiText.facts.interestFreeDays,
      all: "Uansett antall dager",
      option: (days: number) => `Minst ${formatDays(days)}`,
      shown: (days: number) => `med minst ${formatDays(days)} rentefritt`,
    },
    valutapaslag: {
      form: "Velg valutapåslag",
      group: uiText.facts.currencyMarkupPercent,
      all: "Uansett valutapåslag",
      option: (percent: number) => (percent === 0 ? "Uten valutapåslag" : `Høyst ${formatPercent(percent)}`),
      shown: (percent: number) => (percent === 0 ? "uten valutapåslag" : `med høyst ${formatPercent(percent)} i valutapåslag`),
    },
  } satisfies Record<FactFilterId, { form: string; group: string; all: string; option: (threshold: number) => string; shown: (threshold: number) => string }>,
  /** "Viser 3 av 10 kort i kategorien Cashback, i nettverket Visa." */
  shown: (count: number, total: number, category: CardCategory | null, network: CardNetwork | null, facts: readonly string[]) =>
    `Viser ${count} av ${total} kort${[
      ...(category ? [` i kategorien ${category}`] : []),
      ...(network ? [` i nettverket ${network}`] : []),
      ...facts.map((fact) => ` ${fact}`),
    ].join(",")}.`,
  factRule: "Kort der vi ikke kjenner tallet, er ikke med.",
  none: "Ingen av kortene passer alle valgene.",
  showAll: "Vis alle kortene",
};

/**
 * The comparison: tile toggle, tray and /sammenlign. Strings with {name} or {max} are filled in
 * by app/site/compare/compare.client.js, which reads them from data attributes on the tray.
 */
export const compareText = {
  toggle: "Sammenlign",
  trayLabel: "Kort du har valgt å sammenligne",
  trayHeading: "Til sammenligning:",
  trayGo: "Sammenlign",
  trayRemove: "Fjern",
  trayAdded: "{name} er lagt til i sammenligningen.",
  trayRemoved: "{name} er fjernet fra sammenligningen.",
  trayFull: "Du kan sammenligne opptil {max} kort. Fjern ett av dem før du legger til {name}.",
  resume: "Vis kortene du valgte sist",
  remove: "Fjern",
  addLabel: "Velg et kort",
  addSubmit: "Legg til i sammenligningen",
  tableCorner: "Kort",
  rows: {
    annualFee: "Årsgebyr",
    effectiveRate: "Effektiv rente",
    creditCost: "Representativt eksempel",
    cashback: "Cashback",
    creditLimit: "Kredittgrense",
    travelInsurance: "Reiseforsikring",
    bonusPoints: "Bonuspoeng",
    processingTime: "Behandlingstid",
    rating: "Vurdering",
    highlights: "Viktigste fordeler",
    apply: "Søknad",
    network: uiText.facts.network,
    interestFreeDays: uiText.facts.interestFreeDays,
    currencyMarkupPercent: uiText.facts.currencyMarkupPercent,
    cashWithdrawalFee: uiText.facts.cashWithdrawalFee,
    minimumAge: uiText.facts.minimumAge,
    minimumIncomeKr: uiText.facts.minimumIncomeKr,
  },
  /** The mark on the best value of a row: it says why, so colour is never the only signal. */
  best: {
    annualFee: "Lavest årsgebyr",
    effectiveRate: "Lavest effektiv rente",
    creditCost: "Lavest kostnad i eksempelet",
    cashback: "Høyest cashback",
    travelInsurance: "Har reiseforsikring",
    rating: "Høyest vurdering",
    interestFreeDays: "Flest rentefrie dager",
    currencyMarkupPercent: "Lavest valutapåslag",
  } satisfies Record<MarkedRow, string>,
  allEqual: "Likt for kortene",
  unknownRule: `«${uiText.unknown}» betyr at vi ikke har kontrollert vilkåret ennå. Et ukjent tall merker vi aldri, og en rad der vi ikke kjenner tallet for noen av kortene, viser vi ikke.`,
  unknownNote: (slugs: readonly string[]) =>
    `Vi fant ikke ${slugs.length === 1 ? "noe kort" : "kort"} med adressen ${slugs.map((slug) => `«${slug}»`).join(", ")}, så ${
      slugs.length === 1 ? "det er" : "de er"
    } hoppet over. Sjekk lenken, eller velg kort i listen nedenfor.`,
  droppedNote: (max: number, names: readonly string[]) =>
    `Du kan sammenligne opptil ${max} kort om gangen. Vi viser de ${max} første; ${names.join(", ")} er ikke tatt med.`,
  /**
   * Asked when a comparison opened from a link differs from the one kept in the browser
   * (compare.js fills {names}: the kept cards). The buttons' hidden words give them a full name.
   */
  shared: {
    ask: "Du har en annen sammenligning lagret: {names}. Vil du beholde den, eller bruke denne i stedet?",
    keep: "Behold min",
    keepHidden: " sammenligning",
    use: "Bruk denne",
    useHidden: " sammenligningen",
    kept: "Du beholder sammenligningen din: {names}. Kortene på denne siden er ikke lagret.",
    used: "Denne sammenligningen er nå lagret i stedet for {names}.",
    showOwn: "Vis sammenligningen din",
  },
  startingSets: {
    gratis: {
      title: "Kortene uten årsgebyr",
      text: `De best vurderte kortene med ${formatKr(0)} i årsgebyr.`,
    },
    reise: {
      title: "Reisekortene",
      text: "Kortene i kategorien Reise, med flypoeng og reiseforsikring.",
    },
    premium: {
      title: "Premiumkortene",
      text: "Kortene i kategorien Premium: høyt årsgebyr mot lounge, forsikringer og statusfordeler.",
    },
    "lavest-kostnad": {
      title: "Billigst om du bruker kreditten",
      text: "Kortene med lavest kostnad i det representative eksempelet, der både renten og årsgebyret er regnet inn.",
    },
  } satisfies Record<StartingSetId, { title: string; text: string }>,
};
// (end compare and sort text)

// Search text
/**
 * The site search: the header dialog (app/site/search/search.client.js reads the templates from data
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
  failed: "Søket svarer ikke akkurat nå. Trykk Enter for å søke på egen side.",
  suggestionsHeading: "Populære søk",
  suggestions: ["lounge", "reiseforsikring", "ingen årsgebyr", "cashback", "Trumf", "SAS", "kredittscore"],
} as const;

/** Fills {n} and {q} in a search text template. */
export function fillSearchText(template: string, values: { n?: number; q?: string }): string {
  return template.replace(/\{(n|q)\}/g, (_, key: "n" | "q") => String(values[key] ?? ""));
}
// (end search text)

// Not-found text
/** The not-found page's help under the spec's text: a search, and the main sections. */
export const notFoundText = {
  searchLabel: "Søk etter kort, bank eller guide",
  linksHeading: "Eller gå rett til",
  links: [
    { to: "/kredittkort", label: "Alle kredittkort" },
    { to: "/sammenlign", label: "Sammenlign kort" },
    { to: "/kortvelger", label: "Kortvelgeren" },
    { to: "/guider", label: "Guider" },
  ],
} as const;
// (end not-found text)

// HTTP error text
/**
 * The pages the server answers before a request reaches a route: a client's mistake gets its status,
 * what went wrong and what to do (host/request-guard.js).
 */
export const httpErrorText = {
  400: { title: "Skjemaet kunne ikke leses", text: "Innholdet vi fikk var ødelagt eller ufullstendig. Gå tilbake til skjemaet, last siden på nytt og send det en gang til." },
  403: {
    title: "Skjemaet ble avvist",
    text: "Skjemaet ble sendt fra et annet nettsted enn vårt, så vi tok ikke imot det. Gå til skjemaet på nettstedet vårt og send det derfra.",
  },
  405: { title: "Det går ikke an her", text: "Denne adressen tar bare imot {methods}. Gå til siden og bruk lenkene eller skjemaene der." },
  413: { title: "For mye innhold", text: "Det du sendte, er større enn {limit}, som er det meste vi tar imot. Skriv en kortere melding og send igjen." },
  415: { title: "Feil format", text: "Denne adressen tar bare imot {types}. Send skjemaet fra siden vår." },
  429: { title: "For mange forsøk", text: "Vi har fått mange innsendinger fra deg på kort tid. Vent {minutes} og prøv igjen." },
  /** A file under /assets or another static path that does not exist (pages have their own 404). */
  fileNotFound: { title: "Fant ikke filen", text: "Filen finnes ikke hos oss. Sjekk adressen, eller gå til forsiden." },
  500: { title: "Noe gikk galt hos oss", text: "Feilen er vår, ikke din. Prøv igjen om litt." },
  home: "Til forsiden",
} as const;
// (end HTTP error text)

// Consent text
/** The cookie banner, the settings dialog and the /samtykke page. */
export const consentText = {
  bannerLabel: "Cookies",
  bannerText:
    "Vi bruker nødvendige cookies for at nettstedet skal virke. Sier du ja, teller vi også sidevisninger anonymt og husker hvilken kampanjelenke du kom fra.",
  readMorePrefix: "Les mer i",
  readMoreLink: "cookieerklæringen",
  acceptAll: "Godta alle",
  rejectAll: "Avvis alle",
  customize: "Tilpass",
  save: "Lagre valg",
  close: "Lukk",
  saved: "Valget ditt er lagret",
  manage: "Endre cookievalg",
  settingsHeading: "Velg hvilke cookies vi kan bruke",
  settingsIntro:
    "Nødvendige cookies er alltid på. Analyse og markedsføring er av til du slår dem på, og du kan ombestemme deg når som helst.",
  legend: "Cookies på Kortvalg",
  alwaysOn: "Alltid på",
  categories: {
    necessary: {
      label: "Nødvendige",
      description: "Husker valget ditt om cookies og får nettstedet til å virke. Kan ikke slås av.",
    },
    analytics: {
      label: "Analyse",
      description:
        "Lar oss telle sidevisninger anonymt på vår egen server, så vi ser hvilke guider som blir lest. Ingen andre får tallene.",
    },
    marketing: {
      label: "Markedsføring",
      description:
        "Husker hvilken kampanjelenke som førte deg hit, så et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje.",
    },
  },
  invalid:
    "Vi fikk ikke med oss valget ditt. Trykk «Godta alle» eller «Avvis alle», eller kryss av for det du vil tillate og trykk «Lagre valg».",
} as const;
// (end consent text)

// Copy link text
/** «Kopier lenke» on calculator results and the comparison (app/shared/ui/copy-link-button.tsx, app/shared/ui/copy-link.client.js). */
export const copyLinkText = {
  button: "Kopier lenke",
  copied: "Lenken er kopiert",
  /** When the browser will not let us copy: the link, to copy by hand. */
  failed: "Vi fikk ikke kopiert lenken. Kopier den her:",
} as const;
// (end copy link text)
