import { data } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe.route";
import { allCards } from "#content/cards";
import type { RouteHandle } from "~/shared/route-handle";
import { NewsletterLinkPage } from "~/site/newsletter/newsletter-link-page";
import { unfollow } from "~/site/card-alerts/card-alerts.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** `kort`: one card's alerts; none: every card's. */
function cardOf(url: URL) {
  const value = url.searchParams.get("kort");
  if (value === null) return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : NaN;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cardId = cardOf(url);
  return {
    token: url.searchParams.get("token"),
    card: cardId === null ? null : (allCards.find((card) => card.id === cardId)?.name ?? "kortet"),
  };
}

/** The button's post, and mail programs' one-click unsubscribe (RFC 8058), which posts to the link itself. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const token = form.get("token") ?? url.searchParams.get("token");
  const cardId = cardOf(url);
  const outcome =
    typeof token === "string" && !Number.isNaN(cardId)
      ? await unfollow(servicesOf(context).cardAlerts, token, cardId)
      : "invalid";
  return data({ outcome }, { status: outcome === "unfollowed" ? 200 : 400 });
}

// The token's HMAC is checked before the database is touched (verifyAlertToken).
export const handle: RouteHandle = { signedLinkPosts: true };

export const meta: Route.MetaFunction = () => [
  { title: "Meld deg av varsler om kortvilkår | Kortvalg" },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const what = loaderData.card === null ? "alle kortvarsler" : `varsler for ${loaderData.card}`;
  const outcome =
    actionData?.outcome === "unfollowed"
      ? {
          ok: true,
          heading: "Du er meldt av",
          text:
            loaderData.card === null
              ? "Vi sender deg ingen flere kortvarsler, og vi har slettet e-postadressen din fra varslene."
              : `Vi sender deg ingen flere varsler om ${loaderData.card}. Følger du ikke andre kort, har vi slettet adressen.`,
        }
      : actionData?.outcome === "invalid"
        ? {
            ok: false,
            heading: "Lenken er ikke gyldig",
            text: "Koden i lenken stemmer ikke. Bruk lenken i en e-post fra oss, eller skriv til oss, så melder vi deg av.",
          }
        : null;
  return (
    <NewsletterLinkPage
      heading={`Meld deg av ${what}`}
      token={loaderData.token}
      buttonLabel="Meld meg av"
      outcome={outcome}
    >
      <p>Trykk på knappen, så slutter vi å sende deg {what}. Du trenger ikke logge inn.</p>
    </NewsletterLinkPage>
  );
}
