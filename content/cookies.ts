import { z } from "zod";
import { ANALYTICS_COOKIE, CAMPAIGN_COOKIE, CONSENT_COOKIE } from "../app/domain/consent";
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
  { updated: "2026-11-22" },
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
          duration: { session: false, max: { amount: 12, unit: "months" } },
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
        "Husker hvilken kampanje eller annonse som førte deg til oss, slik at et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje.",
      duration: { session: false, min: { amount: 1, unit: "years" }, max: { amount: 2, unit: "years" } },
      canDisable: true,
      examples: [
        {
          kind: "ads",
          name: "Annonsecookie",
          purpose: "Husker at du kom til oss fra en bestemt kampanje eller annonse.",
          duration: { session: false, max: { amount: 90, unit: "days" } },
        },
        {
          kind: "pixel",
          name: "Pikselcookie",
          purpose: "Brukes av en sporingspiksel fra en annonsør til å måle om et besøk førte til en søknad. Vi bruker ingen slike piksler i dag.",
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

/** The cookies the site actually sets today, each with its real lifetime (shown under «Dette setter vi i dag»). */
export const siteCookieSchema = z
  .object({
    name: z.enum([CONSENT_COOKIE, ANALYTICS_COOKIE, CAMPAIGN_COOKIE]),
    typeId: cookieTypeSchema.shape.id,
    purpose: z.string().min(30),
    duration: periodSchema,
  })
  .strict();

export type SiteCookie = z.infer<typeof siteCookieSchema>;

export const siteCookies = parseContent(
  "Cookie",
  siteCookieSchema,
  [
    {
      name: CONSENT_COOKIE,
      typeId: "necessary",
      purpose:
        "Husker valget du gjorde om cookies, så vi ikke spør igjen på hver side. Den settes først når du har valgt, og inneholder bare svaret ditt.",
      duration: { amount: 12, unit: "months" },
    },
    {
      name: ANALYTICS_COOKIE,
      typeId: "analytics",
      purpose:
        "Skiller nye lesere fra tilbakevendende når vi teller sidevisninger. Tellingen skjer på vår egen server, uten navn, IP-adresse eller annen informasjon om hvem du er, og ingen andre får tallene.",
      duration: { amount: 12, unit: "months" },
    },
    {
      name: CAMPAIGN_COOKIE,
      typeId: "marketing",
      purpose:
        "Husker hvilken kampanjelenke som førte deg hit, for eksempel fra et nyhetsbrev, slik at et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje.",
      duration: { amount: 90, unit: "days" },
    },
  ],
  labelBy("name"),
);
