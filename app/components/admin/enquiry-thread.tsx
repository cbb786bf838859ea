import { ErrorSummary } from "~/components/ui/error-summary";
import { TextareaField } from "~/components/ui/textarea-field";
import { replyLimits } from "~/domain/staff";
import { statusLabel } from "./enquiry-inbox";
import { DoneNotice } from "~/components/admin/done-notice";
import { buttonClasses } from "~/components/ui/button-link";
import { BackLink } from "~/components/admin/back-link";

type Props = {
  enquiry: {
    id: number;
    from: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    status: "new" | "answered" | "closed";
    received: string;
    deadline: string;
    overdue: boolean;
    lastContact: string;
  };
  replies: Array<{ id: number; by: string; at: string; body: string; delivery: string }>;
  notification: { to: string; delivery: string } | null;
  done: string | null;
  errors: { body?: string };
  values: { body: string };
};

const doneText: Record<string, string> = {
  besvart: "Svaret er lagt i utboksen og sendes nå. Henvendelsen er merket besvart.",
  lukket: "Henvendelsen er lukket.",
  gjenapnet: "Henvendelsen er åpnet igjen.",
};

/** One enquiry: the message, the thread of replies, and the reply form. */
export function EnquiryThread({ enquiry, replies, notification, done, errors, values }: Props) {
  return (
    <>
      <BackLink href="/admin/henvendelser">Tilbake til henvendelsene</BackLink>
      <h1 className="mt-4 text-3xl font-bold">
        {enquiry.subject}: {enquiry.from}
      </h1>
      {done && doneText[done] && (
        <DoneNotice>
          {doneText[done]}
        </DoneNotice>
      )}
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd>
          {statusLabel[enquiry.status]}
          {enquiry.overdue && <strong className="ml-2 text-red-800">{enquiry.status === "new" ? "Over fristen" : "Besvart etter fristen"}</strong>}
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

      <h2 className="mt-8 text-2xl font-bold">Tråden</h2>
      <ol className="mt-4 max-w-3xl space-y-4">
        <li className="rounded-lg border border-gray-300 bg-white p-4">
          <p className="font-semibold">
            {enquiry.from} skrev {enquiry.received}:
          </p>
          <p className="mt-2 whitespace-pre-wrap">{enquiry.message}</p>
        </li>
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-brand-600 bg-brand-50 p-4" data-reply="">
            <p className="font-semibold">
              {reply.by} svarte {reply.at}:
            </p>
            <p className="mt-2 whitespace-pre-wrap">{reply.body}</p>
            <p className="mt-2 text-sm text-muted">{reply.delivery}</p>
          </li>
        ))}
      </ol>

      <section id="svar" aria-labelledby="svar-tittel" className="mt-8 max-w-3xl">
        <h2 id="svar-tittel" className="text-2xl font-bold">
          Svar {enquiry.from}
        </h2>
        <form method="post" noValidate className="mt-4 space-y-4">
          <ErrorSummary items={errors.body ? [{ fieldId: "body", message: errors.body }] : []} />
          <TextareaField
            label="Svaret ditt"
            name="body"
            hint={`Sendes på e-post til ${enquiry.email} med henvendelsen sitert under. Svar til oss kommer til supportadressen.`}
            error={errors.body}
            defaultValue={values.body}
            required
            maxLength={replyLimits.max}
          />
          <button type="submit" name="intent" value="reply" className={buttonClasses("primary")}>
            Send svaret
          </button>
        </form>
        <form method="post" className="mt-6">
          {enquiry.status === "closed" ? (
            <button type="submit" name="intent" value="reopen" className={buttonClasses("secondary")}>
              Åpne henvendelsen igjen
            </button>
          ) : (
            <button type="submit" name="intent" value="close" className={buttonClasses("secondary")}>
              Lukk henvendelsen (ingenting mer å gjøre)
            </button>
          )}
        </form>
      </section>
    </>
  );
}
