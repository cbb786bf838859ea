import { describe, expect, it } from "vitest";
import { periodInDays } from "../app/shared/format/period";
import { contactFacts } from "./contact";
import { cookieTypes, siteCookies } from "./cookies";
import { formatPeriod } from "../app/shared/format/period";
import { privacyFacts, privacySections, retentionPeriod, retentionRows } from "./privacy";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const allText = privacySections
  .flatMap((section) => [...section.paragraphs, ...(section.list ?? []), ...(section.closing ?? [])])
  .map(plain)
  .join("\n");

describe("privacy statement", () => {
  it.each([
    ["contact", { amount: 3, unit: "years" }],
    ["web-statistics", { amount: 26, unit: "months" }],
    ["cookies", { amount: 2, unit: "years" }],
  ] as const)("keeps %s for %o", (id, period) => {
    expect(retentionPeriod(id)).toEqual(period);
  });

  it("keeps the newsletter address until unsubscribed, with no fixed period", () => {
    expect(privacyFacts.retention.find((row) => row.id === "newsletter")?.period).toBeNull();
    expect(retentionRows.find((row) => row.id === "newsletter")?.duration).toBe("Til du melder deg av");
  });

  it.each([
    ["contact", "3 år etter siste kontakt"],
    ["web-statistics", "26 måneder"],
    ["cookies", "Høyst 2 år"],
  ])("shows the %s retention as %j", (id, text) => {
    expect(plain(retentionRows.find((row) => row.id === id)?.duration ?? "")).toBe(text);
  });

  it("answers rights requests within 30 days and privacy enquiries in 2–3 working days", () => {
    expect(privacyFacts.rightsRequestDays).toBe(30);
    expect(privacyFacts.typicalPrivacyReplyWorkingDays).toEqual({ min: 2, max: 3 });
    expect(contactFacts.replyWithinHours).toBe(24);
    expect(allText).toContain("innen 30 dager");
    expect(allText).toContain("2–3 virkedager");
    expect(allText).toContain("innen 24 timer på hverdager");
    expect(allText).toContain("høyst 26 måneder");
  });

  it("has ten numbered sections with unique anchors and mentions Datatilsynet", () => {
    expect(privacySections).toHaveLength(10);
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(10);
    expect(allText).toContain("Datatilsynet");
    expect(privacySections.filter((s) => s.showRetentionTable)).toHaveLength(1);
  });

  it("promises no cookie that outlives the cookie policy's longest duration", () => {
    const longestCookieDays = Math.max(
      ...cookieTypes
        .flatMap((type) => [type.duration, ...type.examples.map((e) => e.duration)])
        .map((d) => (d.max ? periodInDays(d.max) : 0)),
      ...siteCookies.map((cookie) => periodInDays(cookie.duration)),
    );
    expect(longestCookieDays).toBeLessThanOrEqual(periodInDays(retentionPeriod("cookies")));
  });

  it("names every cookie we set with its real lifetime, and no other", () => {
    const section = privacySections.find((s) => s.id === "cookies-og-statistikk");
    const text = plain(section?.paragraphs.join("\n") ?? "");
    for (const cookie of siteCookies)
      expect(text).toContain(`${cookie.name} (${plain(formatPeriod(cookie.duration))})`);
    expect(new Set(allText.match(/\bkv_[a-z_]+/g))).toEqual(new Set(siteCookies.map((cookie) => cookie.name)));
    const note = plain(privacyFacts.retention.find((row) => row.id === "cookies")?.note ?? "");
    const longest = Math.max(...siteCookies.map((cookie) => periodInDays(cookie.duration)));
    const longestCookie = siteCookies.find((cookie) => periodInDays(cookie.duration) === longest);
    expect(note).toContain(`høyst ${plain(formatPeriod(longestCookie?.duration ?? { amount: 1, unit: "days" }))}`);
  });
});
