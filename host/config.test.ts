import { describe, expect, it } from "vitest";
import { readConfig } from "./config.js";

describe("FINANSPORTALEN_OPEN_DATA", () => {
  it("is off unless set to «on»: the feed's facts are shared only where the agreement allows", () => {
    expect(readConfig({}).shareFeedInOpenData).toBe(false);
    expect(readConfig({ FINANSPORTALEN_OPEN_DATA: "" }).shareFeedInOpenData).toBe(false);
    expect(readConfig({ FINANSPORTALEN_OPEN_DATA: "off" }).shareFeedInOpenData).toBe(false);
    expect(readConfig({ FINANSPORTALEN_OPEN_DATA: "on" }).shareFeedInOpenData).toBe(true);
  });

  it("refuses any other value at start, naming the variable", () => {
    expect(() => readConfig({ FINANSPORTALEN_OPEN_DATA: "yes" })).toThrow(
      "FINANSPORTALEN_OPEN_DATA må være «on» eller «off», ikke «yes»",
    );
  });
});
