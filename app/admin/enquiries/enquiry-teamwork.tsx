import presenceScript from "~/admin/enquiries/presence.client.ts?inline-script";
import { InlineScript } from "~/shared/ui/inline-script";
import { buttonClasses } from "~/shared/ui/button-link";
import { inboxText } from "./inbox-text";

/**
 * Who else is on this enquiry: colleagues with its page open now, and replies sent since this page was shown.
 * Drawn by the server on every load (no JavaScript needed to see it); presence.client.ts keeps it current.
 */
export function PresenceWarning({
  enquiryId,
  presence,
}: {
  enquiryId: number;
  presence: { others: string | null; replied: string[] };
}) {
  const shown = Boolean(presence.others) || presence.replied.length > 0;
  return (
    <div aria-live="polite" className="mt-4 max-w-3xl" data-presence-url={`/admin/henvendelser/${enquiryId}/tilstede`}>
      <div hidden={!shown} className="rounded-lg border-4 border-red-700 bg-white p-4" data-presence-box="">
        <p hidden={!presence.others} className="font-semibold text-red-800" data-presence-others="">
          {presence.others}
        </p>
        <div hidden={presence.replied.length === 0} className="font-semibold text-red-800" data-presence-replied="">
          {presence.replied.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
      <InlineScript code={presenceScript} />
    </div>
  );
}

/** Who has the enquiry, «Tildel meg», and giving it to a colleague (or to nobody). */
export function AssignmentPanel({
  enquiryId,
  assignment,
  error,
}: {
  enquiryId: number;
  assignment: { to: string | null; mine: boolean; colleagues: Array<{ id: number; email: string }> };
  error: string | null;
}) {
  const action = `/admin/henvendelser/${enquiryId}`;
  return (
    <section aria-labelledby="tildeling-tittel" className="mt-6 max-w-2xl" data-assignment="">
      <h2 id="tildeling-tittel" className="text-xl font-bold">
        {inboxText.assigned}
      </h2>
      <p className="mt-2" data-assigned-to="">
        {assignment.mine
          ? inboxText.assignedToYou
          : assignment.to
            ? inboxText.assignedTo(assignment.to)
            : inboxText.nobody}
      </p>
      {error && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {!assignment.mine && (
          <form method="post" action={action}>
            <button type="submit" name="intent" value="assign-me" className={buttonClasses("primary")}>
              {inboxText.assignMe}
            </button>
          </form>
        )}
        {assignment.colleagues.length > 0 && (
          <form method="post" action={action} className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="tildel" className="block font-semibold">
                {inboxText.assignLabel}
              </label>
              <select
                id="tildel"
                name="to"
                className="mt-1 min-h-11 max-w-full rounded-md border border-gray-500 bg-white px-3"
              >
                {assignment.colleagues.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.email}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="assign" className={buttonClasses("secondary")}>
              {inboxText.assignButton}
            </button>
          </form>
        )}
        {assignment.to && (
          <form method="post" action={action}>
            <button type="submit" name="intent" value="unassign" className={buttonClasses("secondary")}>
              {inboxText.unassign}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
