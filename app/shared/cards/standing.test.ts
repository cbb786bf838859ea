import { describe, expect, it } from "vitest";
import { standingAmong } from "./standing";

describe("standingAmong", () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each([
    [1, ten, "lowest"],
    [2, ten, "among-lowest"],
    [3, ten, "among-lowest"],
    [4, ten, "middle"],
    [7, ten, "middle"],
    [8, ten, "among-highest"],
    [9, ten, "among-highest"],
    [10, ten, "highest"],
    [0, [0, 0, 0, 5], "lowest"],
    [5, [0, 0, 0, 5], "highest"],
    [3, [3, 3, 3], "middle"],
    [2, [1, 2, 3], "middle"],
  ])("%s among %j is %s", (value, values, standing) => {
    expect(standingAmong(value, values)).toBe(standing);
  });

  it("refuses fewer than three values and a value not among them", () => {
    expect(() => standingAmong(1, [1, 2])).toThrow();
    expect(() => standingAmong(4, [1, 2, 3])).toThrow();
  });
});
