import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import {
  canonical,
  cardChanges,
  cardFieldLabel,
  cardHistory,
  formatCardFact,
  staleValues,
  type CardVersion,
} from "./card-versions";

/** No-break spaces where Intl nb-NO and our formatters put them: in digit groups and before a unit. */
const nb = (text: string) => text.replace(/(\d) (?=\d|kr|%|år|dager)/g, "$1\u00a0");
const base = structuredClone(firstCards.find((card) => card.urlSlug === "sas-eurobonus") as CreditCard);
const edit = (change: Partial<CreditCard> | ((card: CreditCard) => CreditCard)): CreditCard =>
  typeof change === "function" ? change(structuredClone(base)) : { ...structuredClone(base), ...change };

describe("cardChanges", () => {
  it.each<[string, CreditCard, Array<[string, string, string]>]>([
    ["nothing", edit({}), []],
    ["only the check date: not a change", edit({ lastChecked: "2026-11-24" }), []],
    [
      "the annual fee",
      edit({ annualFee: 995 }),
      [["annualFee", nb(`${base.annualFee.toLocaleString("nb-NO")} kr`), nb("995 kr")]],
    ],
    [
      "the rate",
      edit({ interestRate: 21.15 }),
      [["interestRate", nb(`${String(base.interestRate).replace(".", ",")} %`), nb("21,15 %")]],
    ],
    [
      "a range",
      edit({ cashbackRate: { min: 1.5, max: 3 } }),
      [["cashbackRate", expect.any(String) as unknown as string, nb("1,5–3 %")]],
    ],
    [
      "a yes/no fact",
      edit({ travelInsurance: !base.travelInsurance }),
      [["travelInsurance", base.travelInsurance ? "ja" : "nei", base.travelInsurance ? "nei" : "ja"]],
    ],
    [
      "an optional fact becoming known",
      edit({ currencyMarkupPercent: 1.75 }),
      [["currencyMarkupPercent", "ukjent", nb("1,75 %")]],
    ],
    ["an optional fact becoming unknown again", edit((card) => ({ ...card, minimumAge: undefined })), []],
    [
      "a fact in extras",
      edit((card) => ({ ...card, extras: { ...card.extras, loungeCount: 12 } })),
      [
        [
          "extras.loungeCount",
          base.extras.loungeCount === undefined ? "ukjent" : String(base.extras.loungeCount),
          "12",
        ],
      ],
    ],
    [
      "two facts, in the schema's order",
      edit({ interestRate: 22, annualFee: 0 }),
      [
        ["annualFee", nb(`${base.annualFee.toLocaleString("nb-NO")} kr`), nb("0 kr")],
        ["interestRate", expect.any(String) as unknown as string, nb("22 %")],
      ],
    ],
  ])("%s", (_name, after, expected) => {
    expect(cardChanges(base, after).map((change) => [change.field, change.from, change.to])).toEqual(expected);
  });

  it("labels every change in Norwegian", () => {
    const changes = cardChanges(base, edit({ annualFee: 1, name: "Nytt navn", processingDays: { min: 2, max: 9 } }));
    expect(changes.map((change) => change.label)).toEqual(["Navn", "Årsgebyr", "Behandlingstid"]);
    expect(changes.find((change) => change.field === "processingDays")?.to).toBe(nb("2–9 virkedager"));
  });

  it("does not read a different key order (jsonb's) as a change", () => {
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as CreditCard;
    expect(cardChanges(base, reordered)).toEqual([]);
    expect(canonical({ b: 1, a: { d: 2, c: undefined } })).toEqual({ a: { d: 2 }, b: 1 });
  });
});

describe("formatCardFact", () => {
  it.each<[string, unknown, string]>([
    ["annualFee", undefined, "ukjent"],
    ["minimumIncomeKr", 250_000, nb("250 000 kr")],
    ["cashWithdrawalFee", { percent: 3, minKr: 35 }, nb("3 %, minst 35 kr")],
    ["cashWithdrawalAbroadFee", { percent: 2, minKr: 40 }, nb("2 %, minst 40 kr")],
    ["minimumAge", 20, nb("20 år")],
    ["interestFreeDays", 50, nb("50 dager")],
    ["someFieldAddedLater", { a: 1 }, '{"a":1}'],
  ])("%s %j → %s", (field, value, expected) => {
    expect(formatCardFact(field, value)).toBe(expected);
  });
});

