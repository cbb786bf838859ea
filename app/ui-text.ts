import type { QuickFilterId } from "~/domain/card-filters";
import { HIGH_CASHBACK_MIN_PERCENT, PREMIUM_MIN_ANNUAL_FEE } from "~/domain/card-filters";
import { formatKr, formatPercent } from "~/domain/format";

/** Norwegian UI text used across components, in one place (pages' own copy lives in content/). */
export const uiText = {
  skipToContent: "Hopp til hovedinnholdet",
  menuOpen: "Åpne meny",
  menuClose: "Lukk meny",
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
  footerSafety:
    "Vi ber aldri om BankID, passord eller kortnummer. Søknader sendes alltid direkte til banken, på bankens egne sider.",
  footerDisclaimer:
    "Kortvalg er gratis å bruke og finansieres av provisjon fra bankene når noen søker om et kort via lenkene våre. Provisjonen påvirker ikke vurderingene eller rekkefølgen i sammenligningene. Lenker merket «Annonse» er affiliate-lenker.",
  copyright: (year: number) => `© ${year} Kortvalg. Alle rettigheter reservert.`,
} as const;

/** Button labels and the stated rule behind each home-page quick filter. */
export const quickFilterText: Record<QuickFilterId, { label: string; rule: string }> = {
  alle: { label: "Alle kort", rule: "Alle kortene vi sammenligner." },
  "ingen-arsgebyr": { label: "Ingen årsgebyr", rule: "Kort med 0 kr i årsgebyr." },
  "hoy-cashback": {
    label: "Høy cashback",
    rule: `Kort som gir minst ${formatPercent(HIGH_CASHBACK_MIN_PERCENT)} tilbake på vanlige kjøp, i penger eller poeng.`,
  },
  reiseforsikring: { label: "Reiseforsikring", rule: "Kort med reiseforsikring når reisen betales med kortet." },
  premium: {
    label: "Premium kort",
    rule: `Kort med årsgebyr på ${formatKr(PREMIUM_MIN_ANNUAL_FEE)} eller mer, som gir utvidede reise- og statusfordeler.`,
  },
};
