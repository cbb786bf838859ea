import { data } from "react-router";
import type { Route } from "./+types/enquiry.route";
import { adminText } from "~/admin/admin-text";
import { EnquiryThread } from "~/admin/enquiries/enquiry-thread";
import { afterSignIn, requireStaff } from "~/admin/access/guard.server";
import { enquiryPage } from "~/admin/enquiries/enquiry-page.server";
import { enquiryAction } from "~/admin/enquiries/enquiry-action.server";
import { servicesOf } from "~/shared/server/load-context.server";

const enquiryId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "henvendelser");
  const id = enquiryId(params.id);
  const view = id === null ? null : await enquiryPage(servicesOf(context).database.db, id, session.member);
  if (!view) throw data(null, { status: 404 });
  return { ...view, done: new URL(request.url).searchParams.get("utfort") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // A reply posted after the session ended goes through sign-in with its text (requireStaff's keepPost).
  const session = await requireStaff(request, context, "henvendelser", { keepPost: true });
  const id = enquiryId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const restored = new URL(request.url).searchParams.has(afterSignIn);
  return enquiryAction(context, session, id, await request.formData(), restored);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Henvendelse ${loaderData.enquiry.id}` : "Henvendelse"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const fresh = {
    errors: {},
    values: { body: loaderData.draft },
    seenReply: loaderData.lastReplyId,
    restored: false,
    conflict: [],
    notice: null,
    assignError: null,
  };
  // After a post that did not redirect, its answer is the news: the last redirect's notice is not shown with it.
  // A refused assignment leaves the reply form as loaded.
  return (
    <EnquiryThread
      {...loaderData}
      done={actionData ? null : loaderData.done}
      answer={actionData?.assignError ? { ...fresh, assignError: actionData.assignError } : (actionData ?? fresh)}
    />
  );
}
