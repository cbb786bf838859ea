import { data } from "react-router";
import type { Route } from "./+types/confirm.route";
import { NewsletterLinkPage } from "~/site/newsletter/newsletter-link-page";
import { confirmSignup } from "~/site/newsletter/newsletter.server";
import { servicesOf } from "~/shared/server/load-context.server";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const outcome = typeof token === "string" ? await confirmSignup(servicesOf(context).newsletter, token) : "invalid";
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Bekreft påmeldingen til nyhetsbrevet | Kortvalg" },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const outcome =
    actionData?.outcome === "confirmed"
      ? {
          ok: true,
          heading: "Takk, du er påmeldt",
          text: "Du får nyhetsbrevet fra nå av. Vi har sendt deg en e-post med lenken du kan bruke når du vil melde deg av.",
        }
      : actionData?.outcome === "invalid"
        ? {
            ok: false,
            heading: "Lenken virker ikke lenger",
            text: "Den er allerede brukt, erstattet av en nyere lenke, eller utløpt. Har du bekreftet før, er du påmeldt. Ellers kan du melde deg på igjen på siden med guider.",
          }
        : null;
  return (
    <NewsletterLinkPage
      heading="Bekreft påmeldingen"
      token={loaderData.token}
      buttonLabel="Bekreft påmeldingen"
      outcome={outcome}
    >
      <p>Trykk på knappen for å bekrefte at du vil ha nyhetsbrevet vårt på e-post.</p>
      <p>Vi sender bare nyhetsbrev til adresser som er bekreftet, og du kan melde deg av når som helst.</p>
    </NewsletterLinkPage>
  );
}
