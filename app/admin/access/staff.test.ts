import { describe, expect, it } from "vitest";
import { validateValues } from "../../shared/forms/form-validation";
import { emailMessages } from "../../site/newsletter/newsletter-form";
import {
  adminReturnPath,
  CHALLENGE_VALID_SECONDS,
  deviceName,
  INVITATION_VALID_SECONDS,
  inviteFields,
  inviteSchema,
  mayEnter,
  passkeyNameMax,
  passkeyRegistrationFields,
  passkeyRegistrationSchema,
  replyFields,
  replyLimits,
  replySchema,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
  signInFields,
  signInSchema,
  STAFF_SESSION_COOKIE,
  staffMessages,
  staffRoles,
  type AdminArea,
  type StaffRole,
} from "./staff";

describe("roles and what each may enter", () => {
  it("has exactly the roles admin and redaktør", () => {
    expect(staffRoles).toEqual(["admin", "redaktør"]);
  });

  // Every role × every area: a row missing here is a row missing from the matrix.
  it.each<[StaffRole, AdminArea, boolean]>([
    ["admin", "oversikt", true],
    ["admin", "kort", true],
    ["admin", "henvendelser", true],
    ["admin", "nyhetsbrev", true],
    ["admin", "statistikk", true],
    ["admin", "konto", true],
    ["admin", "ansatte", true],
    ["admin", "logg", true],
    ["redaktør", "oversikt", true],
    ["redaktør", "kort", true],
    ["redaktør", "henvendelser", true],
    ["redaktør", "nyhetsbrev", true],
    ["redaktør", "statistikk", true],
    ["redaktør", "konto", true],
    ["redaktør", "ansatte", false],
    ["redaktør", "logg", false],
  ])("%s → %s: %s", (role, area, allowed) => {
    expect(mayEnter(role, area)).toBe(allowed);
  });

  it("refuses a role that is not one (as a cookie-borne or database value could be)", () => {
    // The type says StaffRole; a value from outside could still be anything. It must not reach an area.
    for (const role of ["Admin", "redaktor", "", "__proto__", "constructor"]) {
      let allowed: boolean;
      try {
        allowed = mayEnter(role as StaffRole, "oversikt");
      } catch {
        allowed = false;
      }
      expect(allowed, role).toBe(false);
    }
  });
});

