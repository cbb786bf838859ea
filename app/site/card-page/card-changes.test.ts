import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CardRecord } from "~/shared/cards/card-change-log";
import { CardChanges, CardCheckStatus } from "./card-changes";

/** The text as read: block elements apart, inline ones (time, a, strong) run on; entities decoded. */
const text = (markup: string) =>
  markup
    .replace(/<\/?(h2|p|li|ul|ol|section)\b[^>]*>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,])/g, "$1")
    .trim();
const record = (overrides: Partial<CardRecord>): CardRecord => ({
  lastChecked: "2026-11-20",
  checkedAgo: "for 7\u00a0dager siden",
  checkOverdue: false,
  changes: [],
  changeCount: 0,
  since: "2026-11-01",
  fromFeed: false,
  ...overrides,
});

describe("CardCheckStatus", () => {
  it("gives the date of the check, as a <time>", () => {
    const markup = renderToStaticMarkup(createElement(CardCheckStatus, { record: record({}) }));
    expect(text(markup)).toBe("Sist kontrollert mot bankens vilkår 20. november 2026, for 7 dager siden.");
    expect(markup).toContain('<time dateTime="2026-11-20">20. november 2026</time>');
    expect(markup).not.toContain('role="note"');
  });

  it("says plainly, in a note, when the check is overdue, with the date and how many days ago", () => {
    const markup = renderToStaticMarkup(
      createElement(CardCheckStatus, {
        record: record({ lastChecked: "2025-01-15", checkedAgo: "for 681\u00a0dager siden", checkOverdue: true }),
      }),
    );
    expect(markup).toContain('role="note"');
    expect(text(markup)).toBe(
      "Sist kontrollert mot bankens vilkår 15. januar 2025, for 681 dager siden. Vilkårene for dette kortet er ikke kontrollert på over 30 dager. Sjekk bankens egne vilkår før du søker.",
    );
  });
});

describe("CardChanges", () => {
  it("says so when there are no changes", () => {
    const markup = renderToStaticMarkup(createElement(CardChanges, { record: record({}) }));
    expect(text(markup)).toContain("Endringer Ingen endringer siden vi begynte å føre endringslogg 1. november 2026.");
    expect(renderToStaticMarkup(createElement(CardChanges, { record: record({ since: null }) }))).toContain(
      "Ingen endringer er registrert.",
    );
  });

  it("lists each change newest first: date, from what to what, and the source as a link or a note", () => {
    const markup = renderToStaticMarkup(
      createElement(CardChanges, {
        record: record({
          changeCount: 2,
          changes: [
            {
              version: 3,
              date: "2026-11-24",
              source: { kind: "link", url: "https://www.banken.no/vilkar", host: "www.banken.no" },
              changes: [
                { field: "annualFee", label: "Årsgebyr", from: "0\u00a0kr", to: "465\u00a0kr", rewritten: false },
                {
                  field: "interestRate",
                  label: "Rente før gebyrer (årlig)",
                  from: "19,9\u00a0%",
                  to: "21,9\u00a0%",
                  rewritten: false,
                },
                { field: "editorial", label: "Omtale", from: "", to: "", rewritten: true },
              ],
            },
            {
              version: 2,
              date: "2026-11-02",
              source: { kind: "note", text: "Prisliste <på e-post>" },
              changes: [{ field: "category", label: "Kategori", from: "Cashback", to: "Reise", rewritten: false }],
            },
          ],
        }),
      }),
    );
    expect(text(markup)).toContain(
      "24. november 2026 Årsgebyr endret fra 0 kr til 465 kr. Rente før gebyrer (årlig) endret fra 19,9 % til 21,9 %. Omtale er skrevet om. Kilde: vilkårene hos www.banken.no " +
        "2. november 2026 Kategori endret fra Cashback til Reise. Kilde: Prisliste <på e-post>",
    );
    expect(markup).toContain('<a href="https://www.banken.no/vilkar"');
    expect(markup).toContain("Prisliste &lt;på e-post&gt;");
    expect(markup).not.toContain("nyeste av");
  });

  it("says how many it leaves out", () => {
    const change = {
      version: 9,
      date: "2026-11-24",
      source: { kind: "note" as const, text: "Notat" },
      changes: [{ field: "rating", label: "Vurdering", from: "4,1 av 5", to: "4,2 av 5", rewritten: false }],
    };
    expect(
      text(
        renderToStaticMarkup(createElement(CardChanges, { record: record({ changes: [change], changeCount: 14 }) })),
      ),
    ).toContain("De 1 nyeste av 14 endringer.");
  });
});
