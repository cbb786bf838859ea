import { describe, expect, it } from "vitest";
import { cardContentProblems, cardTextProblems } from "./card-checks";
import { firstCards } from "./cards";

describe("what the content needs from the cards' facts", () => {
  it("is all there in the first version", () => {
    expect(cardContentProblems(firstCards)).toEqual([]);
  });

  it("names each guide that could not be rendered once no free card gives cashback", () => {
    const noFreeCashback = firstCards.map((card) =>
      card.annualFee === 0 && card.cashbackRate!.min > 0 ? { ...card, annualFee: 300 } : card,
    );
    expect(cardContentProblems(noFreeCashback)).toEqual(
      expect.arrayContaining([
        "Spareguiden trenger minst ett gratiskort med cashback på alle kjøp",
        "Cashback-guiden trenger minst ett gratiskort med cashback på alle kjøp",
      ]),
    );
  });

  it("refuses cards that tie in the cashback article's top three, where the order would be the card list's", () => {
    // SAS EuroBonus World earns what Morrow Bank earns for the household once its fee and rate are Morrow's lowest.
    const morrow = firstCards.find((card) => card.urlSlug === "morrow-bank-kredittkort")!;
    const { min } = morrow.cashbackRate!;
    const tied = firstCards.map((card) =>
      card.urlSlug === "sas-eurobonus"
        ? { ...card, annualFee: morrow.annualFee, cashbackRate: { min, max: min } }
        : card,
    );
    expect(cardContentProblems(tied)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Cashback-artikkelen: Rangeringen kan ikke vises/)]),
    );
  });

  it.each(["trumf-kredittkort", "remember-gold", "tf-bank-mastercard"])(
    "refuses a fee on %s while the best-in-test article calls it free",
    (slug) => {
      const withFee = firstCards.map((card) => (card.urlSlug === slug ? { ...card, annualFee: 295 } : card));
      const name = firstCards.find((card) => card.urlSlug === slug)?.name;
      expect(cardContentProblems(withFee)).toEqual([
        expect.stringContaining(`omtaler ${name} som et kort uten årsgebyr`),
      ]);
    },
  );
});

describe("the {tokens} in the cards' texts", () => {
  const edited = (slug: string, change: (card: (typeof firstCards)[number]) => Partial<(typeof firstCards)[number]>) =>
    firstCards.map((card) => (card.urlSlug === slug ? { ...card, ...change(card) } : card));
  const gold = firstCards.find((card) => card.urlSlug === "remember-gold")!;

  it("can all be filled in the first version", () => {
    expect(cardTextProblems(firstCards)).toEqual([]);
  });

  it.each([
    [
      "highlights",
      (card: typeof gold) => ({ highlights: [...card.highlights!, "Les mer om {finnesIkke}"] }),
      `feltet «highlights.${gold.highlights!.length}» bruker {finnesIkke}, som ikke finnes`,
    ],
    [
      "editorial",
      (card: typeof gold) => ({ editorial: [card.editorial![0]!, "Kortet er {constructor}."] }),
      "feltet «editorial.1» bruker {constructor}, som ikke finnes",
    ],
    [
      "a token the card has no data for",
      (card: typeof gold) => ({ highlights: [...card.highlights!, "{loungeCount} salonger"] }),
      `bruker {loungeCount}, som kortet ikke har data for`,
    ],
    [
      "a comparison in a highlight",
      (card: typeof gold) => ({ highlights: [...card.highlights!, "Vurderingen er {ratingStanding}"] }),
      "bruker {ratingStanding}, som bare kan brukes i omtalen",
    ],
    [
      "a token where texts are printed as typed",
      () => ({ bestFor: "Alle som vil ha {cashback}" }),
      "feltet «bestFor» bruker {cashback}, men koder fylles bare ut i punktene",
    ],
  ])("refuses %s, naming the card and the field", (_, change, expected) => {
    expect(cardContentProblems(edited("remember-gold", change))).toEqual([
      expect.stringMatching(new RegExp(`^Kort «re:member Gold»: .*${expected.replace(/[{}()[\]]/g, "\\$&")}`)),
    ]);
  });
});