describe("cookie name and durations", () => {
  it.each([
    ["STAFF_SESSION_COOKIE", STAFF_SESSION_COOKIE, "kv_ansatt"],
    ["SESSION_IDLE_SECONDS (8 hours)", SESSION_IDLE_SECONDS, 8 * 3600],
    ["SESSION_ABSOLUTE_SECONDS (7 days)", SESSION_ABSOLUTE_SECONDS, 7 * 24 * 3600],
    ["SESSION_TOUCH_SECONDS (1 minute)", SESSION_TOUCH_SECONDS, 60],
    ["INVITATION_VALID_SECONDS (48 hours)", INVITATION_VALID_SECONDS, 48 * 3600],
    ["CHALLENGE_VALID_SECONDS (5 minutes)", CHALLENGE_VALID_SECONDS, 300],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("orders the limits sensibly: touch < idle < absolute", () => {
    expect(SESSION_TOUCH_SECONDS).toBeLessThan(SESSION_IDLE_SECONDS);
    expect(SESSION_IDLE_SECONDS).toBeLessThan(SESSION_ABSOLUTE_SECONDS);
  });
});

describe("deviceName", () => {
  const ua = {
    chromeWindows:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    chromeMac:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    chromeLinux:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    chromeAndroid:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    chromeIphone:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
    chromiumLinux:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.0.0 Chrome/120.0.0.0 Safari/537.36",
    chromeOs:
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
    firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
    firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
    firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0",
    safariMac:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    safariIphone:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    safariIpad:
      "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
    edgeWindows:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    edgeMac:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    edgeLinux:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    firefoxIphone:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
    edgeIphone:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.2592.56 Mobile/15E148 Safari/605.1.15",
    edgeAndroid:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.0.0",
    curl: "curl/8.5.0",
    googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  };

  it.each<[string, string | null | undefined, string]>([
    ["Chrome on Windows", ua.chromeWindows, "Chrome på Windows"],
    ["Chrome on macOS", ua.chromeMac, "Chrome på macOS"],
    ["Chrome on Linux", ua.chromeLinux, "Chrome på Linux"],
    ["Chrome on Android (Linux in the UA, Android wins)", ua.chromeAndroid, "Chrome på Android"],
    ["Chrome on iPhone (CriOS, and “like Mac OS X”: iOS wins)", ua.chromeIphone, "Chrome på iOS"],
    ["Chromium on Linux", ua.chromiumLinux, "Chrome på Linux"],
    ["Chrome on ChromeOS (X11)", ua.chromeOs, "Chrome på Linux"],
    ["Firefox on Windows", ua.firefoxWindows, "Firefox på Windows"],
    ["Firefox on macOS", ua.firefoxMac, "Firefox på macOS"],
    ["Firefox on Linux", ua.firefoxLinux, "Firefox på Linux"],
    ["Firefox on Android", ua.firefoxAndroid, "Firefox på Android"],
    ["Safari on macOS", ua.safariMac, "Safari på macOS"],
    ["Safari on iPhone", ua.safariIphone, "Safari på iOS"],
    ["Safari on iPad", ua.safariIpad, "Safari på iOS"],
    ["Edge on Windows (Chrome and Safari in the UA, Edge wins)", ua.edgeWindows, "Edge på Windows"],
    ["Edge on macOS", ua.edgeMac, "Edge på macOS"],
    ["Edge on Linux", ua.edgeLinux, "Edge på Linux"],
    ["Firefox on iPhone (FxiOS)", ua.firefoxIphone, "Firefox på iOS"],
    ["Edge on iPhone (EdgiOS)", ua.edgeIphone, "Edge på iOS"],
    ["Edge on Android (EdgA)", ua.edgeAndroid, "Edge på Android"],
    ["an empty header", "", "Ukjent nettleser på ukjent system"],
    ["no header (null)", null, "Ukjent nettleser på ukjent system"],
    ["no header (undefined)", undefined, "Ukjent nettleser på ukjent system"],
    ["curl", ua.curl, "Ukjent nettleser på ukjent system"],
    ["a crawler", ua.googlebot, "Ukjent nettleser på ukjent system"],
    ["a browser name without a system", "Firefox/127.0", "Firefox på ukjent system"],
    ["a system without a browser", "Mozilla/5.0 (Windows NT 10.0)", "Ukjent nettleser på Windows"],
  ])("%s", (_, userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });

  it("keeps nothing else of the header (no version, no free text)", () => {
    const name = deviceName(`${ua.chromeWindows} <script>alert(1)</script>`);
    expect(name).toBe("Chrome på Windows");
  });
});

describe("adminReturnPath", () => {
  const origin = "https://kortvalg.no";

  it.each([
    ["/admin", "/admin"],
    ["/admin/", "/admin/"],
    ["/admin/x", "/admin/x"],
    ["/admin/henvendelser/12", "/admin/henvendelser/12"],
    ["/admin?x", "/admin?x"],
    ["/admin?side=2&filter=ubesvart", "/admin?side=2&filter=ubesvart"],
    ["/admin#top", "/admin#top"],
    ["/admin/nyhetsbrev?utkast=1#innhold", "/admin/nyhetsbrev?utkast=1#innhold"],
    ["/admin/fil..navn", "/admin/fil..navn"],
    ["/admin/logg-inn?til=%2Fadmin", "/admin/logg-inn?til=%2Fadmin"],
  ])("keeps the back-office path %j", (input, expected) => {
    expect(adminReturnPath(input)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ["null", null],
    ["undefined", undefined],
    ["empty", ""],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative to /admin", "//evil.example/admin"],
    ["backslash after /admin", "/admin\\evil"],
    ["backslash as //", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["absolute https", "https://evil"],
    ["absolute https with /admin path", "https://evil.example/admin"],
    ["absolute at our own origin", "https://kortvalg.no/admin"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a prefix that is not the segment", "/adminx"],
    ["a longer prefix", "/administrasjon"],
    ["another public page", "/kredittkort"],
    ["the root", "/"],
    ["relative", "admin"],
    ["a space inside", "/admin/ x"],
    ["a leading space", " /admin"],
    ["a trailing space", "/admin "],
    ["a tab", "/admin/\tx"],
    ["a newline (header splitting)", "/admin\r\nSet-Cookie: x=1"],
    ["a line feed", "/admin/\nx"],
    ["a no-break space", "/admin/\u00a0x"],
    ["a line separator", "/admin/\u2028x"],
    ["upper case", "/ADMIN"],
    ["a NUL character (no Location header takes it)", "/admin/\u0000x"],
    ["DEL", "/admin/\u007fx"],
    ["a character above ASCII (€)", "/admin/€"],
    ["a dot segment out of /admin", "/admin/../kort"],
    ["an encoded dot segment", "/admin/%2e%2e/kort"],
    ["a mixed dot segment", "/admin/.%2E/kort"],
    ["a single dot at the end", "/admin/."],
  ])("refuses %s and gives /admin", (_, input) => {
    expect(adminReturnPath(input)).toBe("/admin");
  });

  it.each([
    "/admin/x",
    "/admin?x",
    "//evil.example",
    "/admin\\evil",
    "https://evil",
    "/adminx",
    "/admin/ x",
    "/admin/..//evil.example",
    "/admin/%2e%2e//evil",
  ])("whatever %j becomes, a browser resolves it at our own origin", (input) => {
    expect(new URL(adminReturnPath(input), origin).origin).toBe(origin);
  });
});

describe("invite schema", () => {
  const invite = (values: { email: string; role: string }) => validateValues(inviteSchema, inviteFields, values);

  it.each<[string, string, string, { email: string; role: StaffRole }]>([
    ["an admin", "ada@kortvalg.no", "admin", { email: "ada@kortvalg.no", role: "admin" }],
    ["an editor", "per@kortvalg.no", "redaktør", { email: "per@kortvalg.no", role: "redaktør" }],
    // The schema trims but keeps the case; inviteStaff (app/admin/access/staff-accounts.server.ts) lower-cases.
    [
      "an address with spaces and capitals",
      "  Ada.Lovelace@Kortvalg.NO \n",
      "admin",
      { email: "Ada.Lovelace@Kortvalg.NO", role: "admin" },
    ],
  ])("accepts %s", (_, email, role, expected) => {
    const result = invite({ email, role });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toEqual(expected);
  });

  it.each([
    ["Admin"],
    ["ADMIN"],
    ["redaktor"],
    ["Redaktør"],
    ["redaktør "],
    [" admin"],
    ["superadmin"],
    ["eier"],
    [""],
  ])("refuses the role %j with the Norwegian message", (role) => {
    const result = invite({ email: "ada@kortvalg.no", role });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ role: "Velg rollen admin eller redaktør" });
    expect(staffMessages.roleInvalid).toBe("Velg rollen admin eller redaktør");
  });

  it("refuses a missing role with the same message", () => {
    const result = inviteSchema.safeParse({ email: "ada@kortvalg.no" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["role", "Velg rollen admin eller redaktør"],
    ]);
  });

  it.each([
    ["", emailMessages.missing],
    ["   ", emailMessages.missing],
    ["ada", emailMessages.invalid],
    ["ada@", emailMessages.invalid],
    ["ada@kortvalg", emailMessages.invalid],
    [`${"a".repeat(250)}@kortvalg.no`, emailMessages.tooLong],
  ])("refuses the address %j", (email, message) => {
    const result = invite({ email, role: "admin" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ email: message });
  });

  it("reports both fields at once", () => {
    const result = invite({ email: "ada", role: "sjef" });
    expect(!result.ok && result.errors).toEqual({
      email: "Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no",
      role: "Velg rollen admin eller redaktør",
    });
  });
});

describe("reply schema", () => {
  const reply = (body: string) => validateValues(replySchema, replyFields, { body });
  const tooLong = "Svaret kan ha høyst 10\u00a0000 tegn. Gjør det kortere, eller del det i to svar";
  const control = "Svaret inneholder et usynlig kontrolltegn. Lim det inn som ren tekst";
  const empty = "Skriv svaret før du sender det";

  it("has the limits 2 and 10 000", () => {
    expect(replyLimits).toEqual({ min: 2, max: 10_000 });
  });

  it.each([
    ["two characters", "Ja", "Ja"],
    ["surrounding whitespace, trimmed", "  \n Hei Kari!\n\n ", "Hei Kari!"],
    // A textarea posts CRLF: the mail has LF throughout, so what was shown is what is sent.
    [
      "line breaks (CRLF and CR made LF) and a tab inside",
      "Hei!\r\n\tSvar under.\rHilsen oss",
      "Hei!\n\tSvar under.\nHilsen oss",
    ],
    ["exactly 10 000 characters", "x".repeat(10_000), "x".repeat(10_000)],
    ["10 000 characters plus surrounding spaces", `  ${"x".repeat(10_000)}  `, "x".repeat(10_000)],
    ["Norwegian letters and emoji", "Takk for spørsmålet! Æ, Ø og Å 👍", "Takk for spørsmålet! Æ, Ø og Å 👍"],
    // String.prototype.trim removes a vertical tab or form feed at the ends before the control check.
    ["a vertical tab at the end (trimmed away)", "Hei\u000b", "Hei"],
  ])("accepts %s", (_, body, expected) => {
    const result = reply(body);
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toEqual({ body: expected });
  });

  it.each([
    ["empty", "", empty],
    ["only spaces", "     ", empty],
    ["only line breaks", "\r\n\r\n", empty],
    ["one character", "J", empty],
    ["one character inside spaces", "  J  ", empty],
    ["10 001 characters", "x".repeat(10_001), tooLong],
    ["a NUL", "Hei\u0000du", control],
    ["a backspace", "Hei\u0008du", control],
    ["a vertical tab inside", "Hei\u000bdu", control],
    ["a form feed inside", "Hei\u000cdu", control],
    ["a shift-out", "Hei\u000edu", control],
    ["an escape", "Hei \u001b[31mrød\u001b[0m", control],
    ["a unit separator", "Hei\u001fdu", control],
    ["a DEL", "Hei\u007fdu", control],
  ])("refuses %s", (_, body, message) => {
    const result = reply(body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ body: message });
  });

  it("writes the limit the Norwegian way, with a no-break space as thousands separator", () => {
    const result = reply("x".repeat(10_001));
    const message = !result.ok ? result.errors.body : undefined;
    expect(message).toContain("høyst 10\u00a0000 tegn");
    expect(message).not.toContain("10000");
    expect(message).not.toContain("10,000");
    expect(message).not.toContain("10 000"); // an ordinary space
  });
});

describe("passkey registration and sign-in schemas", () => {
  const credential = JSON.stringify({ id: "abc123", rawId: "abc123", type: "public-key", response: {} });
  const register = (name: string, cred = credential) =>
    validateValues(passkeyRegistrationSchema, passkeyRegistrationFields, { name, credential: cred });

  it("accepts a name and the authenticator's answer, parsed", () => {
    const result = register("  Jobb-PC  ");
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toEqual({
      name: "Jobb-PC",
      credential: { id: "abc123", rawId: "abc123", type: "public-key", response: {} },
    });
  });

  it.each([
    ["one character", "A", "A"],
    [`exactly ${passkeyNameMax} characters`, "n".repeat(60), "n".repeat(60)],
    ["Norwegian letters", "Telefon på kontoret – Ærlig", "Telefon på kontoret – Ærlig"],
  ])("accepts the name: %s", (_, name, expected) => {
    const result = register(name);
    expect(result.ok && result.data.name).toBe(expected);
  });

  it.each([
    ["empty", "", "Gi passkeyen et navn, for eksempel «Jobb-PC» eller «Telefon», så du kjenner den igjen senere"],
    [
      "only spaces",
      "   ",
      "Gi passkeyen et navn, for eksempel «Jobb-PC» eller «Telefon», så du kjenner den igjen senere",
    ],
    ["61 characters", "n".repeat(61), "Navnet på passkeyen kan ha høyst 60 tegn. Skriv et kortere navn"],
    ["a tab inside", "Jobb\tPC", "Navnet inneholder et usynlig kontrolltegn. Skriv navnet på nytt uten å lime det inn"],
    [
      "a line break inside",
      "Jobb\nPC",
      "Navnet inneholder et usynlig kontrolltegn. Skriv navnet på nytt uten å lime det inn",
    ],
    ["a NUL", "Jobb\u0000PC", "Navnet inneholder et usynlig kontrolltegn. Skriv navnet på nytt uten å lime det inn"],
    ["a DEL", "Jobb\u007fPC", "Navnet inneholder et usynlig kontrolltegn. Skriv navnet på nytt uten å lime det inn"],
  ])("refuses the name: %s", (_, name, message) => {
    const result = register(name);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ name: message });
  });

  const missing =
    "Nettleseren sendte ingen passkey. Trykk på knappen igjen og følg nettleserens veiledning. Passkeys krever JavaScript";

  it.each([
    ["empty", ""],
    ["one character", "x"],
    ["not JSON", "ikke json"],
    ["JSON null", "null"],
    ["a JSON string", '"abc"'],
    ["a JSON number", "12"],
    ["an object without id", '{"rawId":"abc"}'],
    ["an object whose id is not text", '{"id":12}'],
    ["an array", '["abc"]'],
    ["over 16 000 characters", JSON.stringify({ id: "a", pad: "x".repeat(16_000) })],
  ])("refuses the credential: %s, for sign-in and registration alike", (_, value) => {
    const signIn = validateValues(signInSchema, signInFields, { credential: value });
    expect(signIn.ok).toBe(false);
    expect(!signIn.ok && signIn.errors).toEqual({ credential: missing });
    const registration = register("Jobb-PC", value);
    expect(!registration.ok && registration.errors).toEqual({ credential: missing });
  });

  it("accepts a credential of just under the size limit", () => {
    const base = JSON.stringify({ id: "a", pad: "" });
    const value = JSON.stringify({ id: "a", pad: "x".repeat(16_000 - base.length) });
    expect(value).toHaveLength(16_000);
    const result = validateValues(signInSchema, signInFields, { credential: value });
    expect(result.ok && result.data.credential.id).toBe("a");
  });
});
