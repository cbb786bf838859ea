import { data, redirect } from "react-router";
import type { Route } from "./+types/account.route";
import { adminText } from "~/admin/admin-text";
import { AccountPage } from "~/admin/access/account-page";
import { validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { deviceName, passkeyRegistrationFields, passkeyRegistrationSchema } from "~/admin/access/staff";
import { recordAudit } from "~/shared/db/audit.server";
import { requireStaff } from "~/admin/access/guard.server";
import { passkeysOf, registerPasskey, relyingParty, removePasskey } from "~/admin/access/passkeys.server";
import { endSession, endSessionsOf, sessionsOf } from "~/admin/access/sessions.server";
import { setSignature, signatureFields, signatureOf, signatureSchema } from "~/admin/enquiries/saved-replies.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** A person's own passkeys and sessions: add and remove passkeys, see and end sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "konto");
  const db = servicesOf(context).database.db;
  const [passkeys, sessions, signature] = await Promise.all([
    passkeysOf(db, session.member.id),
    sessionsOf(db, session.member.id),
    signatureOf(db, session.member.id),
  ]);
  return {
    member: session.member,
    signature,
    done: new URL(request.url).searchParams.get("utfort"),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: formatDateTime(passkey.createdAt),
      lastUsed: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : null,
      synced: passkey.backedUp,
    })),
    sessions: sessions.map((row) => ({
      id: row.idHash,
      device: row.device,
      started: formatDateTime(row.createdAt),
      lastSeen: formatDateTime(row.lastSeenAt),
      current: row.idHash === session.idHash,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "konto");
  const db = servicesOf(context).database.db;
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  const intent = formData.get("intent");
  const value = (name: string) => String(formData.get(name) ?? "");

  if (intent === "remove-passkey") {
    const outcome = await removePasskey(db, session.member, value("passkey"), session.idHash);
    if (outcome === "last")
      return data(
        {
          problem: "Du kan ikke fjerne din eneste passkey: da kan du ikke logge inn igjen. Legg til en ny først.",
          errors: {},
        },
        { status: 409 },
      );
    return redirect(`/admin/konto?utfort=${outcome === "removed" ? "passkey-fjernet" : "ingen-endring"}`, 303);
  }
  if (intent === "end-session") {
    const ended = await db.transaction(async (tx) => {
      const done = await endSession(tx, session.member.id, value("session"));
      if (done) await recordAudit(tx, actor, "økt avsluttet", session.member.email);
      return done;
    });
    if (value("session") === session.idHash) return redirect("/admin/logg-inn?utlogget=1", 303);
    return redirect(`/admin/konto?utfort=${ended ? "okt-avsluttet" : "ingen-endring"}`, 303);
  }
  if (intent === "signature") {
    // The signature under this person's replies to enquiries (app/admin/enquiries/).
    const form = validateForm(signatureSchema, signatureFields, formData);
    if (!form.ok) return data({ problem: null, errors: form.errors }, { status: 400 });
    await setSignature(db, session.member.id, form.data.signature, actor);
    return redirect("/admin/konto?utfort=signatur#signatur", 303);
  }
  if (intent === "end-others") {
    await db.transaction(async (tx) => {
      const ended = await endSessionsOf(tx, session.member.id, session.idHash);
      await recordAudit(tx, actor, "andre økter avsluttet", session.member.email, { antall: ended });
    });
    return redirect("/admin/konto?utfort=andre-avsluttet", 303);
  }
  // Adding a passkey: the form's name and the authenticator's answer.
  const form = validateForm(passkeyRegistrationSchema, passkeyRegistrationFields, formData);
  if (!form.ok)
    return data({ problem: form.errors.name ?? form.errors.credential ?? null, errors: form.errors }, { status: 400 });
  const outcome = await registerPasskey(
    { db, rp: relyingParty(servicesOf(context).publicOrigin) },
    {
      staffId: session.member.id,
      name: form.data.name,
      response: form.data.credential,
      actor,
      device: deviceName(request.headers.get("User-Agent")),
    },
  );
  if (!outcome.ok) return data({ problem: adminText.passkeyRefusal[outcome.why], errors: {} }, { status: 400 });
  return redirect("/admin/konto?utfort=passkey-lagt-til", 303);
}

export const meta: Route.MetaFunction = () => [
  { title: `Din konto | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      {...loaderData}
      done={actionData ? null : loaderData.done}
      problem={actionData?.problem ?? null}
      nameError={actionData?.errors && "name" in actionData.errors ? actionData.errors.name : undefined}
      signatureError={actionData?.errors && "signature" in actionData.errors ? actionData.errors.signature : undefined}
    />
  );
}
