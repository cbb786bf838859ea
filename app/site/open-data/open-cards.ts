import { z } from "zod";
import type { CreditCard } from "#content/card-schema";
import { cardCategories, cardNetworks, cardTypes } from "#content/card-constants";
import { isFactKnown, optionalFacts, type OptionalFact } from "../../shared/cards/card-facts";
import type { CardHistoryEntry } from "../../shared/cards/card-versions";
import { checkedDates, isCheckOverdue, STALE_AFTER_DAYS } from "../../shared/cards/data-freshness";
import { checkedOn } from "../../shared/cards/feed-status";
import { osloStartOfDay } from "../../shared/format/oslo-time";
import { OPEN_DATA_DOCS_PATH } from "./open-data-paths";
import { FEED_ATTRIBUTION } from "../../shared/cards/feed-status";
import {
  printedEffectiveRate,
  representativeExample,
  representativeExampleText,
  standardInformationText,
} from "../../shared/cards/representative-example";

/**
 * The open data at /api/kort.json (docs/decisions/0012-open-data.md): every card we compare, with the
 * figures the site prints, computed from the card data exactly as the pages compute them. The schema
 * below is the documentation: /om/data lists its fields and descriptions, and the tests check every
 * document against it. Version 1 only ever gains fields; a change that would break a reader gets
 * version 2 at a new address.
 */
export const OPEN_CARDS_FORMAT = "kortvalg-kort";
export const OPEN_CARDS_VERSION = 1;

const kroner = (description: string) => z.number().int().nonnegative().describe(description);
const percent = (description: string) => z.number().nonnegative().describe(description);
/** A cash withdrawal's fee `where` («i utlandet»): a percentage of the amount, but at least some kroner. */
const withdrawalFee = (where: string) =>
  z
    .object({
      percent: percent("Gebyret i prosent av beløpet."),
      minKr: kroner("Laveste gebyr, i kroner."),
    })
    .strict()
    .optional()
    .describe(
      `Gebyret for kontantuttak ${where}: en prosent av beløpet, men minst et beløp i kroner. Bare med når vi har det fra banken.`,
    );

const percentRange = z
  .object({
    min: percent("Laveste sats, i prosent."),
    max: percent("Høyeste sats, i prosent."),
  })
  .strict();

export const openCardExampleSchema = z
  .object({
    creditAmount: kroner("Kreditten som brukes, i kroner: hele beløpet den første dagen."),
    months: z.number().int().positive().describe("Antall like månedlige avdrag."),
    totalCost: kroner("Hva kreditten koster i alt, i kroner: renter pluss årsgebyr."),
    totalRepaid: kroner("Hva du betaler tilbake i alt, i kroner: kreditten pluss kostnaden."),
    monthlyPayment: z
      .number()
      .nonnegative()
      .describe("Ett av de månedlige avdragene, i kroner, med øre (to desimaler)."),
    effectiveRate: percent("Effektiv rente for eksempelet, i prosent, årsgebyret medregnet, med én desimal."),
    text: z.string().min(1).describe("Eksempelet i ord, slik det står på kortets side."),
  })
  .strict()
  .describe(
    "Det representative eksempelet markedsføringsreglene for kreditt krever, regnet ut fra kortets rente og årsgebyr.",
  );

