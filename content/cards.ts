import { formerSlugs, type CardHistoryEntry } from "../app/shared/cards/card-versions";
import { parseCards, type CreditCard } from "./card-schema";

/**
 * The ten cards the site compares, as they were when card data moved to the database: their first
 * version. The database seeds itself from this list once; from then on editors change
 * cards in the back office or with `npm run cards -- import`, and `cards` below is what they published
 * (docs/decisions/0011-card-data-in-the-database.md). Validated on import, so a bad entry fails the build.
 */
export const firstCards: readonly CreditCard[] = parseCards([
  {
    id: 1,
    name: "Bank Norwegian",
    bank: "Bank Norwegian",
    type: "Standard",
    network: "Visa",
    image: "/cards/bank-norwegian-kredittkort.svg",
    annualFee: 0,
    interestRate: 19.9,
    cashbackNote: "i CashPoints",
    cashbackRate: { min: 0.5, max: 0.5 },
    cashbackInPoints: false,
    travelInsurance: true,
    creditLimitMax: 150_000,
    bonusPoints: "CashPoints på kjøp, kan tas ut som penger",
    highlights: ["Ingen årsgebyr", "{cashback} på kjøp", "Reiseforsikring når reisen betales med kortet"],
    category: "Cashback",
    urlSlug: "bank-norwegian-kredittkort",
    processingDays: { min: 1, max: 3 },
    applyUrl: "https://www.banknorwegian.no/kredittkort/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som vil ha et gratis allroundkort med litt tilbake på hvert kjøp.",
    editorial: [
      "Bank Norwegian-kortet har ingen årsgebyr, og du får {cashback} på kjøpene dine. Poengene kan tas ut som penger, så du slipper å forholde deg til et eget bonusprogram.",
      "Kortet har reiseforsikring når du betaler reisen med det, noe som gjør det til et godt reservekort for ferien. Den effektive renten er {effectiveRate}, {rateStanding}. Som for alle kredittkort lønner kortet seg bare når du betaler hele fakturaen innen forfall.",
      "Kredittgrensen er inntil {creditLimitMax}, men hvor mye du faktisk får, avgjøres av banken etter en kredittvurdering av inntekten og gjelden din.",
    ],
    extras: {},
  },
  {
    id: 2,
    name: "re:member Black",
    bank: "re:member",
    type: "Black",
    network: "Mastercard",
    image: "/cards/remember-black.svg",
    annualFee: 0,
    interestRate: 18.9,
    cashbackNote: "",
    cashbackRate: { min: 0, max: 0 },
    cashbackInPoints: false,
    travelInsurance: true,
    creditLimitMax: 150_000,
    bonusPoints: "re:member Reward: rabatter hos partnerbutikker",
    highlights: [
      "Ingen årsgebyr",
      "Reward-rabatter på {partnerDiscountRate} hos over {partnerShops} butikker",
      "Toppfordeler på {topDiscountRate} hos utvalgte partnere",
      "Reiseforsikring når reisen betales med kortet",
    ],
    category: "Cashback",
    urlSlug: "remember-black",
    processingDays: { min: 1, max: 3 },
    applyUrl: "https://www.remember.no/kredittkort/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som handler mye på nett og vil ha rabatter i stedet for bonuspoeng.",
    editorial: [
      "re:member Black gir ikke prosenter tilbake på alle kjøp, men rabatter gjennom fordelsprogrammet Reward: {partnerDiscountRate} hos over {partnerShops} nett- og fysiske butikker, og {topDiscountRate} hos de beste partnerne. Handler du ofte hos butikkene i programmet, kan rabattene bli verdt mer enn vanlig cashback.",
      "Kortet har ingen årsgebyr, og den effektive renten er {effectiveRate}, {rateStanding}. Det har også reiseforsikring når reisen betales med kortet. Vi har gitt det vårt «Anbefalt»-merke fordi kombinasjonen av null i årsgebyr og brede rabatter passer de fleste.",
      "Husk at rabattene bare gir gevinst hvis du uansett ville kjøpt varen. Rabatt på et kjøp du ikke trengte, er fortsatt en utgift.",
    ],
    extras: {
      partnerDiscounts: { programme: "re:member Reward", rate: { min: 2, max: 25 }, minShops: 400 },
      topDiscountPercent: { min: 20, max: 25 },
    },
  },
  {
    id: 3,
    name: "re:member Gold",
    bank: "re:member",
    type: "Gold",
    network: "Mastercard",
    image: "/cards/remember-gold.svg",
    annualFee: 0,
    interestRate: 17.9,
    cashbackNote: "",
    cashbackRate: { min: 0, max: 0 },
    cashbackInPoints: false,
    travelInsurance: false,
    creditLimitMax: 150_000,
    bonusPoints: "Ingen bonuspoeng",
    highlights: ["Ingen årsgebyr", "Enkelt kort uten fordelsprogram å holde styr på"],
    category: "Cashback",
    urlSlug: "remember-gold",
    processingDays: { min: 1, max: 3 },
    applyUrl: "https://www.remember.no/kredittkort/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som vil ha et enkelt kort uten årsgebyr og bryr deg mest om hva kreditten koster.",
    editorial: [
      "re:member Gold er det enkle alternativet: ingen årsgebyr og ingen bonuspoeng. Den effektive renten er {effectiveRate}, {rateStanding}. Kortet gir ikke cashback.",
      "Lav rente betyr lavere kostnad hvis du en gang ikke klarer å betale hele fakturaen, men kreditt på kort er dyrt uansett. Har du behov for å låne over lengre tid, er et vanlig lån med lavere rente nesten alltid billigere.",
    ],
    extras: {},
  },
  {
    id: 4,
    name: "TF Bank Mastercard",
    bank: "TF Bank",
    type: "Standard",
    network: "Mastercard",
    image: "/cards/tf-bank-mastercard.svg",
    annualFee: 0,
    interestRate: 21.9,
    cashbackNote: "",
    cashbackRate: { min: 0, max: 0 },
    cashbackInPoints: false,
    travelInsurance: true,
    creditLimitMax: 200_000,
    bonusPoints: "DealPass: rabatter hos partnerbutikker",
    highlights: [
      "Ingen årsgebyr",
      "DealPass-rabatter på {partnerDiscountRate} hos over {partnerShops} butikker",
      "Reiseforsikring når reisen betales med kortet",
    ],
    category: "Cashback",
    urlSlug: "tf-bank-mastercard",
    processingDays: { min: 2, max: 5 },
    applyUrl: "https://www.tfbank.no/kredittkort/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som vil ha et gratis kort med rabatter hos mange nettbutikker.",
    editorial: [
      "TF Bank Mastercard har ingen årsgebyr og gir rabatter gjennom DealPass: {partnerDiscountRate} hos over {partnerShops} butikker, særlig på nett. Kredittgrensen er inntil {creditLimitMax}; hvor mye du får, avgjør banken etter en kredittvurdering.",
      "Den effektive renten er {effectiveRate}, {rateStanding}. Som for alle kredittkort lønner det seg å betale hele fakturaen innen forfall; da får du rabattene uten å betale for kortet.",
    ],
    extras: {
      partnerDiscounts: { programme: "DealPass", rate: { min: 2, max: 20 }, minShops: 500 },
    },
  },
  {
    id: 5,
    name: "Morrow Bank Mastercard",
    bank: "Morrow Bank",
    type: "Digital",
    network: "Mastercard",
    image: "/cards/morrow-bank-kredittkort.svg",
    annualFee: 0,
    interestRate: 20.9,
    cashbackNote: "cashback",
    cashbackRate: { min: 1, max: 4 },
    cashbackInPoints: false,
    travelInsurance: false,
    creditLimitMax: 100_000,
    bonusPoints: "Cashback i penger",
    highlights: ["Ingen årsgebyr", "{cashback} i penger", "Helt digitalt: oversikt og kortstyring i appen"],
    category: "Cashback",
    urlSlug: "morrow-bank-kredittkort",
    processingDays: { min: 1, max: 3 },
    applyUrl: "https://www.morrowbank.no/kredittkort/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som vil ha cashback i penger og styrer økonomien fra mobilen.",
    editorial: [
      "Morrow Bank Mastercard er et digitalt kort uten årsgebyr som gir {cashback} i penger. Den høyeste satsen gjelder utvalgte kjøp og kampanjer; på vanlige kjøp er det den laveste satsen du bør regne med.",
      "Kortet har ikke reiseforsikring, og kredittgrensen er inntil {creditLimitMax}. Den effektive renten er {effectiveRate}, {rateStanding}. Vår vurdering, {rating} av 5, er {ratingStanding}: kortet er gratis og gir penger tilbake på alle kjøp.",
    ],
    extras: {},
  },
  {
    id: 6,
    name: "Trumf Visa",
    bank: "Eika",
    type: "Loyalty",
    network: "Visa",
    image: "/cards/trumf-kredittkort.svg",
    annualFee: 0,
    interestRate: 22.9,
    cashbackNote: "Trumf-bonus",
    // Nothing on ordinary purchases: the bonus applies only in NorgesGruppen (extras.groceryRule).
    cashbackRate: { min: 0, max: 0 },
    cashbackInPoints: false,
    travelInsurance: true,
    creditLimitMax: 150_000,
    bonusPoints: "Trumf-bonus i NorgesGruppens butikker",
    highlights: [
      "Ingen årsgebyr",
      "{groceryEveryday} Trumf-bonus i NorgesGruppens butikker",
      "{groceryThursday} Trumf-bonus på torsdager",
      "Krever Trumf-medlemskap",
    ],
    category: "Dagligvare",
    urlSlug: "trumf-kredittkort",
    processingDays: { min: 2, max: 4 },
    applyUrl: "https://www.trumf.no/visa/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som handler dagligvarer i Kiwi, Meny, Joker eller Spar.",
    editorial: [
      "Trumf Visa, utstedt av Eika, er laget for dagligvarehandelen: du får {groceryEveryday} Trumf-bonus når du handler i NorgesGruppens butikker med kortet, og {groceryThursday} på torsdager. Bonusen kommer i tillegg til den vanlige Trumf-bonusen, og kortet krever at du er Trumf-medlem.",
      "Kortet har ingen årsgebyr, og den effektive renten er {effectiveRate}, {rateStanding}. Det er et godt kort for den faste matbutikkhandelen, så lenge fakturaen betales i sin helhet hver måned.",
    ],
    extras: {
      requiredMembership: "Trumf",
      groceryRule: { everyday: 1, thursday: 4, chain: "NorgesGruppen" },
    },
  },
  {
    id: 7,
    name: "SAS EuroBonus World Mastercard",
    bank: "SEB",
    type: "Travel",
    network: "Mastercard",
    image: "/cards/sas-eurobonus.svg",
    annualFee: 465,
    interestRate: 20.9,
    cashbackNote: "i EuroBonus-poeng",
    cashbackRate: { min: 1, max: 2 },
    cashbackInPoints: true,
    travelInsurance: true,
    creditLimitMax: 100_000,
    bonusPoints: "EuroBonus-poeng på alle kjøp",
    highlights: [
      "EuroBonus-poeng på alle kjøp",
      "Reiseforsikring med dekning inntil {travelCover}",
      "Bagasjedekning inntil {baggageCover} og avbestilling inntil {cancellationCover}",
    ],
    category: "Reise",
    urlSlug: "sas-eurobonus",
    processingDays: { min: 3, max: 5 },
    applyUrl: "https://www.sebkort.com/sas-eurobonus/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som flyr med SAS noen ganger i året og vil samle poeng på hverdagskjøp.",
    editorial: [
      "SAS EuroBonus World Mastercard fra SEB gir {cashback}, som kan brukes på flyreiser og oppgraderinger. Årsgebyret er {annualFee}.",
      "Reiseforsikringen er kortets største fordel: reisedekning inntil {travelCover}, bagasje inntil {baggageCover} og avbestilling inntil {cancellationCover} når reisen betales med kortet. For mange kan den erstatte en egen reiseforsikring, men sjekk vilkårene mot dine behov.",
      "Poeng er bare verdt noe hvis du bruker dem. Flyr du sjelden med SAS, gir et gratiskort med cashback i penger ofte mer igjen.",
    ],
    extras: {
      travelInsurance: { travelCoverKr: 5_000_000, baggageKr: 30_000, cancellationKr: 50_000 },
    },
  },
  {
    id: 8,
    name: "SAS EuroBonus Premium Mastercard",
    bank: "SEB",
    type: "Premium Travel",
    network: "Mastercard",
    image: "/cards/sas-eurobonus-premium.svg",
    annualFee: 2335,
    interestRate: 19.9,
    cashbackNote: "i EuroBonus-poeng",
    cashbackRate: { min: 1.5, max: 2.5 },
    cashbackInPoints: true,
    travelInsurance: true,
    creditLimitMax: 100_000,
    bonusPoints: "Flere EuroBonus-poeng per krone enn World-kortet",
    highlights: [
      "{cashback} av kjøpene",
      "Reiseforsikring når reisen betales med kortet",
      "Flere poeng per krone enn World-kortet",
    ],
    category: "Reise",
    urlSlug: "sas-eurobonus-premium",
    processingDays: { min: 5, max: 7 },
    applyUrl: "https://www.sebkort.com/sas-eurobonus-premium/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som flyr ofte med SAS og bruker kortet til det meste.",
    editorial: [
      "SAS EuroBonus Premium Mastercard gir {cashback}, mer enn World-kortet, men koster {annualFee} i året. Regnestykket går opp først når du bruker kortet mye: med den laveste poengsatsen må du handle for rundt {feeBreakEvenSpend} i året bare for å tjene inn årsgebyret.",
      "Kortet har reiseforsikring og passer deg som allerede samler EuroBonus-poeng og vil nå et høyere medlemsnivå raskere.",
    ],
    extras: {
      statusBenefits: [
        "Poengene fra kortkjøp samles på EuroBonus-kontoen din",
        "Gir raskere vei mot et høyere EuroBonus-nivå når du også flyr med SAS",
      ],
    },
  },
  {
    id: 9,
    name: "American Express Platinum",
    bank: "American Express",
    type: "Platinum",
    network: "American Express",
    image: "/cards/amex-platinum.svg",
    annualFee: 9000,
    interestRate: 18.9,
    cashbackNote: "i Membership Rewards-poeng (Points Plus)",
    cashbackRate: { min: 2, max: 2 },
    cashbackInPoints: true,
    travelInsurance: true,
    creditLimitMax: 400_000,
    bonusPoints: "Membership Rewards-poeng (Points Plus)",
    highlights: [
      "Tilgang til over {loungeCount} flyplasslounger",
      "{restaurantExperiences} restaurantopplevelser i året",
      "{cashback}",
      "Omfattende reiseforsikring",
    ],
    category: "Premium",
    urlSlug: "amex-platinum",
    processingDays: { min: 3, max: 5 },
    applyUrl: "https://www.americanexpress.com/no/kredittkort/platinum/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som reiser mye i jobb og fritid og bruker loungene jevnlig.",
    editorial: [
      "American Express Platinum med Points Plus er et premiumkort med et årsgebyr på {annualFee}, {feeStanding}. Til gjengjeld får du tilgang til over {loungeCount} flyplasslounger, {restaurantExperiences} restaurantopplevelser i året, omfattende reiseforsikring og {cashback}.",
      "Kortet lønner seg bare hvis du faktisk bruker fordelene. Regn på hvor mange loungebesøk og restaurantbesøk du har i et vanlig år; uten dem er {annualFee} mye å betale for et kort. Merk også at American Express ikke tas imot alle steder i Norge.",
      "Den effektive renten er {effectiveRate}, {rateStanding}: årsgebyret regnes med i kostnaden av kreditten. Kredittgrensen er inntil {creditLimitMax}.",
    ],
    extras: {
      loungeCount: 1400,
      restaurantExperiencesPerYear: 6,
    },
  },
  {
    id: 10,
    name: "SAS Amex Elite",
    bank: "American Express",
    type: "Elite",
    network: "American Express",
    image: "/cards/sas-amex-elite.svg",
    annualFee: 6000,
    interestRate: 17.9,
    cashbackNote: "i EuroBonus-poeng",
    cashbackRate: { min: 2, max: 2 },
    cashbackInPoints: true,
    travelInsurance: true,
    creditLimitMax: 400_000,
    bonusPoints: "EuroBonus-poeng på alle kjøp",
    highlights: [
      "Fly 2 for 1 med SAS {twoForOne} ganger i året",
      "{cashback} på alle kjøp",
      "Omfattende reiseforsikring",
    ],
    category: "Premium",
    urlSlug: "sas-amex-elite",
    processingDays: { min: 7, max: 10 },
    applyUrl: "https://www.americanexpress.com/no/kredittkort/sas-elite/",
    lastChecked: "2025-01-15",
    bestFor: "Deg som flyr mye med SAS og vil bruke 2 for 1-billettene.",
    editorial: [
      "Vår vurdering av SAS Amex Elite, {rating} av 5, er {ratingStanding}, fordi årsgebyret gjør både kortet og kreditten dyr. Kortet gir {cashback} og {twoForOne} «2 for 1»-reiser i året: når du bestiller en bonusreise, kan en reisefølge fly med for de samme poengene.",
      "Årsgebyret er {annualFee}. Med to 2 for 1-reiser i året kan fordelen være verdt mer enn gebyret for den som uansett reiser med SAS, men for andre er det et dyrt kort. Den effektive renten er {effectiveRate}, {rateStanding}, fordi årsgebyret regnes med i kostnaden av kreditten. Kredittgrensen er inntil {creditLimitMax}.",
    ],
    extras: {
      twoForOnePerYear: 2,
      statusBenefits: ["Poengene fra kortkjøp samles på EuroBonus-kontoen din"],
    },
  },
]);

