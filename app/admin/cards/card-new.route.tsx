import { data, redirect } from "react-router";
import type { Route } from "./+types/card-new.route";
import { adminText } from "~/admin/admin-text";
import { requireStaff } from "~/admin/access/guard.server";
import { submitNewCard } from "~/admin/cards/card-editing.server";
import { CardCreator, emptyNewCard } from "~/admin/cards/card-creator";

/** «Nytt kort»: the editors (redaktør and up) who may change cards may add one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "kort");
  return null;
}

/** Published: 303 to the new card's editor page. Refused: 400 with the editor's own values and the messages. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "kort");
  const outcome = await submitNewCard(
    context,
    { staffId: session.member.id, email: session.member.email },
    await request.formData(),
  );
  if ("redirect" in outcome) return redirect(outcome.redirect, 303);
  return data(outcome.answer, { status: outcome.status });
}

export const meta: Route.MetaFunction = () => [
  { title: `Nytt kort | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CardNew({ actionData }: Route.ComponentProps) {
  return <CardCreator state={actionData ?? emptyNewCard()} />;
}
