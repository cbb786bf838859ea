import { describe, expect, it } from "vitest";
import {
  ANALYTICS_MAX_AGE_SECONDS,
  CAMPAIGN_MAX_AGE_SECONDS,
  CONSENT_MAX_AGE_SECONDS,
} from "../app/site/consent/consent";
import { formatPeriod, periodInDays } from "../app/shared/format/period";
import {
  cookieDurationText,
  cookieTypes,
  longestSiteCookie,
  periodFromMaxAge,
  siteCookies,
  siteCookiesOfKind,
  siteCookieWithLifetime,
} from "./cookies";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const byId = (id: string) => {
  const found = cookieTypes.find((type) => type.id === id);
  if (!found) throw new Error(id);
  return found;
};
const byName = (name: string) => {
  const found = siteCookies.find((cookie) => cookie.name === name);
  if (!found) throw new Error(name);
  return found;
};

// The cookie policy's durations are limits: the longest a cookie of a type or kind may live.
describe("cookie types: the policy's limits", () => {
  it.each([
    ["necessary", false, "Til du lukker nettleseren, eller opptil 1 år"],
    ["analytics", true, "2 år"],
    ["marketing", true, "1–2 år"],
  ])("%s: can be disabled = %s, allowed for at most %j", (id, canDisable, duration) => {
    const type = byId(id);
    expect(type.canDisable).toBe(canDisable);
    expect(plain(cookieDurationText(type.duration))).toBe(duration);
  });

  it.each([
    ["analytics", "2 år"],
    ["ads", "90 dager"],
    ["pixel", "90 dager"],
  ])("%s cookies are allowed for at most %s", (kind, duration) => {
    const example = cookieTypes.flatMap((type) => type.examples).find((e) => e.kind === kind);
    expect(example && plain(cookieDurationText(example.duration))).toBe(duration);
  });

  it("lists the three types in the order necessary, analytics, marketing", () => {
    expect(cookieTypes.map((type) => type.id)).toEqual(["necessary", "analytics", "marketing"]);
  });

  it("names kinds, never a cookie name, among the examples, and uses no pixel today", () => {
    for (const example of cookieTypes.flatMap((type) => type.examples)) expect(example.name).not.toMatch(/kv_/);
    expect(siteCookiesOfKind("pixel")).toEqual([]);
  });
});

describe("the cookies we set today", () => {
  // Each lifetime comes from the constant the script and the server set Max-Age with (app/site/consent/consent.ts).
  it.each([
    ["kv_samtykke", "necessary", "consent", CONSENT_MAX_AGE_SECONDS],
    ["kv_statistikk", "analytics", "analytics", ANALYTICS_MAX_AGE_SECONDS],
    ["kv_kampanje", "marketing", "ads", CAMPAIGN_MAX_AGE_SECONDS],
  ] as const)(
    "%s is a %s cookie of kind %s, stated with the Max-Age it is set with",
    (name, typeId, kind, maxAgeSeconds) => {
      const cookie = byName(name);
      expect(cookie.typeId).toBe(typeId);
      expect(cookie.kind).toBe(kind);
      expect(cookie.maxAgeSeconds).toBe(maxAgeSeconds);
      expect(cookie.duration).toEqual(periodFromMaxAge(maxAgeSeconds));
      expect(periodInDays(cookie.duration) * 86_400).toBe(maxAgeSeconds);
    },
  );

  it.each([
    [365 * 86_400, "1 år"],
    [730 * 86_400, "2 år"],
    [90 * 86_400, "90 dager"],
    [400 * 86_400, "400 dager"],
  ])("a Max-Age of %i s is written %j", (seconds, text) => {
    expect(plain(formatPeriod(periodFromMaxAge(seconds)))).toBe(text);
  });

  it("refuses a Max-Age that is not whole days", () => {
    expect(() => periodFromMaxAge(3600)).toThrow(/helt antall dager/);
  });

  it.each(siteCookies.map((cookie) => [cookie.name, cookie.typeId, cookie.kind] as const))(
    "%s lasts no longer than the policy allows for %s cookies and for its kind (%s)",
    (name, typeId, kind) => {
      const type = byId(typeId);
      const limits = [type.duration.max, type.examples.find((e) => e.kind === kind)?.duration.max];
      for (const max of limits) {
        if (!max) throw new Error(`${typeId}/${kind} has no longest duration`);
        expect(periodInDays(byName(name).duration)).toBeLessThanOrEqual(periodInDays(max) + 0.5);
      }
    },
  );

  it("names each cookie with its lifetime for the privacy statement, and knows the longest", () => {
    expect(plain(siteCookieWithLifetime("kv_kampanje"))).toBe(
      `kv_kampanje (${plain(formatPeriod(periodFromMaxAge(CAMPAIGN_MAX_AGE_SECONDS)))})`,
    );
    const longestSeconds = Math.max(CONSENT_MAX_AGE_SECONDS, ANALYTICS_MAX_AGE_SECONDS, CAMPAIGN_MAX_AGE_SECONDS);
    expect(longestSiteCookie).toEqual(periodFromMaxAge(longestSeconds));
  });
});
