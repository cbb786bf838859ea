import { data, redirect } from "react-router";
import type { Route } from "./+types/card-address.route";
import { adminText } from "~/admin/admin-text";
import { requireStaff } from "~/admin/access/guard.server";
import { numberParam } from "~/admin/cards/card-editing.server";
import { lifecycleCard, submitLifecycle } from "~/admin/cards/card-lifecycle.server";
import { lifecycleText as text } from "~/admin/cards/card-lifecycle-text";
import { LifecycleForm } from "~/admin/cards/card-lifecycle-form";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";
import { TextLink } from "~/shared/ui/text-link";

/** /admin/kort/:id/adresse: the card's page moved to a new address; every old one sends readers on for good. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  const card = id === null ? null : await lifecycleCard(context.services.database.db, id);
  if (!card) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const version = numberParam(url.searchParams.get("versjon"));
  const from = url.searchParams.get("fra") ?? "";
  const done =
    url.searchParams.get("utfort") === "endret" && version !== null && card.formerSlugs.includes(from)
      ? { version, from }
      : null;
  return { card, done };
}

/** The new address and the reason: a version through the card store, then back here (303). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const formData = await request.formData();
  if (formData.get("intent") !== "slug") throw data(null, { status: 400 });
  const before = await lifecycleCard(context.services.database.db, id);
  if (!before) throw data(null, { status: 404 });
  const actor = { staffId: session.member.id, email: session.member.email };
  const outcome = await submitLifecycle(context, actor, id, formData, "slug");
  if ("notFound" in outcome) throw data(null, { status: 404 });
  if ("published" in outcome)
    return redirect(
      `/admin/kort/${id}/adresse?utfort=endret&versjon=${outcome.published}&fra=${encodeURIComponent(before.urlSlug)}`,
      303,
    );
  return data(outcome.answer, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? text.addressTitle(loaderData.card.name) : "Kort"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CardAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { card, done } = loaderData;
  const path = `/kort/${card.urlSlug}`;
  return (
    <>
      <BackLink href={`/admin/kort/${card.id}`}>{text.backToCard}</BackLink>
      <AdminPageTitle className="mt-4">{text.addressTitle(card.name)}</AdminPageTitle>
      {done && !actionData && <DoneNotice>{text.addressChanged(path, `/kort/${done.from}`, done.version)}</DoneNotice>}
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{text.addressNow}</dt>
        <dd>
          <TextLink href={path}>{path}</TextLink>
        </dd>
        {card.formerSlugs.length > 0 && (
          <>
            <dt className="font-semibold">{text.formerAddresses}</dt>
            <dd className="break-all">{card.formerSlugs.map((slug) => `/kort/${slug}`).join(", ")}</dd>
          </>
        )}
      </dl>
      <p className="mt-4 max-w-prose">{text.addressWhat}</p>
      <LifecycleForm
        id="adresseskjema"
        intent="slug"
        version={card.version}
        answer={actionData ?? null}
        button={text.addressButton}
      />
    </>
  );
}
