// Per-page CSS: the site's one stylesheet, cut to the rules a document can use. A page inlines its
// CSS (no extra request before the first paint), and the whole Tailwind build is the largest part of
// every document; most pages use well under half of it. Every byte counts: a document that fits the
// first TCP round trip (about 14 KB) paints a round trip sooner (docs/decisions/0004-serving-fast.md).
// The stylesheet is parsed when the app is built (page-css-table.build.ts); here it is cut by plain JavaScript
// over that table, printing what lightningcss printed when it cut the sheet here (docs/decisions/0035).

/**
 * `tags`: element names; `words`: attribute names and input types, which decide whether the form
 * controls' own pseudo-elements (placeholder, date fields, spin buttons) can appear.
 */
export type Vocabulary = { classes: Set<string>; tags: Set<string>; words: Set<string> };

/**
 * What a document may contain: the class names, element names, attribute names and input types in
 * its HTML (templates included) and the words of the page's scripts, which add classes and elements
 * at run time.
 */
export function vocabularyOf(html: string, scripts: string[]): Vocabulary {
  return withScriptWords(htmlVocabulary(html), scripts);
}

/**
 * The class names, element names, attribute names and input types in a document's HTML. Each distinct class
 * attribute and name is handled once (a card page repeats a few hundred of them): half the time of taking
 * every match in turn, and this runs on every page rendered.
 */
export function htmlVocabulary(html: string): Vocabulary {
  const classes = new Set<string>();
  const classValues = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    if (classValues.has(value)) continue;
    classValues.add(value);
    for (const name of value.split(/\s+/)) if (name) classes.add(name.includes("&") ? decodeEntities(name) : name);
  }
  const tagNames = new Set<string>();
  for (const [, tag = ""] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tagNames.add(tag);
  const wordNames = new Set<string>();
  for (const [, name = ""] of html.matchAll(/\s([\w-]+)=/g)) wordNames.add(name);
  for (const [, type = ""] of html.matchAll(/\stype="([\w-]+)"/g)) wordNames.add(type);
  const lower = (names: Set<string>) => new Set([...names].map((name) => name.toLowerCase()));
  return { classes, tags: lower(tagNames), words: lower(wordNames) };
}

