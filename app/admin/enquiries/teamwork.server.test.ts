import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as enquiriesRoute from "~/admin/enquiries/enquiries.route";
import * as enquiryRoute from "~/admin/enquiries/enquiry.route";
import * as presenceRoute from "~/admin/enquiries/presence.route";
import * as draftRoute from "~/admin/enquiries/draft.route";
import * as savedRepliesRoute from "~/admin/enquiries/saved-replies.route";
import * as savedReplyRoute from "~/admin/enquiries/saved-reply.route";
import * as accountRoute from "~/admin/access/account.route";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { auditLog, contactEnquiries, enquiryDrafts, mailOutbox, staff } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { Services } from "../../services.server";
import { testOrigin, testServices } from "../../../tests/support/test-services";
import { createSession } from "../access/sessions.server";
import { enquiryCounts, overdueCount } from "./enquiries.server";
import { othersViewing, recordPresence } from "./teamwork.server";
import { PRESENCE_SECONDS } from "./inbox-rules";
import { loadContext } from "../../shared/server/load-context.server";

/**
 * Several people on one inbox, through the routes as React Router calls them, on both databases: assignment
 * and its filter, who else has an enquiry open, replies since a page was shown, drafts kept and restored,
 * saved replies with the name filled in, a personal signature, «Send og lukk», and bulk close and spam.
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

type Page = {
  draft: string;
  lastReplyId: number;
  assignment: { to: string | null; mine: boolean; colleagues: Array<{ id: number; email: string }> };
  presence: { others: string | null; replied: string[] };
  savedDraft: { at: string; behind: string[] } | null;
  savedReplies: Array<{ id: number; title: string; text: string }>;
  signature: string;
  enquiry: { status: string };
};
type Inbox = {
  enquiries: Array<{ id: number; status: string; assignedTo: string | null }>;
  counts: Record<string, number>;
};

describe.each(testDatabaseKinds)("teamwork in the inbox on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let people = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    services = testServices(database);
  }, 60_000);
  afterAll(() => database.close());

  async function member(): Promise<{ id: number; email: string; cookie: string }> {
    people += 1;
    const [row] = await database.db
      .insert(staff)
      .values({
        email: `lag${people}.${randomBytes(3).toString("hex")}@kortvalg.no`,
        role: "redaktør",
        webauthnUserId: `lag-${people}-${randomBytes(8).toString("hex")}`,
      })
      .returning();
    return { id: row!.id, email: row!.email, cookie: await createSession(database.db, row!.id, "Chrome på Linux") };
  }

  async function call(
    route: { loader?: unknown; action?: unknown },
    method: "GET" | "POST",
    path: string,
    cookie: string | null,
    fields: Record<string, string | number | string[]> = {},
  ): Promise<Answer> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
    const request = new Request(`${testOrigin}${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: `kv_ansatt=${cookie}` } : {}),
        ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: method === "POST" ? body : undefined,
    });
    const id = /\/admin\/henvendelser\/(?:svarmaler\/)?(\d+)/.exec(path)?.[1];
    const handler = (method === "GET" ? route.loader : route.action) as (args: unknown) => Promise<unknown>;
    try {
      return unwrap(
        await handler({ request, context: loadContext(services, "203.0.113.9"), params: id ? { id } : {} }),
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
  const open = async (id: number, cookie: string) =>
    (await call(enquiryRoute, "GET", `/admin/henvendelser/${id}`, cookie)).body as unknown as Page;
  const inbox = async (query: string, cookie: string) =>
    (await call(enquiriesRoute, "GET", `/admin/henvendelser?${query}`, cookie)).body as unknown as Inbox;
  const audited = async (subject: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(asc(auditLog.id))).map(
      (row) => ({
        actor: row.actor,
        action: row.action,
        details: JSON.parse(row.details) as Record<string, unknown>,
      }),
    );

  it("«Tildel meg» and to a colleague: shown on the enquiry and in the list, filtered by «Tildelt meg» and «Ikke tildelt», audited", async () => {
    const [ada, ola] = [await member(), await member()];
    const row = await enquiry();
    const other = await enquiry();
    expect((await open(row.id, ada.cookie)).assignment).toMatchObject({ to: null, mine: false });
    const mine = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, { intent: "assign-me" });
    expect(mine.location).toBe(`/admin/henvendelser/${row.id}?utfort=tildelt`);
    expect((await open(row.id, ada.cookie)).assignment).toMatchObject({ to: ada.email, mine: true });
    expect((await open(row.id, ola.cookie)).assignment).toMatchObject({ to: ada.email, mine: false });

    const listed = (await inbox("vis=alle&tildelt=meg", ada.cookie)).enquiries;
    expect(listed.map((item) => item.id)).toEqual([row.id]);
    expect(listed[0]?.assignedTo).toBe(ada.email);
    const unassigned = (await inbox("vis=alle&tildelt=ingen", ada.cookie)).enquiries.map((item) => item.id);
    expect(unassigned).toContain(other.id);
    expect(unassigned).not.toContain(row.id);

    // Given to a colleague: now theirs, and no longer under Ada's «Tildelt meg».
    const given = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "assign",
      to: ola.id,
    });
    expect(given.status).toBe(303);
    expect((await inbox("vis=alle&tildelt=meg", ola.cookie)).enquiries.map((item) => item.id)).toEqual([row.id]);
    expect((await inbox("vis=alle&tildelt=meg", ada.cookie)).enquiries).toEqual([]);

    // Someone whose access was taken away cannot be given anything.
    const gone = await member();
    await database.db.update(staff).set({ revokedAt: new Date() }).where(eq(staff.id, gone.id));
    const refused = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "assign",
      to: gone.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.assignError).toBe("Kollegaen finnes ikke lenger, eller har ikke tilgang. Velg en annen.");
    expect((await open(row.id, ada.cookie)).assignment.colleagues.map((item) => item.email)).not.toContain(gone.email);

    await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, { intent: "unassign" });
    expect((await open(row.id, ada.cookie)).assignment.to).toBeNull();
    expect(await audited(`henvendelse ${row.id}`)).toEqual([
      { actor: ada.email, action: "henvendelse tildelt", details: { til: ada.email } },
      { actor: ada.email, action: "henvendelse tildelt", details: { til: ola.email } },
      { actor: ola.email, action: "henvendelse ikke lenger tildelt", details: {} },
    ]);
  });

  it("warns when a colleague has the enquiry open (for 2 minutes after their page last said so) and when they replied since", async () => {
    const [ada, ola] = [await member(), await member()];
    const row = await enquiry();
    expect((await open(row.id, ada.cookie)).presence).toEqual({ others: null, replied: [] });
    // On a plain page load: Ola sees that Ada has it open.
    const olaPage = await open(row.id, ola.cookie);
    expect(olaPage.presence.others).toBe(
      `${ada.email} har også denne henvendelsen åpen nå. Avtal hvem som svarer, så den som skrev, ikke får to svar.`,
    );
    // Ada's page script asks: Ola is there too.
    const asked = await call(presenceRoute, "GET", `/admin/henvendelser/${row.id}/tilstede?svar=0`, ada.cookie);
    expect(asked.body.others).toContain(ola.email);

    // Ada replies; Ola's page, still built on no replies, is told who and when.
    const sent = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "reply",
      body: "Hei Kari!\n\nSvar fra Ada.",
      seenReply: 0,
    });
    expect(sent.status).toBe(303);
    const told = await call(presenceRoute, "GET", `/admin/henvendelser/${row.id}/tilstede?svar=0`, ola.cookie);
    expect(told.body.replied).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${ada.email.replace(/\./g, "\\.")} svarte \\d+\\. \\w+ \\d{4} kl\\. \\d\\d:\\d\\d, etter at du åpnet henvendelsen\\.`,
        ),
      ),
    ]);
    // Ola's send is refused, with the text kept (and kept as the draft).
    const refused = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "reply",
      body: "Hei Kari!\n\nSvar fra Ola.",
      seenReply: 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.values).toEqual({ body: "Hei Kari!\n\nSvar fra Ola." });
    expect((await open(row.id, ola.cookie)).draft).toBe("Hei Kari!\n\nSvar fra Ola.");

    // Two minutes after a page last said so, it no longer counts as open.
    const later = new Date(Date.now() + (PRESENCE_SECONDS + 1) * 1000);
    expect(await othersViewing(database.db, row.id, ola.id, later)).toEqual([]);
    await recordPresence(database.db, row.id, ada.id, later);
    expect((await othersViewing(database.db, row.id, ola.id, later)).map((item) => item.email)).toEqual([ada.email]);
    // An enquiry that does not exist is not recorded, and its page is 404.
    await recordPresence(database.db, 999_999, ada.id);
    expect((await call(enquiryRoute, "GET", "/admin/henvendelser/999999", ada.cookie)).status).toBe(404);
  });

  it("keeps the draft as typed, restores it into the form after a reload, says when a colleague replied meanwhile, and clears it on send", async () => {
    const [ada, ola] = [await member(), await member()];
    const row = await enquiry();
    const first = await open(row.id, ada.cookie);
    expect(first.savedDraft).toBeNull();
    const saved = await call(draftRoute, "POST", `/admin/henvendelser/${row.id}/utkast`, ada.cookie, {
      body: "Hei Kari!\r\n\r\nHalvveis skrevet",
      seenReply: first.lastReplyId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(/^Utkastet er lagret \d+\. \w+ \d{4} kl\. \d\d:\d\d\.$/);
    const reloaded = await open(row.id, ada.cookie);
    expect(reloaded.draft).toBe("Hei Kari!\n\nHalvveis skrevet");
    expect(reloaded.savedDraft?.behind).toEqual([]);
    // Another person's draft is their own.
    expect((await open(row.id, ola.cookie)).draft).toMatch(/^Hei Kari!\n\n\n\nHilsen Kortvalg\n/);
    // Ola replies; Ada's restored draft says so.
    await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "reply",
      body: "Hei Kari!\n\nOla svarer.",
      seenReply: 0,
    });
    expect((await open(row.id, ada.cookie)).savedDraft?.behind).toEqual([
      expect.stringContaining(`Etter at du lagret utkastet, svarte ${ola.email}`),
    ]);
    // Without JavaScript: «Lagre utkast» posts the form and it comes back with the text.
    const posted = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "draft",
      body: "Hei Kari!\n\nFerdig nå.",
      seenReply: 1_000_000,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.notice).toBe("Utkastet er lagret.");
    expect((await open(row.id, ada.cookie)).draft).toBe("Hei Kari!\n\nFerdig nå.");
    // A session that has ended saves nothing: to sign-in.
    const expired = await call(draftRoute, "POST", `/admin/henvendelser/${row.id}/utkast`, null, { body: "x" });
    expect(expired.status).toBe(303);
    expect(expired.location).toMatch(/^\/admin\/logg-inn\?til=/);
    expect((await open(row.id, ada.cookie)).draft).toBe("Hei Kari!\n\nFerdig nå.");
    // Sent: the draft is gone.
    const page = await open(row.id, ada.cookie);
    const sent = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "reply",
      body: page.draft,
      seenReply: page.lastReplyId,
    });
    expect(sent.status).toBe(303);
    expect(
      await database.db
        .select()
        .from(enquiryDrafts)
        .where(and(eq(enquiryDrafts.enquiryId, row.id), eq(enquiryDrafts.staffId, ada.id))),
    ).toEqual([]);
  });

  it("saved replies are shared and editable, and go into a reply with the visitor's name filled in", async () => {
    const [ada, ola] = [await member(), await member()];
    const row = await enquiry({ firstName: "Per", lastName: "Hansen" });
    const made = await call(savedRepliesRoute, "POST", "/admin/henvendelser/svarmaler", ada.cookie, {
      title: "Oppsigelse",
      body: "Du sier opp kortet hos banken, {fornavn}. Saken gjelder {navn}.",
    });
    expect(made.location).toBe("/admin/henvendelser/svarmaler?utfort=lagret");
    const refused = await call(savedRepliesRoute, "POST", "/admin/henvendelser/svarmaler", ada.cookie, {
      title: "",
      body: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      title: "Gi svaret et navn, for eksempel «Oppsigelse»",
      body: "Skriv teksten som skal settes inn",
    });
    // Ola sees Ada's, filled in for Per.
    const page = await open(row.id, ola.cookie);
    const saved = page.savedReplies.find((item) => item.title === "Oppsigelse");
    expect(saved?.text).toBe("Du sier opp kortet hos banken, Per. Saken gjelder Per Hansen.");
    // Without JavaScript: «Sett inn» comes back with the text between greeting and sign-off, kept as the draft.
    const inserted = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "insert",
      savedReply: saved!.id,
      body: page.draft,
      seenReply: page.lastReplyId,
    });
    expect(inserted.status).toBe(200);
    expect((inserted.body.values as { body: string }).body).toMatch(
      /^Hei Per!\n\nDu sier opp kortet hos banken, Per\. Saken gjelder Per Hansen\.\n\nHilsen Kortvalg/,
    );
    expect(inserted.body.notice).toBe("«Oppsigelse» er satt inn i svaret. Se over teksten før du sender.");
    expect((await open(row.id, ola.cookie)).draft).toBe((inserted.body.values as { body: string }).body);
    const none = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ola.cookie, {
      intent: "insert",
      savedReply: "",
      body: "Hei Per!",
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ savedReply: "Velg et lagret svar å sette inn" });

    // Edited by Ola (the form as its page gave it), then deleted.
    const form = await call(savedReplyRoute, "GET", `/admin/henvendelser/svarmaler/${saved!.id}`, ola.cookie);
    const edited = await call(savedReplyRoute, "POST", `/admin/henvendelser/svarmaler/${saved!.id}`, ola.cookie, {
      title: "Oppsigelse av kort",
      body: "Hei {fornavn}, ring banken.",
      base: form.body.base as string,
    });
    expect(edited.status).toBe(303);
    expect((await open(row.id, ada.cookie)).savedReplies.find((item) => item.id === saved!.id)).toEqual({
      id: saved!.id,
      title: "Oppsigelse av kort",
      text: "Hei Per, ring banken.",
    });
    await call(savedReplyRoute, "POST", `/admin/henvendelser/svarmaler/${saved!.id}`, ola.cookie, { intent: "delete" });
    expect((await open(row.id, ada.cookie)).savedReplies.find((item) => item.id === saved!.id)).toBeUndefined();
    expect((await call(savedReplyRoute, "GET", `/admin/henvendelser/svarmaler/${saved!.id}`, ada.cookie)).status).toBe(
      404,
    );
  });

  it("tells the second of two editing one saved reply at once that a colleague saved first, and overwrites nothing", async () => {
    const [ada, ola] = [await member(), await member()];
    await call(savedRepliesRoute, "POST", "/admin/henvendelser/svarmaler", ada.cookie, {
      title: "Kortet er sperret",
      body: "Ring banken, {fornavn}.",
    });
    const list = await call(savedRepliesRoute, "GET", "/admin/henvendelser/svarmaler", ada.cookie);
    const id = (list.body.replies as Array<{ id: number; title: string }>).find(
      (reply) => reply.title === "Kortet er sperret",
    )!.id;
    const path = `/admin/henvendelser/svarmaler/${id}`;
    // Both open the same version.
    const [adaForm, olaForm] = [
      await call(savedReplyRoute, "GET", path, ada.cookie),
      await call(savedReplyRoute, "GET", path, ola.cookie),
    ];
    expect(adaForm.body.base).toBe(olaForm.body.base);
    const first = await call(savedReplyRoute, "POST", path, ada.cookie, {
      title: "Kortet er sperret",
      body: "Ring bankens sperretelefon, {fornavn}.",
      base: adaForm.body.base as string,
    });
    expect(first.status).toBe(303);
    // Ola saves what he wrote on the old version: refused, told by whom, his text kept in the form, Ada's shown.
    const second = await call(savedReplyRoute, "POST", path, ola.cookie, {
      title: "Sperret kort",
      body: "Hei {fornavn}, banken sperrer kortet.",
      base: olaForm.body.base as string,
    });
    expect(second.status).toBe(409);
    const conflict = second.body.conflict as { message: string; title: string; body: string };
    expect(conflict.message).toMatch(
      new RegExp(`^Endringene dine er ikke lagret: ${ada.email.replace(/\./g, "\\.")} lagret dette svaret \\d`),
    );
    expect(conflict).toMatchObject({ title: "Kortet er sperret", body: "Ring bankens sperretelefon, {fornavn}." });
    expect(second.body.values).toEqual({ title: "Sperret kort", body: "Hei {fornavn}, banken sperrer kortet." });
    expect((await call(savedReplyRoute, "GET", path, ola.cookie)).body).toMatchObject({
      title: "Kortet er sperret",
      body: "Ring bankens sperretelefon, {fornavn}.",
    });
    // A form without its version is refused the same way, never saved blind.
    const blind = await call(savedReplyRoute, "POST", path, ola.cookie, { title: "Sperret kort", body: "Hei." });
    expect(blind.status).toBe(409);
    expect((blind.body.conflict as { message: string }).message).toMatch(
      /^Endringene dine er ikke lagret: skjemaet sa/,
    );
    // Saved again from the form the conflict gave back: now on Ada's version, so it replaces hers knowingly.
    const again = await call(savedReplyRoute, "POST", path, ola.cookie, {
      title: "Sperret kort",
      body: "Hei {fornavn}, banken sperrer kortet.",
      base: second.body.base as string,
    });
    expect(again.status).toBe(303);
    expect((await call(savedReplyRoute, "GET", path, ada.cookie)).body).toMatchObject({
      title: "Sperret kort",
      body: "Hei {fornavn}, banken sperrer kortet.",
    });
  });

  it("adds each person's signature to their replies as sent, and «Send og lukk» closes the enquiry", async () => {
    const ada = await member();
    const row = await enquiry();
    const set = await call(accountRoute, "POST", "/admin/konto", ada.cookie, {
      intent: "signature",
      signature: "Ada Hansen\r\nKundeservice, Kortvalg",
    });
    expect(set.location).toBe("/admin/konto?utfort=signatur#signatur");
    const tooLong = await call(accountRoute, "POST", "/admin/konto", ada.cookie, {
      intent: "signature",
      signature: "x".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    const page = await open(row.id, ada.cookie);
    expect(page.signature).toBe("Ada Hansen\nKundeservice, Kortvalg");
    // With a signature of one's own, the form starts with the greeting only.
    expect(page.draft).toBe("Hei Kari!\n\n\n");
    const sent = await call(enquiryRoute, "POST", `/admin/henvendelser/${row.id}`, ada.cookie, {
      intent: "reply-close",
      body: "Hei Kari!\n\nFordi loven krever det.",
      seenReply: page.lastReplyId,
    });
    expect(sent.location).toBe(`/admin/henvendelser/${row.id}?utfort=besvart-lukket#svar`);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, row.email), eq(mailOutbox.kind, "enquiry-reply")));
    expect(
      mail?.textBody.startsWith(
        "Hei Kari!\n\nFordi loven krever det.\n\nAda Hansen\nKundeservice, Kortvalg\n\nDu skrev ",
      ),
    ).toBe(true);
    expect((await open(row.id, ada.cookie)).enquiry.status).toBe("closed");
  });

  it("closes and marks as spam many at once; spam leaves every count and «Alle», has its own list, and can be taken back", async () => {
    const ada = await member();
    const old = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const rows = await Promise.all([enquiry({ createdAt: old }), enquiry({ createdAt: old }), enquiry(), enquiry()]);
    const before = { counts: await enquiryCounts(database.db), overdue: await overdueCount(database.db) };
    const closed = await call(enquiriesRoute, "POST", "/admin/henvendelser?vis=nye", ada.cookie, {
      intent: "close",
      id: [String(rows[2]!.id), String(rows[3]!.id)],
      tilbake: "/admin/henvendelser?vis=nye&utfort=soppel&antall=9",
    });
    expect(closed.location).toBe("/admin/henvendelser?vis=nye&utfort=lukket&antall=2");
    const spam = await call(enquiriesRoute, "POST", "/admin/henvendelser?vis=nye", ada.cookie, {
      intent: "spam",
      id: [String(rows[0]!.id), String(rows[1]!.id), "x"],
      tilbake: "/admin/henvendelser?vis=nye",
    });
    expect(spam.location).toBe("/admin/henvendelser?vis=nye&utfort=soppel&antall=2");
    const after = { counts: await enquiryCounts(database.db), overdue: await overdueCount(database.db) };
    expect(after.counts.new).toBe(before.counts.new - 4);
    expect(after.counts.closed).toBe(before.counts.closed + 2);
    expect(after.overdue).toBe(before.overdue - 2);
    const all = (await inbox("vis=alle", ada.cookie)).enquiries.map((item) => item.id);
    expect(all).not.toContain(rows[0]!.id);
    expect(all).toContain(rows[2]!.id);
    expect((await inbox("vis=soppel", ada.cookie)).enquiries.map((item) => item.id).sort()).toEqual(
      [rows[0]!.id, rows[1]!.id].sort(),
    );
    const none = await call(enquiriesRoute, "POST", "/admin/henvendelser", ada.cookie, { intent: "close" });
    expect(none.status).toBe(400);
    expect(none.body.problem).toBe("Velg minst én henvendelse i listen først.");
    const back = await call(enquiriesRoute, "POST", "/admin/henvendelser?vis=soppel", ada.cookie, {
      intent: "restore",
      id: String(rows[1]!.id),
    });
    expect(back.location).toBe("/admin/henvendelser?utfort=gjenopprettet&antall=1");
    expect((await open(rows[1]!.id, ada.cookie)).enquiry.status).toBe("new");
    expect((await audited(`henvendelse ${rows[0]!.id}`)).map((entry) => entry.action)).toEqual([
      "henvendelse merket som søppelpost",
    ]);
  });
});
