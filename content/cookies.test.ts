import { describe, expect, it } from "vitest";
import { cookieDurationText, cookieTypes } from "./cookies";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const byId = (id: string) => {
  const found = cookieTypes.find((type) => type.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("cookie types (spec §9)", () => {
  it.each([
    ["necessary", false, "Til du lukker nettleseren, eller opptil 1 år"],
    ["analytics", true, "2 år"],
    ["marketing", true, "1–2 år"],
  ])("%s: can be disabled = %s, lasts %j", (id, canDisable, duration) => {
    const type = byId(id);
    expect(type.canDisable).toBe(canDisable);
    expect(plain(cookieDurationText(type.duration))).toBe(duration);
  });

  it.each([
    ["analytics", "2 år"],
    ["ads", "90 dager"],
    ["pixel", "90 dager"],
  ])("%s cookies last %s", (kind, duration) => {
    const example = cookieTypes.flatMap((type) => type.examples).find((e) => e.kind === kind);
    expect(example && plain(cookieDurationText(example.duration))).toBe(duration);
  });

  it("lists the three types in the order necessary, analytics, marketing", () => {
    expect(cookieTypes.map((type) => type.id)).toEqual(["necessary", "analytics", "marketing"]);
  });
});
