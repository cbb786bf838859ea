import { cardCategories, cardNetworks, cardTypes } from "#content/card-constants";

/**
 * Every fact an editor changes on /admin/kort/:id, in one list: the form's inputs, their labels and hints,
 * how each is read (app/admin/cards/card-edit-form.ts) and how the page groups them. No zod here: the page's
 * component imports this. An input's name is its path in the card schema ("annualFee", "cashbackRate.min",
 * "extras.loungeCount"), so a message from creditCardSchema finds its input by the path it names.
 *
 * Not here, and so kept as they are by every edit: id and image (a code change each), urlSlug (moved by «Endre
 * adresse»: fixedCardFields), retiredOn («Trekk tilbake»), lastChecked (set by publishing and by «Kontrollert i
 * dag»), bankDescriptions (the bank's own words, written by the sync alone and never an editor's: the history shows
 * them; decision 0012, stop 49), and any fact the schema gains before this list does.
 */

export type CardInputKind =
  /** One line of text, required. */
  | "text"
  /** One line of text that may be empty (cashbackNote). */
  | "note"
  /** Whole kroner, 0 or more. */
  | "kr"
  /** Percent, 0–100, at most two decimals. */
  | "percent"
  /** A whole number (days, years, a count). */
  | "count"
  /** Our rating, 0–5 with one decimal. */
  | "rating"
  | "checkbox"
  /** One of `options`. */
  | "choice"
  /** A list, one item per line. */
  | "lines"
  /** Paragraphs, separated by a blank line. */
  | "paragraphs";

export type CardInput = {
  /** The input's name and the fact's path in the card schema. */
  name: string;
  label: string;
  hint?: string;
  kind: CardInputKind;
  options?: readonly string[];
  /** Empty means unknown: the fact is left out of the card, never stored as 0. */
  optional?: boolean;
  /** The smallest number allowed (kr, count); 0 unless given. */
  min?: number;
  /** An example value for the messages, as an editor types it. */
  example?: string;
  /** The unit after a number input. */
  suffix?: string;
  /** The pair a range's ends belong to ("cashbackRate"), named by the schema's messages about both ends. */
  range?: { path: string; label: string };
};

export type CardInputGroup = {
  /** The fieldset's id (its legend's is `${id}-tittel`). */
  id: string;
  legend: string;
  hint?: string;
  /**
   * An optional fact made of several values ("extras.travelInsurance"): filled in together, or all left
   * empty when the card does not have it.
   */
  optionalObject?: string;
  inputs: readonly CardInput[];
};

/** A range's two ends, as two inputs: "Bonus på vanlige kjøp, fra" and "…, til". */
function range(path: string, label: string, kind: "percent" | "count", extra: Partial<CardInput> = {}): CardInput[] {
  return [
    { name: `${path}.min`, label: `${label}, fra`, kind, range: { path, label }, ...extra },
    { name: `${path}.max`, label: `${label}, til`, kind, range: { path, label }, ...extra },
  ];
}

const emptyIsUnknown = "La feltet stå tomt hvis det ikke er kjent: da vises «ukjent», aldri 0.";
const allOrNothing = "Fyll ut alle feltene i gruppen, eller la alle stå tomme hvis kortet ikke har dette.";

