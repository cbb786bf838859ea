import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { NotFound, notFoundMeta } from "~/site/not-found/not-found";
import { wantsHydration } from "~/shared/route-handle";
import { faviconHref, touchIconHref } from "~/shared/site-icons";
import "./app.css";

// The web manifest is linked by app/shared/ui/after-paint.client.ts, after the first paint (app/shared/site-icons.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: touchIconHref },
];

/** Only reached for errors: each page sets its own meta, and the deepest route's meta wins. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta;
  return [{ title: "Noe gikk galt | Kortvalg" }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  // React hydrates only where a route asks for it (today none does: docs/decisions/0002). Error pages
  // do not either: the not-found page logs its path with a small script of its own.
  // Once React runs in the browser it keeps its scripts and scroll handling for client-side
  // navigations, including to pages that would not hydrate on their own.
  const matches = useMatches();
  const hydrate = typeof document !== "undefined" || wantsHydration(matches);
  // Each tree brings its own frame: the public site (app/site/site-layout.route.tsx) and the back office
  // (app/admin/admin-layout.route.tsx).
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Noe gikk galt</h1>
      <p className="mt-4 text-lg">
        Siden kunne ikke vises akkurat nå. Prøv å laste inn siden på nytt, eller gå tilbake til{" "}
        <a className="text-brand-700 underline" href="/">
          forsiden
        </a>
        .
      </p>
    </div>
  );
}
