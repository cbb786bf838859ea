import { describe, expect, it } from "vitest";
import { validateValues } from "../../shared/forms/form-validation";
import { issueFields, issueLimits, issueSchema } from "./newsletter-issue";

const check = (subject: string, markdown: string) => validateValues(issueSchema, issueFields, { subject, markdown });

describe("issueSchema", () => {
  it.each([
    {
      name: "one line, spaces folded",
      subject: "  Nytt \n i   mars ",
      markdown: "Hei\r\ndu\rder",
      want: { subject: "Nytt i mars", markdown: "Hei\ndu\nder" },
    },
    {
      name: "the longest subject",
      subject: "e".repeat(issueLimits.subject),
      markdown: "x",
      want: { subject: "e".repeat(issueLimits.subject), markdown: "x" },
    },
    {
      name: "the longest body",
      subject: "S",
      markdown: "m".repeat(issueLimits.markdown),
      want: { subject: "S", markdown: "m".repeat(issueLimits.markdown) },
    },
    {
      name: "Markdown and HTML kept as written (escaped when rendered)",
      subject: "S",
      markdown: "# Tittel\n<b>x</b>",
      want: { subject: "S", markdown: "# Tittel\n<b>x</b>" },
    },
  ])("accepts $name", ({ subject, markdown, want }) => {
    const result = check(subject, markdown);
    expect(result.ok && result.data).toEqual(want);
  });

  it.each([
    {
      name: "an empty subject",
      subject: " \n ",
      markdown: "x",
      field: "subject",
      message: "Skriv et emne for nyhetsbrevet",
    },
    {
      name: "a long subject",
      subject: "e".repeat(issueLimits.subject + 1),
      markdown: "x",
      field: "subject",
      message: "Emnet kan ha høyst 150 tegn. Gjør det kortere",
    },
    {
      name: "a control character in the subject",
      subject: "Hei\u0007",
      markdown: "x",
      field: "subject",
      message: "Emnet inneholder et usynlig kontrolltegn. Skriv det inn på nytt",
    },
    {
      name: "an empty body",
      subject: "S",
      markdown: "  \n\n ",
      field: "markdown",
      message: "Skriv innholdet i nyhetsbrevet",
    },
    {
      name: "a long body",
      subject: "S",
      markdown: "m".repeat(issueLimits.markdown + 1),
      field: "markdown",
      message: "Innholdet kan ha høyst 20\u00a0000 tegn. Del det i to nyhetsbrev",
    },
    {
      name: "a control character in the body",
      subject: "S",
      markdown: "a\u0000b",
      field: "markdown",
      message: "Innholdet inneholder et usynlig kontrolltegn. Lim det inn som ren tekst",
    },
  ])("refuses $name with a message naming the field", ({ subject, markdown, field, message }) => {
    const result = check(subject, markdown);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: message });
  });

  it("keeps what was typed for the form shown again", () => {
    const result = check("", "tekst");
    expect(result.values).toEqual({ subject: "", markdown: "tekst" });
  });
});
