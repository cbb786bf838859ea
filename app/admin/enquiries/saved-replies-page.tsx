import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { TextareaField } from "~/shared/forms/textarea-field";
import { buttonClasses } from "~/shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";
import { BackLink } from "~/admin/back-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { DoneNotice } from "~/admin/done-notice";
import { ProblemBox } from "~/admin/form-problem";
import { inboxText } from "./inbox-text";
import { savedReplyLimits } from "./inbox-rules";

type Errors = { title?: string; body?: string };
type Values = { title: string; body: string };

/** A saved reply's fields: its name in the list and the text put into a reply. */
function SavedReplyFields({ errors, values }: { errors: Errors; values: Values }) {
  const items = (["title", "body"] as const)
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: field, message: errors[field]! }));
  return (
    <>
      <ErrorSummary items={items} />
      <Field
        label={inboxText.titleLabel}
        name="title"
        hint={inboxText.titleHint}
        error={errors.title}
        defaultValue={values.title}
        maxLength={savedReplyLimits.title}
        required
        autoComplete="off"
      />
      <TextareaField
        label={inboxText.bodyLabel}
        name="body"
        hint={inboxText.savedRepliesIntro}
        error={errors.body}
        defaultValue={values.body}
        maxLength={savedReplyLimits.body}
        rows={8}
        required
      />
    </>
  );
}

/** Every saved reply, and a form for a new one. */
export function SavedRepliesPage({
  replies,
  done,
  errors,
  values,
}: {
  replies: Array<{ id: number; title: string; body: string; updated: string }>;
  done: string | null;
  errors: Errors;
  values: Values;
}) {
  return (
    <>
      <BackLink href="/admin/henvendelser">Tilbake til henvendelsene</BackLink>
      <AdminPageTitle className="mt-4">{inboxText.savedRepliesTitle}</AdminPageTitle>
      <p className="mt-2 max-w-prose">{inboxText.savedRepliesIntro}</p>
      {done && inboxText.savedDone[done] && <DoneNotice>{inboxText.savedDone[done]}</DoneNotice>}
      {replies.length === 0 ? (
        <p className="mt-6">{inboxText.savedRepliesNone}</p>
      ) : (
        <ul className="mt-6 max-w-3xl space-y-3">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-gray-300 bg-white p-4" data-saved-reply="">
              <h2 className="text-lg font-bold">
                <TextLink strong href={`/admin/henvendelser/svarmaler/${reply.id}`}>
                  {reply.title}
                </TextLink>
              </h2>
              <pre className="mt-2 font-sans whitespace-pre-wrap">{reply.body}</pre>
              <p className="mt-2 text-sm text-muted">{reply.updated}</p>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="nytt-svar" className="mt-10 max-w-3xl">
        <h2 id="nytt-svar" className="text-2xl font-bold">
          {inboxText.newSavedReply}
        </h2>
        <form method="post" action="/admin/henvendelser/svarmaler" noValidate className="mt-4 space-y-4">
          <SavedReplyFields errors={errors} values={values} />
          <button type="submit" name="intent" value="create" className={buttonClasses("primary")}>
            {inboxText.create}
          </button>
        </form>
      </section>
    </>
  );
}

/** One saved reply: change it, or delete it. */
export function SavedReplyPage({
  id,
  title,
  errors,
  values,
  base,
  conflict,
}: {
  id: number;
  title: string;
  errors: Errors;
  values: Values;
  /** The version the form edits (savedReplyDigest): a colleague's save since then is told, not overwritten. */
  base: string | null;
  /** A colleague saved since the form was shown: why nothing was saved, and their text as it is now. */
  conflict: { message: string; title: string; body: string } | null;
}) {
  const action = `/admin/henvendelser/svarmaler/${id}`;
  return (
    <>
      <BackLink href="/admin/henvendelser/svarmaler">Tilbake til lagrede svar</BackLink>
      <AdminPageTitle className="mt-4">{inboxText.edit(title)}</AdminPageTitle>
      {conflict && (
        <ProblemBox id="lagret-av-andre">
          <p>{conflict.message}</p>
          <h2 className="pt-2">{inboxText.savedReplyNow}</h2>
          <p className="font-normal break-words">«{conflict.title}»</p>
          <pre className="font-sans font-normal break-words whitespace-pre-wrap">{conflict.body}</pre>
        </ProblemBox>
      )}
      <form method="post" action={action} noValidate className="mt-6 max-w-3xl space-y-4">
        {base && <input type="hidden" name="base" value={base} />}
        <SavedReplyFields errors={errors} values={values} />
        <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
          {inboxText.save}
        </button>
      </form>
      <form method="post" action={action} className="mt-8">
        <button type="submit" name="intent" value="delete" className={buttonClasses("secondary")}>
          {inboxText.remove}
        </button>
      </form>
    </>
  );
}
