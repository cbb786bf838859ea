import { createRequestHandler } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Services } from "~/services.server";
import { testOrigin, testServices } from "../../../tests/support/test-services";
import * as invitationRoute from "./invitation.route";
import * as passkeyOptionsRoute from "./passkey-options.route";
import * as signInRoute from "./sign-in.route";
import { testBuild } from "../../../tests/support/test-build";
import { loadContext } from "../../shared/server/load-context.server";

// The pages' passkey script is bundled by a Vite plugin of the build (vite.config.ts); its text is not needed here.
vi.mock("~/admin/access/passkey.client.ts?inline-script", () => ({ default: "" }));

/**
 * Sign-in and invitations past their per-client limits, as a client meets them through React Router's
 * handler (the pages and the passkey script's first step): a 429 that says when to come back.
 */
const build = testBuild({
  "routes/admin/sign-in": { path: "admin/logg-inn", module: signInRoute },
  "routes/admin/invitation": { path: "admin/invitasjon", module: invitationRoute },
  "routes/admin/passkey-options": { path: "admin/passkey-valg", module: passkeyOptionsRoute },
});

describe("sign-in and invitations past their limits", () => {
  let database: DatabaseHandle;
  let services: Services;
  const handle = createRequestHandler(build, "test");
  beforeAll(async () => {
    database = await openTestDatabase("embedded");
    services = { ...testServices(database), publicOrigin: testOrigin };
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:05:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  const options = (purpose: "sign-in" | "register", clientAddress: string) =>
    handle(
      new Request(`${testOrigin}/admin/passkey-valg`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: testOrigin },
        body: JSON.stringify(purpose === "sign-in" ? { purpose } : { purpose, token: "x".repeat(43) }),
      }),
      loadContext(services, clientAddress),
    );

  it("answers the sign-in options past the limit with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) statuses.push((await options("sign-in", "192.0.2.10")).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await options("sign-in", "192.0.2.10");
    expect(refused.status).toBe(429);
    // The 15-minute window began 10:00: come back at 10:15.
    expect(refused.headers.get("Retry-After")).toBe(String(10 * 60));
  });

  it("answers the sign-in form past the limit with 429 and Retry-After", async () => {
    const signIn = () =>
      handle(
        new Request(`${testOrigin}/admin/logg-inn`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testOrigin },
          body: new URLSearchParams({ credential: JSON.stringify({ id: "ukjent" }) }),
        }),
        loadContext(services, "2001:db8:5::1"),
      );
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) statuses.push((await signIn()).status);
    // An answer to no challenge: refused, and counted.
    expect(statuses).toEqual(Array(20).fill(400));
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(10 * 60));
  });

  it("answers an invitation link and its options past the limit with 429 and Retry-After", async () => {
    const page = () =>
      handle(
        new Request(`${testOrigin}/admin/invitasjon?token=${"x".repeat(43)}`),
        loadContext(services, "192.0.2.30"),
      );
    for (let n = 0; n < 10; n += 1) expect((await page()).status).toBe(410);
    const refusedPage = await page();
    expect(refusedPage.status).toBe(429);
    expect(refusedPage.headers.get("Retry-After")).toBe(String(10 * 60));
  });

  it("answers an invitation's options past the limit with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await options("register", "192.0.2.20")).status);
    // An unknown invitation: gone, but counted.
    expect(statuses).toEqual(Array(10).fill(410));
    const refused = await options("register", "192.0.2.20");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(10 * 60));
  });
});
