import { z } from "zod";
import { emailField } from "../../site/newsletter/newsletter-form";

/**
 * The back office's rules that are not I/O: roles and what each may do, how long a session and an
 * invitation last, and the forms staff fill in. Server code (app/admin/) and the CLI use these.
 */

export const staffRoles = ["admin", "redaktør"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The parts of the back office; a role reaches the ones listed for it. */
export type AdminArea =
  "oversikt" | "kort" | "henvendelser" | "nyhetsbrev" | "statistikk" | "konto" | "ansatte" | "logg";

const areasByRole: Record<StaffRole, readonly AdminArea[]> = {
  admin: ["oversikt", "kort", "henvendelser", "nyhetsbrev", "statistikk", "konto", "ansatte", "logg"],
  redaktør: ["oversikt", "kort", "henvendelser", "nyhetsbrev", "statistikk", "konto"],
};

export function mayEnter(role: StaffRole, area: AdminArea): boolean {
  return areasByRole[role].includes(area);
}

/** The session cookie: HttpOnly, SameSite=Strict, Path=/admin, Secure on an https origin (app/admin/access/sessions.server.ts). */
export const STAFF_SESSION_COOKIE = "kv_ansatt";
const HOUR_SECONDS = 60 * 60;
/** A session ends after 8 hours without a request, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_SECONDS = 8 * HOUR_SECONDS;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * HOUR_SECONDS;
/** The last-seen time is written at most this often, not on every request. */
export const SESSION_TOUCH_SECONDS = 60;
/** An invitation link works once, within 48 hours. */
export const INVITATION_VALID_SECONDS = 48 * HOUR_SECONDS;
/** A passkey ceremony (options, then the authenticator's answer) must finish within 5 minutes. */
export const CHALLENGE_VALID_SECONDS = 5 * 60;

export const passkeyNameMax = 60;

export const staffMessages = {
  passkeyNameMissing: "Gi passkeyen et navn, for eksempel «Jobb-PC» eller «Telefon», så du kjenner den igjen senere",
  passkeyNameTooLong: `Navnet på passkeyen kan ha høyst ${passkeyNameMax} tegn. Skriv et kortere navn`,
  passkeyNameControl: "Navnet inneholder et usynlig kontrolltegn. Skriv navnet på nytt uten å lime det inn",
  credentialMissing:
    "Nettleseren sendte ingen passkey. Trykk på knappen igjen og følg nettleserens veiledning. Passkeys krever JavaScript",
  roleInvalid: "Velg rollen admin eller redaktør",
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;

const passkeyName = z
  .string()
  .trim()
  .min(1, staffMessages.passkeyNameMissing)
  .max(passkeyNameMax, staffMessages.passkeyNameTooLong)
  .refine((value) => !LINE_CONTROL.test(value), staffMessages.passkeyNameControl);

/** The authenticator's answer, as @simplewebauthn/browser gives it, posted as JSON text in a hidden field. */
const credential = z
  .string()
  .min(2, staffMessages.credentialMissing)
  .max(16_000, staffMessages.credentialMissing)
  .transform((text, context) => {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
        return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    context.addIssue({ code: "custom", message: staffMessages.credentialMissing });
    return z.NEVER;
  });

/** Registering a passkey (from an invitation, or another one from the account page). */
export const passkeyRegistrationFields = ["name", "credential"] as const;
export const passkeyRegistrationSchema = z.object({ name: passkeyName, credential });

/** Signing in: only the authenticator's answer. */
export const signInFields = ["credential"] as const;
export const signInSchema = z.object({ credential });

/** The invite command and the staff page: an address and a role. */
export const inviteFields = ["email", "role"] as const;
export const inviteSchema = z.object({
  email: emailField,
  role: z.enum(staffRoles, { message: staffMessages.roleInvalid }),
});

/** Ansatte's role change (the same as `npm run staff -- role`): whose, and the new role. */
export const roleChangeFields = ["email", "role"] as const;
export const roleChangeSchema = inviteSchema;

/** Ansatte's removal of someone's passkey (the same as `npm run staff -- remove-passkey`). */
export const passkeyRemovalFields = ["email", "passkey"] as const;
export const passkeyRemovalSchema = z.object({
  email: emailField,
  passkey: z.string().trim().min(8, "Velg passkeyen som skal fjernes").max(1_400, "Velg passkeyen som skal fjernes"),
});

/**
 * A short, recognisable name for a browser from its User-Agent ("Chrome på Linux"), so a person can tell
 * their sessions apart. Nothing more of the header is kept.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /(?:Edg|EdgA|EdgiOS)\//.test(ua)
    ? "Edge"
    : /(?:Firefox|FxiOS)\//.test(ua)
      ? "Firefox"
      : /(?:Chrome|Chromium|CriOS)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Ukjent nettleser";
  const system = /iPhone|iPad/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux|X11/.test(ua)
            ? "Linux"
            : "ukjent system";
  return `${browser} på ${system}`;
}

/** The path to return to after sign-in: only a path inside the back office, never another site. */
export function adminReturnPath(value: string | null | undefined): string {
  if (!value || !/^\/admin(?:[/?#]|$)/.test(value) || value.startsWith("//")) return "/admin";
  // Printable ASCII only (a Location header takes nothing else), no backslash (browsers read it as "/"),
  // and no dot segment, which a browser resolves to a page outside /admin ("/admin/../kort", "%2e%2e").
  if (/[^\x21-\x7e]|\\/.test(value) || /\/(?:\.|%2e){1,2}(?:[/?#]|$)/i.test(value.split(/[?#]/)[0] ?? ""))
    return "/admin";
  return value;
}

export const replyLimits = { min: 2, max: 10_000 } as const;

/** A reply to an enquiry, written in the back office and mailed to the visitor. */
export const replyFields = ["body"] as const;
export const replySchema = z.object({
  body: z
    .string()
    .trim()
    .min(replyLimits.min, "Skriv svaret før du sender det")
    .max(
      replyLimits.max,
      `Svaret kan ha høyst ${replyLimits.max.toLocaleString("nb-NO")} tegn. Gjør det kortere, eller del det i to svar`,
    )
    .refine(
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      (value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value),
      "Svaret inneholder et usynlig kontrolltegn. Lim det inn som ren tekst",
    )
    // A textarea posts CRLF; the mail around the reply has LF, and one mail has one kind of line end.
    .transform((value) => value.replace(/\r\n?/g, "\n")),
});
