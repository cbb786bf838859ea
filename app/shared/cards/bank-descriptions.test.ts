import { describe, expect, it } from "vitest";
import { creditCardSchema, type CreditCard } from "#content/card-schema";
import { firstCards } from "#content/cards";
import { bankDescriptionsFrom, cutAtWord, shownBankDescriptions, storedBankDescription } from "./bank-descriptions";

const reviewed = firstCards[0]!;
const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewedFacts } = reviewed;
const unreviewed = (annualFee: number, texts: CreditCard["bankDescriptions"]): CreditCard =>
  ({ ...unreviewedFacts, annualFee, bankDescriptions: texts }) as CreditCard;

describe("cutAtWord", () => {
  it("collapses every run of whitespace to one space", () => {
    expect(cutAtWord("  Prisgaranti og\n\t  kjøpsforsikring  ")).toBe("Prisgaranti og kjøpsforsikring");
  });

  it("keeps a text of 400 characters whole, and cuts a longer one at a word within 400, with «…»", () => {
    const exact = "a".repeat(396) + " bcd";
    expect(cutAtWord(exact)).toBe(exact);
    const words = Array.from({ length: 120 }, (_, i) => `ord${i}`).join(" ");
    const cut = cutAtWord(words);
    expect(cut.length).toBeLessThanOrEqual(400);
    expect(cut.endsWith("…")).toBe(true);
    const kept = cut.slice(0, -1);
    // Whole words only: what is kept is the text up to a space.
    expect(words.startsWith(`${kept} `)).toBe(true);
    expect(kept.length).toBeGreaterThan(390);
  });

  it("leaves no comma or full stop before the «…»", () => {
    const text = `${"x".repeat(397)}, og mer tekst her etterpå som ikke får plass`;
    expect(cutAtWord(text)).toBe(`${"x".repeat(397)}…`);
  });

  it("cuts a single word longer than the room inside it", () => {
    expect(cutAtWord("y".repeat(500))).toBe(`${"y".repeat(399)}…`);
  });
});

describe("the stored texts, from the feed's two", () => {
  it("stores each usable text cut, and leaves out one with a character the pages cannot show", () => {
    expect(
      bankDescriptionsFrom({ travelInsuranceText: "Reise\n forsikring", otherBenefitsText: "Fordeler ✈ på reise" }),
    ).toEqual({ travelInsurance: "Reise forsikring" });
    expect(storedBankDescription("   ")).toBeUndefined();
    expect(bankDescriptionsFrom({})).toBeUndefined();
  });

  it("gives what the card schema takes, however long the feed's text", () => {
    const long = bankDescriptionsFrom({ travelInsuranceText: "ord ".repeat(300), otherBenefitsText: "Kort tekst." })!;
    expect(creditCardSchema.safeParse({ ...reviewed, bankDescriptions: long }).success).toBe(true);
    expect(
      creditCardSchema.safeParse({ ...reviewed, bankDescriptions: { otherBenefits: "z".repeat(401) } }).success,
    ).toBe(false);
  });
});

describe("shownBankDescriptions", () => {
  it("shows an unreviewed card's texts with their subheadings, travel insurance first", () => {
    expect(
      shownBankDescriptions(
        unreviewed(295, { otherBenefits: "Prisgaranti og kjøpsforsikring.", travelInsurance: "Reiseforsikring." }),
      ),
    ).toEqual([
      { label: "Reiseforsikring", text: "Reiseforsikring." },
      { label: "Andre fordeler", text: "Prisgaranti og kjøpsforsikring." },
    ]);
  });

  it("leaves out a text that names a rate, the credit limit or how fast credit is given", () => {
    for (const words of [
      "Lav rente: 19,9 % effektivt.",
      "Kredittgrense opptil 100 000 kr.",
      "Rask behandling av søknaden.",
      "Kortet er enkel å få.",
    ])
      expect(shownBankDescriptions(unreviewed(0, { otherBenefits: words })), words).toEqual([]);
    expect(
      shownBankDescriptions(unreviewed(0, { otherBenefits: "Rente 19,9 %.", travelInsurance: "Reiseforsikring." })),
    ).toEqual([{ label: "Reiseforsikring", text: "Reiseforsikring." }]);
  });

  it("leaves out «uten årsgebyr» on a card with a fee, and shows it on a free card", () => {
    const words = { otherBenefits: "Kortet er uten årsgebyr og gir 1 % bonus." };
    expect(shownBankDescriptions(unreviewed(295, words))).toEqual([]);
    expect(shownBankDescriptions(unreviewed(0, words))).toEqual([
      { label: "Andre fordeler", text: "Kortet er uten årsgebyr og gir 1 % bonus." },
    ]);
  });

  it("gives markup as the text it is (the page escapes it), whitespace collapsed", () => {
    expect(shownBankDescriptions(unreviewed(0, { travelInsurance: "<script>alert(1)</script>\n  Reise" }))).toEqual([
      { label: "Reiseforsikring", text: "<script>alert(1)</script> Reise" },
    ]);
  });

  it("shows nothing on a reviewed card", () => {
    expect(shownBankDescriptions({ ...reviewed, bankDescriptions: { travelInsurance: "Reiseforsikring." } })).toEqual(
      [],
    );
  });
});
