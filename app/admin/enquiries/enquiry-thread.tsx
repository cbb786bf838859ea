import { statusLabel } from "./enquiry-inbox";
import { AssignmentPanel, PresenceWarning } from "./enquiry-teamwork";
import { inboxText } from "./inbox-text";
import { ReplyForm, type ReplyFormAnswer } from "./reply-form";
import { DoneNotice } from "~/admin/done-notice";
import { buttonClasses } from "~/shared/ui/button-link";
import { BackLink } from "~/admin/back-link";
import { adminText } from "../admin-text";
import { TextLink, textLinkClasses } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

const text = adminText.enquiries;
const doneText: Record<string, string> = { ...text.done, ...inboxText.done };
type Status = keyof typeof statusLabel;

type Props = {
  enquiry: {
    id: number;
    from: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    status: Status;
    received: string;
    deadline: string;
    overdue: boolean;
    lastContact: string;
    source: "form" | "email";
    mail: ({ subject: string } & MailParts) | null;
  };
  others: Array<{ id: number; subject: string; status: Status; received: string }>;
  /** Our replies and the visitor's mail, in the order they came. */
  thread: Array<
    | {
        kind: "reply";
        id: number;
        by: string;
        at: string;
        body: string;
        delivery: string;
        mail: { subject: string; text: string } | null;
      }
    | ({ kind: "mail"; id: number; from: string; at: string; subject: string } & MailParts)
  >;
  notification: { to: string; delivery: string } | null;
  done: string | null;
  mail: { to: string; subject: string; after: string };
  /** The reply form's state: as loaded, or as a post that did not redirect left it. */
  answer: ReplyFormAnswer & { assignError: string | null };
  assignment: { to: string | null; mine: boolean; colleagues: Array<{ id: number; email: string }> };
  presence: { others: string | null; replied: string[] };
  savedReplies: Array<{ id: number; title: string; text: string }>;
  signature: string;
  savedDraft: { at: string; behind: string[] } | null;
};

type MailParts = {
  body: string;
  quoted: string;
  attachments: Array<{ name: string; size: string }>;
  problem: string | null;
  automatic: boolean;
};

/** What a mail from the visitor brings beside its text: the quoted history folded, attachments listed, what is missing. */
function MailExtras({ mail }: { mail: MailParts }) {
  return (
    <>
      {mail.problem && <p className="mt-2 font-semibold text-red-800">{mail.problem}</p>}
      {mail.attachments.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold">{text.attachments}</p>
          <ul className="list-disc pl-6" data-attachments="">
            {mail.attachments.map((item, index) => (
              <li key={index}>
                {item.name} ({item.size})
              </li>
            ))}
          </ul>
        </div>
      )}
      {mail.quoted && (
        <details className="mt-2">
          <summary className={textLinkClasses(true, "cursor-pointer")}>{text.quotedHistory}</summary>
          <pre className="mt-1 font-sans whitespace-pre-wrap text-muted">{mail.quoted}</pre>
        </details>
      )}
    </>
  );
}

