import type { Route } from "./+types/online-safety.route";
import { articleByPath } from "#content/articles";
import {
  helpOrganisations,
  misuseSteps,
  nonDeliverySteps,
  onlineSafetyFacts,
  phishingSigns,
  shopChecks,
} from "#content/online-safety";
import { articleMeta } from "~/site/guides/article-layout";
import { OnlineSafetyPage } from "./online-safety-page";

export function loader() {
  return {
    article: articleByPath("/kredittkort-sikkerhet-netthandel"),
    facts: onlineSafetyFacts,
    phishingSigns,
    shopChecks,
    misuseSteps,
    nonDeliverySteps,
    helpOrganisations,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function OnlineSafetyArticle({ loaderData }: Route.ComponentProps) {
  return <OnlineSafetyPage loaderData={loaderData} />;
}
