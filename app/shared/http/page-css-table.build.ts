// The site stylesheet's rule table, made when the app is built (vite.config.ts, `pageCssTables`): lightningcss
// parses the stylesheet here, once, so the server cuts each page's CSS by plain JavaScript over the table
// (page-css.server.ts) and never loads lightningcss's native module (docs/decisions/0035-page-css-rule-table.md).
// Build-time only: nothing the server runs imports this file.
import { transform, type Rule, type Selector, type StyleSheet } from "lightningcss";
import { mergeKey, type StylesheetTable, type TableRule, type TableSelector } from "./page-css.server.ts";

/** lightningcss's minified form of a stylesheet: what the cut at run time starts from and prints. */
const minify = (css: string) =>
  transform({ filename: "page.css", code: Buffer.from(css), minify: true }).code.toString();

/** Minified again until it no longer changes, so every rule's text is the text a second pass prints. */
function settled(css: string): string {
  let out = minify(css);
  for (let pass = 0; pass < 5; pass++) {
    const again = minify(out);
    if (again === out) return out;
    out = again;
  }
  throw new Error("page-css-table: lightningcss gir ikke samme stilark to ganger på rad");
}

function parsed(css: string): StyleSheet {
  let sheet: StyleSheet | undefined;
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      StyleSheet(value) {
        sheet = value;
      },
    },
  });
  if (!sheet) throw new Error("page-css-table: lightningcss ga ingen regler");
  return sheet;
}

/**
 * A scanner over minified CSS: the end of a prelude, of a block, and a split on a top-level separator,
 * minding strings, escapes (`.w-1\/2`, `.hover\:bg-brand-800`), parentheses and brackets.
 */
function scan(text: string, from: number, stop: (char: string, depth: number) => boolean): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "\\") {
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === "\\") i++;
      continue;
    }
    if (stop(char, depth)) return i;
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
  }
  return text.length;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start <= text.length) {
    const end = scan(text, start, (char, depth) => depth === 0 && char === separator);
    parts.push(text.slice(start, end));
    start = end + 1;
  }
  return parts.filter((part) => part !== "");
}

/** What a document must contain for this selector to match; only the outer components decide (page-css.server.ts). */
function selectorNeeds(text: string, selector: Selector): TableSelector {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const pseudoElements = new Set<string>();
  let formControl = false;
  for (const component of selector) {
    if (component.type === "class") classes.add(component.name);
    else if (component.type === "type") tags.add(String(component.name).toLowerCase());
    else if (component.type === "pseudo-element") {
      if ("vendorPrefix" in component && component.vendorPrefix.some((prefix) => prefix !== "none"))
        // lightningcss merges rules whose selectors differ only in such a prefix in a way the cut does not model.
        throw new Error(`page-css-table: prefikset pseudo-element støttes ikke: ${text}`);
      pseudoElements.add(component.kind === "custom" ? String(component.name) : component.kind);
    } else if (component.type === "pseudo-class") {
      if ("vendorPrefix" in component && component.vendorPrefix.some((prefix) => prefix !== "none"))
        throw new Error(`page-css-table: prefikset pseudo-klasse støttes ikke: ${text}`);
      if (component.kind === "custom" && component.name === "-moz-ui-invalid") formControl = true;
    }
  }
  const needs: TableSelector = { text };
  if (classes.size) needs.classes = [...classes];
  if (tags.size) needs.tags = [...tags];
  if (pseudoElements.size) needs.pseudoElements = [...pseudoElements];
  if (formControl) needs.formControl = true;
  if (!mergeable(text)) needs.apart = true;
  return needs;
}

/**
 * Whether lightningcss merges a rule with this selector into an adjacent one: it never does for a selector it
 * deems not "compatible" (its `is_compatible`: a custom or prefixed pseudo-class or pseudo-element such as
 * `::file-selector-button` or `:-moz-focusring`, among others), whatever the targets. Asked of lightningcss
 * itself, with a class beside it and the same declaration in both.
 */
function mergeable(selector: string): boolean {
  return !minify(`${selector}{order:1}.kortvalg-probe{order:1}`).includes("}.kortvalg-probe{");
}

