import { z } from "zod";
import { formatPeriod, formatPeriodRange } from "../app/domain/period";
import { parseOne } from "./parse-one";
import { periodSchema } from "./period";
import { labelBy, parseContent } from "./validate";

/** How long a cookie lives: until the browser closes (session), a fixed period, or a range. */
export const cookieDurationSchema = z
  .object({
    session: z.boolean(),
    min: periodSchema.optional(),
    max: periodSchema.optional(),
  })
  .strict()
  .refine((duration) => duration.session || duration.max !== undefined, "må være en økt eller ha en lengste varighet")
  .refine((duration) => duration.min === undefined || duration.max !== undefined, "har min uten max");

export type CookieDuration = z.infer<typeof cookieDurationSchema>;

/** A cookie type (spec §3): type, purpose, duration, canDisable, examples. */
export const cookieTypeSchema = z
  .object({
    id: z.enum(["necessary", "analytics", "marketing"]),
    type: z.string().min(5),
    purpose: z.string().min(30),
    duration: cookieDurationSchema,
    canDisable: z.boolean(),
    examples: z
      .array(
        z
          .object({
            /** What kind of cookie it is (we name kinds, not vendor cookie names). */
            kind: z.enum(["session", "consent", "analytics", "ads", "pixel"]),
            name: z.string().min(5),
            purpose: z.string().min(10),
            duration: cookieDurationSchema,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type CookieType = z.infer<typeof cookieTypeSchema>;

export const cookiePolicy = parseOne(
  "Cookieerklæring",
  z.object({ updated: z.iso.date() }).strict(),
  { updated: "2025-01-15" },
);

/** The cookie types of the policy (spec §9), with durations as numbers. */
export const cookieTypes = parseContent(
  "Cookietype",
  cookieTypeSchema,
  [
    {
      id: "necessary",
      type: "Nødvendige cookies",
      purpose:
        "Får nettstedet til å virke og holder det sikkert, for eksempel ved å huske det du har skrevet i et skjema eller valget ditt om cookies.",
      duration: { session: true, max: { amount: 1, unit: "years" } },
      canDisable: false,
      examples: [
        {
          kind: "session",
          name: "Øktcookie",
          purpose: "Husker innholdet i et skjema mens du fyller det ut.",
          duration: { session: true },
        },
        {
          kind: "consent",
          name: "Samtykkecookie",
          purpose: "Husker om du har sagt ja eller nei til valgfrie cookies, så vi ikke spør hver gang.",
          duration: { session: false, max: { amount: 1, unit: "years" } },
        },
      ],
    },
    {
      id: "analytics",
      type: "Analysecookies",
      purpose:
        "Teller besøk og viser hvilke sider som blir lest, slik at vi kan gjøre guidene bedre. Tallene er samlet og sier ikke hvem du er.",
      duration: { session: false, max: { amount: 2, unit: "years" } },
      canDisable: true,
      examples: [
        {
          kind: "analytics",
          name: "Statistikkcookie",
          purpose: "Skiller nye besøk fra tilbakevendende, så tallene ikke teller samme leser flere ganger.",
          duration: { session: false, max: { amount: 2, unit: "years" } },
        },
      ],
    },
    {
      id: "marketing",
      type: "Markedsføringscookies",
      purpose:
        "Måler om en annonse eller en lenke merket «Annonse» førte til et besøk hos banken, og kan brukes til å vise annonser som passer for deg.",
      duration: { session: false, min: { amount: 1, unit: "years" }, max: { amount: 2, unit: "years" } },
      canDisable: true,
      examples: [
        {
          kind: "ads",
          name: "Annonsecookie",
          purpose: "Registrerer at du kom til banken fra en annonse hos oss.",
          duration: { session: false, max: { amount: 90, unit: "days" } },
        },
        {
          kind: "pixel",
          name: "Pikselcookie",
          purpose: "Brukes av en sporingspiksel til å måle om et besøk førte til en søknad.",
          duration: { session: false, max: { amount: 90, unit: "days" } },
        },
      ],
    },
  ],
  labelBy("id"),
);

/** A cookie duration in words: "Til du lukker nettleseren, eller opptil 1 år", "1–2 år", "90 dager". */
export function cookieDurationText(duration: CookieDuration): string {
  const period = duration.max ? (duration.min ? formatPeriodRange(duration.min, duration.max) : formatPeriod(duration.max)) : null;
  if (duration.session && period) return `Til du lukker nettleseren, eller opptil ${period}`;
  if (duration.session) return "Til du lukker nettleseren";
  return period ?? "";
}
