import { describe, expect, it } from "vitest";
import { creditCardSchema, parseCards } from "./card-schema";
import { cards } from "./cards";

// The ten cards' facts: fee kr / rate % / credit limit kr / processing days (the stars are computed:
// app/shared/rating). The product
// spec's "effective rate" is read as the rate before fees (docs/decisions/0005-effective-rate.md).
const specFacts: Array<[string, number, number, number, [number, number]]> = [
  ["bank-norwegian-kredittkort", 0, 19.9, 150_000, [1, 3]],
  ["remember-black", 0, 18.9, 150_000, [1, 3]],
  ["remember-gold", 0, 17.9, 150_000, [1, 3]],
  ["tf-bank-mastercard", 0, 21.9, 200_000, [2, 5]],
  ["morrow-bank-kredittkort", 0, 20.9, 100_000, [1, 3]],
  ["trumf-kredittkort", 0, 22.9, 150_000, [2, 4]],
  ["sas-eurobonus", 465, 20.9, 100_000, [3, 5]],
  ["sas-eurobonus-premium", 2335, 19.9, 100_000, [5, 7]],
  ["amex-platinum", 9000, 18.9, 400_000, [3, 5]],
  ["sas-amex-elite", 6000, 17.9, 400_000, [7, 10]],
];

describe("card data", () => {
  it("has the spec's ten cards, in the spec's order", () => {
    expect(cards.map((card) => card.urlSlug)).toEqual(specFacts.map(([slug]) => slug));
  });

  it.each(specFacts)("%s: fee %s kr, %s %%, limit %s kr, %o working days", (slug, fee, rate, limit, days) => {
    const card = cards.find((c) => c.urlSlug === slug);
    expect(card).toBeDefined();
    expect(card?.annualFee).toBe(fee);
    expect(card?.interestRate).toBe(rate);
    expect(card?.creditLimitMax).toBe(limit);
    expect([card?.processingDays?.min, card?.processingDays?.max]).toEqual(days);
  });

  it("holds the spec's extra facts as numbers", () => {
    const bySlug = (slug: string) => cards.find((c) => c.urlSlug === slug)!;
    expect(bySlug("sas-eurobonus").extras.travelInsurance).toEqual({
      travelCoverKr: 5_000_000,
      baggageKr: 30_000,
      cancellationKr: 50_000,
    });
    expect(bySlug("amex-platinum").extras.loungeCount).toBe(1400);
    expect(bySlug("amex-platinum").extras.restaurantExperiencesPerYear).toBe(6);
    expect(bySlug("sas-amex-elite").extras.twoForOnePerYear).toBe(2);
    expect(bySlug("trumf-kredittkort").extras.requiredMembership).toBe("Trumf");
    expect(bySlug("trumf-kredittkort").extras.groceryRule).toMatchObject({ everyday: 1, thursday: 4 });
    expect(bySlug("remember-black").extras.partnerDiscounts).toMatchObject({
      rate: { min: 2, max: 25 },
      minShops: 400,
    });
    expect(bySlug("remember-black").extras.topDiscountPercent).toEqual({ min: 20, max: 25 });
    expect(bySlug("tf-bank-mastercard").extras.partnerDiscounts).toMatchObject({
      programme: "DealPass",
      rate: { min: 2, max: 20 },
      minShops: 500,
    });
    expect(bySlug("morrow-bank-kredittkort").cashbackRate).toEqual({ min: 1, max: 4 });
  });

  it("types no rating: the stars are the rating method's", () => {
    for (const card of cards) expect([card.rating, card.recommended]).toEqual([undefined, undefined]);
  });

  it("has a card image file for every card", async () => {
    const { existsSync } = await import("node:fs");
    for (const card of cards) expect(existsSync(`public${card.image}`), card.image).toBe(true);
  });
});

describe("card schema", () => {
  const valid = structuredClone(cards[0]) as Record<string, unknown>;

  it.each([
    ["annualFee", -1, "Kort «Bank Norwegian»: feltet «annualFee» kan ikke være negativ"],
    ["annualFee", 12.5, "Kort «Bank Norwegian»: feltet «annualFee» må være et helt antall kroner"],
    ["urlSlug", "Bank Norwegian", "Kort «Bank Norwegian»: feltet «urlSlug» må være små bokstaver, tall og bindestrek"],
    ["applyUrl", "http://example.no", "Kort «Bank Norwegian»: feltet «applyUrl» må være en https-adresse"],
    ["lastChecked", "15.01.2025", "Kort «Bank Norwegian»: feltet «lastChecked» må være en dato på formen ÅÅÅÅ-MM-DD"],
  ])("a bad %s (%s) fails with a message naming the card and field", (field, value, message) => {
    expect(() => parseCards([{ ...valid, [field]: value }])).toThrow(message);
  });

  it("names a card without a name by its position", () => {
    expect(() => parseCards([valid, { ...valid, name: undefined }])).toThrow("Kort nr. 2: feltet «name»");
  });

  it("rejects duplicate slugs", () => {
    expect(() => parseCards([valid, { ...valid, id: 99 }])).toThrow(
      "feltet «urlSlug» er det samme som for «Bank Norwegian»",
    );
  });

  it.each([
    ["a rate", "Effektiv rente på {effectiveRate}"],
    ["a credit limit", "Kredittgrense inntil {creditLimitMax}"],
    ["speed of credit", "Raskt svar på søknaden"],
  ])("refuses %s among the highlights (credit-marketing rules)", (_, highlight) => {
    expect(() => parseCards([{ ...valid, highlights: ["Ingen årsgebyr", highlight] }])).toThrow(
      "Kort «Bank Norwegian»: feltet «highlights» kan ikke nevne",
    );
  });

  it("refuses a one-chain bonus counted as cashback on ordinary purchases", () => {
    const trumf = structuredClone(cards.find((card) => card.urlSlug === "trumf-kredittkort")) as Record<
      string,
      unknown
    >;
    expect(() => parseCards([{ ...trumf, cashbackRate: { min: 1, max: 4 } }])).toThrow(
      "feltet «cashbackRate» må være 0",
    );
  });

  it("gives every card a network, and the Amex cards American Express", () => {
    expect(cards.filter((card) => card.network === "American Express").map((card) => card.urlSlug)).toEqual([
      "amex-platinum",
      "sas-amex-elite",
    ]);
    expect(cards.find((card) => card.urlSlug === "trumf-kredittkort")?.network).toBe("Visa");
  });

  it("rejects unknown fields, so a misspelt field cannot slip through", () => {
    expect(creditCardSchema.safeParse({ ...valid, anualFee: 0 }).success).toBe(false);
  });
});