const customDeclaration = /(?:^|[{;])--[\w-]+:/;

/** The rules of `text` (a rule list of the settled stylesheet), each beside lightningcss's reading of it. */
function rulesOf(text: string, rules: Rule[]): TableRule[] {
  const table: TableRule[] = [];
  let at = 0;
  for (const rule of rules) {
    const preludeEnd = scan(text, at, (char, depth) => depth === 0 && (char === "{" || char === ";"));
    const prelude = text.slice(at, preludeEnd);
    if (text[preludeEnd] === ";") {
      at = preludeEnd + 1;
      if (rule.type !== "layer-statement") throw new Error(`page-css-table: uventet regel uten blokk: ${prelude}`);
      table.push({ layers: splitTopLevel(prelude.replace(/^@layer\s*/, ""), ",") });
      continue;
    }
    const blockEnd = scan(text, preludeEnd + 1, (char, depth) => depth === 0 && char === "}");
    const block = text.slice(preludeEnd + 1, blockEnd);
    const whole = text.slice(at, blockEnd + 1);
    at = blockEnd + 1;
    switch (rule.type) {
      case "style": {
        if (rule.value.rules?.length) throw new Error(`page-css-table: nøstede regler støttes ikke: ${prelude}`);
        const texts = splitTopLevel(prelude, ",");
        if (texts.length !== rule.value.selectors.length)
          throw new Error(
            `page-css-table: fant ${texts.length} selektorer, lightningcss ${rule.value.selectors.length}: ${prelude}`,
          );
        table.push({
          style: texts.map((selector, i) => selectorNeeds(selector, rule.value.selectors[i] ?? [])),
          declarations: splitTopLevel(block, ";"),
        });
        break;
      }
      case "media":
      case "supports":
      case "container":
      case "starting-style":
        if (!prelude.startsWith(`@${rule.type}`)) throw new Error(`page-css-table: ventet @${rule.type}: ${prelude}`);
        table.push({ group: rule.type, prelude, rules: rulesOf(block, rule.value.rules) });
        break;
      case "layer-block": {
        const name = prelude.replace(/^@layer\s*/, "");
        table.push({ layer: name || null, rules: rulesOf(block, rule.value.rules) });
        break;
      }
      case "property":
        table.push({ property: rule.value.name, text: whole });
        break;
      case "keyframes":
      case "font-face":
      case "font-palette-values":
      case "font-feature-values":
      case "counter-style":
      case "namespace":
      case "import":
      case "viewport":
        // Kept whole on every page, as the cut at run time never changes them: no selectors, and no custom
        // properties that the cut would drop.
        if (customDeclaration.test(block)) throw new Error(`page-css-table: egendefinert egenskap i ${prelude}`);
        table.push({ text: whole });
        break;
      default:
        throw new Error(`page-css-table: regelen ${rule.type} støttes ikke (${prelude})`);
    }
  }
  if (at !== text.length) throw new Error(`page-css-table: tekst igjen etter reglene: ${text.slice(at, at + 80)}`);
  return table;
}

type StyleRuleOf = { style: TableSelector[]; declarations: string[] };

/**
 * The declarations lightningcss writes when it merges adjacent rules with the same selectors (which happens
 * when the rules between them are cut): for every run of rules in one list, or in lists at-rules with the same
 * prelude can merge into, that share a selector. Keyed by the two blocks' texts (mergeKey).
 */
function mergedDeclarations(rules: TableRule[]): Record<string, string[]> {
  const scopes = new Map<string, StyleRuleOf[]>();
  const walk = (list: TableRule[], scope: string) => {
    for (const rule of list) {
      if ("style" in rule) scopes.set(scope, [...(scopes.get(scope) ?? []), rule]);
      else if ("group" in rule) walk(rule.rules, `${scope}\n${rule.prelude}`);
      else if ("layer" in rule) walk(rule.rules, `${scope}\n@layer ${rule.layer ?? ""}`);
    }
  };
  walk(rules, "");
  const merged: Record<string, string[]> = {};
  for (const styles of scopes.values()) {
    // Rules that share a selector, transitively: only they can ever have the same selectors after a cut.
    const groupOf = new Map<string, Set<StyleRuleOf>>();
    for (const rule of styles) {
      const group = new Set<StyleRuleOf>([rule]);
      for (const selector of rule.style) for (const member of groupOf.get(selector.text) ?? []) group.add(member);
      for (const member of group) for (const selector of member.style) groupOf.set(selector.text, group);
    }
    const groups = new Set(groupOf.values());
    for (const group of groups) {
      if (group.size < 2) continue;
      // Every run of two or more of them in order, merged left to right (up to 8 rules: 247 runs). Beyond
      // that the cut leaves such rules apart: the same cascade, a few bytes more.
      const members = styles.filter((rule) => group.has(rule)).slice(0, 8);
      for (let mask = 1; mask < 1 << members.length; mask++) {
        const run = members.filter((_, i) => mask & (1 << i));
        if (run.length < 2) continue;
        let declarations = run[0]?.declarations ?? [];
        for (const next of run.slice(1)) {
          const key = mergeKey(declarations, next.declarations);
          const result = merged[key] ?? mergeBlocks(declarations, next.declarations);
          merged[key] = result;
          declarations = result;
        }
      }
    }
  }
  return merged;
}

function mergeBlocks(first: string[], second: string[]): string[] {
  const out = minify(`x{${first.join(";")}}x{${second.join(";")}}`);
  const match = /^x\{(.*)\}$/s.exec(out);
  if (!match) throw new Error(`page-css-table: to blokker ble ikke én: ${out}`);
  return splitTopLevel(match[1] ?? "", ";");
}

/** The table of a stylesheet (the build's CSS file), for `cssForDocument`. */
export function stylesheetTable(css: string): StylesheetTable {
  const text = settled(css);
  // Comments lightningcss keeps (the licence) come first, then the rules.
  const head = /^(?:\/\*[\s\S]*?\*\/\s*)*/.exec(text)?.[0] ?? "";
  const rules = rulesOf(text.slice(head.length), parsed(text).rules);
  return { head, rules, merged: mergedDeclarations(rules) };
}
