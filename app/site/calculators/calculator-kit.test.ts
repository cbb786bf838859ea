import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { NotFound } from "~/site/not-found/not-found";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { DebtCalculator } from "./debt-calculator";
import { TravelCalculator } from "./travel-calculator";

// What the server sends: no React runs in the browser, so this HTML is the whole behaviour.
const html = (url: string, element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, element));

const debtPage = (query: string) => html(`/kredittkort-gjeld-guide${query}`, createElement(DebtCalculator));
const summaryTag = (markup: string) => /<div[^>]*data-error-summary[^>]*>/.exec(markup)?.[0] ?? null;
// Loaded after the first paint by app/shared/ui/after-paint.client.ts (AfterPaintScript).
const formsScript = /<template data-after-paint="[^"]*\/forms\.client\.js"><\/template>/;

describe("calculator form without React", () => {
  it("is a plain GET form that returns to its answer and marks its own submits", () => {
    const markup = debtPage("");
    const form = /<form[^>]*>/.exec(markup)?.[0];
    expect(form).toContain('action="/kredittkort-gjeld-guide#kalkulator-resultat"');
    // Before a try nothing carries the answer's id, nothing takes focus, and there is no link to copy.
    expect(markup).not.toContain('id="kalkulator-resultat"');
    expect(markup).not.toContain("autofocus");
    expect(markup).not.toContain("data-copy-link");
    expect(form).toContain('method="get"');
    expect(markup).toContain('<input type="hidden" name="beregn" value="1"/>');
    // Nothing to fix, nothing to focus: no script at all.
    expect(summaryTag(markup)).toBeNull();
    expect(markup).not.toMatch(formsScript);
  });

  it.each([
    ["a submit of the form", "?beregn=1&gjeld=&rente=200&betaling=mye", true],
    ["a shared link", "?gjeld=&rente=200&betaling=mye", false],
  ])("after %s with errors, the summary takes focus: %s", (_case, query, autofocus) => {
    const markup = debtPage(query);
    const summary = summaryTag(markup);
    expect(summary).not.toBeNull();
    expect(summary?.includes("autofocus")).toBe(autofocus);
    expect(summary).toContain('tabindex="-1"');
    // The form's fragment lands on the summary; there is no result to land on or to copy.
    expect(summary).toContain('id="kalkulator-resultat"');
    expect(markup.match(/id="kalkulator-resultat"/g)).toHaveLength(1);
    expect(markup).not.toContain("data-copy-link");
    expect(markup).toContain('<a href="#felt-gjeld"');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toMatch(formsScript);
  });

  it.each([
    // Debt guide: 50 000 kr at 20 % paying 2 500 kr a month (the guide's example), from the form.
    [
      "/kredittkort-gjeld-guide?beregn=1&gjeld=50+000&rente=20&betaling=2+500&ekstra=500",
      createElement(DebtCalculator),
      ["2 år og 1 måned", "11 330 kr"],
      "kalkulator-resultat",
      "/kredittkort-gjeld-guide?gjeld=50+000&amp;rente=20&amp;betaling=2+500&amp;ekstra=500#kalkulator-resultat",
      true,
    ],
    // Travel guide's sample: 6 trips of 3 000 kr, 8 lounge visits, 4 bags, from a shared link.
    [
      "/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&reisebelop=3000&loungebesok=8&bagasje=4",
      createElement(TravelCalculator, { values: travelCalculatorValues }),
      ["4 800 kr", "2 400 kr", "1 800 kr", "9 000 kr"],
      "kalkulator-resultat",
      "/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&amp;reisebelop=3000&amp;loungebesok=8&amp;bagasje=4#kalkulator-resultat",
      false,
    ],
  ])("renders the result of %s from the query string alone", (url, element, figures, answer, shareLink, fromForm) => {
    const markup = html(url, element).replace(/\u00a0/g, " ");
    for (const figure of figures) expect(markup).toContain(figure);
    expect(summaryTag(markup)).toBeNull();
    // The result is the answer the form returns to; it takes focus only after a submit from the form.
    const region = new RegExp(`<div id="${answer}" aria-live="polite"( tabindex="-1" autofocus="")?`).exec(markup);
    expect(region).not.toBeNull();
    expect(Boolean(region?.[1])).toBe(fromForm);
    expect(formsScript.test(markup)).toBe(fromForm);
    // «Kopier lenke» copies the link that reproduces the result, without the form's marker.
    expect(markup).toContain(`data-copy-link="${shareLink}"`);
  });
});

describe("error summary", () => {
  it("renders nothing without errors", () => {
    expect(renderToStaticMarkup(createElement(ErrorSummary, { items: [] }))).toBe("");
  });

  it("after a failed submit takes focus by autofocus, links each field and loads the forms script", () => {
    const markup = renderToStaticMarkup(
      createElement(ErrorSummary, { items: [{ fieldId: "felt-email", message: "Skriv inn e-postadressen din" }] }),
    );
    expect(summaryTag(markup)).toMatch(/tabindex="-1" autofocus=""/);
    expect(markup).toContain('<a href="#felt-email"');
    expect(markup).not.toContain("onclick");
    expect(markup).toMatch(formsScript);
  });
});

describe("not-found page", () => {
  it("logs its path with a script file, not React or inline code", () => {
    const markup = html("/finnes-ikke", createElement(NotFound));
    expect(markup).toMatch(/<script src="[^"]*\/not-found\.client\.js" defer=""><\/script>/);
    expect(markup).toContain("Oops! Page not found");
  });
});
