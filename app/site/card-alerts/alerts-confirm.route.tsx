import { data } from "react-router";
import type { Route } from "./+types/alerts-confirm.route";
import { allCards } from "#content/cards";
import { NewsletterLinkPage } from "~/site/newsletter/newsletter-link-page";
import { cardsToConfirm, confirmAlerts } from "~/site/card-alerts/card-alerts.server";
import { TextLink } from "~/shared/ui/text-link";
import { servicesOf } from "~/shared/server/load-context.server";

const cardNames = (ids: readonly number[]) => allCards.filter((card) => ids.includes(card.id)).map((card) => card.name);

/** The link in the confirmation mail: the page names the cards it confirms; the button (a POST) confirms them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const ids = token ? await cardsToConfirm(servicesOf(context).cardAlerts, token) : null;
  return { token, cards: ids === null ? null : cardNames(ids) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const result =
    typeof token === "string"
      ? await confirmAlerts(servicesOf(context).cardAlerts, token)
      : { outcome: "invalid" as const };
  return data(result, { status: result.outcome === "confirmed" ? 200 : 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Bekreft varsler om kortvilkår | Kortvalg" },
  { name: "robots", content: "noindex" },
];

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const outcome =
    actionData?.outcome === "confirmed"
      ? {
          ok: true,
          heading: "Takk, varslene er bekreftet",
          text: "Du får en e-post den dagen vi publiserer endringer i vilkårene for kortene du følger, høyst én om dagen.",
        }
      : actionData?.outcome === "invalid" || (!actionData && loaderData.token && loaderData.cards === null)
        ? {
            ok: false,
            heading: "Lenken virker ikke lenger",
            text: "Den er allerede brukt, erstattet av en nyere lenke, eller utløpt. Har du bekreftet før, følger du kortene.",
          }
        : null;
  return (
    <>
      <NewsletterLinkPage
        heading="Bekreft varsler om kortvilkår"
        token={loaderData.token}
        buttonLabel="Bekreft varslene"
        outcome={outcome}
      >
        <p>
          Trykk på knappen for å få e-post når vilkårene endres for{" "}
          {loaderData.cards && loaderData.cards.length > 0 ? loaderData.cards.join(", ") : "kortene du valgte"}.
        </p>
        <p>Vi sender bare til adresser som er bekreftet, og du kan melde deg av med ett klikk.</p>
      </NewsletterLinkPage>
      {actionData?.outcome === "confirmed" && (
        <p className="mx-auto max-w-2xl px-4 pb-12">
          <TextLink strong to={actionData.manageUrl}>
            Se og endre hvilke kort du følger
          </TextLink>
        </p>
      )}
    </>
  );
}
