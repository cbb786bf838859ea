import { describe, expect, it } from "vitest";
import { batches } from "./batches";

describe("batches", () => {
  it("gives every item once, in order, at most `size` to a batch", () => {
    const items = Array.from({ length: 250 }, (_, index) => index);
    const out = batches(items, 100);
    expect(out.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(out.flat()).toEqual(items);
    expect(batches([], 100)).toEqual([]);
  });

  it("refuses a batch size that would never end", () => {
    expect(() => batches([1], 0)).toThrow(RangeError);
  });
});
