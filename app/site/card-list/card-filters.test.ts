import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { startingSets } from "../compare/compare";
import {
  applyQuickFilter,
  byRating,
  cardListParams,
  cardsInCategory,
  cardsWithoutFees,
  categoryCounts,
  factFilterThresholds,
  filterCardList,
  matchesFactFilter,
  networkCounts,
  networkSlug,
  parseCardListQuery,
  parseCategory,
  parseCircumstances,
  parseFactFilter,
  parseNetwork,
  parseQuickFilter,
  type CardListParam,
  type FactFilterId,
  type QuickFilterId,
} from "./card-filters";
import { factCards, unknownFactCards } from "../../../tests/support/fact-cards";
import { noFeeText } from "./card-list-text";

const slugs = (list: Array<{ urlSlug: string }>) => list.map((card) => card.urlSlug).sort();

describe("home quick filters", () => {
  it.each<[QuickFilterId, string[]]>([
    ["alle", cards.map((c) => c.urlSlug)],
    [
      "ingen-arsgebyr",
      [
        "bank-norwegian-kredittkort",
        "morrow-bank-kredittkort",
        "remember-black",
        "remember-gold",
        "tf-bank-mastercard",
        "trumf-kredittkort",
      ],
    ],
    // Trumf's bonus applies only in NorgesGruppen, so it is not cashback on ordinary purchases.
    [
      "hoy-cashback",
      ["amex-platinum", "morrow-bank-kredittkort", "sas-amex-elite", "sas-eurobonus", "sas-eurobonus-premium"],
    ],
    // The Premium category, as on /kredittkort.
    ["premium", ["amex-platinum", "sas-amex-elite"]],
    [
      "reiseforsikring",
      [
        "amex-platinum",
        "bank-norwegian-kredittkort",
        "remember-black",
        "sas-amex-elite",
        "sas-eurobonus",
        "sas-eurobonus-premium",
        "tf-bank-mastercard",
        "trumf-kredittkort",
      ],
    ],
  ])("%s shows %o", (filter, expected) => {
    expect(slugs(applyQuickFilter(cards, filter))).toEqual([...expected].sort());
  });

  it.each([
    ["premium", "premium"],
    ["ukjent", "alle"],
    [null, "alle"],
  ])("parses ?filter=%s as %s", (value, expected) => {
    expect(parseQuickFilter(value)).toBe(expected);
  });
});

describe("categories", () => {
  it("counts cards per category from the data", () => {
    expect(categoryCounts(cards)).toEqual([
      { category: "Cashback", count: 5 },
      { category: "Reise", count: 2 },
      { category: "Premium", count: 2 },
      { category: "Dagligvare", count: 1 },
    ]);
  });

  it.each([
    ["reise", "Reise"],
    ["Dagligvare", "Dagligvare"],
    ["ukjent", null],
    [null, null],
  ])("parses ?kategori=%s as %s", (value, expected) => {
    expect(parseCategory(value)).toBe(expected);
  });

  it("shows only the chosen category, or all", () => {
    expect(slugs(cardsInCategory(cards, "Reise"))).toEqual(["sas-eurobonus", "sas-eurobonus-premium"]);
    expect(cardsInCategory(cards, null)).toHaveLength(10);
  });
});

describe("ordering and counts", () => {
  it("orders by the rating method, the same order as /kredittkort's default", () => {
    const ordered = byRating(cards).map((c) => c.urlSlug);
    expect(ordered.slice(0, 3)).toEqual(["bank-norwegian-kredittkort", "remember-black", "morrow-bank-kredittkort"]);
    // Three cards at 1,8 stars; of the two with the same score, the cheaper credit (119,4 % < 189,1 %) comes first.
    expect(ordered.slice(-2)).toEqual(["sas-amex-elite", "amex-platinum"]);
  });
});

