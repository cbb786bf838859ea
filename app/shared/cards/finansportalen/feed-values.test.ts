import { describe, expect, it } from "vitest";
import { readBoolean, readFee, readNumber, readText } from "./feed-values";

describe("readNumber", () => {
  it.each([
    ["19.9", 19.9],
    ["19,9", 19.9],
    [" 22,90 ", 22.9],
    ["0", 0],
    ["295", 295],
    ["1 234,5", 1234.5],
    ["1\u00a0234,5", 1234.5],
    ["250\u202f000", 250000],
    ["1 000 000", 1000000],
    ["1.234,5", 1234.5],
    ["1,234.5", 1234.5],
    ["1.234.567", 1234567],
    ["1,75 %", 1.75],
    ["35 kr", 35],
    ["-1,5", -1.5],
  ])("reads «%s» as %s", (text, value) => {
    expect(readNumber(text)).toEqual({ value });
  });

  it.each([[""], ["   "], [undefined]])("reads «%s» as unknown, never 0", (text) => {
    expect(readNumber(text)).toEqual({ value: undefined });
  });

  it.each([["abc"], ["19,9,1"], ["12 5"], ["1.2.3"], ["1,23.4,5"], ["NaN"], ["Infinity"], ["1e3"], ["19,"]])(
    "refuses «%s», naming it",
    (text) => {
      expect(readNumber(text)).toEqual({ error: `«${text}» er ikke et tall` });
    },
  );
});

describe("readBoolean", () => {
  it.each([
    ["true", true],
    ["TRUE", true],
    ["1", true],
    ["ja", true],
    ["Ja", true],
    ["false", false],
    ["0", false],
    ["nei", false],
    [" NEI ", false],
  ])("reads «%s» as %s", (text, value) => {
    expect(readBoolean(text)).toEqual({ value });
  });

  it("reads an empty element as unknown and refuses anything else", () => {
    expect(readBoolean("")).toEqual({ value: undefined });
    expect(readBoolean(undefined)).toEqual({ value: undefined });
    expect(readBoolean("kanskje")).toEqual({ error: "«kanskje» er verken ja eller nei" });
  });
});

describe("readFee", () => {
  it.each([
    ["35", { percent: 0, minKr: 35 }],
    ["0", { percent: 0, minKr: 0 }],
    ["2 %", { percent: 2, minKr: 0 }],
    ["2 % min. 35 kr", { percent: 2, minKr: 35 }],
    ["3 %, minst 40 kr", { percent: 3, minKr: 40 }],
    ["2,5% minimum 40", { percent: 2.5, minKr: 40 }],
  ])("reads «%s»", (text, value) => {
    expect(readFee(text)).toEqual({ value });
  });

  it("reads empty as unknown and refuses words", () => {
    expect(readFee(" ")).toEqual({ value: undefined });
    expect(readFee("gratis")).toEqual({ error: "«gratis» er ikke et gebyr" });
  });
});

describe("readText", () => {
  it("makes runs of white space one space and empty unknown", () => {
    expect(readText("  Prisgaranti og\n   kjøpsforsikring ")).toBe("Prisgaranti og kjøpsforsikring");
    expect(readText(" \n ")).toBeUndefined();
  });
});
