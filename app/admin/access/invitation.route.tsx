import { data, redirect } from "react-router";
import type { Route } from "./+types/invitation.route";
import { adminText } from "~/admin/admin-text";
import { FormProblem, PasskeyForm } from "~/admin/access/passkey-form";
import { Field } from "~/shared/forms/field";
import { validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { deviceName, passkeyNameMax, passkeyRegistrationFields, passkeyRegistrationSchema } from "~/admin/access/staff";
import { minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { atPublicOrigin } from "~/admin/access/guard.server";
import { registerPasskey, relyingParty } from "~/admin/access/passkeys.server";
import { sessionCookie } from "~/admin/access/sessions.server";
import { openInvitation } from "~/admin/access/staff-accounts.server";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

/** A refused request tells the client when to try again (Retry-After). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** An invitation link (`npm run staff -- invite`): the person makes their first passkey here and is signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  atPublicOrigin(request, context);
  const limit = await withinRateLimit(context, rateLimitRules.staffInvitation);
  if (!limit.allowed) {
    return data(
      {
        invitation: null,
        token: null,
        publicOrigin: servicesOf(context).publicOrigin,
        limited: adminText.rateLimited(minutesToWait(limit.retryAfterSeconds)),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const token = new URL(request.url).searchParams.get("token");
  const invitation = await openInvitation(servicesOf(context).database.db, token);
  if (!invitation)
    return data(
      { invitation: null, token: null, publicOrigin: servicesOf(context).publicOrigin, limited: null },
      { status: 410 },
    );
  return {
    invitation: { email: invitation.email, role: invitation.role, expires: formatDateTime(invitation.expiresAt) },
    token,
    publicOrigin: servicesOf(context).publicOrigin,
    limited: null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limit = await withinRateLimit(context, rateLimitRules.staffInvitation);
  if (!limit.allowed) {
    return data(
      { problem: adminText.rateLimited(minutesToWait(limit.retryAfterSeconds)), errors: {} },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const formData = await request.formData();
  const token = formData.get("token");
  const db = servicesOf(context).database.db;
  const invitation = await openInvitation(db, typeof token === "string" ? token : null);
  if (!invitation) return data({ problem: adminText.passkeyRefusal["invitation-used"], errors: {} }, { status: 410 });
  const form = validateForm(passkeyRegistrationSchema, passkeyRegistrationFields, formData);
  if (!form.ok)
    return data({ problem: form.errors.name ?? form.errors.credential ?? null, errors: form.errors }, { status: 400 });
  const actor = { staffId: invitation.staffId, email: invitation.email };
  const device = deviceName(request.headers.get("User-Agent"));
  const outcome = await registerPasskey(
    { db, rp: relyingParty(servicesOf(context).publicOrigin) },
    {
      staffId: invitation.staffId,
      invitationId: invitation.invitationId,
      name: form.data.name,
      response: form.data.credential,
      actor,
      device,
    },
  );
  if (!outcome.ok || !outcome.sessionId)
    return data(
      { problem: adminText.passkeyRefusal[outcome.ok ? "invitation-used" : outcome.why], errors: {} },
      { status: 400 },
    );
  return redirect("/admin?velkommen=1", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(outcome.sessionId, servicesOf(context).publicOrigin) },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: `Invitasjon | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, token } = loaderData;
  if (loaderData.limited) {
    return (
      <div className="max-w-prose">
        <AdminPageTitle>For mange forsøk</AdminPageTitle>
        <p className="mt-4 text-lg">{loaderData.limited}</p>
      </div>
    );
  }
  if (!invitation || !token) {
    return (
      <div className="max-w-prose">
        <AdminPageTitle>Invitasjonen virker ikke</AdminPageTitle>
        <p className="mt-4 text-lg">
          {adminText.passkeyRefusal["invitation-used"]} En invitasjon virker én gang og i 48 timer.
        </p>
        <p className="mt-4">
          <TextLink strong href="/admin/logg-inn">
            Til innloggingen
          </TextLink>
        </p>
      </div>
    );
  }
  return (
    <div className="max-w-prose">
      <AdminPageTitle>Velkommen til bakrommet</AdminPageTitle>
      <FormProblem message={actionData?.problem} />
      <p className="mt-4 text-lg">
        Du er invitert som <strong>{invitation.email}</strong> med rollen <strong>{invitation.role}</strong>. Lag en
        passkey for å logge inn: nettleseren spør etter fingeravtrykk, ansikt eller PIN-koden til enheten. Vi lagrer
        ingen passord.
      </p>
      <p className="mt-2">
        Invitasjonen virker én gang, til {invitation.expires}. Passkeyen hører til {loaderData.publicOrigin}, så
        bakrommet åpnes alltid der.
      </p>
      <PasskeyForm purpose="register" submitLabel="Lag passkey og logg inn" token={token}>
        <Field
          label="Navn på passkeyen"
          name="name"
          hint="For eksempel «Jobb-PC» eller «Telefon», så du kjenner den igjen."
          defaultValue="Passkey"
          required
          maxLength={passkeyNameMax}
          autoComplete="off"
          error={actionData?.errors && "name" in actionData.errors ? actionData.errors.name : undefined}
        />
      </PasskeyForm>
    </div>
  );
}
