import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_MAX_AGE_SECONDS,
  CONSENT_MAX_AGE_SECONDS,
  campaignCookieValue,
  consentFromCookieHeader,
  consentSetCookies,
  parseConsent,
  parseConsentForm,
  readCookie,
  safeReturnPath,
  serializeConsent,
} from "./consent";

describe("parseConsent", () => {
  it.each([
    ["v1-a0-m0", { analytics: false, marketing: false }],
    ["v1-a1-m0", { analytics: true, marketing: false }],
    ["v1-a0-m1", { analytics: false, marketing: true }],
    ["v1-a1-m1", { analytics: true, marketing: true }],
  ])("%s is a valid choice", (value, expected) => {
    expect(parseConsent(value)).toEqual(expected);
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["v1"],
    ["v2-a1-m1"],
    ["v1-a2-m0"],
    ["v1-a1-m1-x"],
    [" v1-a1-m1"],
    ["V1-A1-M1"],
    ["v1-a1"],
    ["ja"],
  ])("%j is no choice", (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it.each([
    [{ analytics: false, marketing: false }, "v1-a0-m0"],
    [{ analytics: true, marketing: false }, "v1-a1-m0"],
    [{ analytics: false, marketing: true }, "v1-a0-m1"],
    [{ analytics: true, marketing: true }, "v1-a1-m1"],
  ])("serializes %j as %s and reads it back", (choice, value) => {
    expect(serializeConsent(choice)).toBe(value);
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });
});

describe("cookie lifetimes", () => {
  it.each([
    ["consent", CONSENT_MAX_AGE_SECONDS, 31_536_000],
    ["campaign", CAMPAIGN_MAX_AGE_SECONDS, 7_776_000],
  ])("%s cookie lives %i seconds", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("reading the Cookie header", () => {
  it.each([
    ["kv_samtykke=v1-a1-m0", { analytics: true, marketing: false }],
    ["a=1; kv_samtykke=v1-a0-m1; b=2", { analytics: false, marketing: true }],
    ["kv_samtykke=v1-a0-m0;kv_statistikk=1", { analytics: false, marketing: false }],
    ["x_kv_samtykke=v1-a1-m1", null],
    ["kv_samtykke=ja", null],
    ["", null],
    [null, null],
  ])("%j → %j", (header, expected) => {
    expect(consentFromCookieHeader(header)).toEqual(expected);
  });

  it("keeps '=' inside a value", () => {
    expect(readCookie("k=a=b; other=1", "k")).toBe("a=b");
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/kredittkort", "/kredittkort"],
    ["/kredittkort?kategori=reise", "/kredittkort?kategori=reise"],
    ["/cookies#cookies", "/cookies#cookies"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["kredittkort", "/"],
    ["/ok\r\nSet-Cookie: x=1", "/"],
    ["/kort/blåtur?q=sør øst", "/kort/bl%C3%A5tur?q=s%C3%B8r%20%C3%B8st"],
    ["/søk/😀", "/s%C3%B8k/%F0%9F%98%80"],
    ["/x\ud800y", "/xy"],
    ["", "/"],
    [undefined, "/"],
    [42, "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//x", "/samtykke")).toBe("/samtykke");
  });
});

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("parseConsentForm", () => {
  it.each([
    [{ valg: "alle" }, { analytics: true, marketing: true }],
    [{ valg: "ingen" }, { analytics: false, marketing: false }],
    // Boxes do not count when the visitor pressed "Avvis alle" or "Godta alle".
    [
      { valg: "ingen", analyse: "on", markedsforing: "on" },
      { analytics: false, marketing: false },
    ],
    [{ valg: "tilpass" }, { analytics: false, marketing: false }],
    [
      { valg: "tilpass", analyse: "on" },
      { analytics: true, marketing: false },
    ],
    [
      { valg: "tilpass", markedsforing: "on" },
      { analytics: false, marketing: true },
    ],
    [
      { valg: "tilpass", analyse: "on", markedsforing: "on" },
      { analytics: true, marketing: true },
    ],
  ])("%j → %j", (entries, expected) => {
    expect(parseConsentForm(form(entries))).toEqual(expected);
  });

  it.each([
    [{}],
    [{ valg: "ja" }],
    [{ valg: "ALLE" }],
    [{ valg: "tilpass", analyse: "ja" }],
    [{ valg: "tilpass", markedsforing: "1" }],
  ])("%j is invalid", (entries) => {
    expect(parseConsentForm(form(entries))).toBeNull();
  });
});

describe("consentSetCookies", () => {
  it.each([
    [
      { analytics: false, marketing: false },
      false,
      [
        "kv_samtykke=v1-a0-m0; Max-Age=31536000; Path=/; SameSite=Lax",
        "kv_statistikk=; Max-Age=0; Path=/; SameSite=Lax",
        "kv_kampanje=; Max-Age=0; Path=/; SameSite=Lax",
      ],
    ],
    [
      { analytics: true, marketing: false },
      true,
      [
        "kv_samtykke=v1-a1-m0; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
        "kv_kampanje=; Max-Age=0; Path=/; SameSite=Lax; Secure",
      ],
    ],
    [
      { analytics: false, marketing: true },
      false,
      [
        "kv_samtykke=v1-a0-m1; Max-Age=31536000; Path=/; SameSite=Lax",
        "kv_statistikk=; Max-Age=0; Path=/; SameSite=Lax",
      ],
    ],
    [{ analytics: true, marketing: true }, false, ["kv_samtykke=v1-a1-m1; Max-Age=31536000; Path=/; SameSite=Lax"]],
  ])("%j (secure: %s)", (choice, secure, expected) => {
    const headers = consentSetCookies(choice, { secure });
    expect(headers).toEqual(expected);
    for (const header of headers) expect(header).not.toMatch(/HttpOnly/i);
  });
});

describe("campaignCookieValue", () => {
  it.each([
    ["?utm_source=nyhetsbrev&utm_campaign=vaar-2025", "nyhetsbrev%2Fvaar-2025"],
    ["?utm_campaign=reise&utm_source=facebook&x=1", "facebook%2Freise"],
    ["?utm_source=avis&utm_campaign=sm%C3%A5l%C3%A5n", "avis%2Fsm%C3%A5l%C3%A5n"],
    ["?utm_source=nyhetsbrev", null],
    ["?utm_campaign=vaar", null],
    ["?utm_source=&utm_campaign=vaar", null],
    ["", null],
  ])("%s → %j", (search, expected) => {
    expect(campaignCookieValue(search)).toBe(expected);
  });

  it.each([
    ["x", "a".repeat(150), 100, `x/${"a".repeat(96)}`],
    // "å" encodes as %C3%A5 (6 characters): "xy%2F" + 15 × 6 = 95, since a 16th letter would make 101.
    ["xy", "å".repeat(40), 95, `xy/${"å".repeat(15)}`],
  ])("cuts %s/<long campaign> to %i characters that still decode", (source, campaign, length, decoded) => {
    const value = campaignCookieValue(`?utm_source=${source}&utm_campaign=${encodeURIComponent(campaign)}`);
    expect(value).toHaveLength(length);
    expect(decodeURIComponent(value ?? "")).toBe(decoded);
  });
});
