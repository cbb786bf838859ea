import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { auditLog, contactEnquiries, mailOutbox, newsletterSubscribers } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { removeSubscriber } from "../privacy/privacy.server";
import { commandLine } from "../../shared/db/audit.server";
import { signupSource } from "../../site/newsletter/newsletter-form";
import {
  listSubscribers,
  subscriberCounts,
  subscriberCsvLine,
  subscriberQuery,
  subscribersCsv,
  SUBSCRIBER_PAGE,
  type SubscriberQuery,
  type SubscriberRow,
} from "./subscribers.server";

/** Every id a query's pages show, following «Eldre» from the first page, and then «Nyere» back from the last. */
async function walk(db: DatabaseHandle["db"], query: Omit<SubscriberQuery, "after" | "before">) {
  const forward: number[][] = [];
  let page = await listSubscribers(db, query);
  forward.push(page.rows.map((row) => row.id));
  expect(page.newer).toBe(false);
  while (page.older) {
    page = await listSubscribers(db, { ...query, after: page.rows.at(-1)!.id });
    forward.push(page.rows.map((row) => row.id));
  }
  const backward: number[][] = [forward.at(-1)!];
  while (page.newer) {
    page = await listSubscribers(db, { ...query, before: page.rows[0]!.id });
    backward.unshift(page.rows.map((row) => row.id));
  }
  return { forward, backward, total: page.total };
}

/** A CSV stream's lines, read to the end; the byte-order mark kept (ignoreBOM), to see that the file starts with it. */
async function csvLines(stream: ReadableStream): Promise<string[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let csv = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    csv += decoder.decode(value, { stream: true });
  }
  return csv.split("\r\n").filter(Boolean);
}

