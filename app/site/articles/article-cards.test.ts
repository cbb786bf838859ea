import { describe, expect, it } from "vitest";
import { cardBySlug } from "#content/cards";
import { benefitText, spendForCashback } from "./article-cards";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const card = (slug: string) => {
  const found = cardBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("benefitText", () => {
  it.each([
    ["remember-black", "re:member Reward: 2–25 % rabatt hos over 400 butikker"],
    ["tf-bank-mastercard", "DealPass: 2–20 % rabatt hos over 500 butikker"],
    ["bank-norwegian-kredittkort", "0,5 % i CashPoints"],
    ["sas-amex-elite", "2 % i EuroBonus-poeng"],
    ["trumf-kredittkort", "1 % Trumf-bonus i NorgesGruppen, 4 % på torsdager"],
  ])("%s → %s", (slug, expected) => {
    expect(plain(benefitText(card(slug)))).toBe(expected);
  });
});

describe("spendForCashback", () => {
  it.each([
    [15_000, 3, 500_000],
    [15_000, 2, 750_000],
    [1_000, 0.5, 200_000],
    [100, 3, 3_333],
  ])("%s kr at %s %% needs %s kr", (cashback, rate, expected) => {
    expect(spendForCashback(cashback, rate)).toBe(expected);
  });

  it("refuses a zero rate", () => {
    expect(() => spendForCashback(100, 0)).toThrow();
  });
});
