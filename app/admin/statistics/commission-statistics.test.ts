import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { commissionBreakdown, formatKrChange, type CommissionCountRow } from "./commission-statistics";
import { CommissionTables } from "./commission-tables";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const count = (
  row: Pick<CommissionCountRow, "cardSlug" | "fromPath" | "placement" | "campaign">,
  clicks: number,
  conversions: number,
  approved: number,
  rejected: number,
  earningsMinor: number,
  pendingMinor: number,
): CommissionCountRow => ({ ...row, clicks, conversions, approved, rejected, earningsMinor, pendingMinor });

const tile = { cardSlug: "a", fromPath: "/kredittkort", placement: "flis", campaign: null };
const letter = { cardSlug: "b", fromPath: null, placement: "nyhetsbrev", campaign: "uke-47" };
const letterAgain = { cardSlug: "a", fromPath: null, placement: "nyhetsbrev", campaign: "uke-47" };

describe("commission per card, page, placement, campaign and newsletter issue", () => {
  const current = [
    count(tile, 10, 3, 2, 1, 125_000, 50_000),
    count(letter, 4, 1, 1, 0, 40_000, 0),
    count(letterAgain, 1, 0, 0, 0, 0, 0),
  ];
  const previous = [count(tile, 8, 2, 1, 0, 100_000, 0), count({ ...tile, cardSlug: "c" }, 2, 0, 0, 0, 0, 0)];
  const report = commissionBreakdown(current, previous, (slug) => ({ a: "Kort A", b: "Kort B" })[slug]);

  it("sums the counts per dimension, with the period before, a row for what fell to nothing", () => {
    const zero = { clicks: 0, conversions: 0, approved: 0, rejected: 0, earningsMinor: 0, pendingMinor: 0 };
    expect(report.total).toEqual({
      key: "",
      label: "Totalt",
      clicks: 15,
      conversions: 4,
      approved: 3,
      rejected: 1,
      earningsMinor: 165_000,
      pendingMinor: 50_000,
      previous: { clicks: 10, conversions: 2, approved: 1, rejected: 0, earningsMinor: 100_000, pendingMinor: 0 },
    });
    expect(report.byCard.map((row) => [row.label, row.clicks, row.earningsMinor, row.previous.clicks])).toEqual([
      ["Kort A", 11, 125_000, 8],
      ["Kort B", 4, 40_000, 0],
      ["c", 0, 0, 2],
    ]);
    expect(report.byPage.map((row) => [row.label, row.clicks])).toEqual([
      ["/kredittkort", 10],
      ["(ukjent)", 5],
    ]);
    expect(report.byPlacement.map((row) => [row.label, row.clicks])).toEqual([
      ["Kortflis", 10],
      ["Nyhetsbrev", 5],
    ]);
    expect(report.byCampaign.map((row) => [row.label, row.clicks, row.previous.clicks])).toEqual([
      ["(ingen)", 10, 10],
      ["uke-47", 5, 0],
    ]);
    expect(report.byNewsletter).toEqual([
      {
        key: "uke-47",
        label: "uke-47",
        clicks: 5,
        conversions: 1,
        approved: 1,
        rejected: 0,
        earningsMinor: 40_000,
        pendingMinor: 0,
        previous: zero,
      },
    ]);
  });

  it("shows the figures in nb-NO: rate, kroner, kroner per click and the change", () => {
    const html = plain(
      renderToStaticMarkup(
        createElement(CommissionTables, {
          report: { ...report, unattributed: { conversions: 2, earningsMinor: 9_990, pendingMinor: 0 } },
        }),
      ),
    );
    // Kort A: 11 clicks, 3 conversions, 2 approved, 1 rejected, 66,7 %, 1 250 kr, 500 kr pending,
    // 113,64 kr a click (1 250 / 11), +3 clicks (+37,5 %), +250 kr (+25 %).
    expect(html).toContain(
      ["Kort A", "11", "3", "2", "1", "66,7 %", "1 250 kr", "500 kr", "113,64 kr", "+3 (+37,5 %)", "+250 kr (+25 %)"]
        .map((cell, index) => (index === 0 ? `${cell}</th>` : `>${cell}</td>`))
        .join('<td class="p-3 whitespace-nowrap tabular-nums"'),
    );
    expect(html).toContain('<caption class="sr-only">Provisjon per nyhetsbrev</caption>');
    expect(html).toContain('<th scope="col" class="p-3">Utgave (kampanje)</th>');
    expect(html).toContain("Uten kjent klikk: 2 konverteringer, 99,90 kr godkjent, 0 kr til behandling.");
  });

  it("writes a change of kroner with its sign and percent", () => {
    expect(plain(formatKrChange(38_050, 0))).toBe("+380,50 kr (ny)");
    expect(plain(formatKrChange(90_000, 100_000))).toBe("−100 kr (−10 %)");
    expect(plain(formatKrChange(0, 0))).toBe("0 kr");
    expect(plain(formatKrChange(500, 500))).toBe("0 kr (0 %)");
  });
});
