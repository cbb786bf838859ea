import { describe, expect, it } from "vitest";
import { cssForDocument, vocabularyOf } from "./page-css.server";

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

const vocabulary = (classes: string[], tags: string[] = ["div"], words: string[] = []) => ({
  classes: new Set(classes),
  tags: new Set(tags),
  words: new Set(words),
});

describe("per-page CSS", () => {
  it("reads class names, elements and input types from the HTML and the words of the page's scripts", () => {
    const { classes, tags, words } = vocabularyOf(
      '<div class="flex  sm:grid-cols-2"><template><p class="hover:underline"></p></template><input type="search" placeholder="Søk"></div>',
      ['el.classList.toggle("hidden", open); document.createElement("dialog")'],
    );
    expect([...classes]).toEqual(expect.arrayContaining(["flex", "sm:grid-cols-2", "hover:underline", "hidden"]));
    expect(classes.has("unused")).toBe(false);
    expect([...tags]).toEqual(expect.arrayContaining(["div", "template", "p", "input", "dialog"]));
    expect(tags.has("table")).toBe(false);
    expect([...words]).toEqual(expect.arrayContaining(["search", "placeholder"]));
    expect(words.has("number")).toBe(false);
  });

  it("reads a class with an arbitrary variant as React writes it, entities and all", () => {
    const { classes } = vocabularyOf('<div class="mt-2 [&amp;&gt;p]:my-2 [&amp;amp;gt;]:x"></div>', []);
    expect([...classes]).toEqual(["mt-2", "[&>p]:my-2", "[&amp;gt;]:x"]);
    const rule = ".\\[\\&\\>p\\]\\:my-2>p{margin-block:.5rem}";
    expect(cssForDocument(rule, { classes, tags: new Set(["div", "p"]), words: new Set() })).toContain(
      "margin-block:.5rem",
    );
  });

  it.each([
    [
      ["flex"],
      [".flex{", "*,:before", "[hidden]"],
      [".hidden{", "sm\\:flex", ".unused", "group-hover", "--color-brand"],
    ],
    [
      ["sm:flex", "hover:underline"],
      ["@media", ".sm\\:flex{", ".hover\\:underline:hover"],
      [".flex{", ".unused"],
    ],
    [["group", "group-hover:text-brand"], [".group:hover .group-hover\\:text-brand"], [".flex{"]],
    [["group-hover:text-brand"], [], [".group:hover"]],
  ])("with classes %j keeps %j and drops %j", (classes, kept, dropped) => {
    const out = cssForDocument(css, vocabulary(classes));
    for (const rule of kept) expect(out).toContain(rule);
    for (const rule of dropped) expect(out).not.toContain(rule);
  });
});

describe("per-page CSS: elements and form controls", () => {
  const base = [
    "h1,h2,h3,h4{font-weight:inherit}",
    "table{border-collapse:collapse;caption-side:bottom}",
    "abbr:where([title]){text-decoration:underline dotted}",
    "::placeholder{opacity:1}",
    "::-webkit-datetime-edit{display:inline-flex}",
    "::-webkit-search-decoration{-webkit-appearance:none}",
    "::-webkit-inner-spin-button{height:auto}",
    "::backdrop{box-sizing:border-box}",
    ":-moz-ui-invalid{box-shadow:none}",
    "summary::-webkit-details-marker{display:none}",
  ].join("");
  it.each([
    [
      ["h1", "h2"],
      [],
      ["h1,h2{", "::backdrop"],
      ["h3", "h4", "table", "abbr", "placeholder", "datetime", "search-decoration", "spin-button", "ui-invalid"],
    ],
    [
      ["input"],
      ["search"],
      ["::-webkit-search-decoration", ":-moz-ui-invalid"],
      ["placeholder", "datetime", "spin-button"],
    ],
    [
      ["input"],
      ["number", "placeholder"],
      ["::placeholder", "::-webkit-inner-spin-button"],
      ["datetime", "search-decoration"],
    ],
    [
      ["input", "table"],
      ["date"],
      ["::-webkit-datetime-edit", "table{border-collapse:collapse;caption-side:bottom}"],
      ["placeholder", "details-marker"],
    ],
    // A <details> marker needs a <summary>, not a form control.
    [["summary"], [], ["summary::-webkit-details-marker"], ["placeholder", "datetime"]],
  ])("with elements %j and words %j keeps %j and drops %j", (tags, words, kept, dropped) => {
    const out = cssForDocument(base, vocabulary([], tags, words));
    for (const rule of kept) expect(out).toContain(rule);
    for (const rule of dropped) expect(out).not.toContain(rule);
  });
});

describe("per-page CSS: custom properties", () => {
  const theme = [
    "@layer theme{:root{--color-brand:#174c99;--color-red:#c00;--spacing:.25rem;--chain:var(--color-red)}}",
    "*,:before{--tw-shadow:0 0 #0000;--tw-ring:initial}",
    ".a{color:var(--color-brand)}",
    ".b{box-shadow:var(--tw-shadow)}",
    ".c{color:var(--chain)}",
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring{syntax:"*";inherits:false}',
  ].join("");
  it.each([
    [["a"], "", ["--color-brand:#174c99"], ["--color-red", "--spacing", "--tw-shadow", "--tw-ring", "--chain"]],
    [["b"], "", ["--tw-shadow:0 0", "@property --tw-shadow"], ["--color-brand", "--tw-ring", "@property --tw-ring"]],
    [["c"], "", ["--chain:var(--color-red)", "--color-red:#c00"], ["--color-brand", "--tw-shadow"]],
    [[], "width:var(--spacing)", ["--spacing:.25rem"], ["--color-brand", "--color-red"]],
  ])("with classes %j and inline style %j keeps %j and drops %j", (classes, readers, kept, dropped) => {
    const out = cssForDocument(theme, vocabulary(classes), readers);
    for (const text of kept) expect(out).toContain(text);
    for (const text of dropped) expect(out).not.toContain(text);
  });
});
