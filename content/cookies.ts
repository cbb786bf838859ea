import { z } from "zod";
import {
  ANALYTICS_COOKIE,
  ANALYTICS_MAX_AGE_SECONDS,
  CAMPAIGN_COOKIE,
  CAMPAIGN_MAX_AGE_SECONDS,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
} from "../app/site/consent/consent";
import { formatPeriod, formatPeriodRange, periodInDays } from "../app/shared/format/period";
import { parseOne } from "./parse-one";
import { periodSchema, type Period } from "./period";
import { labelBy, parseContent } from "./validate";

/** How long a cookie may live: until the browser closes (session), a fixed period, or a range. */
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

/** Kinds of cookie the policy names: analytics, ads and pixel cookies, and the consent cookie. */
export const cookieKinds = ["consent", "analytics", "ads", "pixel"] as const;
export type CookieKind = (typeof cookieKinds)[number];

/**
 * A cookie type: type, purpose, duration, canDisable, examples. The durations are the
 * policy's limits, the longest a cookie of that type or kind may live: not the lifetime of
 * a cookie we set. What we set, and for how long, is `siteCookies` below.
 */
export const cookieTypeSchema = z
  .object({
    id: z.enum(["necessary", "analytics", "marketing"]),
    type: z.string().min(5),
    purpose: z.string().min(30),
    /** The longest lifetime the policy allows for this type. */
    duration: cookieDurationSchema,
    canDisable: z.boolean(),
    examples: z
      .array(
        z
          .object({
            /** What kind of cookie it is; the cookies we set of this kind are found by it. */
            kind: z.enum(cookieKinds),
            /** The kind in words (we name kinds here; real cookie names come from siteCookies). */
            name: z.string().min(5),
            purpose: z.string().min(10),
            /** The longest lifetime the policy allows for this kind. */
            duration: cookieDurationSchema,
          })
          .strict(),
      )
      .min(1)
      .refine((examples) => new Set(examples.map((e) => e.kind)).size === examples.length, "har samme slag to ganger"),
  })
  .strict();

export const cookiePolicy = parseOne(
  "Cookieerklæring",
  z.object({ updated: z.iso.date() }).strict(),
  // Changed when the type table was made to match the cookies actually set (issue 13).
  { updated: "2026-11-23" },
);

