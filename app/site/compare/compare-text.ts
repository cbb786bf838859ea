import { formatKr } from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import type { MarkedRow, StartingSetId } from "./compare";

/**
 * The comparison: tile toggle, tray and /sammenlign. Strings with {name} or {max} are filled in
 * by app/site/compare/compare.client.ts, which reads them from data attributes on the tray.
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
    cashWithdrawalAbroadFee: uiText.facts.cashWithdrawalAbroadFee,
    minimumAge: uiText.facts.minimumAge,
    minimumIncomeKr: uiText.facts.minimumIncomeKr,
    monthlyFeeKr: "Månedsgebyr",
    minimumPayment: "Minste månedlige innbetaling",
    maximumAge: "Høyeste alder",
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
    monthlyFeeKr: "Lavest månedsgebyr",
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
