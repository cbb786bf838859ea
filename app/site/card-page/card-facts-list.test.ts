import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { factCard, unknownFactCards } from "../../../tests/support/fact-cards";
import { uiText } from "~/site/site-text";
import { CardFacts } from "./card-facts-list";

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("card page: network and facts", () => {
  const facts = (slug: string, lookup = factCard) =>
    text(renderToStaticMarkup(createElement(CardFacts, { card: lookup(slug) })));

  it("shows every known fact and the network, without the unknown note", () => {
    const shown = facts("bank-norwegian-kredittkort");
    for (const value of [
      "Kortnettverk Visa",
      "Rentefrie dager Inntil 45 dager",
      "Valutapåslag 1,75 %",
      "Kontantuttak i egen bank 1,75 %, minst 35 kr",
      "Kontantuttak i utlandet 2 %, minst 40 kr",
      "Aldersgrense 20 år",
      "Krav til årsinntekt 200 000 kr",
    ]) {
      expect(shown).toContain(value);
    }
    expect(shown).not.toContain(uiText.unknown);
  });

  it("says «Ukjent» for each unknown fact, with what that means, and never 0", () => {
    const shown = facts("amex-platinum");
    expect(shown).toContain("Kortnettverk American Express");
    expect(shown).toContain("Valutapåslag 2,5 %");
    for (const label of [
      uiText.facts.interestFreeDays,
      uiText.facts.cashWithdrawalFee,
      uiText.facts.cashWithdrawalAbroadFee,
      uiText.facts.minimumAge,
      uiText.facts.minimumIncomeKr,
    ]) {
      expect(shown).toContain(`${label} ${uiText.unknown}`);
    }
    expect(shown).toContain(text(uiText.unknownNote));
    expect(facts("trumf-kredittkort", (slug) => unknownFactCards.find((card) => card.urlSlug === slug)!)).toContain(
      `${uiText.facts.currencyMarkupPercent} ${uiText.unknown}`,
    );
  });
});
