import type { CardCategory, CardNetwork } from "#content/card-constants";
import { formatAnnualFee, formatDays, formatPercent } from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import type { FactFilterId, QuickFilterId } from "./card-filters";
import { HIGH_CASHBACK_MIN_PERCENT } from "./card-filters";
import type { SortOrder } from "./card-sort";

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
      rule: "Sortert etter vår vurdering, høyest først; kort uten stjerner kommer sist. Ved lik vurdering kommer kortet med høyest poengsum først, så kortet med lavest effektiv rente, deretter sorterer vi etter navn.",
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
      shown: (percent: number) =>
        percent === 0 ? "uten valutapåslag" : `med høyst ${formatPercent(percent)} i valutapåslag`,
    },
  } satisfies Record<
    FactFilterId,
    {
      form: string;
      group: string;
      all: string;
      option: (threshold: number) => string;
      shown: (threshold: number) => string;
    }
  >,
  /** "Viser 3 av 10 kort i kategorien Cashback, i nettverket Visa." */
  shown: (
    count: number,
    total: number,
    category: CardCategory | null,
    network: CardNetwork | null,
    facts: readonly string[],
  ) =>
    `Viser ${count} av ${total} kort${[
      ...(category ? [` i kategorien ${category}`] : []),
      ...(network ? [` i nettverket ${network}`] : []),
      ...facts.map((fact) => ` ${fact}`),
    ].join(",")}.`,
  /** " Side 2 av 31." after the count, when the list has more than one page. */
  page: (page: number, pages: number) => ` Side ${page} av ${pages}.`,
  factRule: "Kort der vi ikke kjenner tallet, er ikke med.",
  none: "Ingen av kortene passer alle valgene.",
  showAll: "Vis alle kortene",
};

/** What each category means, and the anchor ids the footer links to (the footer's category links). */
export const categoryGuide: Record<CardCategory, { id: string; heading: string; text: string }> = {
  Cashback: {
    id: "cashback",
    heading: "Cashback-kort",
    text: "Gir penger, poeng eller rabatter tilbake når du handler. Se om fordelen gjelder butikkene du faktisk bruker.",
  },
  Reise: {
    id: "travel",
    heading: "Reisekort",
    text: "Samler flypoeng og har reiseforsikring når reisen betales med kortet. Lønner seg for den som reiser flere ganger i året.",
  },
  Premium: {
    id: "premium",
    heading: "Premiumkort",
    text: "Høyt årsgebyr mot lounge, omfattende forsikringer og statusfordeler. Regn på om du bruker fordelene nok.",
  },
  Dagligvare: {
    id: "groceries",
    heading: "Dagligvarekort",
    text: "Gir ekstra bonus i bestemte dagligvarekjeder. Passer når du handler mest i én kjede.",
  },
};

/** /kredittkort's three steps to choosing a card: heading and text. */
export const chooseCardSteps = [
  [
    "Se på hvordan du bruker kort",
    "Handler du mest mat, reiser du mye, eller vil du ha et gratis reservekort? Bruken avgjør hvilke fordeler som gir noe.",
  ],
  [
    "Sammenlign kostnaden",
    "Se på årsgebyr og effektiv rente, og les det representative eksempelet. Fordeler du ikke bruker, er ikke verdt noe.",
  ],
  [
    "Søk om ett kort",
    "Søk bare om kortet du faktisk vil ha. Hver søknad gir en kredittsjekk, og banken vurderer inntekt og gjeld før du får svar.",
  ],
] as const;

/**
 * The list's box of cards without an annual fee: the count, those that charge a monthly fee instead, and those
 * whose monthly fee the bank has not stated (not free for all we know).
 */
export const noFeeText = {
  heading: "Kort uten årsgebyr",
  summary: (withoutAnnualFee: number, withMonthlyFee: number, unknownMonthlyFee = 0) => {
    const unknown = `for ${unknownMonthlyFee} av dem har banken ikke oppgitt månedsgebyret`;
    const left =
      withMonthlyFee > 0 && unknownMonthlyFee > 0
        ? `, men ${withMonthlyFee} av dem tar månedsgebyr, og ${unknown}; de er ikke med her. `
        : withMonthlyFee > 0
          ? `, men ${withMonthlyFee} av dem tar månedsgebyr og er ikke med her. `
          : unknownMonthlyFee > 0
            ? `, men ${unknown}, så de er ikke med her. `
            : ". ";
    return (
      `${withoutAnnualFee} av kortene har ${formatAnnualFee(0)} i årsgebyr${left}` +
      "Et kort uten gebyrer koster ingenting så lenge du betaler hele fakturaen innen forfall."
    );
  },
  /** With more such cards than the box lists: which ones it shows. */
  firstShown: (shown: number, count: number) => `Her er de ${shown} første av ${count}, i listens standardrekkefølge.`,
  more: "Se hele kortlisten sortert etter årsgebyr, lavest først",
};

/** The links between the list's pages. */
export const pagingText = {
  nav: "Sider i kortlisten",
  previous: "Forrige",
  next: "Neste",
  page: (page: number) => `Side ${page}`,
};

/** The home page's list: one page of it, the rest on /kredittkort. */
export const homeListText = {
  shown: (shown: number, matching: number, total: number) =>
    shown === matching ? `Viser ${shown} av ${total} kort.` : `Viser de ${shown} første av ${matching} kort.`,
};

/** The eligibility pre-check's form on /kredittkort (its shared words are eligibilityText). */
export const eligibilityFormText = {
  form: "Sjekk bankenes krav til alder og inntekt",
  heading: "Oppfyller du bankens krav?",
  submit: "Sjekk kortene",
  clear: "Fjern alder og inntekt",
  ageSuffix: "år",
  incomeSuffix: "kr",
  /** The count line's addition when the reader told us something. */
  eligibleCount: (count: number) =>
    count === 1
      ? " 1 av dem har ingen publisert grense du faller utenfor."
      : ` ${count} av dem har ingen publisert grense du faller utenfor.`,
  outsideNote:
    "Disse kortene viser vi likevel, sist i listen: grensene er bankens egne, og du kan lese vilkårene selv.",
};
