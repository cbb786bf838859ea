import { data } from "react-router";
import type { Route } from "./+types/presence.route";
import { requireStaff } from "~/admin/access/guard.server";
import { presenceOf } from "~/admin/enquiries/enquiry-page.server";
import { recordPresence } from "~/admin/enquiries/teamwork.server";
import { servicesOf } from "~/shared/server/load-context.server";

const whole = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * An open enquiry page's script asks this every PRESENCE_POLL_SECONDS (app/admin/enquiries/presence.client.ts):
 * it says the page is still open (like a session's last-seen time, a GET that writes), and answers what the
 * warning above the reply says now: colleagues with the page open, and replies sent after `svar` (the last
 * reply the page showed). JSON; no store, as every back-office answer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const id = whole(params.id);
  if (id === null) throw data({ message: "Ukjent henvendelse." }, { status: 404 });
  const db = servicesOf(context).database.db;
  const seenReply = whole(new URL(request.url).searchParams.get("svar")) ?? 0;
  await recordPresence(db, id, session.member.id);
  return presenceOf(db, id, session.member.id, seenReply);
}
