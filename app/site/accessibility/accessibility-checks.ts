/**
 * How the site's accessibility is tested: the browser tests run exactly these checks, and the accessibility
 * statement (/tilgjengelighet) describes them from here, so the statement cannot claim a test that is not run.
 */

/** axe-core's rule tags: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const axeRuleTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

/** Label in Name (WCAG 2.5.3, level A) is experimental in axe and runs only when asked: it is asked for. */
export const axeExperimentalRules = { "label-content-name-mismatch": { enabled: true } } as const;

/** Every page is checked in both colour schemes (dark mode follows the system setting). */
export const testedColourSchemes = ["light", "dark"] as const;

/** Screen widths every page is laid out at, in CSS pixels: WCAG 1.4.10 (Reflow) asks for 320. */
export const testedWidths = [320, 360, 390, 1440] as const;

/** The WCAG version and level the site is built and tested to. */
export const targetStandard = { name: "WCAG", version: "2.1", level: "AA" } as const;

/**
 * What the browser tests use with the keyboard alone, and the spec that does it: the statement names these,
 * and accessibility-statement.server.test.ts checks that each spec presses keys.
 */
export const keyboardTested = [
  { what: "søket", spec: "search.spec.ts" },
  { what: "menyen", spec: "header.spec.ts" },
  { what: "cookievalget", spec: "consent.spec.ts" },
  { what: "sammenligningen", spec: "compare.spec.ts" },
] as const;