export const cardInputGroups: readonly CardInputGroup[] = [
  {
    id: "kortet",
    legend: "Kortet",
    inputs: [
      { name: "name", label: "Navn", kind: "text" },
      { name: "bank", label: "Bank", kind: "text" },
      { name: "type", label: "Korttype", kind: "choice", options: cardTypes },
      { name: "network", label: "Kortnettverk", kind: "choice", options: cardNetworks },
      {
        name: "category",
        label: "Kategori",
        kind: "choice",
        options: cardCategories,
        hint: "Filteret i kortlisten som kortet vises under.",
      },
      { name: "bestFor", label: "Passer for", kind: "text", hint: "Én setning om hvem kortet passer for." },
      {
        name: "applyUrl",
        label: "Søknadsside",
        kind: "text",
        hint: "Bankens egen søknadsside, en https-adresse. Søknadslenkene våre sender leseren hit.",
      },
    ],
  },
  {
    id: "pris",
    legend: "Pris og kreditt",
    inputs: [
      {
        name: "annualFee",
        label: "Årsgebyr",
        kind: "kr",
        suffix: "kr",
        example: "495",
        hint: "Hele kroner. 0 betyr at kortet er gratis.",
      },
      {
        name: "monthlyFeeKr",
        label: "Månedsgebyr",
        kind: "kr",
        suffix: "kr",
        example: "25",
        optional: true,
        hint: `Gebyret hver måned (termingebyr); tolv av dem regnes med i det representative eksempelet. ${emptyIsUnknown}`,
      },
      {
        name: "interestRate",
        label: "Rente før gebyrer (årlig)",
        kind: "percent",
        suffix: "%",
        example: "19,9",
        hint: "Bankens effektive rente uten årsgebyret. Den effektive renten vi viser, regnes ut av denne og årsgebyret.",
      },
      {
        name: "creditLimitMin",
        label: "Laveste kredittgrense",
        kind: "kr",
        suffix: "kr",
        min: 1,
        example: "5 000",
        optional: true,
        hint: emptyIsUnknown,
      },
      { name: "creditLimitMax", label: "Høyeste kredittgrense", kind: "kr", suffix: "kr", min: 1, example: "150 000" },
      {
        name: "interestFreeDays",
        label: "Rentefrie dager",
        kind: "count",
        suffix: "dager",
        min: 1,
        example: "45",
        optional: true,
        hint: emptyIsUnknown,
      },
      {
        name: "currencyMarkupPercent",
        label: "Valutapåslag",
        kind: "percent",
        suffix: "%",
        example: "1,75",
        optional: true,
        hint: emptyIsUnknown,
      },
    ],
  },
  {
    id: "kontantuttak",
    legend: "Gebyr for kontantuttak i egen bank",
    hint: `I bankens egne minibanker i åpningstiden. ${allOrNothing}`,
    optionalObject: "cashWithdrawalFee",
    inputs: [
      {
        name: "cashWithdrawalFee.percent",
        label: "Kontantuttak i egen bank, prosent av beløpet",
        kind: "percent",
        suffix: "%",
        example: "1,75",
      },
      {
        name: "cashWithdrawalFee.minKr",
        label: "Kontantuttak i egen bank, minst",
        kind: "kr",
        suffix: "kr",
        example: "35",
      },
    ],
  },
  {
    id: "kontantuttak-utland",
    legend: "Gebyr for kontantuttak i utlandet",
    hint: allOrNothing,
    optionalObject: "cashWithdrawalAbroadFee",
    inputs: [
      {
        name: "cashWithdrawalAbroadFee.percent",
        label: "Kontantuttak i utlandet, prosent av beløpet",
        kind: "percent",
        suffix: "%",
        example: "2",
      },
      {
        name: "cashWithdrawalAbroadFee.minKr",
        label: "Kontantuttak i utlandet, minst",
        kind: "kr",
        suffix: "kr",
        example: "40",
      },
    ],
  },
  {
    id: "minstebelop",
    legend: "Minstebeløp å betale hver måned",
    hint: allOrNothing,
    optionalObject: "minimumPayment",
    inputs: [
      {
        name: "minimumPayment.percent",
        label: "Minstebeløp, prosent av saldo",
        kind: "percent",
        suffix: "%",
        example: "3",
      },
      { name: "minimumPayment.minKr", label: "Minstebeløp, minst", kind: "kr", suffix: "kr", example: "300" },
    ],
  },
  {
    id: "krav",
    legend: "Søknad og krav",
    inputs: [
      ...range("processingDays", "Behandlingstid", "count", { suffix: "virkedager", min: 1, example: "3" }),
      {
        name: "minimumAge",
        label: "Aldersgrense",
        kind: "count",
        suffix: "år",
        min: 1,
        example: "20",
        optional: true,
        hint: emptyIsUnknown,
      },
      {
        name: "maximumAge",
        label: "Høyeste alder",
        kind: "count",
        suffix: "år",
        min: 18,
        example: "75",
        optional: true,
        hint: emptyIsUnknown,
      },
      {
        name: "minimumIncomeKr",
        label: "Krav til årsinntekt",
        kind: "kr",
        suffix: "kr",
        example: "200 000",
        optional: true,
        hint: emptyIsUnknown,
      },
      {
        name: "specialConditions",
        label: "Spesielle betingelser",
        kind: "note",
        optional: true,
        hint: "Bankens egne særvilkår, slik Finansportalen oppgir dem. La feltet stå tomt hvis det ikke er noen.",
      },
    ],
  },
  {
    id: "bonus",
    legend: "Bonus og fordeler",
    inputs: [
      ...range("cashbackRate", "Bonus på vanlige kjøp", "percent", { suffix: "%", example: "1,5" }),
      {
        name: "cashbackNote",
        label: "Tekst etter bonussatsen",
        kind: "note",
        hint: "For eksempel «i EuroBonus-poeng». Kan stå tom.",
      },
      { name: "cashbackInPoints", label: "Bonusen gis i poeng, ikke i penger", kind: "checkbox" },
      {
        name: "bonusPoints",
        label: "Bonusprogram",
        kind: "text",
        hint: "Kort om programmet, for eksempel «CashPoints på kjøp, kan tas ut som penger».",
      },
      { name: "travelInsurance", label: "Kortet har reiseforsikring", kind: "checkbox" },
      {
        name: "highlights",
        label: "Hovedfordeler",
        kind: "lines",
        hint:
          "Ett punkt per linje, minst to. Ikke nevn rente, kredittgrense eller hvor raskt kreditten gis. " +
          "Får kortet årsgebyr, må ingen tekst om kortet lenger si at det er uten årsgebyr. " +
          "Koder som {cashback} og {annualFee} fylles ut med kortets egne tall.",
      },
    ],
  },
  {
    id: "omtale",
    legend: "Omtale",
    inputs: [
      {
        name: "editorial",
        label: "Omtale på kortsiden",
        kind: "paragraphs",
        hint: "Minst to avsnitt, skilt med en tom linje. Koder som {effectiveRate} og {rateStanding} fylles ut med kortets tall.",
      },
    ],
  },
  {
    id: "reiseforsikring",
    legend: "Reiseforsikringens dekning",
    hint: allOrNothing,
    optionalObject: "extras.travelInsurance",
    inputs: [
      {
        name: "extras.travelInsurance.travelCoverKr",
        label: "Reisedekning inntil",
        kind: "kr",
        suffix: "kr",
        example: "5 000 000",
      },
      {
        name: "extras.travelInsurance.baggageKr",
        label: "Bagasje inntil",
        kind: "kr",
        suffix: "kr",
        example: "30 000",
      },
      {
        name: "extras.travelInsurance.cancellationKr",
        label: "Avbestilling inntil",
        kind: "kr",
        suffix: "kr",
        example: "50 000",
      },
    ],
  },
  {
    id: "reise",
    legend: "Reise og medlemskap",
    hint: "Hvert felt er valgfritt: la det stå tomt hvis kortet ikke har fordelen.",
    inputs: [
      { name: "extras.loungeCount", label: "Antall lounger", kind: "count", min: 1, example: "1 400", optional: true },
      {
        name: "extras.restaurantExperiencesPerYear",
        label: "Restaurantopplevelser i året",
        kind: "count",
        min: 1,
        example: "6",
        optional: true,
      },
      {
        name: "extras.twoForOnePerYear",
        label: "2 for 1-reiser i året",
        kind: "count",
        min: 1,
        example: "2",
        optional: true,
      },
      {
        name: "extras.requiredMembership",
        label: "Krever medlemskap i",
        kind: "text",
        optional: true,
        hint: "For eksempel «Trumf».",
      },
      {
        name: "extras.statusBenefits",
        label: "Statusfordeler",
        kind: "lines",
        optional: true,
        hint: "Én fordel per linje.",
      },
    ],
  },
  {
    id: "partnerrabatter",
    legend: "Partnerrabatter",
    hint: allOrNothing,
    optionalObject: "extras.partnerDiscounts",
    inputs: [
      {
        name: "extras.partnerDiscounts.programme",
        label: "Rabattprogram",
        kind: "text",
        hint: "For eksempel «DealPass».",
      },
      ...range("extras.partnerDiscounts.rate", "Partnerrabatt", "percent", { suffix: "%", example: "20" }),
      {
        name: "extras.partnerDiscounts.minShops",
        label: "Antall partnerbutikker (over)",
        kind: "count",
        min: 1,
        example: "500",
      },
    ],
  },
  {
    id: "toppfordeler",
    legend: "Toppfordeler",
    hint: `Rabatten hos de beste partnerne. ${allOrNothing}`,
    optionalObject: "extras.topDiscountPercent",
    inputs: range("extras.topDiscountPercent", "Toppfordel", "percent", { suffix: "%", example: "25" }),
  },
  {
    id: "dagligvare",
    legend: "Dagligvarebonus",
    hint: `Bonus som bare gjelder i én kjede; da er bonusen på vanlige kjøp 0. ${allOrNothing}`,
    optionalObject: "extras.groceryRule",
    inputs: [
      { name: "extras.groceryRule.chain", label: "Kjede", kind: "text", hint: "For eksempel «NorgesGruppen»." },
      { name: "extras.groceryRule.everyday", label: "Bonus i kjeden", kind: "percent", suffix: "%", example: "1" },
      { name: "extras.groceryRule.thursday", label: "Bonus på torsdager", kind: "percent", suffix: "%", example: "4" },
    ],
  },
];

