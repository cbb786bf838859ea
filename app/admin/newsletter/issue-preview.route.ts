import { data } from "react-router";
import type { Route } from "./+types/issue-preview.route";
import { validateForm } from "~/shared/forms/form-validation";
import { formatNumber } from "~/shared/format/format";
import { requireStaffForScript } from "~/admin/access/guard.server";
import { issueFields, issueLimits, issueSchema } from "~/admin/newsletter/newsletter-issue";
import { issuePreviewOrProblem } from "~/admin/newsletter/newsletter-send.server";
import { issuePreviewFragment } from "~/admin/newsletter/issue-preview-fragment.server";
import { servicesOf } from "~/shared/server/load-context.server";

/**
 * The largest body a valid draft needs, form-encoded: a character is at most 9 bytes there (3 UTF-8 bytes, each
 * %XX), and a little for the field names. Anything larger is refused before it is parsed.
 */
export const PREVIEW_MAX_BYTES = 9 * (issueLimits.subject + issueLimits.markdown) + 1024;

const tooLarge = `Utkastet er for stort til å forhåndsvises. Innholdet kan ha høyst ${formatNumber(issueLimits.markdown)} tegn`;

/** The body, or null past `max` bytes (read no further: the host's own limit for /admin is larger). */
async function bodyWithin(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * The live preview beside a draft's form (issue-preview.client.ts): the subject and body as typed, posted as a
 * form, answered with the preview's HTML fragment, the mail made by the same renderer as every mail sent
 * (newsletter-mail.server.ts, through `issuePreviewOrProblem` as the page's own preview). Nothing is saved.
 * Staff only (401/403 with a message, not a redirect); cross-site posts are refused by the host before this (403).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffForScript(request, context, "nyhetsbrev");
  const body = await bodyWithin(request, PREVIEW_MAX_BYTES);
  if (body === null) return data({ message: tooLarge }, { status: 413 });
  let formData: FormData;
  try {
    formData = await new Response(new Uint8Array(body), {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    return data({ message: "Skjemaet kunne ikke leses. Last inn siden på nytt" }, { status: 400 });
  }
  const form = validateForm(issueSchema, issueFields, formData);
  if (!form.ok)
    return data(
      { message: issueFields.flatMap((field) => form.errors[field] ?? []).join(". "), errors: form.errors },
      { status: 400 },
    );
  const fragment = issuePreviewFragment(issuePreviewOrProblem(servicesOf(context).newsletter, form.data));
  return new Response(fragment, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
