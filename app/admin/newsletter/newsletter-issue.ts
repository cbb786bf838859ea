import { z } from "zod";

/** A newsletter issue as staff write it in the back office (/admin/nyhetsbrev): a subject and a Markdown body. */
// 20 000 characters is some 3 000 words, longer than anyone reads in a mail.
// Quotes and lists ten deep are more than a mail program shows well; deeper ones made the renderer recurse
// until the stack ran out (a pasted mail thread of ~1 900 ">").
export const issueLimits = { subject: 150, markdown: 20_000, nesting: 10 } as const;

export const issueFields = ["subject", "markdown"] as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The one schema for the issue form, used by its action: a subject on one line, a body, both within limits. */
export const issueSchema = z.object({
  subject: z
    .string()
    // A subject is one line in every mail program: line breaks and runs of spaces become one space.
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Skriv et emne for nyhetsbrevet")
        .max(issueLimits.subject, `Emnet kan ha høyst ${issueLimits.subject} tegn. Gjør det kortere`)
        .refine(
          (value) => !controlCharacter.test(value),
          "Emnet inneholder et usynlig kontrolltegn. Skriv det inn på nytt",
        ),
    ),
  markdown: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .refine((value) => value.trim() !== "", "Skriv innholdet i nyhetsbrevet")
        .refine(
          (value) => value.length <= issueLimits.markdown,
          `Innholdet kan ha høyst ${issueLimits.markdown.toLocaleString("nb-NO")} tegn. Del det i to nyhetsbrev`,
        )
        .refine(
          (value) => !controlCharacter.test(value),
          "Innholdet inneholder et usynlig kontrolltegn. Lim det inn som ren tekst",
        ),
    ),
});

export type IssueInput = z.output<typeof issueSchema>;

/** What the back office says about a body that cannot become a mail (checked when it is saved, on the server). */
export const markdownMessages = {
  tooDeep: (depth: number) =>
    `Innholdet har sitater eller lister ${depth.toLocaleString("nb-NO")} nivåer inni hverandre, men høyst ${issueLimits.nesting} kan vises. ` +
    "Fjern noen av «>»-tegnene eller innrykkene, for eksempel i en innlimt e-posttråd",
  unrenderable:
    "Innholdet kan ikke gjøres om til e-post: noe står for mange nivåer inni hverandre (sitater, lister eller utheving med * og _). " +
    "Forenkle det, for eksempel ved å fjerne «>»-tegnene i en innlimt e-posttråd",
} as const;

/** Where an issue stands, as staff read it. */
export const issueStatusLabel = {
  draft: "Utkast",
  sending: "Sendes",
  sent: "Sendt",
  cancelled: "Avbrutt",
  failed: "Feilet",
} as const;
