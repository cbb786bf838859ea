import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { accessibilityStatement } from "#content/accessibility";
import { loader as savingsGuideLoader } from "~/site/guides/savings/savings-guide.route";
import { savingsGuidePdf } from "~/site/guides/savings/savings-guide-pdf.server";
import Accessibility, { loader } from "./accessibility.route";
import { keyboardTested } from "./accessibility-checks";

// The statement is kept true by these checks: its testing paragraph is made from the constants the browser
// tests run (accessibility-checks.ts), each known problem is checked against the site, and it is gone
// through at least once a year.

const html = renderToStaticMarkup(
  createElement(
    MemoryRouter,
    { initialEntries: ["/tilgjengelighet"] },
    createElement(Accessibility as never, { loaderData: loader(), params: {}, matches: [] }),
  ),
);
const text = html
  .replace(/<[^>]+>/g, " ")
  .replace(/[\u00a0\u202f\s]+/g, " ")
  .replace(/ ([,.])/g, "$1");

describe("the accessibility statement", () => {
  it("names the standard and describes the checks the browser tests run", () => {
    expect(text).toContain("oppfylle WCAG 2.1 nivå AA");
    expect(text).toContain(
      "axe-core mot reglene for WCAG 2.0, 2.1 og 2.2 (nivå A og AA), og mot axes anbefalte praksis",
    );
    expect(text).toContain("i lyst og mørkt fargetema");
    expect(text).toContain("i bredder fra 320 til 1440 piksler");
    expect(text).toContain("Søket, menyen, cookievalget og sammenligningen brukes med tastatur i testene");
  });

  it.each(keyboardTested)("says $what is used with the keyboard only while $spec presses keys", ({ spec }) => {
    expect(readFileSync(path.join("tests/e2e", spec), "utf8")).toMatch(/\.keyboard\.press\(/);
  });

  it("says the PDFs lack structure tags exactly as long as they do", async () => {
    const pdf = Buffer.from(await savingsGuidePdf(savingsGuideLoader())).toString("latin1");
    const tagged = pdf.includes("/StructTreeRoot") && pdf.includes("/Marked true");
    const listed = accessibilityStatement.knownIssues.some((issue) => issue.id === "untagged-pdfs");
    expect(listed).toBe(!tagged);
    if (listed) expect(text).toContain("PDF-filene er ikke merket for skjermlesere");
  });

  it("was gone through within the last year, and shows when", () => {
    const updated = new Date(`${accessibilityStatement.updated}T00:00:00Z`).getTime();
    const ageDays = (Date.now() - updated) / 86_400_000;
    expect(ageDays).toBeGreaterThanOrEqual(-1);
    expect(ageDays, "the statement is over a year old: go through it and set a new date").toBeLessThanOrEqual(366);
    expect(html).toContain(`<time dateTime="${accessibilityStatement.updated}">`);
  });

  it("tells the reader how to report a problem and where to complain", () => {
    expect(html).toContain('href="mailto:post@kortvalg.no"');
    expect(html).toContain('href="/kontakt"');
    expect(text).toContain("Tilsynet for universell utforming av ikt");
  });
});
