import type { Route } from "./+types/card-sale.route";
import { adminText } from "~/admin/admin-text";
import { loadLifecycle, postLifecycle } from "~/admin/cards/card-lifecycle.server";
import { lifecycleText as text } from "~/admin/cards/card-lifecycle-text";
import { LifecycleForm } from "~/admin/cards/card-lifecycle-form";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";

const doneKinds = { "trukket-tilbake": "retire", "tatt-inn-igjen": "unretire" } as const;

/** /admin/kort/:id/salg: the card out of sale («Trekk tilbake», confirmed here with a reason) or back on sale. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { card, done, version } = await loadLifecycle(request, context, params);
  return {
    card,
    done:
      Object.hasOwn(doneKinds, done) && version !== null
        ? { what: doneKinds[done as keyof typeof doneKinds], version }
        : null,
  };
}

/** intent=retire or unretire, with the reason: a version through the card store, then back here (303). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return postLifecycle(
    request,
    context,
    params,
    ["retire", "unretire"],
    (intent, version, before) =>
      `/admin/kort/${before.id}/salg?utfort=${intent === "retire" ? "trukket-tilbake" : "tatt-inn-igjen"}&versjon=${version}`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? (loaderData.card.retiredOn ? text.unretireTitle : text.retireTitle)(loaderData.card.name) : "Kort"} | ${adminText.siteName}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CardSale({ loaderData, actionData }: Route.ComponentProps) {
  const { card, done } = loaderData;
  const path = `/kort/${card.urlSlug}`;
  return (
    <>
      <BackLink href={`/admin/kort/${card.id}`}>{text.backToCard}</BackLink>
      <AdminPageTitle className="mt-4">
        {(card.retiredOn ? text.unretireTitle : text.retireTitle)(card.name)}
      </AdminPageTitle>
      {done && !actionData && (
        <DoneNotice>
          {done.what === "retire" ? text.retired(done.version) : text.unretired(done.version)}{" "}
          <a href={path} className="text-green-900 underline">
            {text.seePage(path)}
          </a>
        </DoneNotice>
      )}
      {card.retiredOn === null ? (
        <>
          <p className="mt-4 max-w-prose">{text.retireWhat(path)}</p>
          <LifecycleForm
            id="salgsskjema"
            intent="retire"
            version={card.version}
            answer={actionData ?? null}
            button={text.retireButton}
          />
        </>
      ) : (
        <>
          <p className="mt-4 max-w-prose">
            {text.retiredSince(card.retiredOn)} {card.merged ? text.merged : text.unretireWhat}
          </p>
          {!card.merged && (
            <LifecycleForm
              id="salgsskjema"
              intent="unretire"
              version={card.version}
              answer={actionData ?? null}
              button={text.unretireButton}
            />
          )}
        </>
      )}
    </>
  );
}