describe("one meaning of Premium", () => {
  it("the home filter, the Premium category and the comparison's premium set are the same cards", () => {
    const filter = applyQuickFilter(cards, "premium")
      .map((card) => card.urlSlug)
      .sort();
    expect(
      cardsInCategory(cards, "Premium")
        .map((card) => card.urlSlug)
        .sort(),
    ).toEqual(filter);
    const compareSet = startingSets(cards)
      .find((set) => set.id === "premium")
      ?.slugs.slice()
      .sort();
    expect(compareSet).toEqual(filter);
  });
});

describe("network filter", () => {
  it("offers the networks the cards are on, with counts, computed from the data", () => {
    expect(networkCounts(cards)).toEqual([
      { network: "Visa", count: cards.filter((card) => card.network === "Visa").length },
      { network: "Mastercard", count: cards.filter((card) => card.network === "Mastercard").length },
      { network: "American Express", count: 2 },
    ]);
    // A network no card is on is not offered.
    expect(networkCounts(cards.filter((card) => card.network !== "Visa")).map(({ network }) => network)).toEqual([
      "Mastercard",
      "American Express",
    ]);
  });

  it.each([
    ["visa", "Visa"],
    ["Mastercard", "Mastercard"],
    [" american-express ", "American Express"],
    ["amex", null],
    ["alle", null],
    [null, null],
  ])("parses ?nettverk=%j as %s", (value, expected) => {
    expect(parseNetwork(value, cards)).toBe(expected);
  });

  it("ignores a network none of the cards is on", () => {
    expect(
      parseNetwork(
        "visa",
        cards.filter((card) => card.network !== "Visa"),
      ),
    ).toBeNull();
  });

  it("slugs round-trip", () => {
    for (const { network } of networkCounts(cards)) expect(parseNetwork(networkSlug(network), cards)).toBe(network);
  });
});

describe("filters on optional facts", () => {
  it.each<[FactFilterId, number, string[]]>([
    // At least N interest-free days: only the cards where the number is known and high enough.
    ["rentefrie-dager", 45, ["bank-norwegian-kredittkort", "remember-black", "sas-eurobonus"]],
    ["rentefrie-dager", 50, ["remember-black"]],
    ["rentefrie-dager", 1, ["bank-norwegian-kredittkort", "remember-black", "sas-eurobonus"]],
    // At most N % mark-up: an unknown mark-up never counts as none.
    ["valutapaslag", 0, ["remember-black"]],
    ["valutapaslag", 1.75, ["bank-norwegian-kredittkort", "remember-black"]],
    ["valutapaslag", 10, ["amex-platinum", "bank-norwegian-kredittkort", "remember-black"]],
  ])("%s %s matches only %o", (id, threshold, expected) => {
    expect(slugs(factCards.filter((card) => matchesFactFilter(card, id, threshold)))).toEqual(expected);
  });

  it.each<[FactFilterId, number[]]>([
    // Each value the cards have, the one that lets most through first.
    ["rentefrie-dager", [45, 50]],
    ["valutapaslag", [2.5, 1.75, 0]],
  ])("%s offers the thresholds %o, computed from the data", (id, expected) => {
    expect(factFilterThresholds(factCards, id)).toEqual(expected);
  });

  it("offers no thresholds when no card has the fact", () => {
    expect(factFilterThresholds(unknownFactCards, "rentefrie-dager")).toEqual([]);
    expect(factFilterThresholds(unknownFactCards, "valutapaslag")).toEqual([]);
  });

  it.each<[string | null, number | null]>([
    ["1.75", 1.75],
    ["1,75", 1.75],
    [" 0 ", 0],
    ["2", null],
    ["alle", null],
    ["", null],
    [null, null],
  ])("parses %j against the offered thresholds as %s", (value, expected) => {
    expect(parseFactFilter(value, [2.5, 1.75, 0])).toBe(expected);
  });
});

