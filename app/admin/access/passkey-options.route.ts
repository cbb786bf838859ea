import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/passkey-options.route";
import type { RouteHandle } from "~/shared/route-handle";
import { minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { adminText } from "~/admin/admin-text";
import { sessionOf } from "~/admin/access/guard.server";
import {
  additionalPasskeyOptions,
  authenticationOptions,
  registrationOptions,
  relyingParty,
} from "~/admin/access/passkeys.server";
import { openInvitation } from "~/admin/access/staff-accounts.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** The passkey script's first step (app/admin/access/passkey.client.ts): options for the browser, as JSON. */
export const handle: RouteHandle = { requestBody: "json" };

const request = z.discriminatedUnion("purpose", [
  z.object({ purpose: z.literal("sign-in") }),
  z.object({ purpose: z.literal("register"), token: z.string().max(100) }),
  z.object({ purpose: z.literal("add") }),
]);

const refuse = (status: number, message: string) => data({ message }, { status });
/** Past a per-client limit: 429, and when to come back (Retry-After). */
const limited = (retryAfterSeconds: number) =>
  data(
    { message: adminText.rateLimited(minutesToWait(retryAfterSeconds)) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

export async function action({ request: httpRequest, context }: Route.ActionArgs) {
  const parsed = request.safeParse(await httpRequest.json().catch(() => null));
  if (!parsed.success) return refuse(400, "Forespørselen må si hva passkeyen skal brukes til (purpose).");
  const ceremony = { db: servicesOf(context).database.db, rp: relyingParty(servicesOf(context).publicOrigin) };
  const input = parsed.data;

  if (input.purpose === "sign-in") {
    const limit = await withinRateLimit(context, rateLimitRules.staffSignIn);
    if (!limit.allowed) return limited(limit.retryAfterSeconds);
    return { options: await authenticationOptions(ceremony) };
  }

  if (input.purpose === "register") {
    const limit = await withinRateLimit(context, rateLimitRules.staffInvitation);
    if (!limit.allowed) return limited(limit.retryAfterSeconds);
    const invitation = await openInvitation(ceremony.db, input.token);
    if (!invitation) return refuse(410, adminText.passkeyRefusal["invitation-used"]);
    return { options: await registrationOptions(ceremony, { ...invitation, invitationId: invitation.invitationId }) };
  }

  const session = await sessionOf(httpRequest, context);
  if (!session) return refuse(401, "Du er ikke logget inn. Last inn siden på nytt og logg inn.");
  const options = await additionalPasskeyOptions(ceremony, session.member);
  return options ? { options } : refuse(401, "Du er ikke logget inn. Last inn siden på nytt og logg inn.");
}
