import { renderToStaticMarkup } from "react-dom/server";
import stylesheet from "~/app.css?url";
import { IssuePreviewBody } from "~/admin/newsletter/issue-preview";
import type { issuePreviewOrProblem } from "~/admin/newsletter/newsletter-send.server";

/**
 * The live preview's answer: the inside of the page's preview for the form's text, led by a link to the whole
 * stylesheet (a page carries only the CSS its own markup uses, and a body that cannot be shown brings classes the
 * page may not have had; app/site/fragments/fragments.server.tsx does the same).
 */
export function issuePreviewFragment({ preview, problem }: ReturnType<typeof issuePreviewOrProblem>): string {
  const mail = preview ? { html: preview.mail.html, text: preview.mail.text } : null;
  return `<link rel="stylesheet" href="${stylesheet}"/>${renderToStaticMarkup(
    <IssuePreviewBody preview={mail} problem={problem} source="form" />,
  )}`;
}
