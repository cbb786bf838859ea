import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { optionalFacts } from "../../shared/cards/card-facts";
import type { CardHistoryEntry } from "../../shared/cards/card-versions";
import { formatEffectiveRate, formatPercent } from "../../shared/format/format";
import { feedOwnedFields } from "../../shared/cards/feed-owned-fields";
import {
  feedFactFields,
  newestVersionTime,
  OPEN_CARDS_FORMAT,
  openCardSchema,
  openCardsDocument,
  openCardsDocumentSchema,
  openCardsFieldDocs,
} from "./open-cards";
import {
  printedEffectiveRate,
  representativeExample,
  representativeExampleText,
} from "../../shared/cards/representative-example";

const urlOf = (path: string) => `https://kortvalg.no${path}`;
const noHistory = () => [];
const first = (cardId: number, at = "2026-11-20T08:00:00Z"): CardHistoryEntry => ({
  cardId,
  version: 1,
  kind: "first",
  source: "content/cards.ts",
  publishedAt: new Date(at),
  changes: [],
});

describe("the open cards document", () => {
  const document = openCardsDocument({ cards, historyOf: noHistory, today: "2026-11-24", urlOf });

  it("matches its documented schema, with every card", () => {
    expect(openCardsDocumentSchema.parse(document)).toEqual(document);
    expect(document.format).toBe(OPEN_CARDS_FORMAT);
    expect(document.version).toBe(1);
    expect(document.documentation).toBe("https://kortvalg.no/om/data");
    expect(document.cards.map((card) => card.id)).toEqual(cards.map((card) => card.id));
  });

  it("computes every figure from the card data as the pages do", () => {
    for (const card of cards) {
      const open = document.cards.find((entry) => entry.id === card.id)!;
      const example = representativeExample(card);
      expect(open.url).toBe(`https://kortvalg.no/kort/${card.urlSlug}`);
      expect(open.annualFee).toBe(card.annualFee);
      expect(open.interestRate).toBe(card.interestRate);
      expect(open.nominalRate).toBe(example.nominalRate);
      // The effective rate as the card page prints it (one decimal), the example's, fee included.
      expect(open.effectiveRate).toBe(printedEffectiveRate(card));
      expect(formatEffectiveRate(open.effectiveRate)).toBe(formatEffectiveRate(example.effectiveRate));
      expect(open.representativeExample).toMatchObject({
        creditAmount: 15_000,
        months: 12,
        totalCost: example.interest + card.annualFee,
        totalRepaid: 15_000 + example.interest + card.annualFee,
        effectiveRate: open.effectiveRate,
      });
      expect(open.representativeExample.monthlyPayment * 12).toBeCloseTo(open.representativeExample.totalRepaid, 1);
      expect(open.representativeExample.text.startsWith(representativeExampleText(card))).toBe(true);
      expect(open.lastChecked).toBe(card.lastChecked);
    }
  });

  it("says whether each check is overdue on the day asked for", () => {
    const fresh = cards.map((card) => ({ ...card, lastChecked: "2026-11-01" }));
    expect(
      openCardsDocument({ cards: fresh, historyOf: noHistory, today: "2026-12-01", urlOf }).cards.every(
        (card) => !card.checkOverdue,
      ),
    ).toBe(true);
    expect(
      openCardsDocument({ cards: fresh, historyOf: noHistory, today: "2026-12-02", urlOf }).cards.every(
        (card) => card.checkOverdue,
      ),
    ).toBe(true);
  });

  it("gives each card its current version and the document the newest version's time", () => {
    const history = (cardId: number): CardHistoryEntry[] =>
      cardId === 2
        ? [
            first(2),
            { ...first(2, "2026-11-23T10:15:00Z"), version: 2, kind: "edit" },
            { ...first(2, "2026-11-23T12:00:00Z"), version: 3, kind: "check" },
          ]
        : [first(cardId)];
    const withHistory = openCardsDocument({ cards, historyOf: history, today: "2026-11-24", urlOf });
    expect(withHistory.cards.find((card) => card.id === 2)?.version).toBe(3);
    expect(withHistory.cards.find((card) => card.id === 1)?.version).toBe(1);
    expect(withHistory.generated).toBe("2026-11-23T12:00:00.000Z");
    // Before the database is read there are no versions: the start of the newest check's day, in Oslo.
    expect(document.generated).toBe("2025-01-14T23:00:00.000Z");
    expect(newestVersionTime(cards, noHistory).toISOString()).toBe("2025-01-14T23:00:00.000Z");
  });

  it("dates the data by its check, not by the day the database was made (a first version)", () => {
    // The database was made, and every card's first version written, at the server's first start on 20 November.
    const seeded = (cardId: number) => [first(cardId, "2026-11-20T08:00:00Z")];
    expect(openCardsDocument({ cards, historyOf: seeded, today: "2026-11-27", urlOf }).generated).toBe(
      "2025-01-14T23:00:00.000Z",
    );
    const synced = (cardId: number): CardHistoryEntry[] =>
      cardId === 3
        ? [...seeded(cardId), { ...first(3, "2026-11-26T05:00:00Z"), version: 2, kind: "sync" }]
        : seeded(cardId);
    expect(newestVersionTime(cards, synced).toISOString()).toBe("2026-11-26T05:00:00.000Z");
  });

  it("is never in the future: a card checked just after Oslo's midnight is dated by its edit, not by UTC's midnight", () => {
    // 29 November began in Oslo at 23:00 UTC on the 28th; an editor checked card 2 four minutes later.
    const checkedTonight = cards.map((card) => (card.id === 2 ? { ...card, lastChecked: "2026-11-29" } : card));
    const edited = (cardId: number): CardHistoryEntry[] =>
      cardId === 2 ? [first(2), { ...first(2, "2026-11-28T23:04:12Z"), version: 2, kind: "edit" }] : [first(cardId)];
    expect(newestVersionTime(checkedTonight, edited).toISOString()).toBe("2026-11-28T23:04:12.000Z");
  });

  it("has the optional facts only when the card has them", () => {
    expect(document.cards.every((card) => !("interestFreeDays" in card) && !("cashWithdrawalFee" in card))).toBe(true);
    const withFacts = {
      ...cards[0],
      interestFreeDays: 45,
      cashWithdrawalFee: { percent: 3, minKr: 35 },
      minimumAge: 20,
    } as CreditCard;
    const [open] = openCardsDocument({ cards: [withFacts], historyOf: noHistory, today: "2026-11-24", urlOf }).cards;
    expect(open).toMatchObject({ interestFreeDays: 45, cashWithdrawalFee: { percent: 3, minKr: 35 }, minimumAge: 20 });
    expect(open && "currencyMarkupPercent" in open).toBe(false);
    expect(openCardSchema.parse(open)).toEqual(open);
  });

  it("documents every optional fact the card data can have, as optional", () => {
    for (const fact of optionalFacts) expect(openCardSchema.shape[fact].safeParse(undefined).success, fact).toBe(true);
  });

  it("is refused by the schema with a field it does not document, or without one it promises", () => {
    const [card] = document.cards;
    expect(openCardSchema.safeParse({ ...card, secret: 1 }).success).toBe(false);
    const { effectiveRate: _effectiveRate, ...withoutRate } = card!;
    expect(openCardSchema.safeParse(withoutRate).success).toBe(false);
  });
});

