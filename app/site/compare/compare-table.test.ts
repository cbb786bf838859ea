import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { factCard, unknownFactCards } from "../../../tests/support/fact-cards";
import { compareText } from "~/site/compare/compare-text";
import { uiText } from "~/site/site-text";
import { CompareTable } from "./compare-table";
import type { CreditCard } from "#content/card-schema";

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The comparison's rows as the server sends them: the row header's text, then each card's cell. */
function rows(slugs: string[], lookup = factCard): Map<string, string[]> {
  const markup = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(CompareTable, { cards: slugs.map(lookup) })),
  );
  const body = markup.slice(markup.indexOf("<tbody>"));
  const result = new Map<string, string[]>();
  for (const [, row = ""] of body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)) {
    const header = text(/<th[^>]*>(.*?)<\/th>/.exec(row)?.[1] ?? "");
    result.set(
      header,
      [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell = ""]) => text(cell)),
    );
  }
  return result;
}

const { rows: names, best } = compareText;

describe("compare table: optional facts", () => {
  it.each<[string, string[], string, string[]]>([
    // A row where some cards have the fact: the others say «Ukjent», never 0; the best known value is marked.
    [
      "interest-free days",
      ["amex-platinum", "remember-black", "bank-norwegian-kredittkort"],
      names.interestFreeDays,
      [uiText.unknown, `Inntil 50 dager ${best.interestFreeDays}`, "Inntil 45 dager"],
    ],
    [
      "currency mark-up",
      ["trumf-kredittkort", "bank-norwegian-kredittkort", "remember-black"],
      names.currencyMarkupPercent,
      [uiText.unknown, "1,75 %", `0 % ${best.currencyMarkupPercent}`],
    ],
    [
      "cash withdrawal fee, never marked",
      ["bank-norwegian-kredittkort", "remember-black", "trumf-kredittkort"],
      names.cashWithdrawalFee,
      ["1,75 %, minst 35 kr", "0 kr", uiText.unknown],
    ],
    ["age limit, never marked", ["remember-black", "bank-norwegian-kredittkort"], names.minimumAge, ["18 år", "20 år"]],
    [
      "income limit",
      ["remember-black", "bank-norwegian-kredittkort"],
      names.minimumIncomeKr,
      [uiText.unknown, "200 000 kr"],
    ],
    [
      "network, always known",
      ["amex-platinum", "remember-black", "bank-norwegian-kredittkort"],
      names.network,
      ["American Express", "Mastercard", "Visa"],
    ],
  ])("%s", (_name, slugs, row, expected) => {
    expect(rows(slugs).get(row)).toEqual(expected);
  });

  it("leaves out a fact's row when no compared card has it, and keeps the network's", () => {
    const shown = [...rows(["trumf-kredittkort", "remember-gold", "sas-amex-elite"]).keys()];
    expect(shown).toContain(names.network);
    for (const row of [
      names.interestFreeDays,
      names.currencyMarkupPercent,
      names.cashWithdrawalFee,
      names.minimumAge,
      names.minimumIncomeKr,
    ]) {
      expect(shown).not.toContain(row);
    }
    // Amex Platinum has only a mark-up: that row alone is shown.
    const withAmex = [...rows(["amex-platinum", "trumf-kredittkort"]).keys()];
    expect(withAmex).toContain(names.currencyMarkupPercent);
    expect(withAmex).not.toContain(names.interestFreeDays);
  });

  it("with the facts unknown for every card, as today, shows no fact row and no «Ukjent»", () => {
    const table = rows(["remember-black", "amex-platinum", "sas-eurobonus"], (slug) =>
      unknownFactCards.find((card) => card.urlSlug === slug)!,
    );
    expect(
      [...table.keys()].filter((row) => row === names.currencyMarkupPercent || row === names.interestFreeDays),
    ).toEqual([]);
    expect([...table.values()].flat().join(" ")).not.toContain(uiText.unknown);
  });

  it("says «Likt for kortene» only when every card's value is known and the same", () => {
    const equal = rows(["bank-norwegian-kredittkort", "sas-eurobonus"]);
    expect([...equal.keys()]).toContain(`${names.interestFreeDays} ${compareText.allEqual}`);
    const withUnknown = rows(["bank-norwegian-kredittkort", "sas-eurobonus", "trumf-kredittkort"]);
    expect([...withUnknown.keys()]).toContain(names.interestFreeDays);
    expect(withUnknown.get(names.interestFreeDays)).toEqual(["Inntil 45 dager", "Inntil 45 dager", uiText.unknown]);
  });
});

describe("compare table: the facts the feed adds", () => {
  // Made-up figures on three real cards, as the feed would bring them (tests/support/fact-cards.ts explains).
  const feedFacts: Record<string, Partial<CreditCard>> = {
    "bank-norwegian-kredittkort": { monthlyFeeKr: 0, minimumPayment: { percent: 3, minKr: 300 }, maximumAge: 70 },
    "remember-black": { monthlyFeeKr: 35, minimumPayment: { percent: 2.5 } },
    "trumf-kredittkort": { monthlyFeeKr: 35 },
  };
  const lookup = (slug: string): CreditCard => ({ ...factCard(slug), ...feedFacts[slug] });
  const table = (slugs: string[]) => rows(slugs, lookup);

  it("prints each with «Ukjent» where a card lacks it, and marks the lowest monthly fee among the known only", () => {
    const shown = table(["remember-black", "bank-norwegian-kredittkort", "amex-platinum"]);
    expect(shown.get(names.monthlyFeeKr)).toEqual(["35 kr/mnd", `0 kr/mnd ${best.monthlyFeeKr}`, uiText.unknown]);
    // Never marked: a lower least payment lets a balance run longer.
    expect(shown.get(names.minimumPayment)).toEqual(["2,5 %", "3 %, minst 300 kr", uiText.unknown]);
    expect(shown.get(names.maximumAge)).toEqual([uiText.unknown, "70 år", uiText.unknown]);
    // The credit limit is a fact, never marked «best».
    expect(shown.get(names.creditLimit)?.join(" ")).not.toMatch(/Lavest|Høyest|Flest|Har /);
  });

  it("marks no monthly fee when only one card's is known, and says «Likt for kortene» when all are the same", () => {
    expect(table(["remember-black", "amex-platinum"]).get(names.monthlyFeeKr)).toEqual(["35 kr/mnd", uiText.unknown]);
    expect([...table(["remember-black", "trumf-kredittkort"]).keys()]).toContain(
      `${names.monthlyFeeKr} ${compareText.allEqual}`,
    );
  });

  it("leaves each row out when no compared card has the fact", () => {
    const shown = [...table(["amex-platinum", "sas-eurobonus"]).keys()];
    for (const row of [names.monthlyFeeKr, names.minimumPayment, names.maximumAge]) expect(shown).not.toContain(row);
  });
});