describe.each(testDatabaseKinds)("the subscriber list on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const statuses = ["confirmed", "confirmed", "pending", "bounced"] as const;
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 130 }, (_, i) => ({
        email: `leser${String(i).padStart(3, "0")}@${i % 10 === 0 ? "fjell_100%.example" : "example.no"}`,
        status: statuses[i % 4]!,
        consentForm: i % 2 === 0 ? "footer" : "guides",
        consentPage: i % 2 === 0 ? "/kort/amex-platinum" : "/guider",
      })),
    );
  }, 60_000);
  afterAll(() => database.close());

  it("pages newest first, 50 at a time, each row once, the same pages backwards as forwards", async () => {
    const all = await walk(database.db, { filter: "alle", search: "" });
    expect(all.total).toBe(130);
    expect(all.forward.map((page) => page.length)).toEqual([SUBSCRIBER_PAGE, SUBSCRIBER_PAGE, 30]);
    const ids = all.forward.flat();
    expect(new Set(ids).size).toBe(130);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Backwards from the last page, «Nyere» gives the same pages again.
    expect(all.backward).toEqual(all.forward);
  });

  it("filters by status and searches the starts of the address's words, with % and _ taken as separators", async () => {
    const bounced = await walk(database.db, { filter: "avviste", search: "" });
    expect(bounced.total).toBe(32);
    expect(bounced.forward.flat()).toHaveLength(32);
    expect(await subscriberCounts(database.db)).toEqual({ all: 130, confirmed: 66, pending: 32, bounced: 32 });
    // Word prefixes of the address's parts (decision 0027): «_» and «%» separate words and are never patterns.
    const percent = await listSubscribers(database.db, { filter: "alle", search: "_100%" });
    expect(percent.total).toBe(13);
    expect(percent.rows.every((row) => row.email.includes("fjell_100%"))).toBe(true);
    expect((await listSubscribers(database.db, { filter: "alle", search: "fje" })).total).toBe(13);
    expect((await listSubscribers(database.db, { filter: "alle", search: "leser01" })).total).toBe(10);
    expect((await listSubscribers(database.db, { filter: "alle", search: "eser01" })).total).toBe(0);
    expect((await listSubscribers(database.db, { filter: "alle", search: "leser012 & | ! ( ) : * ' \\" })).total).toBe(
      1,
    );
    expect((await listSubscribers(database.db, { filter: "alle", search: "!&" })).total).toBe(0);
    // The unsearched total is taken from the counts when given them.
    const counts = await subscriberCounts(database.db);
    expect((await listSubscribers(database.db, { filter: "avviste", search: "" }, counts)).total).toBe(32);
    const oneConfirmed = await listSubscribers(database.db, { filter: "bekreftede", search: "LESER004@" });
    expect(oneConfirmed.rows.map((row) => row.email)).toEqual(["leser004@example.no"]);
    expect(oneConfirmed).toMatchObject({ total: 1, newer: false, older: false });
  });

  it("reads a list URL's query, leaving out what it does not know", () => {
    expect(subscriberQuery(new URLSearchParams("vis=avviste&sok=%20kari%20&etter=12"))).toEqual({
      filter: "avviste",
      search: "kari",
      after: 12,
      before: undefined,
    });
    expect(subscriberQuery(new URLSearchParams(`vis=slettede&sok=${"x".repeat(300)}&etter=-1&for=1e9`))).toEqual({
      filter: "alle",
      search: "x".repeat(100),
      after: undefined,
      before: undefined,
    });
  });

  it("exports every matching row as CSV, streamed, with a header, and an address that looks like a formula made text", async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "=hyperlink(1)@example.no", status: "confirmed", consentPage: "/guider" });
    const lines = await csvLines(subscribersCsv(database.db, { filter: "bekreftede", search: "" }));
    expect(lines[0]).toBe(
      "\ufeffE-post;Status;Påmeldt;Bekreftet;Skjema;Side;Myke avvisninger;Avvist;Årsak til avvisning",
    );
    expect(lines).toHaveLength(1 + 67);
    expect(lines[1]).toMatch(/^'=hyperlink\(1\)@example\.no;Bekreftet;\d{4}-\d\d-\d\d \d\d:\d\d;;;\/guider;0;;$/);
    const row: SubscriberRow = {
      id: 1,
      email: "kari@example.no",
      status: "bounced",
      requestedAt: new Date("2026-06-30T22:30:00Z"),
      confirmedAt: null,
      consentForm: "footer",
      consentPage: "/kort/a;b",
      softBounces: 3,
      bouncedAt: new Date("2026-01-15T08:00:00Z"),
      bounceReason: '-SMTP "452"',
    };
    // Oslo's clock: summer time (+2) in July, winter time (+1) in January.
    expect(subscriberCsvLine(row)).toBe(
      'kari@example.no;Avvist (bounce);2026-07-01 00:30;;bunnen av siden;"/kort/a;b";3;2026-01-15 09:00;"\'-SMTP ""452"""\r\n',
    );
  });

  it("exports a search with more matches than a batch by walking the list: each match once, newest first, as the pages list them", async () => {
    const queries: Array<Pick<SubscriberQuery, "filter" | "search">> = [
      { filter: "alle", search: "leser" },
      { filter: "bekreftede", search: "leser" },
      { filter: "alle", search: "fjell" },
      // Exactly a batch of matches: the walk after it finds no more.
      { filter: "alle", search: "leser00" },
      { filter: "ventende", search: "leser" },
    ];
    for (const query of queries) {
      const listed: string[] = [];
      for (let page = await listSubscribers(database.db, query); ;) {
        listed.push(...page.rows.map((row) => row.email));
        if (!page.older) break;
        page = await listSubscribers(database.db, { ...query, after: page.rows.at(-1)!.id });
      }
      const exported = (await csvLines(subscribersCsv(database.db, query, { batch: 10, walk: 7 })))
        .slice(1)
        .map((line) => line.split(";")[0]);
      expect(exported, JSON.stringify(query)).toEqual(listed);
      expect(listed.length, JSON.stringify(query)).toBeGreaterThanOrEqual(10);
    }
  }, 60_000);

  it("removes one subscriber as the erasure command does: the address and its newsletter mail, audited without the address", async () => {
    const email = "fjernes@example.no";
    const [row] = await database.db.insert(newsletterSubscribers).values({ email, status: "confirmed" }).returning();
    await database.db.insert(mailOutbox).values([
      { recipient: email, subject: "Nyhetsbrev", textBody: "x", kind: "newsletter", sentAt: new Date() },
      { recipient: email, subject: "Nyhetsbrev 2", textBody: "y", kind: "newsletter" },
    ]);
    await database.db.insert(contactEnquiries).values({
      firstName: "Kari",
      lastName: "N",
      email,
      subject: "general",
      message: "Et spørsmål",
    });
    expect(await removeSubscriber(database.db, row!.id, commandLine)).toEqual({ outcome: "removed", mail: 2 });
    expect(
      await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);
    // An enquiry is a rights request's business, not the list's.
    expect(await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, email))).toHaveLength(1);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "abonnent fjernet"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ subject: `abonnent ${row!.id}`, actor: "kommandolinjen" });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(await removeSubscriber(database.db, row!.id, commandLine)).toEqual({ outcome: "not-found" });
  });
});

describe("how a sign-up came", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };
  it("keeps our form names and our own paths, and drops anything else", () => {
    expect(signupSource(form({ skjema: "footer", side: "/kort/amex-platinum?x=1#topp" }))).toEqual({
      form: "footer",
      page: "/kort/amex-platinum",
    });
    expect(signupSource(form({ skjema: "popup", side: "https://evil.example/" }))).toEqual({ form: null, page: null });
    expect(signupSource(form({ skjema: "guides", side: "//evil.example/x" })).page).toBeNull();
    expect(signupSource(form({ side: `/${"a".repeat(300)}` })).page).toBeNull();
    expect(signupSource(form({ side: "/a\nb" })).page).toBeNull();
    expect(signupSource(new FormData())).toEqual({ form: null, page: null });
  });
});
