import { useSearchParams } from "react-router";
import type { Route } from "./+types/guides.route";
import { articleByPath, articlesIn, FEATURED_GUIDE_PATH, guideIndexArticles } from "#content/articles";
import { cards } from "#content/cards";
import { checkedAgoText, checkedDates, osloDate } from "~/shared/cards/data-freshness";
import { checkedOn } from "~/shared/cards/feed-status";
import { newsletterSignupAction } from "~/site/newsletter/signup.server";
import { breadcrumbJsonLd, pageMeta } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { titleYear } from "~/shared/format/title-year";
import { GuidesIndexPage } from "./guides-index-page";

export function loader() {
  const year = titleYear();
  const guides = guideIndexArticles(year);
  const indexPaths = new Set(guides.map((article) => article.path));
  const checked = checkedDates(cards.map((card) => checkedOn(card)));
  return {
    guides,
    year,
    featured: articleByPath(FEATURED_GUIDE_PATH, year),
    // Articles that are neither index cards nor the featured guide.
    more: articlesIn(year).filter((article) => !indexPaths.has(article.path) && article.path !== FEATURED_GUIDE_PATH),
    checked,
    checkedAgo: checkedAgoText(checked.latest, osloDate(new Date())),
  };
}

/** A refused post tells the client when to try again (Retry-After). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** The newsletter sign-up posts here, from this page and from every page's footer. */
export const action = (args: Route.ActionArgs) => newsletterSignupAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Guider om kredittkort – velg, bruk og betal ned",
    description: `Guider om kredittkort: de beste kortene i ${loaderData?.year ?? titleYear()}, cashback, reisekort, kredittscore, trygg netthandel og hvordan du kommer deg ut av kredittkortgjeld.`,
    path: "/guider",
    jsonLd: [
      breadcrumbJsonLd([
        { name: uiText.home, path: "/" },
        { name: "Guider", path: "/guider" },
      ]),
    ],
  });

export default function Guides({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("pamelding") === "sendt" && !actionData;
  return (
    <GuidesIndexPage {...loaderData} checked={loaderData.checked.latest} result={actionData} requested={requested} />
  );
}
