import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/admin-layout.route";
import { AdminFrame } from "~/admin/admin-frame";
import { adminText } from "~/admin/admin-text";
import { sessionOf } from "~/admin/access/guard.server";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

/**
 * The back office under /admin: rendered per request, never prerendered or cached (host/app.js sets
 * no-store and noindex), and apart from the public site's frame (app/site/site-layout.route.tsx). This
 * loader only names who is signed in for the header; each page's own loader and action decide what may
 * be seen or done.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await sessionOf(request, context);
  return { member: session ? { email: session.member.email, role: session.member.role } : null };
}

export const meta: Route.MetaFunction = () => [
  { title: adminText.siteName },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame member={loaderData.member}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminFrame member={null}>
      <AdminPageTitle>{forbidden ? adminText.forbidden.title : "Noe gikk galt"}</AdminPageTitle>
      <p className="mt-4 max-w-prose text-lg">
        {forbidden
          ? adminText.forbidden.text
          : "Siden kunne ikke vises. Last inn siden på nytt, eller gå til oversikten."}
      </p>
      <p className="mt-4">
        <TextLink strong href="/admin">
          Til oversikten
        </TextLink>
      </p>
    </AdminFrame>
  );
}
