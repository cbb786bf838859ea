import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import * as consent from "../app/site/consent/consent";
import { formatPeriod, periodInDays } from "../app/shared/format/period";
import Cookies, { loader } from "../app/site/consent/cookies.route";
import { action as consentAction } from "../app/site/consent/consent.route";
import consentScript from "../app/site/consent/consent.client.ts?inline-script";
import { cookieTypes, siteCookies, siteCookiesOfKind } from "./cookies";
import { privacyFacts, privacySections, retentionPeriod } from "./privacy";

// The cookie page must say what the code really sets. This file sees what the code does: the Set-Cookie
// headers POST /samtykke answers with and the cookies the built consent script writes, with the Max-Age each
// is given, and holds the policy (content/cookies.ts, the page, the privacy statement) to it. That nothing
// else sets a cookie is shown by a reader's whole visit in tests/e2e/cookies-set.spec.ts.

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const DAY_SECONDS = 86_400;

/** name → Max-Age (seconds) of each cookie a list of Set-Cookie headers sets (Max-Age 0 deletes, so is left out). */
function setByHeaders(headers: string[]): Map<string, number> {
  const set = new Map<string, number>();
  for (const header of headers) {
    const name = header.slice(0, header.indexOf("="));
    const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(header)?.[1]);
    if (!Number.isFinite(maxAge)) throw new Error(`Set-Cookie without Max-Age: ${header}`);
    if (maxAge > 0) set.set(name, maxAge);
  }
  return set;
}

/** The server: the Set-Cookie headers POST /samtykke answers each possible choice with. */
async function serverCookies(choice: consent.ConsentChoice): Promise<Map<string, number>> {
  const body = new URLSearchParams({ valg: "tilpass", tilbake: "/" });
  if (choice.analytics) body.set("analyse", "on");
  if (choice.marketing) body.set("markedsforing", "on");
  const request = new Request("https://kortvalg.no/samtykke", { method: "POST", body });
  const response = await consentAction({ request, params: {}, context: {} } as unknown as Parameters<
    typeof consentAction
  >[0]);
  if (!(response instanceof Response)) throw new Error("POST /samtykke answered without a Response");
  return setByHeaders(response.headers.getSetCookie());
}
const allChoices = [false, true].flatMap((analytics) => [false, true].map((marketing) => ({ analytics, marketing })));

/**
 * The browser: the built consent script (app/site/consent/consent.client.ts, bundled as for the page) run
 * against a stand-in for the page, a choice saved for each possible answer on a campaign link; every
 * document.cookie write it makes is recorded as the Set-Cookie header it amounts to.
 */
function scriptCookies(choice: consent.ConsentChoice): Map<string, number> {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const status = { dataset: {}, textContent: "", getAttribute: () => "" };
  const page = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(header: string) {
      writes.push(header);
      const pair = header.slice(0, header.indexOf(";"));
      const name = pair.slice(0, pair.indexOf("="));
      if (/;\s*Max-Age=0(;|$)/.test(header)) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    },
    querySelector: (selector: string) => (selector === "[data-consent-status]" ? status : null),
    querySelectorAll: () => [],
    addEventListener: () => {},
    getElementById: () => null,
  };
  const window: { kvSamtykke?: { save(analytics: boolean, marketing: boolean): void } } = {};
  const location = { protocol: "https:", pathname: "/", search: "?utm_source=nyhetsbrev&utm_campaign=host" };
  const navigator = { sendBeacon: () => true };
  const run = new Function("window", "document", "location", "navigator", "setTimeout", "clearTimeout", consentScript);
  run(
    window,
    page,
    location,
    navigator,
    () => 0,
    () => undefined,
  );
  if (!window.kvSamtykke) throw new Error("the consent script did not start");
  window.kvSamtykke.save(choice.analytics, choice.marketing);
  return setByHeaders(writes);
}

const serverByChoice = await Promise.all(allChoices.map(serverCookies));
const fromServer = new Map(serverByChoice.flatMap((set) => [...set]));
const fromScript = new Map(allChoices.flatMap((choice) => [...scriptCookies(choice)]));
const setInCode = new Map([...fromServer, ...fromScript]);

/** The cookie page as the server renders it. */
const cookiePageHtml = renderToStaticMarkup(
  createElement(
    MemoryRouter,
    { initialEntries: ["/cookies"] },
    createElement(Cookies as never, { loaderData: loader(), params: {}, matches: [] }),
  ),
);

describe("the cookies the code sets", () => {
  it("were found: kv_samtykke on both sides, the optional ones by the script", () => {
    expect([...fromServer.keys()]).toEqual([consent.CONSENT_COOKIE]);
    expect([...fromScript.keys()].sort()).toEqual(
      [consent.ANALYTICS_COOKIE, consent.CAMPAIGN_COOKIE, consent.CONSENT_COOKIE].sort(),
    );
  });

  it("give the consent cookie the same Max-Age on the server and in the browser", () => {
    expect(fromScript.get(consent.CONSENT_COOKIE)).toBe(fromServer.get(consent.CONSENT_COOKIE));
  });

  it("without consent to anything, the server sets only the necessary cookies", () => {
    const necessary = siteCookies.filter((cookie) => cookie.typeId === "necessary").map((cookie) => cookie.name);
    expect([...(serverByChoice[0]?.keys() ?? [])]).toEqual(necessary);
    expect(allChoices[0]).toEqual({ analytics: false, marketing: false });
  });
});