/** The cookie types of the policy, with the policy's limits as numbers. */
export const cookieTypes = parseContent(
  "Cookietype",
  cookieTypeSchema,
  [
    {
      id: "necessary",
      type: "Nødvendige cookies",
      purpose:
        "Trengs for at nettstedet skal virke slik du har bedt om, for eksempel for å huske valget ditt om cookies.",
      duration: { session: true, max: { amount: 1, unit: "years" } },
      canDisable: false,
      examples: [
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
        "Husker hvilken kampanje eller annonse som førte deg til oss, slik at et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje.",
      duration: { session: false, min: { amount: 1, unit: "years" }, max: { amount: 2, unit: "years" } },
      canDisable: true,
      examples: [
        {
          kind: "ads",
          name: "Kampanje- og annonsecookie",
          purpose: "Husker at du kom til oss fra en bestemt kampanje eller annonse.",
          duration: { session: false, max: { amount: 90, unit: "days" } },
        },
        {
          kind: "pixel",
          name: "Pikselcookie",
          purpose: "Brukes av en sporingspiksel fra en annonsør til å måle om et besøk førte til en søknad.",
          duration: { session: false, max: { amount: 90, unit: "days" } },
        },
      ],
    },
  ],
  labelBy("id"),
);

/** A policy limit in words: "Til du lukker nettleseren, eller opptil 1 år", "1–2 år", "90 dager". */
export function cookieDurationText(duration: CookieDuration): string {
  const period = duration.max
    ? duration.min
      ? formatPeriodRange(duration.min, duration.max)
      : formatPeriod(duration.max)
    : null;
  if (duration.session && period) return `Til du lukker nettleseren, eller opptil ${period}`;
  if (duration.session) return "Til du lukker nettleseren";
  return period ?? "";
}

const DAY_SECONDS = 86_400;

/**
 * A cookie's Max-Age as a period for the page: whole years of 365 days as years, otherwise days
 * (31 536 000 s → 1 år, 7 776 000 s → 90 dager). A Max-Age that is not whole days is a mistake here.
 */
export function periodFromMaxAge(seconds: number): Period {
  const days = seconds / DAY_SECONDS;
  if (!Number.isInteger(days) || days <= 0)
    throw new Error(`Cookie: Max-Age ${seconds} s er ikke et helt antall dager`);
  return days % 365 === 0 ? { amount: days / 365, unit: "years" } : { amount: days, unit: "days" };
}

/**
 * The cookies the site actually sets today (app/site/consent/consent.ts for the server, app/site/consent/consent.client.ts
 * in the browser), each with its lifetime taken from the very constant the code sets it with.
 * All are first-party: set by our own origin without a Domain attribute, and sent only to us.
 */
export const siteCookieSchema = z
  .object({
    name: z.enum([CONSENT_COOKIE, ANALYTICS_COOKIE, CAMPAIGN_COOKIE]),
    typeId: cookieTypeSchema.shape.id,
    kind: z.enum(cookieKinds),
    /** The Max-Age the code sets, in seconds (an imported constant, never typed here). */
    maxAgeSeconds: z.number().int().positive(),
    /** The same lifetime as a period, computed from maxAgeSeconds. */
    duration: periodSchema,
    /** When it is set, and so whether it needs consent. */
    setWhen: z.string().min(20),
    purpose: z.string().min(30),
  })
  .strict()
  .refine((cookie) => periodInDays(cookie.duration) * DAY_SECONDS === cookie.maxAgeSeconds, {
    message: "varigheten stemmer ikke med Max-Age",
    path: ["duration"],
  });

export type SiteCookie = z.infer<typeof siteCookieSchema>;

const setCookie = (cookie: Omit<SiteCookie, "duration">): SiteCookie => ({
  ...cookie,
  duration: periodFromMaxAge(cookie.maxAgeSeconds),
});

export const siteCookies = parseContent(
  "Cookie",
  siteCookieSchema,
  [
    setCookie({
      name: CONSENT_COOKIE,
      typeId: "necessary",
      kind: "consent",
      maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
      setWhen:
        "Settes uten samtykke, men først når du har svart på spørsmålet om cookies, og på nytt hver gang du endrer valget.",
      purpose:
        "Husker valget du gjorde om cookies, så vi ikke spør igjen på hver side. Den inneholder bare svaret ditt.",
    }),
    setCookie({
      name: ANALYTICS_COOKIE,
      typeId: "analytics",
      kind: "analytics",
      maxAgeSeconds: ANALYTICS_MAX_AGE_SECONDS,
      setWhen:
        "Settes bare hvis du har sagt ja til analyse, første gang du ser en side etterpå. Sier du nei, sletter vi den.",
      purpose:
        "Skiller nye lesere fra tilbakevendende når vi teller sidevisninger. Tellingen skjer på vår egen server, uten navn, IP-adresse eller annen informasjon om hvem du er, og ingen andre får tallene.",
    }),
    setCookie({
      name: CAMPAIGN_COOKIE,
      typeId: "marketing",
      kind: "ads",
      maxAgeSeconds: CAMPAIGN_MAX_AGE_SECONDS,
      setWhen:
        "Settes bare hvis du har sagt ja til markedsføring og kom hit via en kampanjelenke, for eksempel fra et nyhetsbrev. Sier du nei, sletter vi den.",
      purpose:
        "Husker hvilken kampanjelenke som førte deg hit, slik at et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje. Kampanjen lagres hos oss sammen med klikket; banken får den ikke.",
    }),
  ],
  labelBy("name"),
);

/** The cookies we set of one kind: an example with none is shown as not in use today. */
export function siteCookiesOfKind(kind: CookieKind): SiteCookie[] {
  return siteCookies.filter((cookie) => cookie.kind === kind);
}

/** The cookies we set, as the privacy statement names them: "kv_samtykke (1 år)". */
export function siteCookieWithLifetime(name: SiteCookie["name"]): string {
  const cookie = siteCookies.find((entry) => entry.name === name);
  if (!cookie) throw new Error(`Cookie: ${name} står ikke i cookieerklæringen`);
  return `${cookie.name} (${formatPeriod(cookie.duration)})`;
}

/** The longest lifetime of any cookie we set today. */
export const longestSiteCookie: Period = siteCookies
  .map((cookie) => cookie.duration)
  .reduce((longest, duration) => (periodInDays(duration) > periodInDays(longest) ? duration : longest));

// Every cookie we set is listed under its own type and kind, within the limits the policy states for
// both; a cookie the policy does not allow for that long fails the build here, not on the page.
for (const cookie of siteCookies) {
  const type = cookieTypes.find((entry) => entry.id === cookie.typeId);
  const example = type?.examples.find((entry) => entry.kind === cookie.kind);
  if (!type || !example)
    throw new Error(`Cookie ${cookie.name}: typen «${cookie.typeId}» har ikke slaget «${cookie.kind}»`);
  for (const limit of [type.duration.max, example.duration.max]) {
    if (limit && periodInDays(cookie.duration) > periodInDays(limit) + 0.5)
      throw new Error(
        `Cookie ${cookie.name}: ${formatPeriod(cookie.duration)} er lenger enn erklæringen tillater (${formatPeriod(limit)})`,
      );
  }
}
