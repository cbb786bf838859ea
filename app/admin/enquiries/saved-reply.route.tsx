import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-reply.route";
import { adminText } from "~/admin/admin-text";
import { validateForm } from "~/shared/forms/form-validation";
import { requireStaff } from "~/admin/access/guard.server";
import { inboxText } from "~/admin/enquiries/inbox-text";
import { SavedReplyPage } from "~/admin/enquiries/saved-replies-page";
import {
  deleteSavedReply,
  savedReply,
  savedReplyFields,
  savedReplySchema,
  updateSavedReply,
} from "~/admin/enquiries/saved-replies.server";

const replyId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** One saved reply: edit or delete it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const id = replyId(params.id);
  const row = id === null ? null : await savedReply(context.services.database.db, id);
  if (!row) throw data(null, { status: 404 });
  return { id: row.id, title: row.title, body: row.body };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const id = replyId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    if (!(await deleteSavedReply(db, id, actor))) throw data(null, { status: 404 });
    return redirect("/admin/henvendelser/svarmaler?utfort=slettet", 303);
  }
  const form = validateForm(savedReplySchema, savedReplyFields, formData);
  if (!form.ok) return data({ errors: form.errors, values: form.values }, { status: 400 });
  if (!(await updateSavedReply(db, id, form.data, actor))) throw data(null, { status: 404 });
  return redirect("/admin/henvendelser/svarmaler?utfort=lagret", 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? inboxText.edit(loaderData.title) : inboxText.savedRepliesTitle} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SavedReply({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SavedReplyPage
      id={loaderData.id}
      title={loaderData.title}
      errors={actionData?.errors ?? {}}
      values={actionData?.values ?? { title: loaderData.title, body: loaderData.body }}
    />
  );
}
