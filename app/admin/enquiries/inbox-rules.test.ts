import { describe, expect, it } from "vitest";
import {
  fillSavedReply,
  insertSavedReply,
  PRESENCE_POLL_SECONDS,
  PRESENCE_SECONDS,
  withSignature,
} from "./inbox-rules";
import { inboxReturnPath } from "./bulk-action.server";

describe("saved replies", () => {
  it("fill in the visitor's first name and whole name wherever the placeholders stand", () => {
    expect(
      fillSavedReply("Hei {fornavn}! Saken din, {navn}, er {fornavn}s.", { firstName: " Kari ", lastName: "Nordmann" }),
    ).toBe("Hei Kari! Saken din, Kari Nordmann, er Karis.");
    expect(fillSavedReply("Ingen navn her.", { firstName: "Kari", lastName: "Nordmann" })).toBe("Ingen navn her.");
  });

  it("go into the empty lines between greeting and sign-off when the form still has them", () => {
    const draft = "Hei Kari!\n\n\n\nHilsen Kortvalg\npost@kortvalg.no";
    expect(insertSavedReply(draft, "Du sier opp kortet hos banken.")).toBe(
      "Hei Kari!\n\nDu sier opp kortet hos banken.\n\nHilsen Kortvalg\npost@kortvalg.no",
    );
  });

  it("go before the sign-off once the writer has filled the gap, and at the end when there is no sign-off", () => {
    expect(insertSavedReply("Hei Kari!\n\nFørst dette.\nHilsen Ada", "Så dette.")).toBe(
      "Hei Kari!\n\nFørst dette.\n\nSå dette.\n\nHilsen Ada",
    );
    expect(insertSavedReply("Hei Kari!\r\n\r\nFørst dette.\r\n", "Så dette.")).toBe(
      "Hei Kari!\n\nFørst dette.\n\nSå dette.",
    );
    expect(insertSavedReply("", "Bare dette.")).toBe("Bare dette.");
  });
});

describe("a signature", () => {
  it("follows the text after one blank line, and adds nothing when there is none", () => {
    expect(withSignature("Hei Kari!\n\nSvaret.\n\n", "Ada Hansen\nKortvalg")).toBe(
      "Hei Kari!\n\nSvaret.\n\nAda Hansen\nKortvalg",
    );
    expect(withSignature("Hei Kari!\n\nSvaret.", "   ")).toBe("Hei Kari!\n\nSvaret.");
  });
});

describe("presence", () => {
  it("is refreshed several times within the time it counts as open, so an open page never drops out between rounds", () => {
    expect(PRESENCE_SECONDS / PRESENCE_POLL_SECONDS).toBeGreaterThanOrEqual(4);
  });
});

describe("the bulk form's way back", () => {
  it("is the inbox with its filters, never another page, and without the last notice", () => {
    expect(inboxReturnPath("/admin/henvendelser?vis=alle&tildelt=meg&utfort=lukket&antall=3")).toBe(
      "/admin/henvendelser?vis=alle&tildelt=meg",
    );
    expect(inboxReturnPath("https://evil.example/admin/henvendelser")).toBe("/admin/henvendelser");
    expect(inboxReturnPath("/admin/henvendelser/../ansatte")).toBe("/admin/henvendelser");
    expect(inboxReturnPath("/admin/henvendelser-x")).toBe("/admin/henvendelser");
    expect(inboxReturnPath(null)).toBe("/admin/henvendelser");
  });
});
