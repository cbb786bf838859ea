import type { Route } from "./+types/enquiries.route";
import { adminText } from "~/admin/admin-text";
import { EnquiryInbox } from "~/admin/enquiries/enquiry-inbox";
import { formatDateTime } from "~/shared/format/format";
import { promiseTimeLeft, replyPromise } from "~/site/contact/reply-promise";
import { subjectLabel } from "~/site/contact/contact.server";
import { contactSubjects } from "~/site/contact/contact-form";
import { requireStaff } from "~/admin/access/guard.server";
import {
  dueAt,
  enquiryCounts,
  enquiryFilters,
  listEnquiries,
  overdueCount,
  promiseBroken,
  type EnquiryFilter,
} from "~/admin/enquiries/enquiries.server";

/** A search of at most 100 characters (longer is no name, address or phrase anyone types). */
const searchParam = (value: string | null) => (value ?? "").trim().slice(0, 100);
const pageParam = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 1);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const db = context.services.database.db;
  const params = new URL(request.url).searchParams;
  const asked = params.get("vis");
  const filter: EnquiryFilter = (enquiryFilters as readonly string[]).includes(asked ?? "")
    ? (asked as EnquiryFilter)
    : "nye";
  const search = searchParam(params.get("sok"));
  // The contact form's subjects, and "email" for enquiries that came as mail; anything else is no filter.
  const subjects = [...contactSubjects.map((item) => item.value as string), "email"];
  const askedSubject = params.get("gjelder") ?? "";
  const subject = subjects.includes(askedSubject) ? askedSubject : "";
  const now = new Date();
  const [{ rows, total, page, pages }, counts, overdue] = await Promise.all([
    listEnquiries(db, { filter, search, subject, page: pageParam(params.get("side")) }, now),
    enquiryCounts(db),
    overdueCount(db, now),
  ]);
  return {
    filter,
    search,
    subject,
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
      };
    }),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Henvendelser | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <EnquiryInbox {...loaderData} />;
}
