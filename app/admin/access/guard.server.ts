import { data, redirect } from "react-router";
import { mayEnter, type AdminArea } from "~/admin/access/staff";
import { clearedSessionCookie, readSession, sessionCookieValue, type StaffSession } from "./sessions.server";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

/**
 * The back office's one door. Every loader and action under /admin calls requireStaff (or, on the
 * sign-in pages, atPublicOrigin) before it reads or changes anything: the layout's check would not
 * cover actions, which run without it.
 */

const sessions = new WeakMap<Request, Promise<StaffSession | null>>();

/** The request's session, read once per request however many loaders ask. */
export function sessionOf(request: Request, context: LoadContext): Promise<StaffSession | null> {
  let session = sessions.get(request);
  if (!session) {
    session = readSession(servicesOf(context).database.db, sessionCookieValue(request.headers.get("Cookie")));
    sessions.set(request, session);
  }
  return session;
}

/**
 * Passkeys are bound to the public origin's host name, and the session cookie to it: a page of the back
 * office opened at another address (http://127.0.0.1:3000 when PUBLIC_ORIGIN is http://localhost:3000)
 * is sent to the same page there.
 */
export function atPublicOrigin(request: Request, context: LoadContext): void {
  const url = new URL(request.url);
  const publicOrigin = servicesOf(context).publicOrigin;
  if (url.origin !== publicOrigin && request.method === "GET")
    throw redirect(`${publicOrigin}${url.pathname}${url.search}`, 302);
}

/**
 * The signed-in person, if they may enter this part of the back office. Without a valid session: to the
 * sign-in page, which brings them back here (a stale cookie is cleared); a post is not acted on. With
 * `keepPost` (a form whose text is work, as a reply) the post goes there as 307, which the browser
 * repeats with the same body: the sign-in page keeps the fields in its own form and sends them back
 * after sign-in (carriedFields), so nothing typed is lost and nothing is stored. With the wrong role: 403.
 */
export async function requireStaff(
  request: Request,
  context: LoadContext,
  area: AdminArea,
  options: { keepPost?: boolean } = {},
): Promise<StaffSession> {
  atPublicOrigin(request, context);
  const session = await sessionOf(request, context);
  if (!session) {
    const url = new URL(request.url);
    const get = request.method === "GET";
    const back = get ? url.pathname + url.search : url.pathname;
    const headers = new Headers();
    if (sessionCookieValue(request.headers.get("Cookie")))
      headers.set("Set-Cookie", clearedSessionCookie(servicesOf(context).publicOrigin));
    throw redirect(`/admin/logg-inn?til=${encodeURIComponent(back)}`, {
      status: get ? 302 : options.keepPost ? 307 : 303,
      headers,
    });
  }
  if (!mayEnter(session.member.role, area)) {
    throw data({ forbidden: true }, { status: 403 });
  }
  return session;
}

/**
 * The same door for a page's script (a fetch that answers JSON or a fragment): without a valid session a 401
 * and with the wrong role a 403, each with a Norwegian `message`, never a redirect to the sign-in page that
 * the script would fetch in place of its answer.
 */
export async function requireStaffForScript(
  request: Request,
  context: LoadContext,
  area: AdminArea,
): Promise<StaffSession> {
  const session = await sessionOf(request, context);
  if (!session)
    throw data({ message: "Du er ikke logget inn lenger. Logg inn igjen for å fortsette." }, { status: 401 });
  if (!mayEnter(session.member.role, area))
    throw data({ message: "Du har ikke tilgang til denne delen av bakrommet." }, { status: 403 });
  return session;
}

/** The fields of a post carried through sign-in (all but the passkey's own), at most 20, as [name, value]. */
export function carriedFields(formData: FormData): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of formData) {
    if (name !== "credential" && typeof value === "string") fields.push([name, value]);
  }
  return fields.slice(0, 20);
}

/** The URL flag on a post carried back after sign-in: the form is to be shown again, not acted on. */
export const afterSignIn = "etter-innlogging";
