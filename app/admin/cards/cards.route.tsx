import { data, redirect } from "react-router";
import type { Route } from "./+types/cards.route";
import { adminText } from "~/admin/admin-text";
import { CardList } from "~/admin/cards/card-list";
import { requireStaff } from "~/admin/access/guard.server";
import { cardRows, numberParam, submitSourceForm } from "~/admin/cards/card-editing.server";

/** Every card with its version and last check, and «Kontrollert i dag» per card (editors and admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "kort");
  const rows = cardRows(context.services.cardSync.current());
  const url = new URL(request.url);
  const checked =
    url.searchParams.get("utfort") === "kontrollert"
      ? rows.find((row) => row.id === numberParam(url.searchParams.get("kort")))
      : undefined;
  const version = numberParam(url.searchParams.get("versjon"));
  return { rows, done: checked && version !== null ? { name: checked.name, version } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "kort");
  const formData = await request.formData();
  const cardId = numberParam(String(formData.get("cardId") ?? ""));
  if (formData.get("intent") !== "check" || cardId === null) throw data(null, { status: 400 });
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
  return <CardList rows={loaderData.rows} done={actionData ? null : loaderData.done} answer={actionData ?? null} />;
}