/** Longest one-line text and longest text area: far beyond any real card's, short of a pasted page. */
export const cardTextLimits = { line: 500, area: 10_000 } as const;

/** Every input, in the form's order (the order of the error summary). */
export const cardInputs: readonly CardInput[] = cardInputGroups.flatMap((group) => group.inputs);

export const cardInputNames: readonly string[] = cardInputs.map((input) => input.name);

/** The source of an edit, a check or a restore: the bank's terms or a note (checkSource's rules). */
export const cardSourceHint =
  "Adressen til bankens vilkår (https://…), eller en kort merknad om hvor opplysningene kommer fra. Kilden vises for alle på kortets side og i endringsfeeden: skriv ikke navn eller telefonnummer.";

/** The source field of «Kontrollert i dag» (one per card on the list) and of each version's «Gjenopprett». */
export const checkSourceField = (cardId: number) => `checkSource-${cardId}`;
export const restoreSourceField = (version: number) => `restoreSource-${version}`;

/**
 * The review (content/card-schema.ts, isReviewed): filled in together for a card the editors have reviewed, or
 * all left empty for a card from Finansportalen's feed that no editor has reviewed yet (decision 0033).
 */
export const reviewInputNames = ["bestFor", "highlights", "editorial"] as const;

/**
 * What a reviewed card must have and a card from the feed may lack (the feed does not state it): required
 * only while the review is filled in, else empty means unknown. The feed's own facts are required as before.
 */
export const reviewedOnlyInputNames: ReadonlySet<string> = new Set([
  ...reviewInputNames,
  "type",
  "network",
  "category",
  "applyUrl",
  "bonusPoints",
  "cashbackNote",
  "cashbackRate.min",
  "cashbackRate.max",
  "processingDays.min",
  "processingDays.max",
]);

/**
 * «Nytt kort» (/admin/kort/nytt): the editor's own groups and inputs without the review. A new card has none until
 * the editors have reviewed it in its editor: until then its page says so, and no ranking that claims a review takes it.
 */
export const newCardInputGroups: readonly CardInputGroup[] = cardInputGroups
  .map((group) => ({
    ...group,
    inputs: group.inputs.filter((input) => !(reviewInputNames as readonly string[]).includes(input.name)),
  }))
  .filter((group) => group.inputs.length > 0);

export const newCardInputNames: readonly string[] = newCardInputGroups.flatMap((group) =>
  group.inputs.map((input) => input.name),
);

/** Required on a new card though an unreviewed card's edit may leave it empty: the network its art is drawn with. */
export const newCardRequiredInputNames: ReadonlySet<string> = new Set(["network"]);
