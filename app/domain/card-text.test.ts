import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { cashbackText, creditLimitText, fillCardText } from "./card-text";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const card = (slug: string) => cards.find((c) => c.urlSlug === slug)!;

describe("cashbackText", () => {
  it.each([
    ["bank-norwegian-kredittkort", "0,5 % i CashPoints"],
    ["remember-black", "0 % (re:member Reward-rabatter på 2–25 % hos over 400 butikker)"],
    ["remember-gold", "0 %"],
    ["tf-bank-mastercard", "0 % (DealPass-rabatter på 2–20 % hos over 500 butikker)"],
    ["morrow-bank-kredittkort", "1–4 % cashback"],
    ["trumf-kredittkort", "1 % Trumf-bonus i NorgesGruppen, 4 % på torsdager"],
    ["sas-eurobonus", "1–2 % i EuroBonus-poeng"],
    ["sas-eurobonus-premium", "1,5–2,5 % i EuroBonus-poeng"],
    ["amex-platinum", "2 % i Membership Rewards-poeng (Points Plus)"],
  ])("%s: %s", (slug, expected) => {
    expect(plain(cashbackText(card(slug)))).toBe(expected);
  });
});

describe("fillCardText", () => {
  it("fills tokens from the card's data", () => {
    expect(plain(fillCardText(card("sas-eurobonus"), "Årsgebyr {annualFee}, dekning {travelCover}"))).toBe(
      "Årsgebyr 465 kr, dekning 5 millioner kr",
    );
    expect(plain(creditLimitText(card("amex-platinum")))).toBe("Inntil 400 000 kr");
  });

  it("computes the fee break-even spend for a points card", () => {
    // 2 335 kr / 1,5 % = 155 667 kr, rounded up to the thousand.
    expect(plain(fillCardText(card("sas-eurobonus-premium"), "{feeBreakEvenSpend}"))).toBe("156 000 kr");
  });

  it("throws on a token the card has no data for", () => {
    expect(() => fillCardText(card("remember-gold"), "{loungeCount}")).toThrow("Kort «re:member Gold»: teksten bruker {loungeCount}");
  });

  it("every card's highlights and editorial text fill without error", () => {
    for (const c of cards) {
      for (const text of [...c.highlights, ...c.editorial]) expect(fillCardText(c, text)).not.toMatch(/[{}]/);
    }
  });
});
