import { describe, expect, it } from "vitest";
import { cardSlug, slugify } from "./card-slug";

describe("slugify", () => {
  it.each([
    ["Sparebanken Øst", "sparebanken-ost"],
    ["Ærlig Reise Mastercard", "aerlig-reise-mastercard"],
    ["Åseral Sparebank", "aseral-sparebank"],
    ["BLÅBÆR Ørret", "blabaer-orret"],
    ["Høland og Setskog Sparebank", "holand-og-setskog-sparebank"],
    ["re:member", "re-member"],
    ["SAS EuroBonus World Elite Mastercard®", "sas-eurobonus-world-elite-mastercard"],
    ["Crédit Agricole Zürich", "credit-agricole-zurich"],
    ["Coop & Extra", "coop-og-extra"],
    ["  --Trumf   Visa--  ", "trumf-visa"],
    ["Sparebank 1 Nord-Norge", "sparebank-1-nord-norge"],
    ["✈ ★", ""],
  ])("«%s» → «%s»", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("keeps a long name readable: at most 80 characters, cut between words", () => {
    const slug = slugify("Sparebanken ".repeat(12));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^sparebanken(-sparebanken)*$/);
  });
});

describe("cardSlug", () => {
  const none = new Set<string>();
  it.each([
    ["Sparebanken Øst", "Gull Mastercard", "sparebanken-ost-gull-mastercard"],
    // The name already starts with the bank: it is not said twice.
    ["Sparebanken Øst", "Sparebanken Øst Gull Mastercard", "sparebanken-ost-gull-mastercard"],
    ["Bank Norwegian", "Bank Norwegian", "bank-norwegian"],
    ["Ålesund Kreditt", "Fjord Visa", "alesund-kreditt-fjord-visa"],
    ["Bank Ærlig", "Ærlig Reise Mastercard", "bank-aerlig-aerlig-reise-mastercard"],
    ["✈", "★", "kort"],
  ])("%s + %s → %s", (bank, name, slug) => {
    expect(cardSlug(bank, name, none)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each([
    [[], "bank-norwegian-visa"],
    [["bank-norwegian-visa"], "bank-norwegian-visa-2"],
    [["bank-norwegian-visa", "bank-norwegian-visa-2"], "bank-norwegian-visa-3"],
    [["bank-norwegian-visa", "bank-norwegian-visa-3"], "bank-norwegian-visa-2"],
  ])("unique against %j: %s", (taken, slug) => {
    expect(cardSlug("Bank Norwegian", "Visa", new Set(taken))).toBe(slug);
  });

  it("is the same for the same bank and name, whatever order the products come in", () => {
    expect(cardSlug("Sparebanken Vest", "Visa", new Set(["a"]))).toBe(cardSlug("Sparebanken Vest", "Visa", none));
  });
});
