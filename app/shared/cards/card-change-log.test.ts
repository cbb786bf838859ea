import { describe, expect, it } from "vitest";
import {
  CARD_PAGE_CHANGES,
  LONGEST_CHANGE_SHOWN,
  cardRecord,
  changeSource,
  publishedChanges,
  readerChange,
} from "./card-change-log";
import type { CardHistoryEntry, CardVersionKind } from "./card-versions";

const fee = { field: "annualFee", label: "Årsgebyr", from: "0\u00a0kr", to: "465\u00a0kr" };
const entry = (
  version: number,
  kind: CardVersionKind,
  at: string,
  changes = kind === "first" || kind === "check" ? [] : [fee],
): CardHistoryEntry => ({
  cardId: 1,
  version,
  kind,
  source: "https://www.banken.no/vilkar",
  publishedAt: new Date(at),
  changes,
});

describe("publishedChanges", () => {
  it("keeps edits, imports and restores that changed a fact, newest first", () => {
    const history = [
      entry(1, "first", "2026-11-01T08:00:00Z"),
      entry(2, "edit", "2026-11-02T08:00:00Z"),
      entry(3, "check", "2026-11-03T08:00:00Z"),
      entry(4, "import", "2026-11-04T08:00:00Z"),
      entry(5, "import", "2026-11-05T08:00:00Z", []),
      entry(6, "restore", "2026-11-06T08:00:00Z"),
    ];
    expect(publishedChanges(history).map((change) => change.version)).toEqual([6, 4, 2]);
  });
});

describe("changeSource", () => {
  it.each([
    [
      "https://www.banknorwegian.no/vilkar",
      { kind: "link", url: "https://www.banknorwegian.no/vilkar", host: "www.banknorwegian.no" },
    ],
    [
      "  https://remember.no/priser?x=1  ",
      { kind: "link", url: "https://remember.no/priser?x=1", host: "remember.no" },
    ],
    [
      "Prisliste mottatt på e-post fra banken 3. november",
      { kind: "note", text: "Prisliste mottatt på e-post fra banken 3. november" },
    ],
    ["javascript:alert(1)", { kind: "note", text: "javascript:alert(1)" }],
    ["https://banken.no/vilkår og prisliste", { kind: "note", text: "https://banken.no/vilkår og prisliste" }],
  ])("%j → %j", (source, expected) => {
    expect(changeSource(source)).toEqual(expected);
  });
});

describe("cardRecord", () => {
  it("says when the card was checked and whether that is overdue today", () => {
    expect(cardRecord({ id: 1, lastChecked: "2026-11-01" }, [], "2026-12-01")).toMatchObject({
      lastChecked: "2026-11-01",
      checkedAgo: "for 30\u00a0dager siden",
      checkOverdue: false,
      changes: [],
      since: null,
    });
    expect(cardRecord({ id: 1, lastChecked: "2026-11-01" }, [], "2026-12-02").checkOverdue).toBe(true);
  });

  it("lists the changes with their date in Norway, from the first version on", () => {
    const record = cardRecord(
      { id: 1, lastChecked: "2026-11-24" },
      [entry(1, "first", "2026-10-31T23:30:00Z"), entry(2, "edit", "2026-11-23T23:30:00Z")],
      "2026-11-24",
    );
    expect(record.since).toBe("2026-11-01"); // half past midnight in Oslo
    expect(record.changes).toEqual([
      {
        version: 2,
        date: "2026-11-24",
        source: { kind: "link", url: "https://www.banken.no/vilkar", host: "www.banken.no" },
        changes: [{ ...fee, rewritten: false }],
      },
    ]);
    expect(record.changeCount).toBe(1);
  });

  it(`lists at most the ${CARD_PAGE_CHANGES} newest, and counts them all`, () => {
    const history = [entry(1, "first", "2026-01-01T08:00:00Z")];
    for (let version = 2; version <= CARD_PAGE_CHANGES + 5; version++)
      history.push(entry(version, "edit", new Date(Date.UTC(2026, 0, version)).toISOString()));
    const record = cardRecord({ id: 1, lastChecked: "2026-11-24" }, history, "2026-11-24");
    expect(record.changes).toHaveLength(CARD_PAGE_CHANGES);
    expect(record.changes[0]?.version).toBe(CARD_PAGE_CHANGES + 5);
    expect(record.changeCount).toBe(CARD_PAGE_CHANGES + 4);
  });
});

describe("readerChange", () => {
  const long = "a".repeat(LONGEST_CHANGE_SHOWN + 1);
  const edge = "a".repeat(LONGEST_CHANGE_SHOWN);
  it.each([
    ["a fee", fee, { ...fee, rewritten: false }],
    [
      "a text just short enough",
      { ...fee, field: "bestFor", from: edge, to: "b" },
      { ...fee, field: "bestFor", from: edge, to: "b", rewritten: false },
    ],
    [
      "a review rewritten",
      { ...fee, field: "editorial", label: "Omtale", from: long, to: "kort" },
      { field: "editorial", label: "Omtale", from: "", to: "", rewritten: true },
    ],
    [
      "highlights with a code the page fills in",
      {
        ...fee,
        field: "highlights",
        label: "Hovedfordeler",
        from: "Ingen årsgebyr · Fri reise",
        to: "Årsgebyr {annualFee} · Fri reise",
      },
      { field: "highlights", label: "Hovedfordeler", from: "", to: "", rewritten: true },
    ],
    [
      "a long text written",
      { ...fee, field: "editorial", label: "Omtale", from: "kort", to: long },
      { field: "editorial", label: "Omtale", from: "", to: "", rewritten: true },
    ],
  ])("%s", (_, change, expected) => {
    expect(readerChange(change)).toEqual(expected);
  });

  it("keeps a card page's list of changes small however long the texts an editor rewrites", () => {
    const rewrite = { field: "editorial", label: "Omtale", from: "x".repeat(10_000), to: "y".repeat(10_000) };
    const history = [entry(1, "first", "2026-01-01T08:00:00Z")];
    for (let version = 2; version <= 20; version++)
      history.push(entry(version, "edit", new Date(Date.UTC(2026, 0, version)).toISOString(), [rewrite]));
    expect(JSON.stringify(cardRecord({ id: 1, lastChecked: "2026-11-24" }, history, "2026-11-24")).length).toBeLessThan(
      3_000,
    );
  });
});
