import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./fast-path.js";

describe("content negotiation", () => {
  it.each([
    [undefined, null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    ["*", "br"],
    ["gzip;q=0, br;q=0", null],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
