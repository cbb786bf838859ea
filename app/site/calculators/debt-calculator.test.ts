import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { payoffSchedule } from "~/shared/finance/debt-repayment";
import { formatDuration, formatKr } from "~/shared/format/format";
import { parseNorwegianNumber } from "~/shared/format/number-input";
import { DebtCalculator } from "./debt-calculator";

/** The page's text as the server renders it from the query string (tags and attributes left out, spaces made plain). */
function result(query: Record<string, string>): string {
  const url = `/kredittkort-gjeld-guide?${new URLSearchParams({ beregn: "1", ...query }).toString()}`;
  const markup = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(DebtCalculator)),
  );
  return markup
    .replace(/<[^>]+>/g, "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the debt calculator echoes what it computed with", () => {
  // 165,90 kr and 166 kr a month are different payments with different answers; the result must
  // say which one it computed with, øre included, and its figures must be that payment's.
  it.each([
    // debt, rate (nominal %), payment as typed, payment as echoed, months (null: never paid off), interest (kr, rounded)
    ["10 000", "19,9", "165,90", "165,90 kr", 476, 68_898],
    ["10 000", "19,9", "166", "166 kr", 420, 59_672],
    ["10 000", "19,9", "166,00", "166 kr", 420, 59_672],
    ["9 955", "20", "165,90", "165,90 kr", null, null],
    ["9 955", "20", "166", "166 kr", 460, 66_367],
    ["50 000", "20", "2 500", "2 500 kr", 25, 11_330],
    ["50 000", "20", "2 500,5", "2 500,50 kr", 25, 11_327],
  ] as const)(
    "%s kr at %s percent paying %s kr a month: echoed as %s, %s months, %s kr interest",
    (debt, rate, payment, echoed, months, interest) => {
      const text = result({ gjeld: debt, rente: rate, betaling: payment });
      const balance = parseNorwegianNumber(debt) ?? NaN;
      const amount = parseNorwegianNumber(payment) ?? NaN;
      const plan = payoffSchedule({
        balance,
        annualRatePercent: parseNorwegianNumber(rate) ?? NaN,
        payment: { kind: "fixed", amount },
      });

      expect(text).toContain(`Regnet med ${plain(formatKr(balance))} i gjeld og ${rate} % nominell årsrente`);
      if (months === null) {
        expect(plan.kind).toBe("never");
        expect(text).toContain(`Med ${echoed} i måneden blir gjelden aldri nedbetalt.`);
        if (plan.kind === "never")
          expect(text).toContain(
            `Rentene er ${plan.firstMonthInterest.toFixed(2).replace(".", ",")} kr den første måneden`,
          );
      } else {
        expect(plan.kind === "paid-off" && [plan.months, Math.round(plan.totalInterest)]).toEqual([months, interest]);
        expect(text).toContain(`Med ${echoed} i måneden`);
        expect(text).toContain(formatDuration(months));
        expect(text).toContain(`${plain(formatKr(interest))}`);
      }
    },
  );

  it("echoes an extra payment with its øre, and the sum of the two", () => {
    const text = result({ gjeld: "50 000", rente: "20", betaling: "2 500", ekstra: "499,50" });
    expect(text).toContain("Med 2 999,50 kr i måneden (499,50 kr ekstra)");
  });

  it.each([
    ["betaling", "165,905", "Månedlig innbetaling kan ha høyst 2 desimaler (øre), for eksempel 2 500."],
    ["rente", "19,999", "Årlig rente kan ha høyst 2 desimaler, for eksempel 20."],
  ])("refuses %s = %s rather than compute with a figure it cannot echo", (field, value, message) => {
    const query = { gjeld: "10 000", rente: "19,9", betaling: "166", [field]: value };
    const url = `/kredittkort-gjeld-guide?${new URLSearchParams({ beregn: "1", ...query }).toString()}`;
    const markup = plain(
      renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, createElement(DebtCalculator))),
    );
    expect(markup).toContain(message);
    expect(markup).not.toContain("Regnet med");
  });
});
