import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/site-layout.route";
import { SiteFrame } from "~/site/frame/site-frame";
import { NotFound } from "~/site/not-found/not-found";
import { TextLink } from "~/shared/ui/text-link";

/** The public site: every page and its error pages in the site's frame (app/routes.ts). */
export default function Site() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-3xl font-bold">Noe gikk galt</h1>
          <p className="mt-4 text-lg">
            Siden kunne ikke vises akkurat nå. Prøv å laste inn siden på nytt, eller gå tilbake til{" "}
            <TextLink href="/">forsiden</TextLink>.
          </p>
        </div>
      )}
    </SiteFrame>
  );
}
