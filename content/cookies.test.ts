import { describe, expect, it } from "vitest";
import { ANALYTICS_MAX_AGE_SECONDS, CAMPAIGN_MAX_AGE_SECONDS, CONSENT_MAX_AGE_SECONDS } from "../app/domain/consent";
import { formatPeriod, periodInDays } from "../app/domain/period";
import { cookieDurationText, cookieTypes, siteCookies } from "./cookies";

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

describe("the cookies we set today", () => {
  const byName = (name: string) => {
    const found = siteCookies.find((cookie) => cookie.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  // The page states each lifetime from content; the script and the server set it from app/domain/consent.ts.
  it.each([
    ["kv_samtykke", "necessary", "12 måneder", CONSENT_MAX_AGE_SECONDS],
    ["kv_statistikk", "analytics", "12 måneder", ANALYTICS_MAX_AGE_SECONDS],
    ["kv_kampanje", "marketing", "90 dager", CAMPAIGN_MAX_AGE_SECONDS],
  ])("%s is %s, stated as %s and set for the same number of days", (name, typeId, text, maxAgeSeconds) => {
    const cookie = byName(name);
    expect(cookie.typeId).toBe(typeId);
    expect(plain(formatPeriod(cookie.duration))).toBe(text);
    expect(Math.round(periodInDays(cookie.duration))).toBe(maxAgeSeconds / 86_400);
  });

  it.each(siteCookies.map((cookie) => [cookie.name, cookie.typeId] as const))(
    "%s lasts no longer than the policy allows for %s cookies",
    (name, typeId) => {
      const max = byId(typeId).duration.max;
      if (!max) throw new Error(`${typeId} has no longest duration`);
      expect(periodInDays(byName(name).duration)).toBeLessThanOrEqual(periodInDays(max) + 0.5);
    },
  );

  it("the consent example matches the consent cookie: 12 months", () => {
    const example = byId("necessary").examples.find((e) => e.kind === "consent");
    expect(example && plain(cookieDurationText(example.duration))).toBe("12 måneder");
  });
});
