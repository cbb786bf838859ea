import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./fast-path.js";
import { classNamesIn, cssForClasses } from "./page-css.js";

const css = [
  "*,:before{box-sizing:border-box}",
  ":root{--color-brand:#174c99}",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".group:hover .group-hover\\:text-brand{color:var(--color-brand)}",
  "@media (min-width:40rem){.sm\\:flex{display:flex}.unused{color:red}}",
  "[hidden]{display:none!important}",
].join("");

describe("per-page CSS", () => {
  it("reads class names from class attributes and the words of the page's scripts", () => {
    const names = classNamesIn('<div class="flex  sm:grid-cols-2"><template><p class="hover:underline"></p></template></div>', [
      'el.classList.toggle("hidden", open)',
    ]);
    expect([...names]).toEqual(expect.arrayContaining(["flex", "sm:grid-cols-2", "hover:underline", "hidden"]));
    expect(names.has("unused")).toBe(false);
  });

  it.each([
    [["flex"], [".flex{", "*,:before", ":root{--color-brand", "[hidden]"], [".hidden{", "sm\\:flex", ".unused", "group-hover"]],
    [["sm:flex", "hover:underline"], ["@media", ".sm\\:flex{", ".hover\\:underline:hover"], [".flex{", ".unused"]],
    [["group", "group-hover:text-brand"], [".group:hover .group-hover\\:text-brand"], [".flex{"]],
    [["group-hover:text-brand"], [], [".group:hover"]],
  ])("with classes %j keeps %j and drops %j", (classes, kept, dropped) => {
    const out = cssForClasses(css, new Set(classes));
    for (const rule of kept) expect(out).toContain(rule);
    for (const rule of dropped) expect(out).not.toContain(rule);
  });
});

describe("content negotiation", () => {
  it.each([
    [undefined, null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    ["*", "br"],
    ["gzip;q=0, br;q=0", null],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
