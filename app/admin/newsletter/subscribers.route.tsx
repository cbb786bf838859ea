import { data, redirect } from "react-router";
import type { Route } from "./+types/subscribers.route";
import { adminText } from "~/admin/admin-text";
import { requireStaff } from "~/admin/access/guard.server";
import { formatDateTime } from "~/shared/format/format";
import { removeSubscriber } from "~/admin/privacy/privacy.server";
import { SubscriberList, subscribersHref } from "~/admin/newsletter/subscriber-list";
import {
  consentHow,
  listSubscribers,
  subscriberById,
  subscriberCounts,
  subscriberQuery,
  subscriberStatusLabel,
} from "~/admin/newsletter/subscribers.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** The subscriber list: search, status filter, keyset pages, removal (the privacy command's erasure) and CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "nyhetsbrev");
  const db = servicesOf(context).database.db;
  const params = new URL(request.url).searchParams;
  const query = subscriberQuery(params);
  const removeId = subscriberQuery(new URLSearchParams({ etter: params.get("fjern") ?? "" })).after;
  // The counts per status first: the list's unsearched total is one of them (one whole-table count per load, not
  // two; decision 0027's bench).
  const counts = await subscriberCounts(db);
  const [page, removing] = await Promise.all([
    listSubscribers(db, query, counts),
    removeId === undefined ? null : subscriberById(db, removeId),
  ]);
  return {
    filter: query.filter,
    search: query.search,
    counts,
    total: page.total,
    newer: page.newer && page.rows[0] ? { before: page.rows[0].id } : null,
    older: page.older && page.rows.at(-1) ? { after: page.rows.at(-1)!.id } : null,
    removing: removing ? { id: removing.id, email: removing.email } : null,
    removed: params.get("utfort") === "fjernet",
    rows: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: subscriberStatusLabel[row.status],
      bounced: row.status === "bounced",
      signedUp: formatDateTime(row.requestedAt),
      how: `via ${consentHow(row.consentForm, row.consentPage)}`,
      confirmed: row.confirmedAt ? formatDateTime(row.confirmedAt) : null,
      softBounces: row.softBounces,
      bounce: row.bouncedAt ? `${formatDateTime(row.bouncedAt)}: ${row.bounceReason ?? ""}` : null,
    })),
  };
}

/** «Fjern for godt»: the subscriber's newsletter data erased as the privacy command does, audit-logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const form = await request.formData();
  const back = subscriberQuery(
    new URLSearchParams({ vis: String(form.get("vis") ?? ""), sok: String(form.get("sok") ?? "") }),
  );
  const id = subscriberQuery(new URLSearchParams({ etter: String(form.get("id") ?? "") })).after;
  if (id === undefined)
    throw data("Abonnenten som skal fjernes, mangler et gyldig nummer (feltet id).", { status: 400 });
  const removed = await removeSubscriber(servicesOf(context).database.db, id, {
    staffId: session.member.id,
    email: session.member.email,
  });
  if (removed.outcome === "not-found")
    return data(
      { problem: "Abonnenten finnes ikke lenger: noen har fjernet den, eller den har meldt seg av." },
      { status: 404 },
    );
  return redirect(subscribersHref(back.filter, back.search, { done: "fjernet" }), 303);
}

export const meta: Route.MetaFunction = () => [
  { title: `Abonnenter | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriberList {...loaderData} problem={actionData?.problem ?? null} />;
}