/** A vocabulary with the words of the page's scripts added (a copy): scripts add classes and elements at run time. */
export function withScriptWords(vocabulary: Vocabulary, scripts: string[]): Vocabulary {
  const classes = new Set(vocabulary.classes);
  const tags = new Set(vocabulary.tags);
  const words = new Set(vocabulary.words);
  for (const script of scripts) {
    for (const word of script.split(/[^\w:/.[\]%#()-]+/)) if (word) classes.add(word);
    for (const word of script.split(/[^\w-]+/)) {
      if (!word) continue;
      tags.add(word.toLowerCase());
      words.add(word.toLowerCase());
    }
  }
  return { classes, tags, words };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&"); // last: "&amp;gt;" is the text "&gt;"

/** The elements whose own pseudo-elements and pseudo-classes (`:-moz-ui-invalid`) need one of them. */
export const formControls = ["input", "textarea", "select"];
const dateTypes = ["date", "time", "datetime-local", "month", "week"];
/**
 * The pseudo-elements only some form controls have, and what the document must contain for them.
 */
export function formPseudoElementCanAppear(name: string, { tags, words }: Vocabulary) {
  if (name === "placeholder") return words.has("placeholder");
  if (name === "file-selector-button") return words.has("file");
  if (/^-webkit-(datetime|date-and-time|calendar-picker)/.test(name)) return dateTypes.some((type) => words.has(type));
  if (/^-webkit-search-/.test(name)) return words.has("search");
  if (/^-webkit-(inner|outer)-spin-button/.test(name)) return words.has("number");
  if (name === "-webkit-details-marker") return tags.has("summary");
  if (/^-(webkit|moz)-/.test(name)) return formControls.some((tag) => tags.has(tag));
  return true;
}

/**
 * A selector as the table holds it: its text as lightningcss prints it, and what a document must contain
 * for it to match, read from its outer components (a class or an element named inside :is(), :where(),
 * :not() or :has() is not required for a match). `pseudoElements`: by name (`placeholder`,
 * `-webkit-datetime-edit`); `formControl`: `:-moz-ui-invalid`; `apart`: lightningcss never merges a rule with
 * this selector into another (`::file-selector-button`, `:-moz-focusring`, …).
 */
export type TableSelector = {
  text: string;
  classes?: string[];
  tags?: string[];
  pseudoElements?: string[];
  formControl?: true;
  apart?: true;
};

/** A rule of the stylesheet: a style rule, an at-rule that holds rules, a layer, or text kept whole. */
export type TableRule =
  | { style: TableSelector[]; declarations: string[] }
  | { group: "media" | "supports" | "container" | "starting-style"; prelude: string; rules: TableRule[] }
  | { layer: string | null; rules: TableRule[] }
  | { layers: string[] }
  | { property: string; text: string }
  | { text: string };

/**
 * The stylesheet as the build read it. `head`: the comments kept before the rules (the licence);
 * `merged`: the declarations of two blocks merged as lightningcss merges rules with the same selectors
 * (by `mergeKey`).
 */
export type StylesheetTable = { head: string; rules: TableRule[]; merged: Record<string, string[]> };

/** The build's stylesheet tables, a file beside the server build (vite.config.ts, `pageCssTables`). */
export const PAGE_CSS_TABLES_FILE = "page-css-tables.json";
/** Each distinct stylesheet's table once, and the table of each stylesheet's address (`/assets/app-….css`). */
export type PageCssTables = { tables: StylesheetTable[]; files: Record<string, number> };

/** Can this selector match in a document with this vocabulary? */
function canMatch(selector: TableSelector, vocabulary: Vocabulary) {
  if (selector.classes?.some((name) => !vocabulary.classes.has(name))) return false;
  if (selector.tags?.some((tag) => !vocabulary.tags.has(tag))) return false;
  if (selector.pseudoElements?.some((name) => !formPseudoElementCanAppear(name, vocabulary))) return false;
  if (selector.formControl && !formControls.some((tag) => vocabulary.tags.has(tag))) return false;
  return true;
}

// The rules while a page's CSS is cut. A style rule keeps the declarations it had before custom properties
// were dropped (`full`): merged blocks are looked up by those.
type Style = { kind: "style"; selectors: TableSelector[]; declarations: string[]; full: string[] };
type Group = { kind: "group"; at: string; prelude: string; rules: Cut[] };
type Layer = { kind: "layer"; name: string | null; rules: Cut[] };
type Cut =
  | Style
  | Group
  | Layer
  | { kind: "layers"; names: string[] }
  | { kind: "property"; name: string; text: string }
  | { kind: "text"; text: string }
  | { kind: "ignored" };

/**
 * The table's rules with the selectors that can match. A style rule none of whose selectors can goes, as
 * lightningcss's visitor removed it: in place, so that its neighbours are not merged in this pass.
 */
function matching(rules: TableRule[], vocabulary: Vocabulary): Cut[] {
  return rules.map((rule): Cut => {
    if ("style" in rule) {
      const selectors = rule.style.filter((selector) => canMatch(selector, vocabulary));
      return selectors.length
        ? { kind: "style", selectors, declarations: rule.declarations, full: rule.declarations }
        : { kind: "ignored" };
    }
    if ("group" in rule)
      return { kind: "group", at: rule.group, prelude: rule.prelude, rules: matching(rule.rules, vocabulary) };
    if ("layer" in rule) return { kind: "layer", name: rule.layer, rules: matching(rule.rules, vocabulary) };
    if ("layers" in rule) return { kind: "layers", names: rule.layers };
    if ("property" in rule) return { kind: "property", name: rule.property, text: rule.text };
    return { kind: "text", text: rule.text };
  });
}

/** The rules as the next pass reads them back from the text: what went in place is gone. */
function readBack(rules: Cut[]): Cut[] {
  return rules
    .filter((rule) => rule.kind !== "ignored")
    .map((rule) => (rule.kind === "group" || rule.kind === "layer" ? { ...rule, rules: readBack(rule.rules) } : rule));
}

const propertyName = (declaration: string) => declaration.slice(0, declaration.indexOf(":"));
const sameTexts = (a: string[], b: string[]) => a.length === b.length && a.every((text, i) => text === b[i]);
const selectorTexts = (style: Style) => style.selectors.map((selector) => selector.text);

/** The key of two declaration blocks merged in this order (`StylesheetTable.merged`). */
export const mergeKey = (first: string[], second: string[]) => `${first.join(";")}\n${second.join(";")}`;

/**
 * What lightningcss's minifier does to a rule list once rules have gone (its `CssRuleList::minify`, for the
 * rules a Tailwind stylesheet has): empty rules and at-rules go; adjacent @media, @supports and @container
 * with the same condition become one; an adjacent style rule with the same selectors adds its declarations
 * to the one before, one with the same declarations its selectors; a rule with the same selectors and
 * properties as an earlier one replaces it; empty layers become `@layer a,b;` statements.
 */
function minifyRules(list: Cut[], sheet: StylesheetTable, keep: (declaration: string) => boolean): Cut[] {
  const rules: Cut[] = [];
  const layerIndex = new Map<string, number>();
  let hasLayers = false;
  const styleKeys = new Map<string, number[]>();
  for (const rule of list) {
    if (rule.kind === "group") {
      const last = rules.at(-1);
      if (
        rule.at !== "starting-style" &&
        last?.kind === "group" &&
        last.at === rule.at &&
        last.prelude === rule.prelude
      ) {
        last.rules = minifyRules([...last.rules, ...rule.rules], sheet, keep);
        continue;
      }
      rule.rules = minifyRules(rule.rules, sheet, keep);
      if (rule.rules.length) rules.push(rule);
      continue;
    }
    if (rule.kind === "layers") {
      // Each name not yet declared becomes an empty layer here, turned back into a statement below.
      for (const name of rule.names) {
        if (layerIndex.has(name)) continue;
        layerIndex.set(name, rules.length);
        hasLayers = true;
        rules.push({ kind: "layer", name, rules: [] });
      }
      continue;
    }
    if (rule.kind === "layer") {
      if (rule.name !== null) {
        const earlier = layerIndex.get(rule.name);
        const target = earlier === undefined ? undefined : rules[earlier];
        if (target?.kind === "layer") {
          target.rules.push(...rule.rules);
          continue;
        }
        layerIndex.set(rule.name, rules.length);
        hasLayers = true;
      }
      rules.push(rule);
      continue;
    }
    if (rule.kind !== "style") {
      rules.push(rule);
      continue;
    }
    rule.declarations = rule.full.filter(keep);
    if (!rule.declarations.length) continue;
    let merged = false;
    const last = rules.at(-1);
    if (last?.kind === "style" && mergeStyles(rule, last, sheet, keep)) {
      while (rules.length >= 2) {
        const [previous, latest] = rules.slice(-2);
        if (previous?.kind === "style" && latest?.kind === "style" && mergeStyles(latest, previous, sheet, keep)) {
          rules.pop();
          continue;
        }
        break;
      }
      merged = true;
    }
    if (!merged) {
      // An earlier rule with the same selectors and properties is overridden by this one, and goes.
      const key = `${selectorTexts(rule).join(",")}{${rule.declarations.map(propertyName).join(";")}`;
      const indexes = styleKeys.get(key) ?? [];
      const duplicate = indexes.findIndex((index) => {
        const other = rules[index];
        return other?.kind === "style" && isDuplicate(rule, other);
      });
      if (duplicate >= 0) {
        rules[indexes[duplicate] ?? 0] = { kind: "ignored" };
        indexes.splice(duplicate, 1);
      }
      styleKeys.set(key, [...indexes, rules.length]);
      rules.push(rule);
    }
  }
  if (hasLayers) {
    const declared = new Set<string>();
    let statement: { kind: "layers"; names: string[] } | null = null;
    for (const [index, rule] of rules.entries()) {
      if (rule.kind !== "layer") continue;
      rule.rules = minifyRules(rule.rules, sheet, keep);
      if (rule.rules.length) {
        statement = null;
        continue;
      }
      if (rule.name === null || declared.has(rule.name)) {
        rules[index] = { kind: "ignored" };
        continue;
      }
      declared.add(rule.name);
      if (statement) {
        statement.names.push(rule.name);
        rules[index] = { kind: "ignored" };
      } else {
        statement = { kind: "layers", names: [rule.name] };
        rules[index] = statement;
      }
    }
  }
  return rules;
}

const isDuplicate = (a: Style, b: Style) =>
  a.declarations.length === b.declarations.length &&
  sameTexts(selectorTexts(a), selectorTexts(b)) &&
  a.declarations.every((declaration, i) => propertyName(declaration) === propertyName(b.declarations[i] ?? ""));

const apart = (style: Style) => style.selectors.some((selector) => selector.apart);

/** `style` merged into `last` before it, as lightningcss's `merge_style_rules` does; false if they stay apart. */
function mergeStyles(style: Style, last: Style, sheet: StylesheetTable, keep: (declaration: string) => boolean) {
  if (apart(style) || apart(last)) return false;
  if (sameTexts(selectorTexts(style), selectorTexts(last))) {
    const full = sheet.merged[mergeKey(last.full, style.full)];
    // Not in the table (a run of more rules than the build merged): apart, with the same cascade.
    if (!full) return false;
    last.full = full;
    last.declarations = full.filter(keep);
    return true;
  }
  if (sameTexts(style.declarations, last.declarations)) {
    last.selectors = [...last.selectors, ...style.selectors];
    return true;
  }
  return false;
}

function print(rules: Cut[]): string {
  let out = "";
  for (const rule of rules) {
    if (rule.kind === "style") out += `${selectorTexts(rule).join(",")}{${rule.declarations.join(";")}}`;
    else if (rule.kind === "group") out += `${rule.prelude}{${print(rule.rules)}}`;
    else if (rule.kind === "layer") out += `@layer${rule.name === null ? "" : ` ${rule.name}`}{${print(rule.rules)}}`;
    else if (rule.kind === "layers") out += `@layer ${rule.names.join(",")};`;
    else if (rule.kind !== "ignored") out += rule.text;
  }
  return out;
}

/** Drops, in place, the @property rules of custom properties nothing reads, anywhere in the list. */
function withoutUnreadProperties(rules: Cut[], read: Set<string>): Cut[] {
  return rules.map((rule) => {
    if (rule.kind === "property" && !read.has(rule.name)) return { kind: "ignored" };
    if (rule.kind === "group" || rule.kind === "layer")
      return { ...rule, rules: withoutUnreadProperties(rule.rules, read) };
    return rule;
  });
}

/**
 * The stylesheet cut to what a document can use: rules (and selectors in a list) that can match,
 * then custom properties that nothing reads (Tailwind declares defaults for every --tw-* variable
 * and the theme's values once for all pages), repeated until nothing more goes. `readers`: other text
 * that may read custom properties (the document's inline styles and scripts).
 */
export function cssForDocument(sheet: StylesheetTable, vocabulary: Vocabulary, readers = ""): string {
  let rules = minifyRules(matching(sheet.rules, vocabulary), sheet, () => true);
  let out = sheet.head + print(rules);
  for (let pass = 0; pass < 5; pass++) {
    const read = new Set([...`${out}\n${readers}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ""));
    const before = out;
    const keep = (declaration: string) => !declaration.startsWith("--") || read.has(propertyName(declaration));
    rules = minifyRules(withoutUnreadProperties(readBack(rules), read), sheet, keep);
    out = sheet.head + print(rules);
    if (out === before) break;
  }
  return out;
}
