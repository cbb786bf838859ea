import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyPromise } from "~/site/contact/reply-promise";
import * as enquiriesRoute from "~/admin/enquiries/enquiries.route";
import * as enquiryRoute from "~/admin/enquiries/enquiry.route";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { contactEnquiries, mailOutbox, staff } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { Services } from "../../services.server";
import { testOrigin, testServices } from "../../../tests/support/test-services";
import { createSession } from "../access/sessions.server";
import { dueAt } from "./enquiries.server";
import { carriedFields } from "../access/guard.server";
import { loadContext } from "../../shared/server/load-context.server";

/**
 * The inbox on both databases, through the /admin/henvendelser routes as React Router calls them: every
 * enquiry reachable by paging and search, the reply mail exactly as shown, two colleagues answering one
 * enquiry, a draft kept through sign-in, and the deadline the contact page promises.
 */

type Answer = { status: number; location: string | null; body: Record<string, unknown> };

function unwrap(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), body: {} };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init?: { status?: number }; data: unknown };
    return { status: init?.status ?? 200, location: null, body: (data ?? {}) as Record<string, unknown> };
  }
  return { status: 200, location: null, body: result as Record<string, unknown> };
}

/** An instant from Oslo wall-clock time in winter (UTC+1). */
const oslo = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

type InboxPage = {
  page: number;
  pages: number;
  total: number;
  enquiries: Array<{ id: number; status: string }>;
  promise: { text: string; rule: string };
};
type ThreadPage = {
  lastReplyId: number;
  draft: string;
  mail: { to: string; subject: string; after: string };
  replies: Array<{ body: string; by: string; mail: { text: string } | null }>;
};