describe("the card list query", () => {
  const parse = (query: string, list = factCards) => parseCardListQuery(new URLSearchParams(query), list);

  it.each<[string, string[]]>([
    ["", factCards.map((card) => card.urlSlug)],
    ["nettverk=american-express", ["amex-platinum", "sas-amex-elite"]],
    [
      "kategori=cashback&nettverk=mastercard",
      cards.filter((c) => c.category === "Cashback" && c.network === "Mastercard").map((c) => c.urlSlug),
    ],
    ["valutapaslag=1.75", ["bank-norwegian-kredittkort", "remember-black"]],
    ["valutapaslag=1.75&nettverk=visa", ["bank-norwegian-kredittkort"]],
    ["rentefrie-dager=45&valutapaslag=0", ["remember-black"]],
    ["rentefrie-dager=45&kategori=reise", ["sas-eurobonus"]],
    ["kategori=premium&rentefrie-dager=45", []],
    // A threshold the page does not offer is no filter.
    ["valutapaslag=3", factCards.map((card) => card.urlSlug)],
  ])("?%s shows %o", (query, expected) => {
    expect(slugs(filterCardList(factCards, parse(query)))).toEqual([...expected].sort());
  });

  it("ignores fact filters and fact sorts while no card has the fact", () => {
    const query = parse("valutapaslag=0&rentefrie-dager=45&sortering=valutapaslag", unknownFactCards);
    expect(query.facts).toEqual({});
    expect(query.sort).toBe("vurdering");
    expect(filterCardList(unknownFactCards, query)).toHaveLength(10);
  });

  it.each<[string, CardListParam, Array<[string, string]>]>([
    ["", "kategori", []],
    ["kategori=reise&sortering=arsgebyr", "sortering", [["kategori", "reise"]]],
    ["kategori=alle&nettverk=alle&sortering=vurdering", "kategori", []],
    [
      "sortering=valutapaslag&valutapaslag=1,75&nettverk=visa&kategori=cashback&rentefrie-dager=45",
      "nettverk",
      [
        ["kategori", "cashback"],
        ["rentefrie-dager", "45"],
        ["valutapaslag", "1.75"],
        ["sortering", "valutapaslag"],
      ],
    ],
    ["nettverk=visa&valutapaslag=0", "valutapaslag", [["nettverk", "visa"]]],
    // The pre-check's answers as read (a bad one is not carried), after the list's own choices.
    [
      "inntekt=450 000&alder=30&kategori=reise",
      "side",
      [
        ["kategori", "reise"],
        ["alder", "30"],
        ["inntekt", "450000"],
      ],
    ],
    ["alder=tretti&inntekt=200000", "sortering", [["inntekt", "200000"]]],
  ])("?%s carries the other choices into the %s form: %j", (query, except, expected) => {
    expect(cardListParams(parse(query), except)).toEqual(expected);
  });
});

describe("the pre-check's answers (?alder=, ?inntekt=)", () => {
  const read = (query: string) => parseCircumstances(new URLSearchParams(query));

  it("reads Norwegian numbers, and empty or missing as not told, never 0", () => {
    expect(read("alder=30&inntekt=450 000 kr").reader).toEqual({ age: 30, yearlyIncomeKr: 450_000 });
    expect(read("alder=&inntekt=").reader).toEqual({});
    expect(read("").reader).toEqual({});
    expect(read("inntekt=0").reader).toEqual({ yearlyIncomeKr: 0 });
  });

  it.each<[string, Partial<Record<"alder" | "inntekt", string>>]>([
    ["alder=tretti", { alder: "Din alder må være et tall, for eksempel 30." }],
    ["alder=0", { alder: "Din alder må være mer enn 0." }],
    ["alder=30,5", { alder: "Din alder må være et helt tall, for eksempel 30." }],
    ["alder=121", { alder: "Din alder kan ikke være over 120." }],
    ["inntekt=-1", { inntekt: "Din årsinntekt før skatt kan ikke være under 0." }],
    ["inntekt=mye&alder=30", { inntekt: "Din årsinntekt før skatt må være et tall, for eksempel 450 000." }],
  ])("?%s is refused with a message naming the field", (query, errors) => {
    const parsed = read(query);
    expect(parsed.errors).toEqual(errors);
    expect(parsed.raw.alder).toBe(new URLSearchParams(query).get("alder") ?? "");
  });
});