export const openCardSchema = z
  .object({
    id: z.number().int().positive().describe("Kortets faste nummer hos Kortvalg. Endres aldri."),
    urlSlug: z.string().min(1).describe("Kortets del av adressen til kortets side (/kort/<urlSlug>)."),
    url: z.url().describe("Adressen til kortets side hos Kortvalg."),
    name: z.string().min(1).describe("Kortets navn."),
    bank: z.string().min(1).describe("Banken eller kortutstederen."),
    network: z.enum(cardNetworks).optional().describe("Kortnettverket. Ikke med når vi ikke vet det."),
    type: z.enum(cardTypes).optional().describe("Korttypen, slik banken kaller den. Ikke med når vi ikke vet den."),
    category: z
      .enum(cardCategories)
      .optional()
      .describe("Kategorien kortet står under på Kortvalg. Ikke med for kort redaksjonen ikke har vurdert."),
    annualFee: kroner("Årsgebyret, i hele kroner. 0 betyr gratis."),
    interestRate: percent(
      "Årlig rente før gebyrer, i prosent (19.9 betyr 19,9 %), med månedlig renteberegning (renters rente). Ikke den effektive renten: den står i effectiveRate.",
    ),
    nominalRate: percent("Nominell årlig rente, i prosent med to desimaler: 12 ganger månedsrenten."),
    effectiveRate: percent(
      "Effektiv rente i det representative eksempelet, i prosent med én desimal, årsgebyret medregnet. Det samme tallet som står på kortets side.",
    ),
    representativeExample: openCardExampleSchema,
    cashbackRate: percentRange
      .optional()
      .describe(
        "Bonus eller cashback på vanlige kjøp, i prosent av kjøpet: min er det hvert vanlige kjøp gir. Bonus som bare gjelder i én butikkjede, er ikke med. Ikke med når vi ikke vet den.",
      ),
    cashbackInPoints: z
      .boolean()
      .optional()
      .describe("true når bonusen betales i poeng og ikke i penger. Ikke med når vi ikke vet det."),
    travelInsurance: z.boolean().describe("true når kortet har reiseforsikring når reisen betales med kortet."),
    creditLimitMax: kroner("Høyeste kredittgrense banken tilbyr, i kroner. Hva den enkelte får, avgjør banken."),
    lastChecked: z.iso.date().describe("Datoen vilkårene sist ble kontrollert mot bankens egne (ÅÅÅÅ-MM-DD)."),
    checkOverdue: z
      .boolean()
      .describe(
        `true når det er over ${STALE_AFTER_DAYS} dager siden vilkårene ble kontrollert, regnet fra datoen i Norge da svaret ble laget.`,
      ),
    version: z
      .number()
      .int()
      .positive()
      .describe("Versjonen av kortets data: øker med én for hver endring eller kontroll."),
    interestFreeDays: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Flest rentefrie dager på kjøp. Bare med når vi har det fra banken."),
    currencyMarkupPercent: percent(
      "Valutapåslag på kjøp i andre valutaer, i prosent. Bare med når vi har det fra banken.",
    ).optional(),
    cashWithdrawalFee: withdrawalFee("i bankens egne minibanker i åpningstiden"),
    cashWithdrawalAbroadFee: withdrawalFee("i utlandet"),
    minimumAge: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Laveste alder banken godtar, i år. Bare med når vi har det fra banken."),
    minimumIncomeKr: kroner(
      "Laveste årsinntekt før skatt banken krever, i kroner. Bare med når vi har det fra banken.",
    ).optional(),
    attribution: z
      .literal(FEED_ATTRIBUTION)
      .optional()
      .describe(
        "Med når kortets rente, gebyrer og andre fakta kommer fra Finansportalen (Forbrukerrådet): oppgi dem da som kilde.",
      ),
  })
  .strict();

/**
 * The fields of a card that are Finansportalen's facts when the card is linked to its product (feedOwnedFields,
 * app/shared/cards/feed-owned-fields.ts, and the nominal rate made from its rate). Without the agreement's leave
 * they are left out; the representative example is ours, computed by us, and always shared.
 */
export const feedFactFields = [
  "annualFee",
  "interestRate",
  "nominalRate",
  "travelInsurance",
  "creditLimitMax",
  "interestFreeDays",
  "currencyMarkupPercent",
  "cashWithdrawalFee",
  "cashWithdrawalAbroadFee",
  "minimumAge",
  "minimumIncomeKr",
] as const satisfies ReadonlyArray<keyof OpenCard>;

const omitted = Object.fromEntries([...feedFactFields, "attribution"].map((field) => [field, true as const])) as {
  [K in (typeof feedFactFields)[number] | "attribution"]: true;
};

export const openCardWithoutFeedFactsSchema = openCardSchema.omit(omitted).strict();

