import type { Database } from "../../shared/db/database.server";
import type { Actor } from "../../shared/db/audit.server";
import { INBOX_PAGE } from "./enquiries.server";
import { adminText } from "../admin-text";
import { inboxText } from "./inbox-text";
import { bulkActions, bulkSetStatus, type BulkAction } from "./teamwork.server";

const doneWord: Record<BulkAction, string> = { close: "lukket", spam: "soppel", restore: "gjenopprettet" };

/** The inbox's address as the form gives it back: only /admin/henvendelser with its query, never the last notice. */
export function inboxReturnPath(value: string | null | undefined): string {
  const url = new URL(value && value.startsWith("/admin/henvendelser") ? value : "/admin/henvendelser", "http://x");
  if (url.pathname !== "/admin/henvendelser") return "/admin/henvendelser";
  url.searchParams.delete("utfort");
  url.searchParams.delete("antall");
  return `${url.pathname}${url.search}`;
}

/**
 * The list's form: the ticked enquiries (at most a page of them) and what to do with them. Gives where to go
 * next (the same list, with how many changed), or the problem to show on the list.
 */
export async function bulkEnquiries(
  db: Database,
  formData: FormData,
  actor: Actor,
): Promise<{ ok: true; location: string } | { ok: false; problem: string }> {
  const action = String(formData.get("intent") ?? "") as BulkAction;
  const ids = [
    ...new Set(
      formData
        .getAll("id")
        .filter((value): value is string => typeof value === "string" && /^\d{1,9}$/.test(value))
        .map(Number),
    ),
  ].slice(0, INBOX_PAGE);
  if (!bulkActions.includes(action)) return { ok: false, problem: adminText.staff.pickAgain };
  if (ids.length === 0) return { ok: false, problem: inboxText.bulkNone };
  const changed = await bulkSetStatus(db, ids, action, actor);
  const back = new URL(inboxReturnPath(String(formData.get("tilbake") ?? "")), "http://x");
  back.searchParams.set("utfort", doneWord[action]);
  back.searchParams.set("antall", String(changed));
  return { ok: true, location: `${back.pathname}${back.search}` };
}