/** One enquiry: the message, the thread of replies and answers, and the reply form. */
export function EnquiryThread({
  enquiry,
  thread,
  others,
  notification,
  done,
  mail,
  answer,
  assignment,
  presence,
  savedReplies,
  signature,
  savedDraft,
}: Props) {
  return (
    <>
      <BackLink href="/admin/henvendelser">Tilbake til henvendelsene</BackLink>
      <AdminPageTitle className="mt-4">
        {enquiry.subject}: {enquiry.from}
      </AdminPageTitle>
      {done && doneText[done] && <DoneNotice>{doneText[done]}</DoneNotice>}
      <PresenceWarning enquiryId={enquiry.id} presence={presence} />
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd>
          {statusLabel[enquiry.status]}
          {enquiry.overdue && (
            <strong className="ml-2 text-red-800">
              {enquiry.status === "new" ? "Over fristen" : "Besvart etter fristen"}
            </strong>
          )}
        </dd>
        <dt className="font-semibold">E-post</dt>
        <dd>{enquiry.email}</dd>
        {enquiry.phone && (
          <>
            <dt className="font-semibold">Telefon</dt>
            <dd>{enquiry.phone}</dd>
          </>
        )}
        <dt className="font-semibold">Mottatt</dt>
        <dd>{enquiry.received}</dd>
        <dt className="font-semibold">Svarfrist</dt>
        <dd>{enquiry.deadline}</dd>
        <dt className="font-semibold">Siste kontakt</dt>
        <dd>{enquiry.lastContact} (styrer når saken slettes, tre år etter)</dd>
        {notification && (
          <>
            <dt className="font-semibold">Varsel til {notification.to}</dt>
            <dd>{notification.delivery}</dd>
          </>
        )}
      </dl>

      <AssignmentPanel enquiryId={enquiry.id} assignment={assignment} error={answer.assignError} />

      <section aria-labelledby="andre-tittel" className="mt-6 max-w-2xl" data-others="">
        <h2 id="andre-tittel" className="text-xl font-bold">
          {text.others(enquiry.email)}
        </h2>
        {others.length === 0 ? (
          <p className="mt-2">{text.noOthers}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {others.map((other) => (
              <li key={other.id}>
                <TextLink href={`/admin/henvendelser/${other.id}`}>
                  {other.subject}, {other.received}
                </TextLink>{" "}
                ({statusLabel[other.status]})
              </li>
            ))}
          </ul>
        )}
      </section>

      <h2 className="mt-8 text-2xl font-bold">Tråden</h2>
      <ol className="mt-4 max-w-3xl space-y-4">
        <li className="rounded-lg border border-gray-300 bg-white p-4">
          <p className="font-semibold">
            {enquiry.source === "email"
              ? text.mailed(enquiry.from, enquiry.received)
              : `${enquiry.from} skrev ${enquiry.received}:`}
          </p>
          {enquiry.mail?.subject && (
            <p className="mt-1">
              {text.mailSubject}: {enquiry.mail.subject}
            </p>
          )}
          <p className="mt-2 whitespace-pre-wrap">{enquiry.message}</p>
          {enquiry.mail && <MailExtras mail={enquiry.mail} />}
        </li>
        {thread.map((reply) =>
          reply.kind === "mail" ? (
            <li key={`mail-${reply.id}`} className="rounded-lg border border-gray-300 bg-white p-4" data-answer="">
              <p className="font-semibold">{text.mailed(reply.from, reply.at)}</p>
              {reply.automatic && <p className="mt-1 text-sm text-muted">{text.automatic}</p>}
              <p className="mt-2 whitespace-pre-wrap">{reply.body}</p>
              <MailExtras mail={reply} />
            </li>
          ) : (
            <li key={reply.id} className="rounded-lg border border-brand-600 bg-brand-50 p-4" data-reply="">
              <p className="font-semibold">{text.sentBy(reply.by, reply.at)}</p>
              <p className="mt-2 whitespace-pre-wrap">{reply.body}</p>
              {reply.mail && (
                <details className="mt-2">
                  <summary className={textLinkClasses(true, "cursor-pointer")}>{text.wholeMail}</summary>
                  <p className="mt-2">
                    {text.mailSubject}: {reply.mail.subject}
                  </p>
                  <pre className="mt-1 font-sans whitespace-pre-wrap">{reply.mail.text}</pre>
                </details>
              )}
              <p className="mt-2 text-sm text-muted">{reply.delivery}</p>
            </li>
          ),
        )}
      </ol>

      <section id="svar" aria-labelledby="svar-tittel" className="mt-8 max-w-3xl">
        <h2 id="svar-tittel" className="text-2xl font-bold">
          Svar {enquiry.from}
        </h2>
        {answer.restored && (
          <p role="status" className="mt-4 rounded-md border-2 border-brand-700 bg-white p-3 font-semibold">
            {text.restored}
          </p>
        )}
        {answer.conflict.length > 0 && (
          <div
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK pattern: focus moves to the problem after a failed submit.
            autoFocus
            role="alert"
            data-conflict=""
            className="mt-4 rounded-lg border-4 border-red-700 bg-white p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <p className="font-semibold text-red-800">{text.conflict(answer.conflict.length)}</p>
            {answer.conflict.map((reply) => (
              <div key={reply.id} className="mt-3">
                <p className="font-semibold">{text.sentBy(reply.by, reply.at)}</p>
                <p className="mt-1 whitespace-pre-wrap">{reply.body}</p>
              </div>
            ))}
            <p className="mt-3">{text.conflictKept}</p>
          </div>
        )}
        <ReplyForm
          enquiryId={enquiry.id}
          mail={mail}
          answer={answer}
          savedReplies={savedReplies}
          signature={signature}
          savedDraft={savedDraft}
        />
        <form method="post" action={`/admin/henvendelser/${enquiry.id}`} className="mt-6 flex flex-wrap gap-2">
          {enquiry.status === "closed" || enquiry.status === "spam" ? (
            <button type="submit" name="intent" value="reopen" className={buttonClasses("secondary")}>
              Åpne henvendelsen igjen
            </button>
          ) : (
            <button type="submit" name="intent" value="close" className={buttonClasses("secondary")}>
              Lukk henvendelsen (ingenting mer å gjøre)
            </button>
          )}
          {enquiry.status !== "spam" && (
            <button type="submit" name="intent" value="spam" className={buttonClasses("secondary")}>
              {inboxText.markSpam}
            </button>
          )}
        </form>
      </section>
    </>
  );
}
