import { data, redirect } from "react-router";
import type { Route } from "./+types/staff.route";
import { adminText } from "~/admin/admin-text";
import { StaffPage } from "~/admin/access/staff-page";
import { fieldsWithErrors, validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import {
  inviteFields,
  inviteSchema,
  passkeyRemovalFields,
  passkeyRemovalSchema,
  roleChangeFields,
  roleChangeSchema,
  staffRoles,
} from "~/admin/access/staff";
import { requireStaff } from "~/admin/access/guard.server";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaffPasskey,
  revokeStaff,
} from "~/admin/access/staff-accounts.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** Admins only: who has access, their passkeys, invitations, role changes and revoking (the same as `npm run staff`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "ansatte");
  const members = await listStaff(servicesOf(context).database.db);
  const url = new URL(request.url);
  return {
    me: session.member.email,
    roles: staffRoles,
    done: url.searchParams.get("utfort"),
    who: url.searchParams.get("hvem"),
    what: url.searchParams.get("hva"),
    members: members.map((member) => ({
      email: member.email,
      role: member.role,
      created: formatDateTime(member.createdAt),
      revoked: member.revokedAt ? formatDateTime(member.revokedAt) : null,
      passkeys: member.passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        created: formatDateTime(passkey.createdAt),
        lastUsed: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : null,
      })),
      sessions: member.sessions,
    })),
  };
}

const done = (what: string, who: string, detail?: string) =>
  redirect(
    `/admin/ansatte?utfort=${what}&hvem=${encodeURIComponent(who)}${detail ? `&hva=${encodeURIComponent(detail)}` : ""}`,
    303,
  );

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "ansatte");
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  const { db, mailer, publicOrigin } = {
    db: servicesOf(context).database.db,
    mailer: servicesOf(context).mailer,
    publicOrigin: servicesOf(context).publicOrigin,
  };
  const refuse = (problem: string, status: number) =>
    data({ errors: {}, values: { email: "", role: "" }, problem }, { status });
  const intent = formData.get("intent");
  const isMe = (email: string) => email.trim().toLowerCase() === session.member.email;

  if (intent === "revoke") {
    const email = String(formData.get("email") ?? "");
    if (isMe(email)) return refuse("Du kan ikke fjerne din egen tilgang. Be en annen administrator om det.", 409);
    const outcome = await revokeStaff(db, email, actor);
    if (!outcome.found) throw data(null, { status: 404 });
    return done("fjernet", outcome.email);
  }
  if (intent === "role") {
    const form = validateForm(roleChangeSchema, roleChangeFields, formData);
    if (!form.ok) return refuse(form.errors.role ?? form.errors.email ?? adminText.staff.pickAgain, 400);
    if (isMe(form.data.email))
      return refuse("Du kan ikke endre din egen rolle. Be en annen administrator om det.", 409);
    const outcome = await changeStaffRole(db, form.data.email, form.data.role, actor);
    if (outcome.status === "not-found") throw data(null, { status: 404 });
    if (outcome.status === "last-admin")
      return refuse(`${outcome.email} er den eneste administratoren med tilgang. Gjør en annen til admin først.`, 409);
    return done(outcome.status === "changed" ? "rolle-endret" : "ingen-endring", outcome.email, form.data.role);
  }
  if (intent === "remove-passkey") {
    const form = validateForm(passkeyRemovalSchema, passkeyRemovalFields, formData);
    if (!form.ok) return refuse(form.errors.passkey ?? form.errors.email ?? adminText.staff.pickAgain, 400);
    // Your own go through Din konto, which never removes the last one.
    if (isMe(form.data.email)) return refuse("Dine egne passkeys fjerner du under Din konto.", 409);
    const outcome = await removeStaffPasskey(db, form.data.email, form.data.passkey, actor);
    if (outcome.status === "not-found") throw data(null, { status: 404 });
    if (outcome.status !== "removed") return done("ingen-endring", outcome.email);
    return done(outcome.left === 0 ? "siste-passkey-fjernet" : "passkey-fjernet", outcome.email, outcome.name);
  }
  const form = validateForm(inviteSchema, inviteFields, formData);
  if (!form.ok)
    return data(
      { errors: form.errors, values: form.values, problem: null, order: fieldsWithErrors(inviteFields, form.errors) },
      { status: 400 },
    );
  const invitation = await inviteStaff({ db, mailer, publicOrigin }, form.data, actor);
  void mailer.deliverPending().catch(() => undefined);
  return done(invitation.keptRole ? "invitert-rolle-beholdt" : "invitert", invitation.email, invitation.role);
}

export const meta: Route.MetaFunction = () => [
  { title: `Ansatte | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      {...loaderData}
      done={actionData ? null : loaderData.done}
      errors={actionData?.errors ?? {}}
      values={actionData?.values ?? { email: "", role: "redaktør" }}
      problem={actionData?.problem ?? null}
    />
  );
}
