import { describe, expect, it } from "vitest";
import { parseField, parseFields, parseNorwegianNumber, type FieldSpec } from "./number-input";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("parseNorwegianNumber", () => {
  it.each([
    ["25000", 25000],
    ["25 000", 25000],
    ["25\u00a0000", 25000],
    ["25\u202f000", 25000],
    ["  2 500  ", 2500],
    ["19,9", 19.9],
    ["19.9", 19.9],
    ["19.90", 19.9],
    ["1.5", 1.5],
    ["0.125", 0.125],
    ["1.500", 1500],
    ["1.500.000", 1500000],
    ["1.500,50", 1500.5],
    ["25 000 kr", 25000],
    ["25 000kr", 25000],
    ["kr 2 500", 2500],
    ["2 500,-", 2500],
    ["NOK 2500", 2500],
    ["19,9 %", 19.9],
    ["20%", 20],
    [",5", 0.5],
    ["0", 0],
    ["-500", -500],
    ["−500", -500],
  ])("%j → %s", (raw, expected) => {
    expect(parseNorwegianNumber(raw)).toBeCloseTo(expected, 10);
  });

  it.each([
    ["abc"],
    [""],
    ["kr"],
    ["1,2,3"],
    ["12a"],
    ["1.50.0"],
    ["1e5"],
    ["Infinity"],
    ["NaN"],
    ["--5"],
    ["1 000.5.2"],
  ])("%j is not a number", (raw) => {
    expect(parseNorwegianNumber(raw)).toBeNull();
  });
});

const debt: FieldSpec = { label: "Total gjeld", kind: "kr", positive: true };
const rate: FieldSpec = { label: "Årlig rente", kind: "percent" };
const extra: FieldSpec = { label: "Ekstra innbetaling", kind: "kr", optional: { defaultValue: 0 } };
const flights: FieldSpec = { label: "Flyreiser i året", kind: "count", inSentence: "antall flyreiser i året" };
const bags: FieldSpec = { label: "Ekstra bagasje", kind: "count", max: 200 };

describe("parseField", () => {
  it.each([
    [debt, "50 000", 50000],
    [rate, "19,9", 19.9],
    [rate, "0", 0],
    [rate, "100", 100],
    [extra, "", 0],
    [extra, "  ", 0],
    [extra, "500", 500],
    [flights, "6", 6],
    [debt, "10 000 000", 10_000_000],
    // Øre and hundredths of a percent are kept exactly, so a result can echo them.
    [debt, "165,90", 165.9],
    [debt, "165.9", 165.9],
    [debt, "0,01", 0.01],
    [rate, "19,99", 19.99],
    [rate, "18,37 %", 18.37],
  ] as const)("%o with %j → %s", (spec, raw, expected) => {
    expect(parseField(spec, raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [debt, "", "Skriv inn total gjeld, for eksempel 25 000."],
    [debt, null, "Skriv inn total gjeld, for eksempel 25 000."],
    [flights, "", "Skriv inn antall flyreiser i året, for eksempel 6."],
    [debt, "mye", "Total gjeld må være et tall, for eksempel 25 000."],
    [rate, "tjue", "Årlig rente må være et tall, for eksempel 19,9."],
    [debt, "-5000", "Total gjeld kan ikke være under 0."],
    [extra, "-1", "Ekstra innbetaling kan ikke være under 0."],
    [debt, "0", "Total gjeld må være mer enn 0."],
    [rate, "100,5", "Årlig rente kan ikke være over 100 %."],
    [rate, "1.500", "Årlig rente kan ikke være over 100 %."],
    [debt, "10 000 001", "Total gjeld kan ikke være over 10 000 000 kr."],
    [flights, "2,5", "Flyreiser i året må være et helt tall, for eksempel 6."],
    [flights, "5000", "Flyreiser i året kan ikke være over 1 000."],
    [bags, "201", "Ekstra bagasje kan ikke være over 200."],
    // More decimals than a result can echo are refused rather than silently rounded.
    [debt, "165,905", "Total gjeld kan ha høyst 2 desimaler (øre), for eksempel 25 000."],
    [extra, "0,001", "Ekstra innbetaling kan ha høyst 2 desimaler (øre), for eksempel 25 000."],
    [rate, "19,999", "Årlig rente kan ha høyst 2 desimaler, for eksempel 19,9."],
  ] as const)("%o with %j → %s", (spec, raw, message) => {
    const result = parseField(spec, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(plain(result.message)).toBe(message);
  });
});

describe("parseFields", () => {
  const specs = { gjeld: debt, rente: rate, ekstra: extra };

  it.each([
    [
      { gjeld: "50 000", rente: "20", ekstra: "" },
      { gjeld: 50000, rente: 20, ekstra: 0 },
    ],
    [
      { gjeld: "1.500", rente: "19.9", ekstra: "250" },
      { gjeld: 1500, rente: 19.9, ekstra: 250 },
    ],
  ])("reads %o", (raw, values) => {
    expect(parseFields(specs, (name) => raw[name])).toEqual({ ok: true, values });
  });

  it("collects every field's error, and only those", () => {
    const result = parseFields(specs, (name) => ({ gjeld: "", rente: "200", ekstra: "100" })[name]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["gjeld", "rente"]);
  });
});

describe("field examples", () => {
  it.each([
    [
      { label: "Månedlig innbetaling", kind: "kr", example: "2 500" } as FieldSpec,
      "",
      "Skriv inn månedlig innbetaling, for eksempel 2 500.",
    ],
    [
      { label: "Månedlig innbetaling", kind: "kr", example: "2 500" } as FieldSpec,
      "x",
      "Månedlig innbetaling må være et tall, for eksempel 2 500.",
    ],
  ])("%o with %j → %s", (spec, raw, message) => {
    expect(parseField(spec, raw)).toEqual({ ok: false, message });
  });
});
