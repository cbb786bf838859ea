// @ts-check
// Per-page CSS: the site's one stylesheet, cut to the rules a document can use. A page inlines its
// CSS (no extra request before the first paint), and the whole Tailwind build is the largest part of
// every document; most pages use well under half of it (docs/decisions/0004-serving-fast.md).
import { transform } from "lightningcss";

/**
 * Every class name a document may carry: the class attributes in its HTML (templates included) and
 * the words in the page's scripts, which add and remove classes at run time.
 * @param {string} html
 * @param {string[]} scripts
 */
export function classNamesIn(html, scripts) {
  const names = new Set();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) names.add(decodeEntities(name));
  for (const script of scripts) for (const word of script.split(/[^\w:/.[\]%#()-]+/)) if (word) names.add(word);
  return names;
}

/** @param {string} text */
const decodeEntities = (text) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/**
 * The rules of `css` whose selectors can match with these class names (a selector naming a class the
 * document does not have can never match). Rules without classes (base styles, variables) stay.
 * @param {string} css
 * @param {Set<string>} used
 */
export function cssForClasses(css, used) {
  /** @param {any} selector */
  const classesOf = (selector) => {
    /** @type {string[]} */
    const names = [];
    const walk = (/** @type {any} */ components) => {
      for (const component of components ?? []) {
        if (component.type === "class") names.push(component.name);
        // :is(), :where(), :not(), :has() carry selectors of their own: a class inside them is not
        // required for a match, so only the outer components decide.
      }
    };
    walk(selector);
    return names;
  };
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const keep = rule.value.selectors.some((selector) => classesOf(selector).every((name) => used.has(name)));
          return keep ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}