describe.each(testDatabaseKinds)("the inbox on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let people = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    services = testServices(database);
  }, 60_000);
  afterAll(() => database.close());

  async function member(): Promise<{ email: string; cookie: string }> {
    people += 1;
    const [row] = await database.db
      .insert(staff)
      .values({
        email: `redaktor${people}@kortvalg.no`,
        role: "redaktør",
        webauthnUserId: `user-${people}-${randomBytes(8).toString("hex")}`,
      })
      .returning();
    if (!row) throw new Error("staff member not stored");
    return { email: row.email, cookie: await createSession(database.db, row.id, "Chrome på Linux") };
  }

  async function call(
    route: { loader?: unknown; action?: unknown },
    method: "GET" | "POST",
    path: string,
    cookie: string | null,
    fields: Record<string, string | number> = {},
  ): Promise<Answer> {
    const request = new Request(`${testOrigin}${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: `kv_ansatt=${cookie}` } : {}),
        ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body:
        method === "POST"
          ? new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]))
          : undefined,
    });
    const id = /\/admin\/henvendelser\/(\w+)/.exec(path)?.[1];
    const handler = (method === "GET" ? route.loader : route.action) as (args: unknown) => Promise<unknown>;
    try {
      return unwrap(
        await handler({ request, context: loadContext(services, "203.0.113.7"), params: id ? { id } : {} }),
      );
    } catch (thrown) {
      return unwrap(thrown);
    }
  }

  const enquiry = async (values: Partial<typeof contactEnquiries.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(contactEnquiries)
      .values({
        firstName: "Kari",
        lastName: "Nordmann",
        email: `kari.${randomBytes(4).toString("hex")}@example.no`,
        subject: "sammenligning",
        message: "Hvorfor er årsgebyret med i renten?",
        ...values,
      })
      .returning();
    return row!;
  };
  const repliesTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "enquiry-reply")));

  /** Every enquiry id a list shows, following its pages to the last. */
  async function everyPage(cookie: string, query: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await call(enquiriesRoute, "GET", `/admin/henvendelser?${query}&side=${page}`, cookie);
      expect(answer.status).toBe(200);
      const body = answer.body as InboxPage;
      ids.push(...body.enquiries.map((row) => row.id));
      if (!(body.pages > page)) return ids;
    }
  }

  it("reaches every enquiry: all of 202 new ones by paging, and answered and closed ones under «Alle»", async () => {
    const { cookie } = await member();
    const start = Date.parse("2026-11-02T08:00:00Z");
    const rows = await database.db
      .insert(contactEnquiries)
      .values(
        Array.from({ length: 205 }, (_, index) => ({
          firstName: "Per",
          lastName: `Mange${index}`,
          email: `per${index}@example.no`,
          subject: "annet",
          message: "Et spørsmål",
          createdAt: new Date(start + index * 60_000),
          lastContactAt: new Date(start + index * 60_000),
          status: (index === 0 ? "answered" : index === 1 || index === 2 ? "closed" : "new") as
            "new" | "answered" | "closed",
        })),
      )
      .returning({ id: contactEnquiries.id, status: contactEnquiries.status });
    const newOnes = rows.filter((row) => row.status === "new").map((row) => row.id);
    expect(newOnes).toHaveLength(202);
    const listedNew = await everyPage(cookie, "vis=nye");
    // Oldest first, page after page (they arrived a minute apart, in id order).
    expect(listedNew).toEqual(newOnes);
    const listedAll = await everyPage(cookie, "vis=alle");
    expect(new Set(listedAll).size).toBe(listedAll.length);
    for (const row of rows) expect(listedAll).toContain(row.id);
    const first = (await call(enquiriesRoute, "GET", "/admin/henvendelser?vis=alle", cookie)).body as InboxPage;
    expect(first.total).toBe(listedAll.length);
  });

  it("searches the starts of words in the name, e-mail and text, whatever the case, and takes operators as text", async () => {
    const { cookie } = await member();
    const lisa = await enquiry({
      firstName: "Lisa",
      lastName: "Østby",
      email: "LISA.OSTBY@Example.no",
      message: "Gjelder Reisekortet mitt, 100_% sikker",
    });
    const other = await enquiry({
      firstName: "Jon",
      lastName: "Berg",
      email: "jon@fjellpost.no",
      message: "Noe helt annet",
    });
    const found = async (term: string) => {
      const response = await call(
        enquiriesRoute,
        "GET",
        `/admin/henvendelser?vis=alle&sok=${encodeURIComponent(term)}`,
        cookie,
      );
      expect(response.status).toBe(200);
      return (response.body as InboxPage).enquiries.map((row) => row.id);
    };
    expect(await found("lisa østby")).toEqual([lisa.id]);
    expect(await found("ØSTBY")).toEqual([lisa.id]);
    expect(await found("lisa.ostby@example")).toEqual([lisa.id]);
    // A prefix of the name, of the address's local part and of its domain; a word in the text.
    expect(await found("øst")).toEqual([lisa.id]);
    expect(await found("ostb")).toEqual([lisa.id]);
    expect(await found("fjellp")).toEqual([other.id]);
    expect(await found("reisekort")).toEqual([lisa.id]);
    expect(await found("helt annet")).toEqual([other.id]);
    // Word prefixes, not substrings (decision 0027): the middle of a word finds nothing; every word must match.
    expect(await found("stby")).toEqual([]);
    expect(await found("lisa berg")).toEqual([]);
    // tsquery's operators and backslashes are separators, never syntax.
    expect(await found("lisa & | ! ( ) : * ' \\ østby")).toEqual([lisa.id]);
    expect(await found("reise:* | jon")).toEqual([]);
    expect(await found("reise:* | lisa")).toEqual([lisa.id]);
    expect(await found("!(")).toEqual([]);
    expect(await found("'\\")).toEqual([]);
    expect(await found("_%")).toEqual([]);
    expect(await found("100_%")).toEqual([lisa.id]);
  });

  it("sends the reply exactly as the form shows it: one greeting, one sign-off, then the quoted enquiry", async () => {
    const { cookie } = await member();
    const row = await enquiry();
    const page = (await call(enquiryRoute, "GET", `/admin/henvendelser/${row.id}`, cookie)).body as ThreadPage;
    expect(page.draft).toMatch(/^Hei Kari!/);
    const body = page.draft.replace("\n\n\n\n", "\n\nFordi loven krever at alle kostnader er med.\n\n");
    // As a browser posts a textarea: with CRLF line ends.
    const sent = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, cookie, {
      intent: "reply",
      body: body.replace(/\n/g, "\r\n"),
      seenReply: page.lastReplyId,
    });
    expect(sent.status).toBe(303);
    const [mail, ...more] = await repliesTo(row.email);
    expect(more).toEqual([]);
    expect(mail?.textBody).toBe(`${body}\n\n${page.mail.after}`);
    expect(mail?.subject).toBe(page.mail.subject);
    expect(mail?.textBody.match(/Hei Kari!/g)).toHaveLength(1);
    expect(mail?.textBody.match(/Hilsen/g)).toHaveLength(1);
    const thread = (await call(enquiryRoute, "GET", `/admin/henvendelser/${row.id}`, cookie)).body as ThreadPage;
    expect(thread.replies.map((reply) => reply.body)).toEqual([body]);
    expect(thread.replies[0]?.mail?.text).toBe(mail?.textBody);
  });

  it("refuses the untouched greeting and sign-off as a reply", async () => {
    const { cookie } = await member();
    const row = await enquiry();
    const page = (await call(enquiryRoute, "GET", `/admin/henvendelser/${row.id}`, cookie)).body as ThreadPage;
    const answer = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, cookie, {
      intent: "reply",
      body: page.draft,
      seenReply: page.lastReplyId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ body: "Skriv svaret før du sender det" });
    expect(await repliesTo(row.email)).toEqual([]);
  });

  it("when two colleagues answer one enquiry, only the first is sent; the second is shown it and keeps what they typed", async () => {
    const [ada, ola] = [await member(), await member()];
    const row = await enquiry();
    const seenByAda = (await call(enquiryRoute, "GET", `/admin/henvendelser/${row.id}`, ada.cookie)).body as ThreadPage;
    const seenByOla = (await call(enquiryRoute, "GET", `/admin/henvendelser/${row.id}`, ola.cookie)).body as ThreadPage;
    const first = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "reply",
      body: "Hei Kari!\n\nSvar fra Ada.",
      seenReply: seenByAda.lastReplyId,
    });
    expect(first.status).toBe(303);
    const olaTyped = "Hei Kari!\n\nSvar fra Ola, skrevet samtidig.";
    const second = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "reply",
      body: olaTyped,
      seenReply: seenByOla.lastReplyId,
    });
    expect(second.status).toBe(409);
    expect(second.body.values).toEqual({ body: olaTyped });
    expect(second.body.conflict).toEqual([
      expect.objectContaining({ by: ada.email, body: "Hei Kari!\n\nSvar fra Ada." }),
    ]);
    expect((await repliesTo(row.email)).map((mail) => mail.textBody.split("\n\n")[1])).toEqual(["Svar fra Ada."]);
    // Having seen it, Ola may still send theirs: the form now builds on Ada's reply.
    const again = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "reply",
      body: olaTyped,
      seenReply: Number(second.body.seenReply),
    });
    expect(again.status).toBe(303);
    expect(await repliesTo(row.email)).toHaveLength(2);
  });

  it("keeps a reply posted after the session ended: through sign-in and back into the form, sent only when sent again", async () => {
    const { cookie } = await member();
    const row = await enquiry();
    const typed = "Hei Kari!\n\nEt langt svar skrevet over mange timer.";
    const fields = { intent: "reply", body: typed, seenReply: 0 };
    const expired = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, null, fields);
    // 307 keeps the method and the body: the browser posts the same form to the sign-in page.
    expect(expired.status).toBe(307);
    expect(expired.location).toBe(`/admin/logg-inn?til=${encodeURIComponent(`/admin/henvendelser/${row.id}`)}`);
    // The sign-in page keeps the fields in its own form.
    const posted = new FormData();
    for (const [name, value] of Object.entries(fields)) posted.set(name, String(value));
    posted.set("credential", "");
    expect(carriedFields(posted)).toEqual([
      ["intent", "reply"],
      ["body", typed],
      ["seenReply", "0"],
    ]);
    // After sign-in the same post comes back, marked, and fills the form instead of sending.
    const back = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}?etter-innlogging=1`, cookie, {
      ...fields,
      credential: "{}",
    });
    expect(back.status).toBe(200);
    expect(back.body.values).toEqual({ body: typed });
    expect(back.body.restored).toBe(true);
    expect(await repliesTo(row.email)).toEqual([]);
    // «Lukk» carried the same way is not acted on: the page is shown as it is now.
    const close = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}?etter-innlogging=1`, cookie, {
      intent: "close",
      credential: "{}",
    });
    expect(close.location).toBe(`/admin/henvendelser/${row.id}`);
    const [after] = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, row.id));
    expect(after?.status).toBe("new");
  });

  it("counts the deadline as /kontakt promises it: 24 hours of weekdays, not three working days", () => {
    expect(dueAt(oslo("2026-11-23", "10:00"))).toEqual(oslo("2026-11-24", "10:00"));
    expect(dueAt(oslo("2026-11-27", "15:00"))).toEqual(oslo("2026-11-30", "15:00"));
    expect(dueAt(oslo("2026-11-28", "12:00"))).toEqual(oslo("2026-12-01", "00:00"));
    // 1. and 2. juledag (Thu 25 and Fri 26 Dec 2025) stop the clock; julaften (Wed 24) does not.
    expect(dueAt(oslo("2025-12-24", "12:00"))).toEqual(oslo("2025-12-29", "12:00"));
  });

  it("states the promise and its rule on the inbox in the contact page's words", async () => {
    const { cookie } = await member();
    const page = (await call(enquiriesRoute, "GET", "/admin/henvendelser", cookie)).body as InboxPage;
    expect(page.promise).toEqual({ text: "Vi svarer innen 24 timer på hverdager.", rule: replyPromise.rule });
  });
});
