import { data, redirect } from "react-router";
import type { Route } from "./+types/enquiries.route";
import { adminText } from "~/admin/admin-text";
import { EnquiryInbox } from "~/admin/enquiries/enquiry-inbox";
import { formatDateTime } from "~/shared/format/format";
import { promiseTimeLeft, replyPromise } from "~/site/contact/reply-promise";
import { subjectLabel } from "~/site/contact/contact.server";
import { contactSubjects } from "~/site/contact/contact-form";
import { requireStaff } from "~/admin/access/guard.server";
import { bulkEnquiries, inboxReturnPath } from "~/admin/enquiries/bulk-action.server";
import {
  assignmentFilters,
  dueAt,
  enquiryCounts,
  enquiryFilters,
  listEnquiries,
  overdueCount,
  promiseBroken,
  type AssignmentFilter,
  type EnquiryFilter,
} from "~/admin/enquiries/enquiries.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** A search of at most 100 characters (longer is no name, address or phrase anyone types). */
const searchParam = (value: string | null) => (value ?? "").trim().slice(0, 100);
const pageParam = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const db = servicesOf(context).database.db;
  const url = new URL(request.url);
  const params = url.searchParams;
  const asked = params.get("vis");
  const filter: EnquiryFilter = (enquiryFilters as readonly string[]).includes(asked ?? "")
    ? (asked as EnquiryFilter)
    : "nye";
  const search = searchParam(params.get("sok"));
  // The contact form's subjects, and "email" for enquiries that came as mail; anything else is no filter.
  const subjects = [...contactSubjects.map((item) => item.value as string), "email"];
  const askedSubject = params.get("gjelder") ?? "";
  const subject = subjects.includes(askedSubject) ? askedSubject : "";
  const askedAssigned = params.get("tildelt") ?? "";
  const assigned = (assignmentFilters as readonly string[]).includes(askedAssigned)
    ? (askedAssigned as AssignmentFilter)
    : "";
  const now = new Date();
  const [counts, overdue] = await Promise.all([enquiryCounts(db), overdueCount(db, now)]);
  // A filter alone matches as many as its count says: the list does not count the table again (decision 0027).
  const known =
    search || subject || assigned
      ? undefined
      : {
          nye: counts.new,
          forsinkede: overdue,
          besvarte: counts.answered,
          lukkede: counts.closed,
          alle: counts.new + counts.answered + counts.closed,
          soppel: counts.spam,
        }[filter];
  const { rows, total, page, pages } = await listEnquiries(
    db,
    {
      filter,
      search,
      subject,
      assigned,
      staffId: session.member.id,
      page: pageParam(params.get("side")),
      total: known,
    },
    now,
  );
  return {
    filter,
    search,
    subject,
    assigned,
    me: session.member.email,
    done: { what: params.get("utfort"), count: Number(params.get("antall") ?? "0") || 0 },
    /** Where the bulk form posts and comes back to: this list as it is, without the last notice. */
    here: inboxReturnPath(`${url.pathname}${url.search}`),
    subjects: subjects.map((value) => ({ value, label: subjectLabel(value) })),
    page,
    pages,
    total,
    counts: { ...counts, overdue },
    promise: { text: replyPromise.text, rule: replyPromise.rule },
    enquiries: rows.map((row) => {
      const deadline = dueAt(row.createdAt);
      return {
        id: row.id,
        from: `${row.firstName} ${row.lastName}`,
        email: row.email,
        subject: subjectLabel(row.subject),
        status: row.status,
        received: formatDateTime(row.createdAt),
        deadline: formatDateTime(deadline),
        overdue: promiseBroken(row, now),
        minutesLeft: row.status === "new" ? promiseTimeLeft(deadline, now) : null,
        assignedTo: row.assignedTo,
      };
    }),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Henvendelser | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The list's bulk actions: close, mark as spam, or take out of spam the enquiries ticked. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const outcome = await bulkEnquiries(servicesOf(context).database.db, await request.formData(), {
    staffId: session.member.id,
    email: session.member.email,
  });
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(outcome.location, 303);
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnquiryInbox
      {...loaderData}
      done={actionData ? { what: null, count: 0 } : loaderData.done}
      problem={actionData?.problem ?? null}
    />
  );
}
