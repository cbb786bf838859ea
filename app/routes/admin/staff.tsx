import { data, redirect } from "react-router";
import type { Route } from "./+types/staff";
import { adminText } from "~/components/admin/admin-text";
import { StaffPage } from "~/components/admin/staff-page";
import { fieldsWithErrors, validateForm } from "~/domain/form-validation";
import { formatDateTime } from "~/domain/format";
import { inviteFields, inviteSchema, staffRoles } from "~/domain/staff";
import { requireStaff } from "~/server/staff/guard.server";
import { inviteStaff, listStaff, revokeStaff } from "~/server/staff/staff-accounts.server";

/** Admins only: who has access, invitations and revoking (the same as `npm run staff`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "ansatte");
  const members = await listStaff(context.services.database.db);
  const url = new URL(request.url);
  return {
    me: session.member.email,
    roles: staffRoles,
    done: url.searchParams.get("utfort"),
    who: url.searchParams.get("hvem"),
    members: members.map((member) => ({
      email: member.email,
      role: member.role,
      created: formatDateTime(member.createdAt),
      revoked: member.revokedAt ? formatDateTime(member.revokedAt) : null,
      passkeys: member.passkeys,
      sessions: member.sessions,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "ansatte");
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  const { db, mailer, publicOrigin } = { db: context.services.database.db, mailer: context.services.mailer, publicOrigin: context.services.publicOrigin };
  if (formData.get("intent") === "revoke") {
    const email = String(formData.get("email") ?? "");
    if (email.trim().toLowerCase() === session.member.email) {
      return data({ errors: {}, values: { email: "", role: "" }, problem: "Du kan ikke fjerne din egen tilgang. Be en annen administrator om det." }, { status: 409 });
    }
    const outcome = await revokeStaff(db, email, actor);
    if (!outcome.found) throw data(null, { status: 404 });
    return redirect(`/admin/ansatte?utfort=fjernet&hvem=${encodeURIComponent(outcome.email)}`, 303);
  }
  const form = validateForm(inviteSchema, inviteFields, formData);
  if (!form.ok) return data({ errors: form.errors, values: form.values, problem: null, order: fieldsWithErrors(inviteFields, form.errors) }, { status: 400 });
  const invitation = await inviteStaff({ db, mailer, publicOrigin }, form.data, actor);
  void mailer.deliverPending().catch(() => undefined);
  return redirect(`/admin/ansatte?utfort=invitert&hvem=${encodeURIComponent(invitation.email)}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: `Ansatte | ${adminText.siteName}` }, { name: "robots", content: "noindex, nofollow" }];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} done={actionData ? null : loaderData.done} errors={actionData?.errors ?? {}} values={actionData?.values ?? { email: "", role: "redaktør" }} problem={actionData?.problem ?? null} />;
}
