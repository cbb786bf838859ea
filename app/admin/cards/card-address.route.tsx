import type { Route } from "./+types/card-address.route";
import { adminText } from "~/admin/admin-text";
import { loadLifecycle, postLifecycle } from "~/admin/cards/card-lifecycle.server";
import { lifecycleText as text } from "~/admin/cards/card-lifecycle-text";
import { LifecycleForm } from "~/admin/cards/card-lifecycle-form";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";
import { TextLink } from "~/shared/ui/text-link";

/** /admin/kort/:id/adresse: the card's page moved to a new address; every old one sends readers on for good. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { card, done, version, from } = await loadLifecycle(request, context, params);
  return {
    card,
    done: done === "endret" && version !== null && card.formerSlugs.includes(from) ? { version, from } : null,
  };
}

/** The new address and the reason: a version through the card store, then back here (303). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return postLifecycle(
    request,
    context,
    params,
    ["slug"],
    (_intent, version, before) =>
      `/admin/kort/${before.id}/adresse?utfort=endret&versjon=${version}&fra=${encodeURIComponent(before.urlSlug)}`,
  );
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
