import { data } from "react-router";
import type { Route } from "./+types/draft.route";
import { formatDateTime } from "~/shared/format/format";
import { replyLimits } from "~/admin/access/staff";
import { requireStaff } from "~/admin/access/guard.server";
import { saveDraft } from "~/admin/enquiries/teamwork.server";
import { inboxText } from "~/admin/enquiries/inbox-text";
import { servicesOf } from "~/shared/server/load-context.server";

const whole = (value: unknown) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The reply form's script saves what is typed here as it is typed (app/admin/enquiries/reply-form.client.ts),
 * so a reload or an ended session loses nothing already saved. A form post; answers JSON. Without a session
 * it redirects to sign-in like every back-office post, which the script reports as such.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const id = whole(params.id);
  if (id === null) throw data({ message: "Ukjent henvendelse." }, { status: 404 });
  const form = await request.formData();
  const body = form.get("body");
  if (typeof body !== "string" || body.length > replyLimits.max * 1.2)
    return data({ message: `Svaret kan ha høyst ${replyLimits.max} tegn.` }, { status: 400 });
  const now = new Date();
  const saved = await saveDraft(
    servicesOf(context).database.db,
    {
      enquiryId: id,
      staffId: session.member.id,
      body: body.replace(/\r\n?/g, "\n"),
      seenReplyId: whole(form.get("seenReply")) ?? 0,
    },
    now,
  );
  if (saved === "gone") return data({ message: "Henvendelsen finnes ikke lenger." }, { status: 404 });
  if (saved === "sent") return data({ message: inboxText.draftAfterSend }, { status: 409 });
  return { message: inboxText.draftSaved(formatDateTime(now)) };
}
