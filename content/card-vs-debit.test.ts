import { describe, expect, it } from "vitest";
import { comparisonRows, useCases } from "./card-vs-debit";

describe("credit card vs bank card", () => {
  it.each([
    "Hvem sine penger",
    "Rentefri periode",
    "Forbrukervern ved kjøp",
    "Depositum, hotell og leiebil",
    "Kostnad",
    "Buffer",
  ])("compares %s", (aspect) => {
    expect(comparisonRows.map((row) => row.aspect)).toContain(aspect);
  });

  it("names no number of interest-free days in the table (the article computes it from the cards)", () => {
    const row = comparisonRows.find((r) => r.aspect === "Rentefri periode");
    expect(row?.creditCard).toBe(
      "Ja, på kjøp fram til fakturaen forfaller, hvis hele fakturaen betales innen forfall.",
    );
  });

  it("puts the FAQ's age limit into the table", () => {
    expect(comparisonRows.find((r) => r.aspect === "Krav for å få kortet")?.creditCard).toContain("minst 18 år");
  });

  it("has use cases for both cards", () => {
    expect(useCases.creditCard.length).toBeGreaterThanOrEqual(3);
    expect(useCases.debitCard.length).toBeGreaterThanOrEqual(3);
  });
});
