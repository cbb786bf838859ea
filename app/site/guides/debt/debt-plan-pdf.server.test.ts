import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DebtCalculator } from "~/site/calculators/debt-calculator";
import { debtPlan, termsOfNominalRate, type DebtPlanInput } from "~/site/guides/debt/debt-plan";
import { MAX_MONTHS } from "~/shared/finance/debt-repayment";
import { formatKrOre } from "~/shared/format/format";
import { representativeExampleText, standardInformationText } from "~/shared/cards/representative-example";
import { loader } from "~/site/guides/debt/debt-plan-pdf.route";
import { debtPlanPdf } from "./debt-plan-pdf.server";
import { plainSpaces, readPdf } from "../../../../tests/support/test-pdf";

const created = new Date("2026-11-23T13:05:00Z");

async function planPdf(input: DebtPlanInput) {
  const bytes = await debtPlanPdf(debtPlan(input), created);
  return { bytes, ...readPdf(bytes) };
}

/** The calculator's result as the guide's page renders it from the same query (figures and sentences, no markup). */
function pageResult(query: Record<string, string>): string {
  const url = `/kredittkort-gjeld-guide?${new URLSearchParams(query).toString()}`;
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(DebtCalculator)),
  );
  const result = /aria-live="polite"[^>]*>([\s\S]*?)<\/div><figure|aria-live="polite"[^>]*>([\s\S]*)$/.exec(html);
  return plainSpaces((result?.[1] ?? result?.[2] ?? "").replace(/<[^>]+>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " "));
}

const request = (query: string) =>
  loader({
    request: new Request(`http://localhost/kredittkort-gjeld-guide/plan.pdf?${query}`),
  } as never) as Promise<Response>;

describe("the debt plan's PDF", () => {
  it("prints the reader's figures, the page's result and every month, with totals", async () => {
    const pdf = await planPdf({ balance: 50_000, nominalRatePercent: 20, payment: 2_500, extra: 500 });
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdf.pages).toBeGreaterThan(0);

    // Every sentence and figure of the result on the page is in the PDF, in the same words.
    const page = pageResult({ gjeld: "50 000", rente: "20", betaling: "2 500", ekstra: "500" });
    for (const sentence of [
      "Regnet med 50 000 kr i gjeld og 20 % nominell årsrente",
      "Med 2 500 kr i måneden",
      "Med 3 000 kr i måneden (500 kr ekstra)",
    ]) {
      expect(page).toContain(sentence);
      expect(pdf.text).toContain(sentence);
    }
    const figures = page.match(/\d{1,3}(?: \d{3})* kr|\d+ år(?: og \d+ måneder?)?|\d+ måneder?/g) ?? [];
    expect(figures.length).toBeGreaterThan(6);
    for (const figure of figures) expect(pdf.text).toContain(figure);
    const saving = /Den ekstra innbetalingen[^.]*\./.exec(page)?.[0];
    expect(saving && pdf.text.includes(saving)).toBe(true);

    const plan = debtPlan({ balance: 50_000, nominalRatePercent: 20, payment: 2_500, extra: 500 });
    const { schedule } = plan;
    expect(schedule.length).toBeGreaterThan(12);
    // The first and the last month as rows: month, payment, interest, principal, balance.
    expect(pdf.text).toContain("1 3 000 kr 833,33 kr 2 166,67 kr 47 833,33 kr");
    const last = schedule.at(-1)!;
    expect(pdf.text).toContain(
      plainSpaces(
        `${last.month} ${formatKrOre(last.payment)} ${formatKrOre(last.interest)} ${formatKrOre(last.principal)} 0 kr`,
      ),
    );
    if (plan.followed.kind !== "paid-off") throw new Error("expected a finished plan");
    expect(pdf.text).toContain(
      plainSpaces(
        `Totalt ${formatKrOre(plan.followed.totalPaid)} ${formatKrOre(plan.followed.totalInterest)} 50 000 kr 0 kr`,
      ),
    );
  });

  it("prints the reader's rate with the representative example the site computes for it", async () => {
    const pdf = await planPdf({ balance: 10_000, nominalRatePercent: 19.9, payment: 166, extra: 0 });
    const terms = termsOfNominalRate(19.9);
    expect(pdf.text).toContain(plainSpaces(representativeExampleText(terms)));
    expect(pdf.text).toContain(plainSpaces(standardInformationText(terms)));
    expect(pdf.text).toContain("Nominell rente 19,9 %");
    // The warning of CCD 2023/2225 art. 8(1), right before the example.
    expect(pdf.text).toMatch(/Å låne penger koster penger\.\s*Eff\. rente 21,8 %/);
  });

  it("says why a payment never clears the debt, as the page does, and has no schedule then", async () => {
    const pdf = await planPdf({ balance: 50_000, nominalRatePercent: 20, payment: 500, extra: 0 });
    const page = pageResult({ gjeld: "50000", rente: "20", betaling: "500" });
    expect(page).toContain("Med 500 kr i måneden blir gjelden aldri nedbetalt.");
    expect(pdf.text).toContain(
      plainSpaces(/Med 500 kr i måneden blir gjelden aldri nedbetalt\.[^]*?om 3 år\./.exec(page)?.[0] ?? "missing"),
    );
    expect(pdf.text).not.toContain("Måned for måned");
  });

  it("stays bounded at the longest plan the domain allows", async () => {
    const pdf = await planPdf({ balance: 10_000_000, nominalRatePercent: 0, payment: 8_400, extra: 0 });
    const rows = debtPlan({ balance: 10_000_000, nominalRatePercent: 0, payment: 8_400, extra: 0 }).schedule.length;
    expect(rows).toBeLessThanOrEqual(MAX_MONTHS);
    expect(pdf.text).toContain(`${rows} `);
    expect(pdf.bytes.byteLength).toBeLessThan(400_000);
  });
});

describe("/kredittkort-gjeld-guide/plan.pdf", () => {
  it("answers a valid link with the PDF as a download that no cache keeps", async () => {
    const response = await request("gjeld=50+000&rente=20&betaling=2+500&ekstra=&beregn=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="kortvalg-nedbetalingsplan.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(readPdf(new Uint8Array(await response.arrayBuffer())).text).toContain("Med 2 500 kr i måneden");
  });

  it.each([
    ["", "Planen mangler tallene dine"],
    ["gjeld=mye&rente=20&betaling=2500", "Total gjeld må være et tall, for eksempel 50 000."],
    ["gjeld=50000&rente=200&betaling=2500", "Årlig rente kan ikke være over 100 %."],
    ["gjeld=50000&rente=20&betaling=", "Skriv inn månedlig innbetaling, for eksempel 2 500."],
    ["gjeld=50000&rente=20&betaling=2500&ekstra=-5", "Ekstra innbetaling per måned kan ikke være under 0."],
  ])("answers ?%s with 400 and a Norwegian page saying «%s»", async (query, message) => {
    const response = await request(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = plainSpaces(await response.text());
    expect(html).toContain('lang="nb"');
    expect(html).toContain(message);
  });
});