describe("the cookie policy agrees with the code", () => {
  it("lists exactly the cookies the code sets", () => {
    expect(siteCookies.map((cookie) => cookie.name).sort()).toEqual([...setInCode.keys()].sort());
  });

  it.each(siteCookies.map((cookie) => [cookie.name, cookie] as const))(
    "%s: the stated lifetime is the Max-Age the code sets",
    (name, cookie) => {
      const maxAge = setInCode.get(name);
      expect(cookie.maxAgeSeconds).toBe(maxAge);
      expect(periodInDays(cookie.duration) * DAY_SECONDS).toBe(maxAge);
    },
  );

  it.each(siteCookies.map((cookie) => [cookie.name, cookie] as const))(
    "%s: within the policy's limits for its type and kind, and the privacy statement's",
    (_name, cookie) => {
      const type = cookieTypes.find((entry) => entry.id === cookie.typeId);
      const example = type?.examples.find((entry) => entry.kind === cookie.kind);
      const days = (setInCode.get(cookie.name) ?? Infinity) / DAY_SECONDS;
      for (const limit of [type?.duration.max, example?.duration.max, retentionPeriod("cookies")]) {
        if (!limit) throw new Error(`${cookie.name}: no limit`);
        expect(days).toBeLessThanOrEqual(periodInDays(limit) + 0.5);
      }
      // Optional cookies need consent; only necessary ones are set without it.
      expect(type?.canDisable).toBe(cookie.typeId !== "necessary");
    },
  );

  it("names no cookie the code never sets, in the policy, on the page or in the privacy statement", () => {
    const texts = [
      ...cookieTypes.flatMap((type) => [type.type, type.purpose, ...type.examples.flatMap((e) => [e.name, e.purpose])]),
      ...siteCookies.flatMap((cookie) => [cookie.purpose, cookie.setWhen]),
      ...privacySections.flatMap((section) => [
        ...section.paragraphs,
        ...(section.list ?? []),
        ...(section.closing ?? []),
      ]),
      ...privacyFacts.retention.map((row) => row.note),
      cookiePageHtml,
    ];
    const named = new Set(texts.flatMap((text) => text.match(/\bkv_[a-z_]+/g) ?? []));
    for (const name of named) expect(setInCode.has(name), `${name} is named but never set`).toBe(true);
  });
});

describe("the cookie page", () => {
  const data = loader();
  const html = cookiePageHtml;
  const text = plain(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));

  it.each(siteCookies.map((cookie) => [cookie.name, cookie] as const))(
    "shows %s with its real lifetime and whether it needs consent",
    (name, cookie) => {
      const lifetime = plain(formatPeriod(cookie.duration));
      const consentWords = cookie.typeId === "necessary" ? "uten samtykke" : "bare med samtykke";
      expect(text).toMatch(new RegExp(`${name} [^.]*${consentWords}, lagres i ${lifetime}`));
      expect(text).toContain(`${name} , lagres i ${lifetime}`); // and under its kind in the type table
    },
  );

  it("marks each kind of cookie the policy allows but the site does not set as not in use today", () => {
    const unused = cookieTypes
      .flatMap((type) => type.examples)
      .filter((example) => siteCookiesOfKind(example.kind).length === 0);
    expect(unused.map((example) => example.kind)).toEqual(["pixel"]);
    for (const example of data.cookieTypes.flatMap((type) => type.examples)) {
      expect(example.inUse.length === 0).toBe(unused.some((entry) => entry.name === example.name));
    }
    // Once in the table, once in the small-screen list.
    expect(text.match(/Ikke i bruk i dag/g)).toHaveLength(unused.length * 2);
  });

  it("labels the spec's durations as the longest the policy allows, not as cookies", () => {
    expect(text).toContain("Lengste tillatte varighet");
    for (const type of data.cookieTypes) expect(text).toContain(plain(type.maxDuration));
    expect(text).toContain("Pikselcookie (høyst 90 dager)");
  });
});

describe("the back office's session cookie", () => {
  it("is sent only under /admin, HttpOnly and SameSite=Strict, and Secure on an https origin", async () => {
    const { sessionCookie, clearedSessionCookie } = await import("../app/admin/access/sessions.server");
    for (const cookie of [sessionCookie("x", "http://localhost:3000"), clearedSessionCookie("http://localhost:3000")]) {
      expect(cookie).toMatch(/^kv_ansatt=[^;]*; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    }
    expect(sessionCookie("x", "https://kortvalg.no")).toMatch(/; Secure$/);
  });
});