export const openCardsDocumentSchema = z
  .object({
    format: z.literal(OPEN_CARDS_FORMAT).describe("Alltid «kortvalg-kort»: hva slags dokument dette er."),
    version: z
      .literal(OPEN_CARDS_VERSION)
      .describe(
        "Formatets versjon. Versjon 1 får bare nye felt; en endring som ville brutt noe, blir versjon 2 på en ny adresse.",
      ),
    documentation: z.url().describe("Adressen til denne dokumentasjonen."),
    generated: z.iso
      .datetime()
      .describe("Når kortdataene sist ble endret eller kontrollert (ISO 8601, UTC), ikke når serveren startet."),
    cards: z
      .array(openCardSchema)
      .describe("Alle kortene vi sammenligner og kan dele alle tallene for, i samme rekkefølge som på nettstedet."),
    cardsWithoutFeedFields: z
      .array(openCardWithoutFeedFactsSchema)
      .describe(
        "Kortene med fakta fra Finansportalen når avtalen med Finansportalen ikke lar oss dele dem: uten rente, gebyrer, kredittgrense, reiseforsikring og de andre faktaene derfra som egne felt, men med vårt eget representative eksempel, der teksten oppgir renten og gebyrene eksempelet er regnet ut fra, slik kortets side gjør. Tom når det ikke er noen slike kort. Samme rekkefølge som på nettstedet.",
      ),
  })
  .strict();

export type OpenCard = z.infer<typeof openCardSchema>;
export type OpenCardWithoutFeedFacts = z.infer<typeof openCardWithoutFeedFactsSchema>;
export type OpenCardsDocument = z.infer<typeof openCardsDocumentSchema>;

export type OpenCardsInput = {
  cards: readonly CreditCard[];
  /** Each card's published versions, oldest first (content/cards.ts: cardHistoryOf). */
  historyOf: (cardId: number) => readonly CardHistoryEntry[];
  /** The date in Norway (ÅÅÅÅ-MM-DD) the answer is for: checkOverdue depends on it. */
  today: string;
  /** The absolute URL of a path on the site. */
  urlOf: (path: string) => string;
  /** The card's facts come from Finansportalen's feed (app/shared/cards/feed-status.ts). None when not given. */
  feedSourced?: (cardId: number) => boolean;
  /** Finansportalen's agreement lets us share its facts (FINANSPORTALEN_OPEN_DATA). Off when not given. */
  shareFeedFacts?: boolean;
};

/**
 * The document for the cards as published now. A card whose facts come from the feed is in `cards` with the
 * attribution when the agreement allows sharing them, otherwise in `cardsWithoutFeedFields` without them:
 * `cards` keeps every field version 1 promised for every card in it.
 */
export function openCardsDocument({
  cards,
  historyOf,
  today,
  urlOf,
  feedSourced = () => false,
  shareFeedFacts = false,
}: OpenCardsInput): OpenCardsDocument {
  const shared: OpenCard[] = [];
  const withheld: OpenCardWithoutFeedFacts[] = [];
  for (const card of cards) {
    const open = openCard(card, historyOf(card.id), today, urlOf);
    if (!feedSourced(card.id)) shared.push(open);
    else if (shareFeedFacts) shared.push({ ...open, attribution: FEED_ATTRIBUTION });
    else withheld.push(withoutFeedFacts(open));
  }
  return {
    format: OPEN_CARDS_FORMAT,
    version: OPEN_CARDS_VERSION,
    documentation: urlOf(OPEN_DATA_DOCS_PATH),
    generated: newestVersionTime(cards, historyOf).toISOString(),
    cards: shared,
    cardsWithoutFeedFields: withheld,
  };
}

function withoutFeedFacts(card: OpenCard): OpenCardWithoutFeedFacts {
  const rest: Record<string, unknown> = { ...card };
  for (const field of feedFactFields) delete rest[field];
  return rest as OpenCardWithoutFeedFacts;
}