describe("the field documentation", () => {
  const groups = openCardsFieldDocs();

  it("lists every field of the document, each with a description", () => {
    const paths = groups.flatMap((group) =>
      group.fields.map((field) => (group.path ? `${group.path}.${field.name}` : field.name)),
    );
    expect(paths).toEqual(expect.arrayContaining(["format", "version", "documentation", "generated", "cards"]));
    expect(paths).toEqual(
      expect.arrayContaining([
        "cards[].effectiveRate",
        "cards[].representativeExample.totalCost",
        "cards[].cashbackRate.min",
        "cards[].cashWithdrawalFee.minKr",
        "cards[].cashWithdrawalAbroadFee.percent",
        "cards[].interestFreeDays",
      ]),
    );
    expect(groups.map((group) => group.path)).toEqual([
      "",
      "cards[]",
      "cards[].representativeExample",
      "cards[].cashbackRate",
      "cards[].cashWithdrawalFee",
      "cards[].cashWithdrawalAbroadFee",
      "cardsWithoutFeedFields[]",
      "cardsWithoutFeedFields[].representativeExample",
      "cardsWithoutFeedFields[].cashbackRate",
    ]);
    for (const group of groups)
      for (const field of group.fields) expect(field.description, `${group.path}.${field.name}`).not.toBe("");
    const cardFields = groups.find((group) => group.path === "cards[]")!.fields;
    expect(cardFields.map((field) => field.name)).toEqual(Object.keys(openCardSchema.shape));
  });

  it("says which fields are optional, and their types and units", () => {
    const cardFields = new Map(
      groups.find((group) => group.path === "cards[]")!.fields.map((field) => [field.name, field]),
    );
    expect(cardFields.get("annualFee")).toMatchObject({ type: "heltall", required: true });
    expect(cardFields.get("annualFee")?.description).toContain("kroner");
    expect(cardFields.get("interestRate")?.description).toContain("prosent");
    expect(cardFields.get("lastChecked")?.type).toBe("dato (tekst, ÅÅÅÅ-MM-DD)");
    expect(cardFields.get("network")?.type).toBe('tekst, én av "Visa", "Mastercard", "American Express"');
    expect(cardFields.get("interestFreeDays")?.required).toBe(false);
    expect(cardFields.get("cashWithdrawalFee")?.required).toBe(false);
    expect(cardFields.get("cashWithdrawalAbroadFee")?.required).toBe(false);
    expect(cardFields.get("cashWithdrawalAbroadFee")?.description).toContain("i utlandet");
    expect(groups[0]?.fields.find((field) => field.name === "format")?.type).toBe('alltid "kortvalg-kort"');
  });
});

