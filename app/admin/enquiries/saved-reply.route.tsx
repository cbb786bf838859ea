import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-reply.route";
import { adminText } from "~/admin/admin-text";
import { validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { requireStaff } from "~/admin/access/guard.server";
import { inboxText } from "~/admin/enquiries/inbox-text";
import { SavedReplyPage } from "~/admin/enquiries/saved-replies-page";
import {
  deleteSavedReply,
  savedReply,
  savedReplyDigest,
  savedReplyFields,
  savedReplySchema,
  updateSavedReply,
} from "~/admin/enquiries/saved-replies.server";
import { servicesOf } from "~/shared/server/load-context.server";

const replyId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** One saved reply: edit or delete it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const id = replyId(params.id);
  const row = id === null ? null : await savedReply(servicesOf(context).database.db, id);
  if (!row) throw data(null, { status: 404 });
  return { id: row.id, title: row.title, body: row.body, base: savedReplyDigest(row) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const id = replyId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const db = servicesOf(context).database.db;
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    if (!(await deleteSavedReply(db, id, actor))) throw data(null, { status: 404 });
    return redirect("/admin/henvendelser/svarmaler?utfort=slettet", 303);
  }
  const form = validateForm(savedReplySchema, savedReplyFields, formData);
  const posted = formData.get("base");
  const base = typeof posted === "string" && /^[\w-]{22}$/.test(posted) ? posted : null;
  if (!form.ok) return data({ errors: form.errors, values: form.values, base, conflict: null }, { status: 400 });
  const outcome = await updateSavedReply(db, id, form.data, actor, base);
  if (outcome.outcome === "not-found") throw data(null, { status: 404 });
  if (outcome.outcome === "conflict") {
    // The form again with this editor's text, based on the colleague's version: a second save replaces it knowingly.
    const { current } = outcome;
    const message = outcome.noBase
      ? inboxText.savedReplyNoBase
      : inboxText.savedReplyConflict(current.updatedBy, formatDateTime(current.updatedAt));
    return data(
      {
        errors: {},
        values: form.data,
        base: outcome.base,
        conflict: { message, title: current.title, body: current.body },
      },
      { status: 409 },
    );
  }
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
      base={actionData?.base ?? loaderData.base}
      conflict={actionData?.conflict ?? null}
    />
  );
}
