import { data, redirect, type AppLoadContext } from "react-router";
import { mayEnter, type BackOfficeArea } from "~/domain/staff";
import { clearedSessionCookie, readSession, sessionCookieValue, type StaffSession } from "./sessions.server";

/**
 * The back office's one door. Every loader and action under /admin calls requireStaff (or, on the
 * sign-in pages, atPublicOrigin) before it reads or changes anything: the layout's check would not
 * cover actions, which run without it.
 */

const sessions = new WeakMap<Request, Promise<StaffSession | null>>();

/** The request's session, read once per request however many loaders ask. */
export function sessionOf(request: Request, context: AppLoadContext): Promise<StaffSession | null> {
  let session = sessions.get(request);
  if (!session) {
    session = readSession(context.services.database.db, sessionCookieValue(request.headers.get("Cookie")));
    sessions.set(request, session);
  }
  return session;
}

/**
 * Passkeys are bound to the public origin's host name, and the session cookie to it: a page of the back
 * office opened at another address (http://127.0.0.1:3000 when PUBLIC_ORIGIN is http://localhost:3000)
 * is sent to the same page there.
 */
export function atPublicOrigin(request: Request, context: AppLoadContext): void {
  const url = new URL(request.url);
  const publicOrigin = context.services.publicOrigin;
  if (url.origin !== publicOrigin && request.method === "GET") throw redirect(`${publicOrigin}${url.pathname}${url.search}`, 302);
}

/**
 * The signed-in person, if they may enter this part of the back office. Without a valid session: to the
 * sign-in page, which brings them back here (a stale cookie is cleared). With the wrong role: 403.
 */
export async function requireStaff(request: Request, context: AppLoadContext, area: BackOfficeArea): Promise<StaffSession> {
  atPublicOrigin(request, context);
  const session = await sessionOf(request, context);
  if (!session) {
    const url = new URL(request.url);
    const back = request.method === "GET" ? url.pathname + url.search : url.pathname;
    const headers = new Headers();
    if (sessionCookieValue(request.headers.get("Cookie"))) headers.set("Set-Cookie", clearedSessionCookie(context.services.publicOrigin));
    throw redirect(`/admin/logg-inn?til=${encodeURIComponent(back)}`, { status: request.method === "GET" ? 302 : 303, headers });
  }
  if (!mayEnter(session.member.role, area)) {
    throw data({ forbidden: true }, { status: 403 });
  }
  return session;
}
