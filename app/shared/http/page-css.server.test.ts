import { describe, expect, it } from "vitest";
import { cssCutByLightningcss } from "../../../tests/support/page-css-lightningcss";
import { stylesheetTable } from "./page-css-table.build";
import {
  cssForDocument as cutFromTable,
  htmlVocabulary,
  vocabularyOf,
  withScriptWords,
  type Vocabulary,
} from "./page-css.server";

/** The cut from the stylesheet's table, checked against lightningcss's own cut of the same sheet every time. */
function cssForDocument(css: string, vocabulary: Vocabulary, readers = ""): string {
  const out = cutFromTable(stylesheetTable(css), vocabulary, readers);
  expect(out).toBe(cssCutByLightningcss(css, vocabulary, readers));
  return out;
}

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

  it("reads each repeated class attribute, element and attribute name once, in lower case, scripts apart", () => {
    const row = '<TR class="odd  flex"><td class="odd  flex" DATA-X="1"><input TYPE="Number"></td></TR>';
    const html = `<table>${row.repeat(3)}<tr class="odd  flex"><td class="grid"></td></tr></table>`;
    const own = htmlVocabulary(html);
    expect([...own.classes].sort()).toEqual(["flex", "grid", "odd"]);
    expect([...own.tags].sort()).toEqual(["input", "table", "td", "tr"]);
    expect([...own.words].sort()).toEqual(["class", "data-x", "type"]);
    // The scripts' words are added to a copy: the HTML's own vocabulary is a cache key and stays as it was.
    const full = withScriptWords(own, ['el.classList.add("open")']);
    expect(full.classes.has("open") && !own.classes.has("open")).toBe(true);
    expect(vocabularyOf(html, ['el.classList.add("open")'])).toEqual(full);
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

/** A stylesheet as Tailwind and lightningcss write it, with what the cut must get right. */
const tailwindLike = [
  "/*! tailwindcss v4.3.3 | MIT License | https://tailwindcss.com */",
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-space-y-reverse:0;--tw-content:""}}}',
  "@layer theme{:root,:host{--color-brand-800:#143f7d;--color-ink:#111827;--color-mist:#d9eaff;--spacing:.25rem;--color-white:#fff}}",
  "@layer base{*,:after,:before,::backdrop{box-sizing:border-box;margin:0}::file-selector-button{box-sizing:border-box;margin:0}",
  "html,:host{line-height:1.5}hr{height:0}a{color:inherit}::file-selector-button{font:inherit;color:inherit}",
  ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}::file-selector-button{margin-inline-end:4px}",
  "::placeholder{opacity:1}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}",
  "::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-datetime-edit{padding-block:0}",
  ":-moz-ui-invalid{box-shadow:none}summary::-webkit-details-marker{display:none}[hidden]:where(:not([hidden=until-found])){display:none!important}}",
  "@layer components{.prose p,.prose ul{margin-block:1rem}.prose ul{padding-left:1.5rem}}",
  "@layer utilities{.flex{display:flex}.hidden{display:none}.w-1\\/2{width:50%}.mt-4{margin-top:1rem}",
  ":where(.space-y-4>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(1rem*var(--tw-space-y-reverse))}",
  ".shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}.text-ink{color:var(--color-ink)}",
  ".border-mist\\/20{border-color:#d9eaff33}@supports (color:color-mix(in lab, red, red)){.border-mist\\/20{border-color:color-mix(in oklab, var(--color-mist) 20%, transparent)}}",
  ".before\\:content-none:before{content:none}.after\\:block:after{content:var(--tw-content);display:block}",
  ".group-open\\:block:is(:where(.group):is([open],:popover-open,:open) *){display:block}",
  "@media (hover:hover){.hover\\:bg-brand-800:hover{background-color:var(--color-brand-800)}}",
  ".focus-visible\\:underline:focus-visible{text-decoration-line:underline}",
  "@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}",
  "@media (width>=40rem){.sm\\:flex{display:flex}}.sm-spacer{order:1}@media (width>=40rem){.sm\\:hidden{display:none}}",
  "@media (prefers-color-scheme:dark){.dark\\:text-mist{color:var(--color-mist)}}",
  ".\\[\\&\\>p\\]\\:my-2>p{margin-block:.5rem}",
  ".red-a{color:red}.blue{color:#00f}.red-b{color:red}",
  ".same{color:red}.between{order:2}.same{margin:0}.between-2{order:3}.same{padding:0}",
  ".dup,.dup-other{color:red}.dup-spacer{order:4}.dup{color:#00f}}",
  "@media (prefers-color-scheme:dark){:root{--color-ink:#e7ecf3;--color-white:#0e1623}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-content{syntax:"*";inherits:false;initial-value:""}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("per-page CSS from the build's rule table", () => {
  it.each([
    ["hover, dark and media variants", ["hover:bg-brand-800", "dark:text-mist", "sm:flex"], ["div"], []],
    ["escaped names and an arbitrary variant", ["w-1/2", "[&>p]:my-2", "border-mist/20"], ["div", "p"], []],
    ["::before and ::after", ["before:content-none", "after:block"], ["span"], []],
    ["rules apart merged once what was between them goes", ["red-a", "red-b", "same", "sm:flex", "sm:hidden"], [], []],
    ["a rule overridden by a later one with the same properties", ["dup"], [], []],
    ["a file input's rules merged", [], ["input", "a"], ["file"]],
    ["nothing: the layers are declared, nothing else", [], [], []],
  ])("%s: the same CSS as lightningcss's cut", (_name, classes, tags, words) => {
    const out = cssForDocument(tailwindLike, vocabulary(classes, tags, words));
    expect(out.startsWith("/*! tailwindcss")).toBe(true);
  });

  it("keeps what a page uses and nothing else", () => {
    const out = cssForDocument(tailwindLike, vocabulary(["hover:bg-brand-800", "w-1/2", "red-a", "red-b"], ["div"]));
    expect(out).toContain("@media (hover:hover){.hover\\:bg-brand-800:hover{background-color:var(--color-brand-800)}}");
    expect(out).toContain(".w-1\\/2{width:50%}");
    expect(out).toContain(".red-a,.red-b{color:red}");
    expect(out).toContain("--color-brand-800:#143f7d");
    expect(out).not.toContain("--color-mist");
    expect(out).not.toContain("dark\\:");
    expect(out).not.toContain("@property --tw-shadow");
    expect(out).toContain("@layer components;");
  });

  it("merges the declarations of rules with the same selectors once the rules between them go", () => {
    expect(cssForDocument(tailwindLike, vocabulary(["same"]))).toContain(".same{color:red;margin:0;padding:0}");
    expect(cssForDocument(tailwindLike, vocabulary(["same", "between"]))).toContain(
      ".same{color:red}.between{order:2}.same{margin:0;padding:0}",
    );
  });

  it("cuts as lightningcss does for 300 random pages", { timeout: 60_000 }, () => {
    const table = stylesheetTable(tailwindLike);
    const names = (key: "classes" | "tags" | "pseudoElements") => {
      const found = new Set<string>();
      const walk = (rules: typeof table.rules) => {
        for (const rule of rules) {
          if ("style" in rule)
            for (const selector of rule.style) for (const name of selector[key] ?? []) found.add(name);
          if ("rules" in rule) walk(rule.rules);
        }
      };
      walk(table.rules);
      return [...found];
    };
    const classes = names("classes");
    const tags = [...names("tags"), "input", "select"];
    const words = ["placeholder", "file", "date", "search", "number"];
    expect(classes.length).toBeGreaterThan(20);
    // A fixed sequence (a linear congruential generator), so a failure comes back the same.
    let seed = 32;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const some = (list: string[]) => list.filter(() => random() < 0.3);
    for (let page = 0; page < 300; page++) {
      const chosen = vocabulary(some(classes), some(tags), some(words));
      const readers = random() < 0.3 ? "width:var(--spacing)" : "";
      expect(cutFromTable(table, chosen, readers), JSON.stringify([...chosen.classes])).toBe(
        cssCutByLightningcss(tailwindLike, chosen, readers),
      );
    }
  });
});
