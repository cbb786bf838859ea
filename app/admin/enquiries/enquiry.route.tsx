import { data, redirect } from "react-router";
import type { Route } from "./+types/enquiry.route";
import { adminText } from "~/admin/admin-text";
import { EnquiryThread } from "~/admin/enquiries/enquiry-thread";
import { formValues, validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { replyFields, replySchema } from "~/admin/access/staff";
import { afterSignIn, requireStaff } from "~/admin/access/guard.server";
import { replyToEnquiry, setEnquiryStatus } from "~/admin/enquiries/enquiries.server";
import { enquiryView } from "~/admin/enquiries/enquiry-view.server";

const enquiryId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const replyIdParam = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const id = enquiryId(params.id);
  const view = id === null ? null : await enquiryView(context.services.database.db, id);
  if (!view) throw data(null, { status: 404 });
  return { ...view, done: new URL(request.url).searchParams.get("utfort") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // A reply posted after the session ended goes through sign-in with its text (requireStaff's keepPost).
  const session = await requireStaff(request, context, "henvendelser", { keepPost: true });
  const id = enquiryId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const formData = await request.formData();
  const actor = { staffId: session.member.id, email: session.member.email };
  const db = context.services.database.db;
  const intent = formData.get("intent");
  const restored = new URL(request.url).searchParams.has(afterSignIn);
  if (intent === "close" || intent === "reopen") {
    // Back from sign-in: the page as it is now, to press again knowing its state.
    if (restored) return redirect(`/admin/henvendelser/${id}`, 303);
    if (!(await setEnquiryStatus(db, id, intent === "close" ? "closed" : "open", actor)))
      throw data(null, { status: 404 });
    return redirect(`/admin/henvendelser/${id}?utfort=${intent === "close" ? "lukket" : "gjenapnet"}`, 303);
  }
  const seenReply = replyIdParam(formData.get("seenReply"));
  const answer = {
    errors: {} as { body?: string },
    values: formValues(formData, replyFields),
    seenReply,
    restored: false,
    conflict: [] as Array<{ id: number; by: string; at: string; body: string }>,
  };
  // Back from sign-in: the text into the form again, to be looked over and sent with the button.
  if (restored) return data({ ...answer, restored: true }, { status: 200 });
  const form = validateForm(replySchema, replyFields, formData);
  if (!form.ok) return data({ ...answer, errors: form.errors }, { status: 400 });
  const outcome = await replyToEnquiry(
    {
      db,
      mailer: context.services.mailer,
      supportEmail: context.services.supportEmail,
      replySecret: context.services.enquiryReplySecret,
    },
    { enquiryId: id, body: form.data.body, seenReplyId: seenReply, actor },
  );
  switch (outcome.status) {
    case "not-found":
      throw data(null, { status: 404 });
    case "untouched":
      return data({ ...answer, errors: { body: adminText.enquiries.untouched } }, { status: 400 });
    case "conflict":
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
      return redirect(`/admin/henvendelser/${id}?utfort=besvart#svar`, 303);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Henvendelse ${loaderData.enquiry.id}` : "Henvendelse"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  // After a post that did not redirect, its answer is the news: the last redirect's notice is not shown with it.
  return (
    <EnquiryThread
      {...loaderData}
      done={actionData ? null : loaderData.done}
      answer={
        actionData ?? {
          errors: {},
          values: { body: loaderData.draft },
          seenReply: loaderData.lastReplyId,
          restored: false,
          conflict: [],
        }
      }
    />
  );
}