describe("cardFieldLabel", () => {
  it("tells the two withdrawal fees apart, and names a part of a fact by its whole", () => {
    expect(cardFieldLabel("cashWithdrawalFee")).toBe("Gebyr for kontantuttak i egen bank");
    expect(cardFieldLabel("cashWithdrawalAbroadFee")).toBe("Gebyr for kontantuttak i utlandet");
    expect(cardFieldLabel("cashWithdrawalAbroadFee.minKr")).toBe("Gebyr for kontantuttak i utlandet, minst");
    expect(cardFieldLabel("someFieldAddedLater.minKr")).toBe("someFieldAddedLater.minKr");
  });

  it("names the fee abroad in a version's changes", () => {
    const changes = cardChanges(base, { ...base, cashWithdrawalAbroadFee: { percent: 2, minKr: 40 } });
    expect(changes).toEqual([
      {
        field: "cashWithdrawalAbroadFee",
        label: "Gebyr for kontantuttak i utlandet",
        from: "ukjent",
        to: nb("2 %, minst 40 kr"),
      },
    ]);
  });
});

describe("cardHistory", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
  const version = (n: number, kind: CardVersion["kind"], facts: CreditCard): CardVersion => ({
    cardId: base.id,
    version: n,
    kind,
    facts,
    source: `kilde ${n}`,
    publishedAt: at(n),
  });

  it("says what each version changed from the one before, whatever order the rows come in", () => {
    const history = cardHistory([
      version(3, "check", edit({ annualFee: 995, lastChecked: "2026-11-03" })),
      version(1, "first", base),
      version(2, "edit", edit({ annualFee: 995 })),
      version(4, "restore", edit({ lastChecked: "2026-11-03" })),
    ]);
    expect(
      history.map((entry) => [
        entry.version,
        entry.kind,
        entry.changes.map((change) => `${change.field}: ${change.to}`),
      ]),
    ).toEqual([
      [1, "first", []],
      [2, "edit", [nb("annualFee: 995 kr")]],
      [3, "check", []],
      [4, "restore", [nb(`annualFee: ${base.annualFee.toLocaleString("nb-NO")} kr`)]],
    ]);
  });
});

describe("staleValues: what an import file would put back", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
  const version = (n: number, kind: CardVersion["kind"], facts: CreditCard): CardVersion => ({
    cardId: base.id,
    version: n,
    kind,
    facts,
    source: `kilde ${n}`,
    publishedAt: at(n),
  });
  // Version 2 raised the fee on 2 November, version 3 lowered the rate and was checked on 3 November.
  const history = [
    version(1, "first", base),
    version(2, "edit", edit({ annualFee: 995, lastChecked: "2026-11-02" })),
    version(3, "edit", edit({ annualFee: 995, interestRate: 19.5, lastChecked: "2026-11-03" })),
  ];
  const current = history[2]!.facts;

  it.each<[string, CreditCard, Array<[string, string, number]>]>([
    ["the current card: nothing", current, []],
    ["a new fee no version had: a change, not stale", { ...current, annualFee: 1_095 }, []],
    ["the check date moved on: not stale", { ...current, lastChecked: "2026-11-20" }, []],
    [
      "exported before version 2 and imported now: the old fee, rate and check date",
      { ...base },
      [
        ["annualFee", nb(`${base.annualFee.toLocaleString("nb-NO")} kr`), 2],
        ["interestRate", nb(`${String(base.interestRate).replace(".", ",")} %`), 3],
        ["lastChecked", "15. januar 2025", 2],
      ],
    ],
    [
      "exported after version 2, edited and imported after version 3: only the rate is put back",
      { ...history[1]!.facts, currencyMarkupPercent: 1.5 },
      [
        ["interestRate", nb(`${String(base.interestRate).replace(".", ",")} %`), 3],
        ["lastChecked", "2. november 2026", 3],
      ],
    ],
  ])("%s", (_, file, expected) => {
    expect(staleValues(history, file).map((stale) => [stale.field, stale.inFile, stale.replacedBy.version])).toEqual(
      expected,
    );
  });

  it("names the fields in Norwegian", () => {
    expect(staleValues(history, base).map((stale) => stale.label)).toEqual([
      "Årsgebyr",
      "Rente før gebyrer (årlig)",
      "Sist kontrollert",
    ]);
  });
});

describe("cardChanges order", () => {
  it("lists the changes in the form's order, whatever the objects' key order (jsonb reorders keys)", () => {
    const after = edit({ annualFee: 1, editorial: ["Ny omtale.", "To avsnitt."], highlights: ["A", "B"] });
    const reordered = Object.fromEntries(Object.entries(after).reverse()) as CreditCard;
    const fields = (card: CreditCard) => cardChanges(base, card).map((change) => change.field);
    expect(fields(after)).toEqual(["annualFee", "highlights", "editorial"]);
    expect(fields(reordered)).toEqual(fields(after));
    expect(
      cardChanges(Object.fromEntries(Object.entries(base).reverse()) as CreditCard, after).map(
        (change) => change.field,
      ),
    ).toEqual(fields(after));
  });
});
