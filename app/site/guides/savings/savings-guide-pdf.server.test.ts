import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { formatDuration, formatKr } from "~/shared/format/format";
import { representativeExampleText } from "~/shared/cards/representative-example";
import SavingsGuide, { loader } from "~/site/guides/savings/savings-guide.route";
import { savingsGuidePdf } from "./savings-guide-pdf.server";
import { plainSpaces, readPdf, type ReadPdf } from "../../../../tests/support/test-pdf";

const data = loader();
let bytes: Uint8Array;
let pdf: ReadPdf;

beforeAll(async () => {
  bytes = await savingsGuidePdf(data);
  pdf = readPdf(bytes);
});

/** The page as the server renders it, without the calculator (its result is the reader's, not the guide's). */
function pageText(): string {
  const props = { loaderData: data } as unknown as Parameters<typeof SavingsGuide>[0];
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [data.article.path] }, createElement(SavingsGuide, props)),
  );
  const withoutCalculator = html.replace(/<section id="kalkulator"[\s\S]*?<\/section>/, "");
  return plainSpaces(withoutCalculator.replace(/<[^>]+>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " "));
}

const FIGURE = /\d{1,3}(?: \d{3})*(?:,\d+)? (?:kr|%)/g;

describe("the savings guide's PDF", () => {
  it("is a PDF a reader can open: header, cross-references, pages", () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdf.pages).toBeGreaterThan(0);
  });

  it("prints every kroner and percent figure of the page's guide sections, formatted as on the page", () => {
    const figures = new Set(pageText().match(FIGURE));
    expect(figures.size).toBeGreaterThan(20);
    expect(figures).toContain("10 500 kr");
    const missing = [...figures].filter((figure) => !pdf.text.includes(figure));
    expect(missing).toEqual([]);
  });

  it("has the title, the sum written out, the sections, the plan and the source line", () => {
    const { article, allFour, interestExample, feeComparison } = data;
    expect(pdf.text).toContain(plainSpaces(article.title));
    expect(pdf.text).toContain(plainSpaces(`til sammen ${formatKr(allFour.totalKr)} i året (${allFour.text})`));
    for (const strategy of data.strategies) expect(pdf.text).toContain(plainSpaces(strategy.strategy));
    expect(pdf.text).toContain(formatDuration(interestExample.months));
    expect(pdf.text).toContain(plainSpaces(`${feeComparison.premium.name} mot ${feeComparison.free.name}`));
    for (const step of data.plan) expect(pdf.text).toContain(plainSpaces(step.action));
    expect(pdf.text).toContain("kortvalg.no/guider/spar-ti-tusen-kroner-aarlig");
    expect(pdf.text).toContain("oppdatert januar 2025");
    expect(pdf.text).toMatch(/kontrollert mot bankenes vilkår \d{1,2}\. [a-zæøå]+ \d{4}/);
    expect(pdf.text).toContain(`Side 1 av ${pdf.pages}`);
  });

  it("prints a card's cost as its representative example wherever it names a card with a fee", () => {
    for (const summary of [data.feeComparison.premium, data.feeComparison.free]) {
      const card = cards.find((candidate) => candidate.urlSlug === summary.urlSlug)!;
      expect(pdf.text).toContain(plainSpaces(representativeExampleText(card)));
    }
  });

  it("puts «Å låne penger koster penger.» just before every representative example (CCD 2023/2225 art. 8(1))", () => {
    const examples = [...pdf.text.matchAll(/Eff\. rente \d+(?:,\d+)? %, 15 000 kr o\/12 mnd\./g)];
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) {
      const before = pdf.text.slice(0, example.index);
      const warning = before.lastIndexOf("Å låne penger koster penger.");
      expect(warning, example[0]).toBeGreaterThanOrEqual(0);
      // Only a heading, a card's name or the example's lead-in between them.
      expect(before.length - warning, example[0]).toBeLessThan(130);
    }
  });

  it("prints no effective rate without a representative example of that rate (decision 0005)", () => {
    const exampleRates = new Set(
      [...pdf.text.matchAll(/Eff\. rente (\d+(?:,\d+)?) %, 15 000 kr o\/12 mnd\./g)].map((match) => match[1]),
    );
    expect(exampleRates.size).toBeGreaterThanOrEqual(3);
    for (const match of pdf.text.matchAll(/effektiv(?:e)? rente(?:n)?(?: [a-zæøå]+){0,6}:? (\d+(?:,\d+)?) %/gi)) {
      expect(exampleRates, match[0]).toContain(match[1]);
    }
  });

  it("is the same file every time (same bytes, same ETag on every instance)", async () => {
    expect(Buffer.from(await savingsGuidePdf(data)).equals(Buffer.from(bytes))).toBe(true);
  });
});
