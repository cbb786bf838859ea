import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in.route";
import { adminText } from "~/admin/admin-text";
import { FormProblem, PasskeyForm } from "~/admin/access/passkey-form";
import { validateForm } from "~/shared/forms/form-validation";
import { adminReturnPath, deviceName, signInFields, signInSchema } from "~/admin/access/staff";
import { minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { afterSignIn, atPublicOrigin, carriedFields, sessionOf } from "~/admin/access/guard.server";
import { relyingParty, signIn } from "~/admin/access/passkeys.server";
import { sessionCookie } from "~/admin/access/sessions.server";
import { DoneNotice } from "~/admin/done-notice";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

/** A refused sign-in tells the client when to try again: the action's Retry-After reaches the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  atPublicOrigin(request, context);
  const url = new URL(request.url);
  const returnTo = adminReturnPath(url.searchParams.get("til"));
  if (await sessionOf(request, context)) throw redirect(returnTo, 302);
  return { publicOrigin: servicesOf(context).publicOrigin, signedOut: url.searchParams.has("utlogget") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const carried = carriedFields(formData);
  // A form posted after the session ended, repeated here by a 307 (requireStaff's keepPost): nothing to
  // verify yet; the page keeps its fields in the sign-in form and says why sign-in is needed.
  if (!formData.has("credential")) return data({ problem: adminText.sessionEnded, carried }, { status: 401 });
  const limit = await withinRateLimit(context, rateLimitRules.staffSignIn);
  if (!limit.allowed) {
    return data(
      { problem: adminText.rateLimited(minutesToWait(limit.retryAfterSeconds)), carried },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const form = validateForm(signInSchema, signInFields, formData);
  if (!form.ok) return data({ problem: form.errors.credential ?? null, carried }, { status: 400 });
  const ceremony = { db: servicesOf(context).database.db, rp: relyingParty(servicesOf(context).publicOrigin) };
  const outcome = await signIn(ceremony, form.data.credential, deviceName(request.headers.get("User-Agent")));
  if (!outcome.ok)
    return data(
      { problem: adminText.passkeyRefusal[outcome.why], carried },
      { status: outcome.why === "revoked" ? 403 : 400 },
    );
  const returnTo = adminReturnPath(new URL(request.url).searchParams.get("til"));
  const headers = { "Set-Cookie": sessionCookie(outcome.sessionId, servicesOf(context).publicOrigin) };
  // With carried fields, 307 posts them back to their page, marked so it shows them rather than acts on them.
  if (carried.length > 0)
    return redirect(`${returnTo}${returnTo.includes("?") ? "&" : "?"}${afterSignIn}=1`, { status: 307, headers });
  return redirect(returnTo, { status: 303, headers });
}

export const meta: Route.MetaFunction = () => [
  { title: `Logg inn | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-prose">
      <AdminPageTitle>Logg inn i bakrommet</AdminPageTitle>
      {loaderData.signedOut && !actionData && <DoneNotice>Du er logget ut.</DoneNotice>}
      <FormProblem message={actionData?.problem} />
      <p className="mt-4 text-lg">
        Du logger inn med en passkey: fingeravtrykk, ansikt eller PIN-kode på enheten der du laget den. Vi lagrer ingen
        passord.
      </p>
      <p className="mt-2">
        Bakrommet åpnes alltid på <strong>{loaderData.publicOrigin}/admin</strong>, adressen passkeyen din hører til.
        Har du mistet passkeyen, eller har du ingen ennå, ber du en administrator om en invitasjon.
      </p>
      <PasskeyForm purpose="sign-in" submitLabel="Logg inn med passkey">
        {actionData?.carried?.map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
      </PasskeyForm>
    </div>
  );
}