const initial = initialData();
/** Every card, retired ones too (their pages stay, with their history). */
let everyCard: readonly CreditCard[] = initial.cards;
/** The cards on sale: what every list, search, finder, comparison, sitemap and open list offers. */
let current: readonly CreditCard[] = onSale(initial.cards);
let currentHistory: ReadonlyMap<number, readonly CardHistoryEntry[]> = initial.history;
let revision = 0;

/**
 * The cards as published: the database's current versions once the server has read them
 * (app/shared/cards/card-store.server.ts), the first version until then (the build, unit tests). A live
 * binding: read it where you need it; a value computed from it belongs in `fromCards`, never in a
 * module-level constant, or a page re-rendered after an edit would show the old figure.
 */
export { current as cards, everyCard as allCards };

/** A card by its id, retired or not: how the editorial content names a card (content/card-ref.ts). */
export function cardById(id: number): CreditCard | undefined {
  return everyCard.find((card) => card.id === id);
}

/** A card by its address, retired or not: a retired card's page stays, saying it is out of sale. */
export function cardBySlug(slug: string): CreditCard | undefined {
  return everyCard.find((card) => card.urlSlug === slug);
}

function onSale(list: readonly CreditCard[]): readonly CreditCard[] {
  return list.filter((card) => card.retiredOn === undefined);
}

