import type { Route } from "./+types/enquiries";
import { adminText } from "~/components/admin/admin-text";
import { EnquiryInbox } from "~/components/admin/enquiry-inbox";
import { formatDateTime } from "~/domain/format";
import { workingTimeLeft } from "~/domain/working-hours";
import { contactFacts } from "#content/contact";
import { subjectLabel } from "~/server/contact.server";
import { requireStaff } from "~/server/staff/guard.server";
import { dueAt, enquiryCounts, enquiryFilters, listEnquiries, promiseBroken, type EnquiryFilter } from "~/server/staff/enquiries.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "henvendelser");
  const db = context.services.database.db;
  const asked = new URL(request.url).searchParams.get("vis");
  const filter: EnquiryFilter = (enquiryFilters as readonly string[]).includes(asked ?? "") ? (asked as EnquiryFilter) : "nye";
  const now = new Date();
  const [{ rows, more }, counts] = await Promise.all([listEnquiries(db, filter), enquiryCounts(db)]);
  return {
    filter,
    counts,
    more,
    promise: `${contactFacts.replyWithinHours} timer på hverdager (${contactFacts.openingHours.firstDay}–${contactFacts.openingHours.lastDay} ${contactFacts.openingHours.opensHour}–${contactFacts.openingHours.closesHour})`,
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
        minutesLeft: row.status === "new" ? workingTimeLeft(deadline, now, contactFacts.openingHours) : null,
      };
    }),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `Henvendelser | ${adminText.siteName}` }, { name: "robots", content: "noindex, nofollow" }];

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <EnquiryInbox {...loaderData} />;
}
