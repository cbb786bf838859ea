import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-new.route";
import { adminText } from "~/admin/admin-text";
import { IssueForm } from "~/admin/newsletter/issue-form";
import { fieldsWithErrors, validateForm } from "~/shared/forms/form-validation";
import { issueFields, issueSchema } from "~/admin/newsletter/newsletter-issue";
import { requireStaff } from "~/admin/access/guard.server";
import { createIssue } from "~/admin/newsletter/newsletter-send.server";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "nyhetsbrev");
  return null;
}

/** A new draft: checked by the issue schema, stored with its audit line, then shown with its preview. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const form = validateForm(issueSchema, issueFields, await request.formData());
  if (!form.ok)
    return data(
      { errors: form.errors, values: form.values, order: fieldsWithErrors(issueFields, form.errors) },
      { status: 400 },
    );
  const created = await createIssue(servicesOf(context).database.db, form.data, {
    staffId: session.member.id,
    email: session.member.email,
  });
  // A body that cannot become a mail is refused here, with what was typed kept.
  if (created.outcome === "invalid")
    return data(
      { errors: created.errors, values: form.values, order: fieldsWithErrors(issueFields, created.errors) },
      { status: 400 },
    );
  return redirect(`/admin/nyhetsbrev/${created.issue.id}?utfort=lagret`, 303);
}

export const meta: Route.MetaFunction = () => [
  { title: `Nytt nyhetsbrev | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterNew({ actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink href="/admin/nyhetsbrev">Tilbake til nyhetsbrevene</BackLink>
      <AdminPageTitle className="mt-4">Nytt nyhetsbrev</AdminPageTitle>
      <p className="mt-2 max-w-prose">
        Lagre utkastet først. Da ser du nøyaktig hvordan e-posten blir, og kan sende en prøve til deg selv før den går
        til abonnentene.
      </p>
      <IssueForm errors={actionData?.errors ?? {}} values={actionData?.values ?? { subject: "", markdown: "" }} />
    </>
  );
}
