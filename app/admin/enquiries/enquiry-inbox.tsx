import { formatNumber } from "~/shared/format/format";
import { AdminTable } from "~/admin/admin-table";
import { buttonClasses } from "~/shared/ui/button-link";
import { adminText } from "../admin-text";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";
import { FormProblem } from "~/admin/access/passkey-form";
import { inboxText } from "./inbox-text";

const text = adminText.enquiries;

type Row = {
  id: number;
  from: string;
  email: string;
  subject: string;
  status: "new" | "answered" | "closed" | "spam";
  received: string;
  deadline: string;
  overdue: boolean;
  minutesLeft: number | null;
  assignedTo: string | null;
};

const filters = [
  { value: "nye", label: "Nye", count: "new" },
  { value: "forsinkede", label: "Over fristen", count: "overdue" },
  { value: "besvarte", label: "Besvarte", count: "answered" },
  { value: "lukkede", label: "Lukkede", count: "closed" },
  { value: "alle", label: "Alle", count: null },
  { value: "soppel", label: inboxText.spamFilter, count: null },
] as const;

export const statusLabel = { new: "Ny", answered: "Besvart", closed: "Lukket", spam: "Søppelpost" } as const;

/** Working minutes as "2 t 15 min". */
export function workingDuration(minutes: number): string {
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return [hours > 0 ? `${formatNumber(hours)} t` : "", rest > 0 || hours === 0 ? `${rest} min` : ""]
    .filter(Boolean)
    .join(" ");
}

/** The inbox's address with a filter, search and page; the first page and an empty search are left out. */
export function inboxHref(filter: string, search: string, page = 1, subject = "", assigned = ""): string {
  const params = new URLSearchParams({ vis: filter });
  if (search) params.set("sok", search);
  if (subject) params.set("gjelder", subject);
  if (assigned) params.set("tildelt", assigned);
  if (page > 1) params.set("side", String(page));
  return `/admin/henvendelser?${params.toString()}`;
}