describe("the list's box of cards without an annual fee", () => {
  const freeOnes = unknownFactCards.filter((card) => card.annualFee === 0);
  // Three more free cards than the box lists, one of them with a monthly fee from the feed.
  const market = [
    ...unknownFactCards,
    ...Array.from({ length: 12 }, (_, index) => ({
      ...freeOnes[0]!,
      id: 1000 + index,
      urlSlug: `gratis-${index}`,
      name: `Gratis ${index}`,
      ...(index === 0 ? { monthlyFeeKr: 29 } : {}),
    })),
  ];

  it("lists every free card when they fit, in the site's order", () => {
    const box = cardsWithoutFees(unknownFactCards, 10);
    expect(freeOnes.length).toBeGreaterThan(0);
    expect(box.first.map((card) => card.urlSlug)).toEqual(byRating(freeOnes).map((card) => card.urlSlug));
    expect([box.count, box.withoutAnnualFee]).toEqual([freeOnes.length, freeOnes.length]);
  });

  it("with the market lists the first ten, counts them all, and leaves out a card with a monthly fee", () => {
    const box = cardsWithoutFees(market, 10);
    expect(box.first).toHaveLength(10);
    expect(box.withoutAnnualFee).toBe(freeOnes.length + 12);
    expect(box.count).toBe(freeOnes.length + 11);
    expect(box.first.map((card) => card.urlSlug)).toEqual(
      byRating(market.filter((card) => card.annualFee === 0 && card.urlSlug !== "gratis-0"))
        .slice(0, 10)
        .map((card) => card.urlSlug),
    );
    expect([box.withMonthlyFee, box.unknownMonthlyFee]).toEqual([1, 0]);
    expect(noFeeText.summary(box.withoutAnnualFee, box.withMonthlyFee, box.unknownMonthlyFee)).toBe(
      `${freeOnes.length + 12} av kortene har 0\u00a0kr i årsgebyr, men 1 av dem tar månedsgebyr og er ikke med her. ` +
        "Et kort uten gebyrer koster ingenting så lenge du betaler hele fakturaen innen forfall.",
    );
    expect(noFeeText.firstShown(10, box.count)).toBe(
      `Her er de 10 første av ${freeOnes.length + 11}, i listens standardrekkefølge.`,
    );
  });

  it("leaves out a card from the feed whose monthly fee the bank has not stated, and says so: not free for all we know", () => {
    const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewed } = freeOnes[0]!;
    const list = [
      ...market,
      { ...unreviewed, id: 2000, urlSlug: "ukjent-gebyr", name: "Ukjent gebyr" },
      { ...unreviewed, id: 2001, urlSlug: "oppgitt-gratis", name: "Oppgitt gratis", monthlyFeeKr: 0 },
    ];
    const box = cardsWithoutFees(list, 100);
    expect(box.first.map((card) => card.urlSlug)).not.toContain("ukjent-gebyr");
    // An unreviewed card whose bank states no monthly fee (0 kr) is free.
    expect(box.first.map((card) => card.urlSlug)).toContain("oppgitt-gratis");
    expect([box.withoutAnnualFee, box.count, box.withMonthlyFee, box.unknownMonthlyFee]).toEqual([
      freeOnes.length + 14,
      freeOnes.length + 12,
      1,
      1,
    ]);
    expect(noFeeText.summary(box.withoutAnnualFee, box.withMonthlyFee, box.unknownMonthlyFee)).toBe(
      `${freeOnes.length + 14} av kortene har 0\u00a0kr i årsgebyr, men 1 av dem tar månedsgebyr, og for 1 av dem har banken ikke oppgitt månedsgebyret; de er ikke med her. ` +
        "Et kort uten gebyrer koster ingenting så lenge du betaler hele fakturaen innen forfall.",
    );
    expect(noFeeText.summary(5, 0, 2)).toBe(
      "5 av kortene har 0\u00a0kr i årsgebyr, men for 2 av dem har banken ikke oppgitt månedsgebyret, så de er ikke med her. " +
        "Et kort uten gebyrer koster ingenting så lenge du betaler hele fakturaen innen forfall.",
    );
  });
});
