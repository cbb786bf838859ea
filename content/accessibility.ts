import { z } from "zod";
import {
  axeRuleTags,
  keyboardTested,
  targetStandard,
  testedColourSchemes,
  testedWidths,
} from "../app/site/accessibility/accessibility-checks";
import { parseOne } from "./parse-one";
import { site } from "./site";

/**
 * The accessibility statement (/tilgjengelighet). What it says about testing is made from
 * app/site/accessibility/accessibility-checks.ts, which the browser tests run; each known problem has an id
 * that a test checks against the site, so the list cannot outlive the problem or miss it.
 */

/** Known problems the tests hold to the site: the PDFs' missing structure tags (tests/e2e/pdf-downloads.spec.ts). */
export const knownIssueIds = ["untagged-pdfs"] as const;
export type KnownIssueId = (typeof knownIssueIds)[number];

const accessibilityStatementSchema = z
  .object({
    /** When the statement was last gone through; shown on the page and kept within a year by test. */
    updated: z.iso.date(),
    knownIssues: z
      .array(
        z
          .object({
            id: z.enum(knownIssueIds),
            heading: z.string().min(5),
            /** What does not meet the standard, and what to use meanwhile. */
            text: z.string().min(40),
          })
          .strict(),
      )
      .refine((issues) => new Set(issues.map((issue) => issue.id)).size === issues.length, "har samme id to ganger"),
  })
  .strict();

export const accessibilityStatement = parseOne("Tilgjengelighetserklæringen", accessibilityStatementSchema, {
  updated: "2026-11-27",
  knownIssues: [
    {
      id: "untagged-pdfs",
      heading: "PDF-filene er ikke merket for skjermlesere",
      text: "Spareguiden og nedbetalingsplanen kan lastes ned som PDF. Filene har tittel og språk, men mangler strukturmerking (overskrifter, lister og tabeller), så en skjermleser leser dem som løpende tekst. Alt innholdet står også på nettsidene de lastes ned fra, og der er det fullt tilgjengelig.",
    },
  ],
});

/** How the site is tested, in words, from the very constants the tests use. */
export const accessibilityTesting = {
  standard: `${targetStandard.name} ${targetStandard.version} nivå ${targetStandard.level}`,
  /** "WCAG 2.0, 2.1 og 2.2": the versions whose A and AA rules axe runs on every page. */
  automatedVersions: axeRuleTags
    .map((tag) => /^wcag(\d)(\d)?a+$/.exec(tag))
    .filter((match) => match !== null)
    .map((match) => `${match[1]}.${match[2] ?? "0"}`)
    .filter((version, index, all) => all.indexOf(version) === index),
  colourSchemes: testedColourSchemes.map((scheme) => (scheme === "light" ? "lyst" : "mørkt")),
  narrowestWidth: Math.min(...testedWidths),
  widestWidth: Math.max(...testedWidths),
  bestPractice: axeRuleTags.includes("best-practice"),
  keyboard: keyboardTested.map((entry) => entry.what),
};

export const accessibilityContact = { email: site.email, contactPath: "/kontakt" };
