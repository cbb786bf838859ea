import { data } from "react-router";
import type { Route } from "./+types/unsubscribe.route";
import { NewsletterLinkPage } from "~/site/newsletter/newsletter-link-page";
import type { RouteHandle } from "~/shared/route-handle";
import { unsubscribe } from "~/site/newsletter/newsletter.server";
import { servicesOf } from "~/shared/server/load-context.server";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

/** The button's post, and mail programs' one-click unsubscribe (RFC 8058), which posts to the link itself. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const token = form.get("token") ?? url.searchParams.get("token");
  const outcome = typeof token === "string" ? await unsubscribe(servicesOf(context).newsletter, token) : "invalid";
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

// The token's HMAC is checked before the database is touched (verifyUnsubscribeToken).
export const handle: RouteHandle = { signedLinkPosts: true };

export const meta: Route.MetaFunction = () => [
  { title: "Meld deg av nyhetsbrevet | Kortvalg" },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome =
    actionData?.outcome === "unsubscribed"
      ? {
          ok: true,
          heading: "Du er meldt av",
          text: "Vi har slettet e-postadressen din fra nyhetsbrevet og sender deg ikke flere nyhetsbrev.",
        }
      : actionData?.outcome === "invalid"
        ? {
            ok: false,
            heading: "Lenken er ikke gyldig",
            text: "Koden i lenken stemmer ikke. Bruk lenken nederst i en e-post fra oss, eller skriv til oss, så melder vi deg av.",
          }
        : null;
  return (
    <NewsletterLinkPage
      heading="Meld deg av nyhetsbrevet"
      token={loaderData.token}
      buttonLabel="Meld meg av"
      outcome={outcome}
    >
      <p>Trykk på knappen, så sletter vi e-postadressen din fra nyhetsbrevet. Du trenger ikke logge inn.</p>
    </NewsletterLinkPage>
  );
}