/** The inbox: search, filters, a page of enquiries with their deadline (overdue ones marked in words, not by colour alone), and links to every page. */
export function EnquiryInbox({
  filter,
  search,
  subject,
  assigned,
  me,
  done,
  here,
  problem,
  subjects,
  page,
  pages,
  total,
  counts,
  enquiries,
  promise,
}: {
  filter: string;
  search: string;
  subject: string;
  assigned: string;
  me: string;
  done: { what: string | null; count: number };
  here: string;
  problem: string | null;
  subjects: Array<{ value: string; label: string }>;
  page: number;
  pages: number;
  total: number;
  counts: Record<"new" | "answered" | "closed" | "overdue", number>;
  enquiries: Row[];
  promise: { text: string; rule: string };
}) {
  return (
    <>
      <AdminPageTitle>Henvendelser</AdminPageTitle>
      <p className="mt-2 max-w-prose" data-promise="">
        {text.promise(promise.text, promise.rule)}
      </p>
      <p className="mt-2">
        <TextLink href="/admin/henvendelser/svarmaler">{inboxText.savedRepliesTitle}</TextLink>
      </p>
      {done.what && inboxText.bulkDone[done.what] && (
        <DoneNotice>{inboxText.bulkDone[done.what]!(done.count)}</DoneNotice>
      )}
      <FormProblem message={problem} />
      <form
        method="get"
        action="/admin/henvendelser"
        role="search"
        className="mt-6 flex max-w-2xl flex-wrap items-end gap-2"
      >
        <input type="hidden" name="vis" value={filter} />
        {assigned && <input type="hidden" name="tildelt" value={assigned} />}
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="sok" className="block font-semibold">
            {text.searchLabel}
          </label>
          <input
            id="sok"
            name="sok"
            type="search"
            defaultValue={search}
            maxLength={100}
            className="mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3"
          />
        </div>
        <div className="basis-48">
          <label htmlFor="gjelder" className="block font-semibold">
            {text.subjectLabel}
          </label>
          <select
            id="gjelder"
            name="gjelder"
            defaultValue={subject}
            className="mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3"
          >
            <option value="">{text.anySubject}</option>
            {subjects.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          {text.searchButton}
        </button>
      </form>
      {(search || subject) && (
        <p className="mt-3" role="status">
          {search ? text.found(formatNumber(total), search) : text.foundSubject(formatNumber(total))}{" "}
          <TextLink strong href={inboxHref(filter, "")}>
            {text.searchClear}
          </TextLink>
        </p>
      )}
      <nav aria-label="Vis henvendelser" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((item) => (
            <li key={item.value}>
              <a
                href={inboxHref(item.value, search, 1, subject, assigned)}
                aria-current={filter === item.value ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-3 font-semibold no-underline ${filter === item.value ? "border-brand-900 bg-brand-900 text-white" : "border-gray-400 bg-white text-brand-800"}`}
              >
                {item.label}
                {item.count && ` (${formatNumber(counts[item.count])})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={inboxText.assignmentFilter} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {Object.entries(inboxText.assignmentChoices).map(([value, label]) => (
            <li key={value}>
              <a
                href={inboxHref(filter, search, 1, subject, value)}
                aria-current={assigned === value ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-3 font-semibold no-underline ${assigned === value ? "border-brand-900 bg-brand-900 text-white" : "border-gray-400 bg-white text-brand-800"}`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {filter === "soppel" && <p className="mt-3">{inboxText.spamNote}</p>}
      {enquiries.length === 0 ? (
        <p className="mt-6 text-lg">{search ? text.noneFound(search) : text.none}</p>
      ) : (
        <form method="post" action={here} data-bulk="">
          <input type="hidden" name="tilbake" value={here} />
          <AdminTable
            label="Henvendelser"
            caption="Henvendelser, de mest presserende først"
            columns={["Velg", "Fra", "Gjelder", "Mottatt", "Frist", inboxText.assigned, "Status"]}
          >
            {enquiries.map((row) => (
              <tr key={row.id} className="border-t border-gray-200" data-enquiry={row.id}>
                <td className="p-3">
                  <input
                    type="checkbox"
                    name="id"
                    value={row.id}
                    aria-label={inboxText.select(row.from)}
                    className="size-6"
                  />
                </td>
                <td className="p-3">
                  <TextLink strong href={`/admin/henvendelser/${row.id}`}>
                    {row.from}
                  </TextLink>
                  <br />
                  <span className="text-sm text-muted">{row.email}</span>
                </td>
                <td className="p-3">{row.subject}</td>
                <td className="p-3">{row.received}</td>
                <td className="p-3">
                  {row.deadline}
                  {row.overdue && (
                    <>
                      <br />
                      <strong className="text-red-800">
                        {row.status === "new" ? "Over fristen" : "Besvart etter fristen"}
                      </strong>
                      {row.minutesLeft !== null && row.minutesLeft < 0 && (
                        <span className="text-red-800"> {text.timeOver(workingDuration(row.minutesLeft))}</span>
                      )}
                    </>
                  )}
                  {!row.overdue && row.minutesLeft !== null && (
                    <>
                      <br />
                      <span className="text-muted">{text.timeLeft(workingDuration(row.minutesLeft))}</span>
                    </>
                  )}
                </td>
                <td className="p-3" data-assigned="">
                  {row.assignedTo === null
                    ? inboxText.nobody
                    : row.assignedTo === me
                      ? inboxText.assignedToYou
                      : row.assignedTo}
                </td>
                <td className="p-3">{statusLabel[row.status]}</td>
              </tr>
            ))}
          </AdminTable>
          <fieldset className="mt-4">
            <legend className="font-semibold">{inboxText.bulkLegend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {filter === "soppel" ? (
                <button type="submit" name="intent" value="restore" className={buttonClasses("secondary")}>
                  {inboxText.bulkRestore}
                </button>
              ) : (
                <>
                  <button type="submit" name="intent" value="close" className={buttonClasses("secondary")}>
                    {inboxText.bulkClose}
                  </button>
                  <button type="submit" name="intent" value="spam" className={buttonClasses("secondary")}>
                    {inboxText.bulkSpam}
                  </button>
                </>
              )}
            </div>
          </fieldset>
        </form>
      )}
      {pages > 1 && (
        <nav aria-label={text.pages} className="mt-4">
          <p>{text.pageOf(page, pages)}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {page > 1 && (
              <li>
                <a
                  href={inboxHref(filter, search, page - 1, subject, assigned)}
                  rel="prev"
                  className={buttonClasses("secondary")}
                >
                  {text.previous}
                </a>
              </li>
            )}
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <a
                  href={inboxHref(filter, search, number, subject, assigned)}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={text.pageOf(number, pages)}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold no-underline ${number === page ? "border-brand-900 bg-brand-900 text-white" : "border-gray-400 bg-white text-brand-800"}`}
                >
                  {number}
                </a>
              </li>
            ))}
            {page < pages && (
              <li>
                <a
                  href={inboxHref(filter, search, page + 1, subject, assigned)}
                  rel="next"
                  className={buttonClasses("secondary")}
                >
                  {text.next}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