describe("a card whose facts come from Finansportalen's feed (decision 0012, stop 44)", () => {
  // Two of our cards linked to the feed's products; the others are ours alone.
  const linked = new Set([cards[1]!.id, cards[4]!.id]);
  const documentWith = (shareFeedFacts?: boolean) =>
    openCardsDocument({
      cards,
      historyOf: noHistory,
      today: "2026-11-24",
      urlOf,
      feedSourced: (id) => linked.has(id),
      ...(shareFeedFacts === undefined ? {} : { shareFeedFacts }),
    });

  it("off by default: listed apart without the feed's facts, with our own example and the rest of its fields", () => {
    const document = documentWith();
    expect(openCardsDocumentSchema.parse(document)).toEqual(document);
    expect(document.cards.map((card) => card.id)).toEqual(cards.filter((c) => !linked.has(c.id)).map((c) => c.id));
    expect(document.cardsWithoutFeedFields.map((card) => card.id)).toEqual([...linked]);
    for (const open of document.cardsWithoutFeedFields) {
      const card = cards.find((c) => c.id === open.id)!;
      for (const field of feedFactFields) expect(open, field).not.toHaveProperty(field);
      expect(open).not.toHaveProperty("attribution");
      // Ours: the example, computed by us from the card's figures, as its page prints it.
      expect(open.effectiveRate).toBe(printedEffectiveRate(card));
      expect(open.representativeExample.totalCost).toBe(representativeExample(card).creditCost);
      // The example's words as the card's page prints them: the rate and fees it is computed from stay in it,
      // in their context, as the rules for marketing credit ask, not as fields of their own.
      expect(open.representativeExample.text.startsWith(representativeExampleText(card))).toBe(true);
      expect(open.representativeExample.text).toContain(
        `Nominell rente ${formatPercent(representativeExample(card).nominalRate)}`,
      );
      expect(open).toMatchObject({ name: card.name, bank: card.bank, urlSlug: card.urlSlug, version: 1 });
    }
    // The cards without a link share every field as before, and no attribution.
    const ours = document.cards.find((card) => card.id === cards[0]!.id)!;
    expect(ours).toMatchObject({ annualFee: cards[0]!.annualFee, interestRate: cards[0]!.interestRate });
    expect(ours).not.toHaveProperty("attribution");
  });

  it("on: shared in the list with every field and «Data levert av Finansportalen»", () => {
    const document = documentWith(true);
    expect(openCardsDocumentSchema.parse(document)).toEqual(document);
    expect(document.cards.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(document.cardsWithoutFeedFields).toEqual([]);
    for (const open of document.cards) {
      const card = cards.find((c) => c.id === open.id)!;
      if (linked.has(open.id)) expect(open.attribution).toBe("Data levert av Finansportalen");
      else expect(open).not.toHaveProperty("attribution");
      expect(open).toMatchObject({ annualFee: card.annualFee, creditLimitMax: card.creditLimitMax });
    }
  });

  it("shares a linked card's abroad withdrawal fee only where the agreement allows it", () => {
    const fee = { percent: 2, minKr: 40 };
    const withFee = cards.map((card) => (card.id === cards[1]!.id ? { ...card, cashWithdrawalAbroadFee: fee } : card));
    const make = (shareFeedFacts: boolean) =>
      openCardsDocument({
        cards: withFee,
        historyOf: noHistory,
        today: "2026-11-24",
        urlOf,
        feedSourced: (id) => linked.has(id),
        shareFeedFacts,
      });
    const shared = make(true);
    expect(openCardsDocumentSchema.parse(shared)).toEqual(shared);
    expect(shared.cards.find((card) => card.id === cards[1]!.id)).toMatchObject({
      cashWithdrawalAbroadFee: fee,
      attribution: "Data levert av Finansportalen",
    });
    const withheld = make(false).cardsWithoutFeedFields.find((card) => card.id === cards[1]!.id)!;
    expect(withheld).toBeDefined();
    expect(withheld).not.toHaveProperty("cashWithdrawalAbroadFee");
  });

  // Decision 0012, stop 49: the bank's own words are its marketing, not a figure: never shared, agreement or not.
  it("never has the bank's own descriptions, linked or not, whatever the agreement lets us share", () => {
    const words = {
      travelInsurance: "Reiseforsikring når reisen er betalt med kortet.",
      otherBenefits: "Prisgaranti.",
    };
    const worded = cards.map((card) => ({ ...card, bankDescriptions: words }));
    for (const shareFeedFacts of [false, true])
      for (const feedSourced of [() => false, (id: number) => linked.has(id)]) {
        const document = openCardsDocument({
          cards: worded,
          historyOf: noHistory,
          today: "2026-11-24",
          urlOf,
          feedSourced,
          shareFeedFacts,
        });
        expect(openCardsDocumentSchema.parse(document)).toEqual(document);
        const json = JSON.stringify(document);
        expect(json).not.toContain("bankDescriptions");
        expect(json).not.toMatch(/Reiseforsikring når|Prisgaranti/);
      }
    expect(feedOwnedFields).toContain("bankDescriptions");
    expect(Object.keys(openCardSchema.shape)).not.toContain("bankDescriptions");
  });

  it("withholds every feed-owned field the open data has", () => {
    const openFields = new Set(Object.keys(openCardSchema.shape));
    const owned = feedOwnedFields.filter((field) => openFields.has(field));
    expect(owned.length).toBeGreaterThan(5);
    for (const field of owned) expect(feedFactFields, field).toContain(field);
    // The nominal rate is the feed's rate, stated another way.
    expect(feedFactFields).toContain("nominalRate");
  });
});