/** A card's published versions, oldest first, each with what it changed. Empty before the database is read. */
export function cardHistoryOf(cardId: number): readonly CardHistoryEntry[] {
  return currentHistory.get(cardId) ?? [];
}

/** Counts every replacement of the card data, so computed values know when to compute again. */
export function cardsRevision(): number {
  return revision;
}

/** A value computed from the cards: computed on first use and again after every change to them. */
export function fromCards<T>(compute: () => T): () => T {
  let computedAt = -1;
  let value: T;
  return () => {
    if (computedAt !== revision) {
      value = compute();
      computedAt = revision;
    }
    return value;
  };
}

/** Each old address (an editor changed it) to its card's id, read from the history: the store lets no two cards share one. */
const formerSlugOwners = fromCards(() => {
  const owners = new Map<string, number>();
  for (const [cardId, history] of currentHistory) for (const slug of formerSlugs(history)) owners.set(slug, cardId);
  return owners;
});

/** The card that had this address before an editor changed it (its page redirects to the card's own). */
export function cardByFormerSlug(slug: string): CreditCard | undefined {
  const cardId = formerSlugOwners().get(slug);
  return cardId === undefined ? undefined : everyCard.find((card) => card.id === cardId && card.urlSlug !== slug);
}

/**
 * Every address the card at `slug` (its own or an old one) has had, its own first; just `slug` for an address
 * no card has had. A click or a view recorded at an old address is the card's: the store never gives an
 * address to a second card.
 */
