import { redirect } from "react-router";
import type { Route } from "./+types/sign-out.route";
import { recordAudit } from "~/shared/db/audit.server";
import { sessionOf } from "~/admin/access/guard.server";
import { clearedSessionCookie, endSession } from "~/admin/access/sessions.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** Signing out ends this session on the server (not only the cookie) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await sessionOf(request, context);
  const db = servicesOf(context).database.db;
  if (session) {
    await db.transaction(async (tx) => {
      await endSession(tx, session.member.id, session.idHash);
      await recordAudit(
        tx,
        { staffId: session.member.id, email: session.member.email },
        "logget ut",
        session.member.email,
      );
    });
  }
  return redirect("/admin/logg-inn?utlogget=1", {
    status: 303,
    headers: { "Set-Cookie": clearedSessionCookie(servicesOf(context).publicOrigin) },
  });
}

export function loader() {
  return redirect("/admin", 302);
}