function openCard(
  card: CreditCard,
  history: readonly CardHistoryEntry[],
  today: string,
  urlOf: (path: string) => string,
): OpenCard {
  const example = representativeExample(card);
  const effectiveRate = printedEffectiveRate(card);
  // The facts a bank has stated (app/shared/cards/card-facts.ts); absent means unknown, and the field is left out.
  const present: Partial<Pick<OpenCard, OptionalFact>> = {};
  for (const fact of optionalFacts)
    if (isFactKnown(card, fact)) Object.assign(present, { [fact]: structuredClone(card[fact]) });
  return {
    id: card.id,
    urlSlug: card.urlSlug,
    url: urlOf(`/kort/${card.urlSlug}`),
    name: card.name,
    bank: card.bank,
    ...(card.network && { network: card.network }),
    ...(card.type && { type: card.type }),
    ...(card.category && { category: card.category }),
    annualFee: card.annualFee,
    interestRate: card.interestRate,
    nominalRate: example.nominalRate,
    effectiveRate,
    representativeExample: {
      creditAmount: example.principal,
      months: example.months,
      totalCost: example.creditCost,
      totalRepaid: example.totalPaid,
      monthlyPayment: Math.round(example.instalment * 100) / 100,
      effectiveRate,
      text: `${representativeExampleText(card)} ${standardInformationText(card)}`,
    },
    ...(card.cashbackRate && { cashbackRate: { min: card.cashbackRate.min, max: card.cashbackRate.max } }),
    ...(card.cashbackInPoints !== undefined && { cashbackInPoints: card.cashbackInPoints }),
    travelInsurance: card.travelInsurance,
    creditLimitMax: card.creditLimitMax,
    lastChecked: checkedOn(card),
    checkOverdue: isCheckOverdue(checkedOn(card), today),
    // Before the database is read (the build, unit tests) a card has only its first version.
    version: history.at(-1)?.version ?? 1,
    ...present,
  };
}

/**
 * When the card data last changed: the newest version published after the database was made, or the start
 * (UTC) of the newest check's day when that is later or there is none. Never when a server started.
 */
export function newestVersionTime(
  cards: ReadonlyArray<{ id: number; lastChecked: string }>,
  historyOf: (cardId: number) => readonly CardHistoryEntry[],
): Date {
  // A card's first version is the day the database was made (the server's first start), not a change of its
  // data: the data dates from the card's check then. Every later version is a change, published at its time.
  // The check is a day in Oslo: it began at Oslo's midnight, which was still the evening before in UTC.
  let newest = osloStartOfDay(checkedDates(cards.map((card) => checkedOn(card))).latest);
  for (const card of cards)
    for (const entry of historyOf(card.id))
      if (entry.kind !== "first" && entry.publishedAt > newest) newest = entry.publishedAt;
  return newest;
}

/** One field of the documents, for the documentation page: its path, what it holds and its unit. */
export type FieldDoc = { name: string; type: string; required: boolean; description: string };

/**
 * The fields of the document as the documentation page lists them, read from the schema itself (as
 * JSON Schema), so the page can never describe a field the data does not have, or miss one.
 * Groups: the document, each card, a card's representative example, and the nested objects.
 */
export function openCardsFieldDocs(): Array<{ path: string; fields: FieldDoc[] }> {
  const root = z.toJSONSchema(openCardsDocumentSchema) as JsonSchema;
  const groups: Array<{ path: string; fields: FieldDoc[] }> = [];
  const walk = (schema: JsonSchema, path: string) => {
    const required = new Set(schema.required ?? []);
    const fields: FieldDoc[] = [];
    const nested: Array<[JsonSchema, string]> = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      fields.push({
        name,
        type: typeName(property),
        required: required.has(name),
        description: property.description ?? "",
      });
      const child = property.type === "array" ? property.items : property;
      if (child?.type === "object")
        nested.push([child, property.type === "array" ? `${path}${name}[]` : `${path}${name}`]);
    }
    groups.push({ path, fields });
    for (const [child, childPath] of nested) walk(child, `${childPath}.`);
  };
  walk(root, "");
  return groups.map((group) => ({ ...group, path: group.path.replace(/\.$/, "") }));
}

type JsonSchema = {
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

function typeName(schema: JsonSchema): string {
  if (schema.const !== undefined) return `alltid ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `tekst, én av ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  if (schema.type === "string" && schema.format === "date") return "dato (tekst, ÅÅÅÅ-MM-DD)";
  if (schema.type === "string" && schema.format === "date-time") return "tidspunkt (tekst, ISO 8601)";
  if (schema.type === "string" && schema.format === "uri") return "adresse (tekst, URL)";
  const names: Record<string, string> = {
    string: "tekst",
    integer: "heltall",
    number: "tall",
    boolean: "true eller false",
    object: "objekt",
    array: "liste",
  };
  return names[schema.type ?? ""] ?? "verdi";
}