export function addressesOfCard(slug: string): string[] {
  const card = cardBySlug(slug) ?? cardByFormerSlug(slug);
  if (!card) return [slug];
  const former = [...formerSlugOwners()].filter(([old, id]) => id === card.id && old !== card.urlSlug);
  return [card.urlSlug, ...former.map(([old]) => old)];
}

/** The address the card at `slug` has now (itself for one no card has had). */
export function currentAddressOf(slug: string): string {
  return (cardBySlug(slug) ?? cardByFormerSlug(slug))?.urlSlug ?? slug;
}

/**
 * Makes `next` the published cards (validated again here: the same schema guards every way in), with
 * their history. Only the card store calls this, after reading the database.
 */
export function replaceCards(
  next: readonly unknown[],
  history: ReadonlyMap<number, readonly CardHistoryEntry[]> = currentHistory,
): void {
  everyCard = parseCards([...next]);
  current = onSale(everyCard);
  currentHistory = history;
  revision += 1;
}

/**
 * The cards a fresh process starts from. A test that compares a page re-rendered after a change with
 * the page a fresh process renders from the same data (tests/e2e/card-rerender.spec.ts) sets this
 * before it loads the build; nothing else does.
 */
function initialData(): { cards: readonly CreditCard[]; history: ReadonlyMap<number, readonly CardHistoryEntry[]> } {
  const override = (globalThis as Record<symbol, unknown>)[Symbol.for("kortvalg.initialCards")] as
    { cards: unknown[]; history: Array<[number, CardHistoryEntry[]]> } | undefined;
  return override
    ? { cards: parseCards(override.cards), history: new Map(override.history) }
    : { cards: firstCards, history: new Map() };
}
