import { data, redirect } from "react-router";
import type { Route } from "./+types/alerts-manage.route";
import { allCards, cards } from "#content/cards";
import { addFollow, followedCards, unfollow } from "~/site/card-alerts/card-alerts.server";
import { PageTitle } from "~/shared/ui/page-title";
import { TextLink } from "~/shared/ui/text-link";
import { buttonClasses } from "~/shared/ui/button-link";
import { servicesOf } from "~/shared/server/load-context.server";

/** A reader's page, reached by the tokened link in any alert: what they follow, to stop or add, without an account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await followedCards(servicesOf(context).cardAlerts, token);
  if (!found) return { token, email: null, follows: [], others: [] };
  const followed = new Set(found.follows.map((follow) => follow.cardId));
  return {
    token,
    email: found.email,
    follows: found.follows.flatMap((follow) => {
      const card = allCards.find((candidate) => candidate.id === follow.cardId);
      return card ? [{ id: card.id, name: card.name, urlSlug: card.urlSlug, confirmed: follow.confirmed }] : [];
    }),
    others: cards.filter((card) => !followed.has(card.id)).map((card) => ({ id: card.id, name: card.name })),
  };
}

/** «Slutt å følge», «Meld av alle» and «Følg»: each a post to this page, then back to it (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const form = await request.formData();
  const intent = form.get("handling");
  const card = form.get("kort");
  const cardId = typeof card === "string" && /^\d{1,9}$/.test(card) ? Number(card) : null;
  const alerts = servicesOf(context).cardAlerts;
  let outcome: string = "invalid";
  if (intent === "alle") outcome = await unfollow(alerts, token, null);
  else if (intent === "slutt" && cardId !== null) outcome = await unfollow(alerts, token, cardId);
  else if (intent === "folg" && cardId !== null && cards.some((candidate) => candidate.id === cardId))
    outcome = await addFollow(alerts, token, cardId);
  if (outcome === "invalid")
    return data(
      { error: "Vi kunne ikke gjøre endringen. Velg et kort i listen, og bruk lenken i e-posten fra oss." },
      { status: 400 },
    );
  return redirect(`${url.pathname}${url.search}`, 303);
}

export const meta: Route.MetaFunction = () => [
  { title: "Kortene du følger | Kortvalg" },
  { name: "robots", content: "noindex" },
];

export default function AlertsManage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, follows, others } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle>Kortene du følger</PageTitle>
      {actionData && (
        <p role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          {actionData.error}
        </p>
      )}
      {email === null ? (
        <p className="mt-4 text-lg leading-8">
          Du følger ingen kort med denne lenken. Enten er du meldt av, eller så mangler lenken koden vi trenger: åpne
          den fra e-posten fra oss på nytt.
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg leading-8">
            Vi sender varsler til {email}, høyst én e-post om dagen, når vi publiserer endringer i vilkårene for disse
            kortene.
          </p>
          <ul aria-label="Kortene du følger" className="mt-6 space-y-3">
            {follows.map((card) => (
              <li key={card.id} className="flex flex-wrap items-center gap-3">
                <TextLink to={`/kort/${card.urlSlug}`}>{card.name}</TextLink>
                {!card.confirmed && <span className="text-muted">(venter på bekreftelse)</span>}
                <form method="post">
                  <input type="hidden" name="handling" value="slutt" />
                  <input type="hidden" name="kort" value={card.id} />
                  <button type="submit" className={buttonClasses("secondary", "cursor-pointer")}>
                    Slutt å følge <span className="sr-only">{card.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <form method="post" className="mt-8 flex flex-wrap items-end gap-3">
              <input type="hidden" name="handling" value="folg" />
              <label className="block font-semibold">
                Følg et kort til
                <select name="kort" className="mt-1 block min-h-11 rounded-lg border border-gray-200 px-3">
                  {others.map((card) => (
                    <option key={card.id} value={card.id}>
                      {card.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClasses("primary", "cursor-pointer")}>
                Følg
              </button>
            </form>
          )}
          <form method="post" className="mt-8">
            <input type="hidden" name="handling" value="alle" />
            <button type="submit" className={buttonClasses("secondary", "cursor-pointer")}>
              Meld meg av alle kortvarsler
            </button>
          </form>
        </>
      )}
    </div>
  );
}
