import { formatDateTime, formatList } from "~/shared/format/format";
import type { Database } from "../../shared/db/database.server";
import { enquiryView } from "./enquiry-view.server";
import { replyDraft } from "./enquiries.server";
import { fillSavedReply } from "./inbox-rules";
import { inboxText } from "./inbox-text";
import { listSavedReplies, signatureOf } from "./saved-replies.server";
import { colleagues, draftOf, othersViewing, recordPresence, repliesSince } from "./teamwork.server";

/**
 * An enquiry's page for one person: the enquiry and its thread (enquiryView) with what several people on
 * one inbox need: who has it, who else has it open (this view is recorded as theirs), the reply they were
 * writing, the saved replies filled in for this visitor, and their signature.
 */
export async function enquiryPage(db: Database, id: number, viewer: { id: number }, now = new Date()) {
  const view = await enquiryView(db, id);
  if (!view) return null;
  await recordPresence(db, id, viewer.id, now);
  const assignee = view.assignedTo;
  const [presence, draft, team, saved, signature] = await Promise.all([
    presenceOf(db, id, viewer.id, view.lastReplyId, now),
    draftOf(db, id, viewer.id),
    colleagues(db),
    listSavedReplies(db),
    signatureOf(db, viewer.id),
  ]);
  const behind = draft ? await repliesSince(db, id, draft.seenReplyId) : [];
  const visitor = { firstName: view.visitor.firstName, lastName: view.visitor.lastName };
  return {
    ...view,
    assignment: {
      to: team.find((member) => member.id === assignee)?.email ?? null,
      mine: assignee === viewer.id,
      colleagues: team.filter((member) => member.id !== viewer.id),
    },
    presence,
    /** The form starts from the draft this person saved, else from the greeting (and sign-off without a signature). */
    draft: draft?.body ?? replyDraft(visitor, signature),
    savedDraft: draft
      ? {
          at: formatDateTime(draft.updatedAt),
          behind: behind.map((reply) => inboxText.draftBehind(reply.by, formatDateTime(reply.at))),
        }
      : null,
    savedReplies: saved.map((row) => ({ id: row.id, title: row.title, text: fillSavedReply(row.body, visitor) })),
    signature,
  };
}

/** What the warning above the reply says now: colleagues with the page open, and replies since `seenReply`. */
export async function presenceOf(db: Database, id: number, staffId: number, seenReply: number, now = new Date()) {
  const [others, since] = await Promise.all([othersViewing(db, id, staffId, now), repliesSince(db, id, seenReply)]);
  return {
    others: others.length > 0 ? inboxText.othersOpen(formatList(others.map((row) => row.email))) : null,
    replied: since.map((reply) => inboxText.repliedSince(reply.by, formatDateTime(reply.at))),
  };
}
