import type { Route } from "./+types/privacy.route";
import { PrivacyPage } from "./privacy-page";
import { privacyFacts, privacySections, retentionRows } from "#content/privacy";
import { pageMeta } from "~/shared/seo";

export function loader() {
  return { sections: privacySections, retention: retentionRows, updated: privacyFacts.updated };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Personvernerklæring",
    description:
      "Hvilke personopplysninger Kortvalg behandler, hvorfor, hvor lenge vi lagrer dem, og hvordan du bruker rettighetene dine eller klager til Datatilsynet.",
    path: "/personvern",
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage loaderData={loaderData} />;
}
