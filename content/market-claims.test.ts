import { describe, expect, it } from "vitest";
import { beginnerMistakes } from "./beginner-guide";
import type { CreditCard } from "./card-schema";
import { cards } from "./cards";
import { debtMistakes } from "./debt-guide";
import { cashWithdrawalSentence, incomeSentence, interestFreeSentence } from "./market-claims";
import { travelMistakes } from "./travel-guide";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const [first, second, third] = cards as [CreditCard, CreditCard, CreditCard];

describe("a cash withdrawal's cost, said from the cards", () => {
  it("when no card states its fee: the usual rule, and where the reader finds the fee", () => {
    expect(cards.every((card) => card.cashWithdrawalFee === undefined)).toBe(true);
    expect(cashWithdrawalSentence(cards)).toBe(
      "Kontantuttak koster som regel gebyr og rente fra første dag. Gebyret står i bankens vilkår, og på kortsiden når banken oppgir det.",
    );
  });

  it("when cards state it: their range, from 0 % when one charges none, and how many of how many state it", () => {
    const list = [
      { ...first, cashWithdrawalFee: { percent: 3, minKr: 50 } },
      { ...second, cashWithdrawalFee: { percent: 0, minKr: 0 } },
      third,
    ];
    expect(plain(cashWithdrawalSentence(list))).toBe(
      "Kontantuttak koster som regel rente fra første dag, og gebyret er fra 0 % til 3 % av beløpet på de 2 av de 3 kortene vi sammenligner som oppgir det.",
    );
  });

  it("abroad: the range of the fees abroad, not the own bank's", () => {
    const list = [
      { ...first, cashWithdrawalFee: { percent: 0, minKr: 0 }, cashWithdrawalAbroadFee: { percent: 2, minKr: 40 } },
      { ...second, cashWithdrawalAbroadFee: { percent: 3, minKr: 35 } },
      third,
    ];
    expect(plain(cashWithdrawalSentence(list, "abroad"))).toBe(
      "Kontantuttak i utlandet koster som regel rente fra første dag, og gebyret er fra 2 % til 3 % av beløpet på de 2 av de 3 kortene vi sammenligner som oppgir det.",
    );
    expect(plain(cashWithdrawalSentence(list))).toContain("0 % av beløpet på ett av de 3 kortene");
  });

  it("the three guides that warn against cash withdrawals say the sentence computed from the cards, not a typed one", () => {
    const sentence = cashWithdrawalSentence(cards);
    expect(travelMistakes().find((entry) => /kontanter/i.test(entry.mistake))!.solution).toContain(
      cashWithdrawalSentence(cards, "abroad"),
    );
    for (const [guide, mistakes] of [
      ["nybegynnerguiden", beginnerMistakes()],
      ["gjeldsguiden", debtMistakes()],
    ] as const) {
      const withdrawal = mistakes.filter((entry) => /kontanter/i.test(entry.mistake));
      expect(withdrawal, guide).toHaveLength(1);
      expect(withdrawal[0]!.solution, guide).toContain(sentence);
    }
  });
});

describe("the other market sentences, when cards state the fact", () => {
  it("interest-free days: the longest period among the cards that state it", () => {
    const list = [{ ...first, interestFreeDays: 45 }, { ...second, interestFreeDays: 50 }, third];
    expect(plain(interestFreeSentence(list))).toBe(
      "Kjøp er rentefrie fram til fakturaen forfaller. Den lengste rentefrie perioden er fra 45 dager til 50 dager på de 2 av de 3 kortene vi sammenligner som oppgir det.",
    );
  });

  it("income: the range every card states", () => {
    const list = [
      { ...first, minimumIncomeKr: 200_000 },
      { ...second, minimumIncomeKr: 250_000 },
    ];
    expect(plain(incomeSentence(list))).toBe(
      "Kravet til årsinntekt er fra 200 000 kr til 250 000 kr på alle de 2 kortene vi sammenligner.",
    );
  });
});
