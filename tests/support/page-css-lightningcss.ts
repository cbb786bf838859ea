// The page CSS as the server cut it before decision 0035: lightningcss parsing the stylesheet at every cut.
// Kept for the tests alone, as the measure of the cut from the build's rule table (app/shared/http/page-css.server.ts),
// which must print the same CSS for every page.
import { transform, type Selector } from "lightningcss";
import { formControls, formPseudoElementCanAppear, type Vocabulary } from "../../app/shared/http/page-css.server";

function canMatch(selector: Selector, vocabulary: Vocabulary) {
  for (const component of selector) {
    if (component.type === "class" && !vocabulary.classes.has(component.name)) return false;
    if (component.type === "type" && !vocabulary.tags.has(String(component.name).toLowerCase())) return false;
    if (
      component.type === "pseudo-element" &&
      !formPseudoElementCanAppear(component.kind === "custom" ? String(component.name) : component.kind, vocabulary)
    )
      return false;
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

/** The stylesheet cut by lightningcss, as `cssForDocument` did before the rule table. */
export function cssCutByLightningcss(css: string, vocabulary: Vocabulary, readers = ""): string {
  let out = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
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
