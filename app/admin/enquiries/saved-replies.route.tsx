import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-replies.route";
import { adminText } from "~/admin/admin-text";
import { validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { requireStaff } from "~/admin/access/guard.server";
import { inboxText } from "~/admin/enquiries/inbox-text";
import { SavedRepliesPage } from "~/admin/enquiries/saved-replies-page";
import {
  createSavedReply,
  listSavedReplies,
  savedReplyFields,
  savedReplySchema,
} from "~/admin/enquiries/saved-replies.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** The inbox's saved replies, shared by everyone who answers enquiries: the list and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const rows = await listSavedReplies(servicesOf(context).database.db);
  return {
    done: new URL(request.url).searchParams.get("utfort"),
    replies: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      updated: inboxText.updatedBy(row.updatedBy ?? "en tidligere ansatt", formatDateTime(row.updatedAt)),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const form = validateForm(savedReplySchema, savedReplyFields, await request.formData());
  if (!form.ok) return data({ errors: form.errors, values: form.values }, { status: 400 });
  await createSavedReply(servicesOf(context).database.db, form.data, {
    staffId: session.member.id,
    email: session.member.email,
  });
  return redirect("/admin/henvendelser/svarmaler?utfort=lagret", 303);
}

export const meta: Route.MetaFunction = () => [
  { title: `${inboxText.savedRepliesTitle} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SavedRepliesPage
      replies={loaderData.replies}
      done={actionData ? null : loaderData.done}
      errors={actionData?.errors ?? {}}
      values={actionData?.values ?? { title: "", body: "" }}
    />
  );
}
