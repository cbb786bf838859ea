import { data, redirect } from "react-router";
import type { Route } from "./+types/cards.route";
import { adminText } from "~/admin/admin-text";
import { CardList } from "~/admin/cards/card-list";
import { DoneNotice } from "~/admin/done-notice";
import { requireStaff } from "~/admin/access/guard.server";
import { cardRows, numberParam, submitSourceForm } from "~/admin/cards/card-editing.server";
import { approveProposal, feedOverview, rejectProposal } from "~/admin/cards/feed-proposals.server";
import { FeedSyncPanel } from "~/admin/cards/feed-sync-panel";
import { servicesOf } from "~/shared/server/load-context.server";

/** Every card with its version and last check, and «Kontrollert i dag» per card (editors and admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "kort");
  const rows = cardRows(servicesOf(context).cardSync.current());
  const url = new URL(request.url);
  const checked =
    url.searchParams.get("utfort") === "kontrollert"
      ? rows.find((row) => row.id === numberParam(url.searchParams.get("kort")))
      : undefined;
  const version = numberParam(url.searchParams.get("versjon"));
  const decided = url.searchParams.get("utfort");
  const feed = await feedOverview(servicesOf(context).database.db);
  return {
    rows,
    feed,
    done: checked && version !== null ? { name: checked.name, version } : null,
    decided:
      decided === "godkjent" || decided === "avvist"
        ? { what: decided, name: url.searchParams.get("navn") ?? "" }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "kort");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "approve" || intent === "reject") {
    const proposalId = numberParam(String(formData.get("proposalId") ?? ""));
    if (proposalId === null) throw data(null, { status: 400 });
    const actor = { staffId: session.member.id, email: session.member.email };
    const db = servicesOf(context).database.db;
    const answer =
      intent === "approve"
        ? await approveProposal(db, actor, proposalId)
        : await rejectProposal(db, actor, proposalId, String(formData.get(`begrunnelse-${proposalId}`) ?? ""));
    if (answer.status === "not-found") throw data(null, { status: 404 });
    if (answer.status === "done") {
      // The store's NOTIFY reaches this instance too; waiting for it here shows the approved version at once.
      if (answer.what === "approved") await servicesOf(context).cardSync.refresh();
      const params = new URLSearchParams({
        utfort: answer.what === "approved" ? "godkjent" : "avvist",
        navn: answer.name,
      });
      return redirect(`/admin/kort?${params}#til-godkjenning`, 303);
    }
    return data({ proposal: answer }, { status: answer.field ? 400 : 409 });
  }
  const cardId = numberParam(String(formData.get("cardId") ?? ""));
  if (intent !== "check" || cardId === null) throw data(null, { status: 400 });
  const outcome = await submitSourceForm(
    context,
    { staffId: session.member.id, email: session.member.email },
    cardId,
    formData,
    "check",
  );
  if ("notFound" in outcome) throw data(null, { status: 404 });
  if ("published" in outcome)
    return redirect(`/admin/kort?utfort=kontrollert&kort=${cardId}&versjon=${outcome.published}`, 303);
  return data(outcome.answer, { status: outcome.status });
}

export const meta: Route.MetaFunction = () => [
  { title: `Kort | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Cards({ loaderData, actionData }: Route.ComponentProps) {
  const proposal = actionData && "proposal" in actionData ? actionData.proposal : null;
  const check = actionData && !("proposal" in actionData) ? actionData : null;
  const decided = actionData ? null : loaderData.decided;
  return (
    <>
      <CardList rows={loaderData.rows} done={actionData ? null : loaderData.done} answer={check} />
      {decided && (
        <DoneNotice>
          {decided.what === "godkjent"
            ? `Forslaget for ${decided.name} er godkjent og publisert.`
            : `Forslaget for ${decided.name} er avvist. Det kommer ikke tilbake.`}
        </DoneNotice>
      )}
      <FeedSyncPanel overview={loaderData.feed} answer={proposal} />
    </>
  );
}
