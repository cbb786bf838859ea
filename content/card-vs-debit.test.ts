import { describe, expect, it } from "vitest";
import { cardVsDebitFacts, comparisonRows, useCases } from "./card-vs-debit";

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

  it("puts the interest-free period into the table from the data", () => {
    const row = comparisonRows.find((r) => r.aspect === "Rentefri periode");
    const { min, max } = cardVsDebitFacts.interestFreeDays;
    expect(row?.creditCard).toContain(`${min}–${max} dager`);
  });

  it("puts the FAQ's age limit into the table", () => {
    expect(comparisonRows.find((r) => r.aspect === "Krav for å få kortet")?.creditCard).toContain("minst 18 år");
  });

  it("has use cases for both cards", () => {
    expect(useCases.creditCard.length).toBeGreaterThanOrEqual(3);
    expect(useCases.debitCard.length).toBeGreaterThanOrEqual(3);
  });
});
