import replyFormScript from "~/admin/enquiries/reply-form.client.ts?inline-script";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { FieldShell, fieldControlProps } from "~/shared/forms/field-shell";
import { TextareaField } from "~/shared/forms/textarea-field";
import { InlineScript } from "~/shared/ui/inline-script";
import { buttonClasses } from "~/shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";
import { replyLimits } from "~/admin/access/staff";
import { adminText } from "../admin-text";
import { inboxText } from "./inbox-text";
import { DRAFT_DEBOUNCE_MS } from "./inbox-rules";

const text = adminText.enquiries;

export type ReplyFormAnswer = {
  errors: { body?: string; savedReply?: string };
  values: { body: string };
  seenReply: number;
  restored: boolean;
  conflict: Array<{ id: number; by: string; at: string; body: string }>;
  notice: string | null;
};

/**
 * The reply: a saved reply put in («Sett inn»: with JavaScript where the cursor is, without it by a post that
 * comes back with the text), the field, the signature and quote that follow it, and «Send svaret», «Send og
 * lukk» and «Lagre utkast». The script (reply-form.client.ts) saves the draft as it is typed.
 */
export function ReplyForm({
  enquiryId,
  mail,
  answer,
  savedReplies,
  signature,
  savedDraft,
}: {
  enquiryId: number;
  mail: { to: string; subject: string; after: string };
  answer: ReplyFormAnswer;
  savedReplies: Array<{ id: number; title: string; text: string }>;
  signature: string;
  savedDraft: { at: string; behind: string[] } | null;
}) {
  const { errors, values } = answer;
  const picker = fieldControlProps("savedReply", inboxText.savedReplyHint, errors.savedReply);
  const problems = [
    ...(errors.savedReply ? [{ fieldId: "savedReply", message: errors.savedReply }] : []),
    ...(errors.body ? [{ fieldId: "body", message: errors.body }] : []),
  ];
  const restoredDraft = !answer.restored && answer.conflict.length === 0 && !answer.notice && savedDraft;
  return (
    // The path without ?utfort: a post's answer never shows the last redirect's notice with it.
    <form
      method="post"
      action={`/admin/henvendelser/${enquiryId}`}
      noValidate
      className="mt-4 space-y-4"
      data-reply-form=""
      data-draft-url={`/admin/henvendelser/${enquiryId}/utkast`}
      data-draft-debounce={DRAFT_DEBOUNCE_MS}
    >
      <ErrorSummary items={problems} />
      <input type="hidden" name="seenReply" value={answer.seenReply} />
      {answer.notice && (
        <p role="status" className="rounded-md bg-green-50 p-3 font-semibold text-green-900" data-form-notice="">
          {answer.notice}
        </p>
      )}
      {restoredDraft && (
        <div className="rounded-md border-2 border-brand-700 bg-white p-3" data-draft-restored="">
          <p className="font-semibold">{inboxText.draftRestored(restoredDraft.at)}</p>
          {restoredDraft.behind.map((line) => (
            <p key={line} className="mt-1 font-semibold text-red-800">
              {line}
            </p>
          ))}
        </div>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4">
        <dt className="font-semibold">{text.mailTo}</dt>
        <dd>{mail.to}</dd>
        <dt className="font-semibold">{text.mailSubject}</dt>
        <dd>{mail.subject}</dd>
      </dl>
      {savedReplies.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <FieldShell
            id={picker.id}
            label={inboxText.savedReplyLabel}
            hint={inboxText.savedReplyHint}
            hintId={picker.hintId}
            error={errors.savedReply}
            errorId={picker.errorId}
            className="min-w-0 flex-1 basis-56"
          >
            <select
              {...picker.control}
              defaultValue=""
              className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${picker.borderClass}`}
            >
              <option value="">{inboxText.savedReplyNone}</option>
              {savedReplies.map((item) => (
                <option key={item.id} value={item.id} data-text={item.text}>
                  {item.title}
                </option>
              ))}
            </select>
          </FieldShell>
          <button type="submit" name="intent" value="insert" className={buttonClasses("secondary")} data-insert="">
            {inboxText.insert}
          </button>
        </div>
      )}
      <p>
        <TextLink href="/admin/henvendelser/svarmaler">{inboxText.manageSavedReplies}</TextLink>
      </p>
      <TextareaField
        label={text.replyLabel}
        name="body"
        hint={text.replyHint(mail.to)}
        error={errors.body}
        defaultValue={values.body}
        required
        rows={12}
        maxLength={replyLimits.max}
      />
      <p className="min-h-6 text-sm text-muted" data-draft-status="" />
      <div>
        <p className="font-semibold">{inboxText.signatureAfter}</p>
        {signature ? (
          <pre className="mt-1 font-sans whitespace-pre-wrap" data-signature="">
            {signature}
          </pre>
        ) : (
          <p className="mt-1 text-muted">
            {inboxText.signatureNone} <TextLink href="/admin/konto#signatur">Din konto</TextLink>
          </p>
        )}
      </div>
      <div>
        <p className="font-semibold">{text.mailAfter}</p>
        <pre className="mt-1 font-sans whitespace-pre-wrap text-muted" data-mail-after="">
          {mail.after}
        </pre>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="reply" className={buttonClasses("primary")}>
          {inboxText.send}
        </button>
        <button type="submit" name="intent" value="reply-close" className={buttonClasses("primary")}>
          {inboxText.sendAndClose}
        </button>
        <button type="submit" name="intent" value="draft" className={buttonClasses("secondary")}>
          {inboxText.saveDraft}
        </button>
      </div>
      <InlineScript code={replyFormScript} />
    </form>
  );
}
