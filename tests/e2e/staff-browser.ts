import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { adminRequest } from "../../host/admin.js";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

// Signing staff in to the back office of a server a spec started itself (back-office.spec.ts,
// newsletter-sending.spec.ts): the staff command's invitation link, opened in Chromium with a virtual
// authenticator (the DevTools WebAuthn domain) that makes the passkey. The server must run with
// PUBLIC_ORIGIN=http://localhost:PORT: a passkey's relying party is a domain, never an IP address.

const run = promisify(execFile);

/**
 * Where the staff command runs: a server's data folder (the command asks the running server through its
 * admin socket), or with `databaseUrl` straight on PostgreSQL, as an operator would beside running instances.
 */
export type StaffTarget = string | { dataDir: string; databaseUrl?: string; publicOrigin?: string };

/** `npm run staff -- …`; gives what it printed. */
export async function staffCommand(target: StaffTarget, ...args: string[]): Promise<string> {
  const { dataDir, databaseUrl = "", publicOrigin } = typeof target === "string" ? { dataDir: target } : target;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}),
  };
  const { stdout } = await run(process.execPath, ["scripts/data.js", "staff", ...args], { env });
  return stdout;
}

/** An invitation made with the staff command; gives the one-time link it printed. */
export async function invite(target: StaffTarget, email: string, role: "admin" | "redaktør"): Promise<string> {
  const printed = await staffCommand(target, "invite", email, "--rolle", role);
  const link = /http:\/\/localhost:\d+\/admin\/invitasjon\?token=[\w-]+/.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  return link as string;
}

/** A browser with a platform authenticator that says yes (user verified) to every request. */
export async function withAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Opens an invitation link, makes a passkey named `name`, and lands signed in on the dashboard. */
export async function register(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Velkommen til bakrommet" })).toBeVisible();
  await page.getByLabel("Navn på passkeyen").fill(name);
  await page.getByRole("button", { name: "Lag passkey og logg inn" }).click();
  await expect(page).toHaveURL(`${new URL(link).origin}/admin?velkommen=1`);
}

/**
 * A fresh browser context (no cookies but the cookie choice, so the banner covers nothing) signed in as a
 * newly invited staff member. Close the context when done.
 */
export async function signInNewStaff(
  browser: Browser,
  {
    dataDir,
    email,
    role,
    passkeyName = "Test-PC",
    databaseUrl,
    publicOrigin,
  }: {
    dataDir: string;
    email: string;
    role: "admin" | "redaktør";
    passkeyName?: string;
    databaseUrl?: string;
    publicOrigin?: string;
  },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ name: "kv_samtykke", value: "v1-a0-m0", domain: "localhost", path: "/" }]);
  const page = await context.newPage();
  await withAuthenticator(context, page);
  // On PostgreSQL the command writes the invitation there itself, with the server's public origin.
  await register(
    page,
    await invite(databaseUrl ? { dataDir, databaseUrl, publicOrigin } : dataDir, email, role),
    passkeyName,
  );
  await expect(page.getByRole("banner")).toContainText(`Logget inn som ${email} (${role})`);
  return { context, page };
}

/**
 * Switches the colour scheme and waits until the colours have finished changing: buttons and links
 * fade between colours (`transition-colors`), and axe run at once can read a colour halfway and report
 * a contrast no reader sees (it did once on /admin/henvendelser/1, in CI).
 */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Staff signed in once each and shared by a spec's tests (invitations are limited per client): `member(browser, n)`
 * signs in the n-th colleague (editors, `emailOf(n)`, passkey «PC n») the first time it is asked for.
 */
export function staffPool(
  server: () => { dataDir: string; databaseUrl?: string; publicOrigin: string },
  emailOf: (n: number) => string,
) {
  const staff: Array<{ context: BrowserContext; page: Page; email: string }> = [];
  return {
    async member(browser: Browser, which = 0) {
      while (staff.length <= which) {
        const n = staff.length + 1;
        const email = emailOf(n);
        const signedIn = await signInNewStaff(browser, {
          ...server(),
          email,
          role: "redaktør",
          passkeyName: `PC ${n}`,
        });
        staff.push({ ...signedIn, email });
      }
      return staff[which]!;
    },
    async closeAll() {
      for (const { context } of staff.splice(0)) await context.close();
    },
  };
}

/** The mail the server has queued or sent to `email`, oldest first, read over its admin socket. */
export function outboxOf(dataDir: string, email: string) {
  return adminRequest(path.join(dataDir, "admin.sock"), { command: "outbox", email }) as Promise<
    Array<{ kind: string; textBody: string }>
  >;
}
