import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { CreditWarning } from "./credit-warning";
import { CreditCostSection, RangeExamples, RepresentativeExample } from "./representative-example-box";

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const card = cards[0]!;

describe("the credit warning (Directive (EU) 2023/2225 art. 8(1))", () => {
  it("says «Å låne penger koster penger.» in bold, in one short element", () => {
    expect(renderToStaticMarkup(createElement(CreditWarning))).toBe("<strong>Å låne penger koster penger.</strong>");
  });

  it("opens every representative example's paragraph, before the example's own words", () => {
    for (const box of [
      createElement(RepresentativeExample, { card }),
      createElement(RepresentativeExample, { card, full: true }),
      createElement(CreditCostSection, { card }),
      createElement(RangeExamples, { cards: [card] }),
    ]) {
      const markup = renderToStaticMarkup(box);
      expect(text(markup)).toMatch(/^(Hva kreditten koster)?Å låne penger koster penger\. Representativ/);
      // In the same paragraph as the example, so that it is read, laid out and sized with it.
      expect(markup).toMatch(/<p[^>]*><strong>Å låne penger koster penger\.<\/strong> <strong[^>]*>Representativ/);
    }
  });
});
