// Per-page CSS: the site's one stylesheet, cut to the rules a document can use. A page inlines its
// CSS (no extra request before the first paint), and the whole Tailwind build is the largest part of
// every document; most pages use well under half of it. Every byte counts: a document that fits the
// first TCP round trip (about 14 KB) paints a round trip sooner (docs/decisions/0004-serving-fast.md).
import { transform, type Selector } from "lightningcss";

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
  const classes = new Set<string>();
  const tags = new Set<string>();
  const words = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(decodeEntities(name));
  for (const [, tag = ""] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(tag.toLowerCase());
  for (const [, name = ""] of html.matchAll(/\s([\w-]+)=/g)) words.add(name.toLowerCase());
  for (const [, type = ""] of html.matchAll(/\stype="([\w-]+)"/g)) words.add(type.toLowerCase());
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

const formControls = ["input", "textarea", "select"];
const dateTypes = ["date", "time", "datetime-local", "month", "week"];
/**
 * The pseudo-elements only some form controls have, and what the document must contain for them.
 */
function formPseudoElementCanAppear(pseudo: { kind: string; name?: string }, { tags, words }: Vocabulary) {
  const name = pseudo.kind === "custom" ? String(pseudo.name) : pseudo.kind;
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
 * Can this selector match in a document with this vocabulary? A selector naming a class or an
 * element the document does not have cannot. Inside :is(), :where(), :not() and :has() a name is not
 * required for a match, so only the outer components decide.
 */
function canMatch(selector: Selector, vocabulary: Vocabulary) {
  for (const component of selector) {
    if (component.type === "class" && !vocabulary.classes.has(component.name)) return false;
    if (component.type === "type" && !vocabulary.tags.has(String(component.name).toLowerCase())) return false;
    if (component.type === "pseudo-element" && !formPseudoElementCanAppear(component, vocabulary)) return false;
    if (
      component.type === "pseudo-class" &&
      component.kind === "custom" &&
      component.name === "-moz-ui-invalid" &&
      !formControls.some((tag) => vocabulary.tags.has(tag))
    )
      return false;
  }
  return true;
}

/**
 * The stylesheet cut to what a document can use: rules (and selectors in a list) that can match,
 * then custom properties that nothing reads (Tailwind declares defaults for every --tw-* variable
 * and the theme's values once for all pages), repeated until nothing more goes. `readers`: other text
 * that may read custom properties (the document's inline styles and scripts).
 */
export function cssForDocument(css: string, vocabulary: Vocabulary, readers = ""): string {
  let out = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      // A rule no selector of which can match goes; in a list, the selectors that cannot match go.
      // (Selectors one by one: lightningcss cannot always read back a whole rule it handed out.)
      Rule: {
        style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, vocabulary)) ? undefined : []),
      },
      Selector: (selector) => (canMatch(selector, vocabulary) ? undefined : []),
    },
  }).code.toString();
  for (let pass = 0; pass < 5; pass++) {
    const read = new Set([...`${out}\n${readers}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
    const before = out;
    out = transform({
      filename: "page.css",
      code: Buffer.from(out),
      minify: true,
      visitor: {
        // lightningcss hands properties it has no type for (border-collapse, …) to `custom` too.
        Declaration: {
          custom: (property) => (!property.name.startsWith("--") || read.has(property.name) ? undefined : []),
        },
        Rule: { property: (rule) => (read.has(rule.value.name) ? undefined : []) },
      },
    }).code.toString();
    if (out === before) break;
  }
  return out;
}
