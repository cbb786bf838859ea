import type { Route } from "./+types/accessibility.route";
import { AccessibilityPage } from "./accessibility-page";
import { accessibilityContact, accessibilityStatement, accessibilityTesting } from "#content/accessibility";
import { site } from "#content/site";
import { pageMeta } from "~/shared/seo";

export function loader() {
  return {
    statement: accessibilityStatement,
    testing: accessibilityTesting,
    contact: accessibilityContact,
    siteName: site.name,
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Tilgjengelighetserklæring",
    description:
      "Hvilken standard for universell utforming Kortvalg følger, hvordan vi tester hver side, hva vi vet ikke er godt nok ennå, og hvordan du sier fra.",
    path: "/tilgjengelighet",
  });

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return <AccessibilityPage loaderData={loaderData} />;
}
