import { z } from "zod";
import type { Route } from "./+types/page-view.route";
import { consentFromCookieHeader } from "~/site/consent/consent";
import type { RouteHandle } from "~/shared/route-handle";
import { servicesOf } from "~/shared/server/load-context.server";

const pageViewSchema = z.object({
  // No whitespace, query, fragment or control characters (PostgreSQL refuses NUL in text).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  path: z.string().regex(/^\/[^\s?#\u0000-\u001f\u007f]{0,199}$/),
  returning: z.boolean(),
});

/**
 * First-party page views from app/site/consent/consent.client.ts, counted only with analytics consent (checked
 * here too, not only in the browser). Nothing about the visitor is stored but the path and whether
 * the browser had been here before. The server counts every post against the client's page-view
 * limit before its body is read (host/request-guard.js), so this action sees only allowed ones.
 */
export const handle: RouteHandle = { requestBody: "json" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (!consentFromCookieHeader(request.headers.get("Cookie"))?.analytics) return new Response(null, { status: 204 });
  const parsed = pageViewSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response("Ugyldig sidevisning", { status: 400 });
  await servicesOf(context).tracking.recordPageView(parsed.data);
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
