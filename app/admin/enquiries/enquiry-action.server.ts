import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { contactEnquiries } from "~/shared/db/schema";
import { adminText } from "~/admin/admin-text";
import { formValues, validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { replyFields, replySchema } from "~/admin/access/staff";
import type { StaffSession } from "~/admin/access/sessions.server";
import { replyToEnquiry, setEnquiryStatus } from "./enquiries.server";
import { insertSavedReply, fillSavedReply } from "./inbox-rules";
import { inboxText } from "./inbox-text";
import { savedReply, signatureOf } from "./saved-replies.server";
import { assignEnquiry, bulkSetStatus, saveDraft } from "./teamwork.server";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

const number = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The reply form's state after a post that did not redirect. */
export type ReplyAnswer = {
  errors: { body?: string; savedReply?: string };
  values: { body: string };
  seenReply: number;
  restored: boolean;
  conflict: Array<{ id: number; by: string; at: string; body: string }>;
  notice: string | null;
  assignError: string | null;
};

const page = (id: number, done?: string) => `/admin/henvendelser/${id}${done ? `?utfort=${done}` : ""}`;

/**
 * Everything posted from an enquiry's page: the reply («Send svaret», «Send og lukk»), its draft («Lagre
 * utkast», and a saved reply put in with «Sett inn»: both keep the draft), assignment, and the status.
 * A post carried back through sign-in (`restored`) fills the form again and does nothing else.
 */
export async function enquiryAction(
  context: LoadContext,
  session: StaffSession,
  id: number,
  formData: FormData,
  restored: boolean,
) {
  const db = servicesOf(context).database.db;
  const actor = { staffId: session.member.id, email: session.member.email };
  const intent = String(formData.get("intent") ?? "");
  const seenReply = number(formData.get("seenReply")) ?? 0;
  const answer: ReplyAnswer = {
    errors: {},
    values: formValues(formData, replyFields),
    seenReply,
    restored: false,
    conflict: [],
    notice: null,
    assignError: null,
  };
  const inForm = ["reply", "reply-close", "draft", "insert"].includes(intent);
  // Back from sign-in: the text into the form again to be looked over; anything else shows the page as it is now.
  if (restored) return inForm ? data({ ...answer, restored: true }, { status: 200 }) : redirect(page(id), 303);

  switch (intent) {
    case "close":
    case "reopen":
      if (!(await setEnquiryStatus(db, id, intent === "close" ? "closed" : "open", actor)))
        throw data(null, { status: 404 });
      return redirect(page(id, intent === "close" ? "lukket" : "gjenapnet"), 303);
    case "spam":
      // Already spam, or gone: the page says which.
      await bulkSetStatus(db, [id], "spam", actor);
      return redirect(page(id, "soppel"), 303);
    case "assign-me":
    case "assign":
    case "unassign": {
      const to = intent === "assign-me" ? session.member.id : intent === "assign" ? number(formData.get("to")) : null;
      if (intent === "assign" && to === null)
        return data({ ...answer, assignError: inboxText.colleagueGone }, { status: 400 });
      const outcome = await assignEnquiry(db, id, to, actor);
      if (outcome === "not-found") throw data(null, { status: 404 });
      if (outcome === "no-colleague") return data({ ...answer, assignError: inboxText.colleagueGone }, { status: 400 });
      return redirect(page(id, to === null ? "ikke-tildelt" : "tildelt"), 303);
    }
    case "draft":
    case "insert": {
      // Every post of the form that is not a send keeps the draft, so nothing typed depends on the script.
      let body = answer.values.body.replace(/\r\n?/g, "\n");
      let notice: string = inboxText.draftSavedNow;
      if (intent === "insert") {
        const chosen = number(formData.get("savedReply"));
        const saved = chosen === null ? null : await savedReply(db, chosen);
        if (!saved)
          return data(
            {
              ...answer,
              errors: { savedReply: chosen === null ? inboxText.chooseSavedReply : inboxText.savedReplyGone },
            },
            { status: 400 },
          );
        const visitor = await visitorOf(context, id);
        body = insertSavedReply(body, fillSavedReply(saved.body, visitor));
        notice = inboxText.inserted(saved.title);
      }
      if (body.length > 12_000) body = body.slice(0, 12_000);
      const kept = await saveDraft(db, { enquiryId: id, staffId: session.member.id, body, seenReplyId: seenReply });
      if (kept === "gone") throw data(null, { status: 404 });
      if (kept === "sent") notice = inboxText.draftAfterSend;
      return data({ ...answer, values: { body }, notice }, { status: 200 });
    }
    case "reply":
    case "reply-close":
      break;
    default:
      return data({ ...answer, errors: { body: adminText.staff.pickAgain } }, { status: 400 });
  }

  const form = validateForm(replySchema, replyFields, formData);
  if (!form.ok) return data({ ...answer, errors: form.errors }, { status: 400 });
  const outcome = await replyToEnquiry(
    {
      db,
      mailer: servicesOf(context).mailer,
      supportEmail: servicesOf(context).supportEmail,
      replySecret: servicesOf(context).enquiryReplySecret,
    },
    {
      enquiryId: id,
      body: form.data.body,
      seenReplyId: seenReply,
      actor,
      signature: await signatureOf(db, session.member.id),
      close: intent === "reply-close",
    },
  );
  switch (outcome.status) {
    case "not-found":
      throw data(null, { status: 404 });
    case "untouched":
      return data({ ...answer, errors: { body: adminText.enquiries.untouched } }, { status: 400 });
    case "conflict":
      // Nothing sent: the writer's text is kept as their draft too, then shown with what the colleague sent.
      await saveDraft(db, {
        enquiryId: id,
        staffId: session.member.id,
        body: form.data.body,
        seenReplyId: outcome.lastReplyId,
      });
      return data(
        {
          ...answer,
          seenReply: outcome.lastReplyId,
          conflict: outcome.replies.map((reply) => ({
            id: reply.id,
            by: reply.staffName,
            at: formatDateTime(reply.createdAt),
            body: reply.body,
          })),
        },
        { status: 409 },
      );
    case "sent":
      return redirect(`${page(id, intent === "reply-close" ? "besvart-lukket" : "besvart")}#svar`, 303);
  }
}

async function visitorOf(context: LoadContext, id: number) {
  const [row] = await servicesOf(context)
    .database.db.select({ firstName: contactEnquiries.firstName, lastName: contactEnquiries.lastName })
    .from(contactEnquiries)
    .where(eq(contactEnquiries.id, id));
  if (!row) throw data(null, { status: 404 });
  return row;
}
