import { describe, expect, test } from "vitest";
import { idleCores } from "./render-check.js";

describe("idleCores: how many render workers a write's check starts", () => {
  test("every core on a quiet machine", () => {
    expect(idleCores(2, 0.1)).toBe(2);
    expect(idleCores(8, 0.4)).toBe(8);
  });
  test("fewer as the machine's load takes cores, never none", () => {
    expect(idleCores(2, 1)).toBe(1);
    expect(idleCores(8, 3.6)).toBe(4);
    expect(idleCores(2, 9)).toBe(1);
  });
});
