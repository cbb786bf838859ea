import { count, eq } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { contactEnquiries, mailOutbox } from "~/shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../tests/support/test-database";
import type { Services } from "~/services.server";
import { testOrigin, testServices } from "../tests/support/test-services";
import * as contactRoute from "./site/contact/contact.route";
import * as guidesRoute from "./site/guides/guides.route";
import { testBuild } from "../tests/support/test-build";
import { loadContext } from "./shared/server/load-context.server";

/**
 * The public forms' limits as a client meets them, through React Router's handler: an IPv6 client has a
 * whole /64 and may send each post from another address in it, so the limit is per /64, not per address.
 */
const build = testBuild({
  "routes/contact": { path: "kontakt", module: contactRoute },
  "routes/guides": { path: "guider", module: guidesRoute },
});

/** The n-th address in one /64 (privacy extensions hand a client a new one whenever it likes). */
const inOne64 = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:abcd:${(n * 7 + 3).toString(16)}:1`;

describe.each(testDatabaseKinds)("per-client limits of the public forms on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  const handle = createRequestHandler(build, "test");
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    services = testServices(database);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:01:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  const post = (path: string, fields: Record<string, string>, clientAddress: string) =>
    handle(
      new Request(`${testOrigin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testOrigin },
        body: new URLSearchParams(fields),
      }),
      loadContext(services, clientAddress),
    );

  const enquiry = (n: number) => ({
    firstName: "Kari",
    lastName: "Nordmann",
    email: `kari${n}@example.no`,
    phone: "",
    subject: "comparison",
    message: `Hvilket kort passer for en som reiser mye? (${n})`,
  });

  it("stores five enquiries from one IPv6 /64, however many of its addresses send them; the rest wait", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1)
      statuses.push((await post("/kontakt", enquiry(n), inOne64("2001:db8:aa:1", n))).status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    const [stored] = await database.db.select({ n: count() }).from(contactEnquiries);
    expect(stored?.n).toBe(5);
    const refused = await post("/kontakt", enquiry(12), inOne64("2001:db8:aa:1", 12));
    expect(refused.headers.get("Retry-After")).toBe(String(14 * 60));
    // The next /64 is another client.
    expect((await post("/kontakt", enquiry(13), "2001:db8:aa:2::1")).status).toBe(303);
  });

  it("mails a victim's address one confirmation, whichever addresses of a /64 sign it up, and one an hour at most", async () => {
    const victim = "offer@example.no";
    const confirmations = async () =>
      (await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, victim)))[0]?.n;
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1)
      statuses.push((await post("/guider", { email: victim }, inOne64("2001:db8:bb:1", n))).status);
    // The form answers as always (it never tells who is on the list); the /64's sixth post is over its limit.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    expect(await confirmations()).toBe(1);
    // From all over the world within the hour: still one.
    for (let n = 0; n < 4; n += 1) await post("/guider", { email: victim }, `198.51.100.${n + 1}`);
    expect(await confirmations()).toBe(1);
    vi.setSystemTime(new Date("2026-11-22T11:01:00.000Z"));
    await post("/guider", { email: victim }, "198.51.100.99");
    expect(await confirmations()).toBe(2);
  });
});
