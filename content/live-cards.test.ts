import { afterEach, describe, expect, it, vi } from "vitest";
import { withAnnualFee } from "../tests/support/card-fixtures";
import { allCards, cardBySlug, cards, cardsRevision, firstCards, fromCards, replaceCards } from "./cards";

/** The first version with one card's fee changed. */
const withFee = (slug: string, annualFee: number) =>
  firstCards.map((card) => (card.urlSlug === slug ? { ...card, ...withAnnualFee(card, annualFee), annualFee } : card));

describe("live card data (content/cards.ts)", () => {
  afterEach(() => replaceCards(firstCards, new Map()));

  it("starts from the first version, and the binding follows replaceCards", () => {
    expect(cards).toEqual(firstCards);
    replaceCards(withFee("remember-gold", 990));
    expect(cards).not.toBe(firstCards);
    expect(cards.find((card) => card.urlSlug === "remember-gold")?.annualFee).toBe(990);
    expect(cardBySlug("remember-gold")?.annualFee).toBe(990);
  });

  it("counts every replacement, and refuses invalid cards without changing anything", () => {
    const before = cardsRevision();
    replaceCards(withFee("remember-gold", 990));
    expect(cardsRevision()).toBe(before + 1);
    expect(() => replaceCards(withFee("remember-gold", -1))).toThrow(/annualFee/);
    expect(cardsRevision()).toBe(before + 1);
    expect(cardBySlug("remember-gold")?.annualFee).toBe(990);
  });
});

describe("a retired card (retiredOn)", () => {
  afterEach(() => replaceCards(firstCards, new Map()));

  it("leaves the cards on sale, and keeps its page's data", () => {
    replaceCards(
      firstCards.map((card) => (card.urlSlug === "remember-gold" ? { ...card, retiredOn: "2026-11-20" } : card)),
    );
    expect(cards.map((card) => card.urlSlug)).not.toContain("remember-gold");
    expect(cards).toHaveLength(firstCards.length - 1);
    expect(allCards).toHaveLength(firstCards.length);
    expect(cardBySlug("remember-gold")?.retiredOn).toBe("2026-11-20");
  });
});

describe("fromCards", () => {
  afterEach(() => replaceCards(firstCards, new Map()));

  const freeCards = () => cards.filter((card) => card.annualFee === 0).length;

  it("computes on first use, not when made", () => {
    const compute = vi.fn(freeCards);
    const count = fromCards(compute);
    expect(compute).not.toHaveBeenCalled();
    expect(count()).toBe(6);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("keeps the value while the cards stay the same", () => {
    const compute = vi.fn(() => ({ free: freeCards() }));
    const count = fromCards(compute);
    const first = count();
    expect(count()).toBe(first);
    expect(count()).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("computes again after the cards change, once per change, from the new cards", () => {
    const compute = vi.fn(freeCards);
    const count = fromCards(compute);
    expect(count()).toBe(6);
    replaceCards(withFee("remember-gold", 990));
    expect(compute).toHaveBeenCalledTimes(1); // not until it is asked for
    expect(count()).toBe(5);
    expect(count()).toBe(5);
    expect(compute).toHaveBeenCalledTimes(2);
    replaceCards(firstCards);
    expect(count()).toBe(6);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("computes again after a change even when the new cards are equal to the old", () => {
    const compute = vi.fn(freeCards);
    const count = fromCards(compute);
    count();
    replaceCards(firstCards);
    count();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("keeps no value when the computation throws: the next use tries again", () => {
    let fail = true;
    const compute = vi.fn(() => {
      if (fail) throw new Error("not yet");
      return freeCards();
    });
    const count = fromCards(compute);
    expect(count).toThrow("not yet");
    fail = false;
    expect(count()).toBe(6);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("composes: a value computed from another fromCards value follows the cards too", () => {
    const count = fromCards(freeCards);
    const sentence = fromCards(() => `${count()} av ${cards.length} kort er gratis`);
    expect(sentence()).toBe("6 av 10 kort er gratis");
    replaceCards(withFee("remember-gold", 990));
    expect(sentence()).toBe("5 av 10 kort er gratis");
  });
});
