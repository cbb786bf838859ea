import { formatNumber } from "~/shared/format/format";
import { AdminTable } from "~/admin/admin-table";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { BackLink } from "~/admin/back-link";
import { DoneNotice } from "~/admin/done-notice";
import { buttonClasses } from "~/shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";

export const SUBSCRIBERS_PATH = "/admin/nyhetsbrev/abonnenter";

export type SubscriberListRow = {
  id: number;
  email: string;
  status: string;
  bounced: boolean;
  signedUp: string;
  /** «via skjemaet nederst på siden på /kort/x». */
  how: string;
  confirmed: string | null;
  softBounces: number;
  bounce: string | null;
};

const filters = [
  { value: "alle", label: "Alle", count: "all" },
  { value: "bekreftede", label: "Bekreftede", count: "confirmed" },
  { value: "ventende", label: "Venter på bekreftelse", count: "pending" },
  { value: "avviste", label: "Avviste (bounce)", count: "bounced" },
] as const;

/** The list's address with a filter, a search and a page edge; defaults left out. */
export function subscribersHref(
  filter: string,
  search: string,
  edge: { after?: number; before?: number; remove?: number; done?: string } = {},
  path = SUBSCRIBERS_PATH,
): string {
  const params = new URLSearchParams();
  if (filter !== "alle") params.set("vis", filter);
  if (search) params.set("sok", search);
  if (edge.after !== undefined) params.set("etter", String(edge.after));
  if (edge.before !== undefined) params.set("for", String(edge.before));
  if (edge.remove !== undefined) params.set("fjern", String(edge.remove));
  if (edge.done !== undefined) params.set("utfort", edge.done);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const linkClasses = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-3 font-semibold no-underline ${current ? "border-brand-900 bg-brand-900 text-white" : "border-gray-400 bg-white text-brand-800"}`;

/** The removal's confirmation: what goes, and the one button that does it. */
function ConfirmRemoval({
  subscriber,
  filter,
  search,
}: {
  subscriber: { id: number; email: string };
  filter: string;
  search: string;
}) {
  return (
    <section
      aria-labelledby="fjern-tittel"
      className="mt-6 max-w-2xl rounded-lg border-2 border-red-700 bg-white p-4"
      id="fjern"
    >
      <h2 id="fjern-tittel" className="text-xl font-bold">
        Fjerne {subscriber.email}?
      </h2>
      <p className="mt-2">
        Adressen slettes fra nyhetsbrevet, med kopiene av nyhetsbrevene vi har sendt til den, som når noen ber om å bli
        slettet. Henvendelser fra adressen berøres ikke. Det kan ikke angres, og står i endringsloggen uten adressen.
      </p>
      <form method="post" action={SUBSCRIBERS_PATH} className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="id" value={subscriber.id} />
        <input type="hidden" name="vis" value={filter} />
        <input type="hidden" name="sok" value={search} />
        <button type="submit" className={buttonClasses("primary")}>
          Fjern for godt
        </button>
        <TextLink strong href={subscribersHref(filter, search)}>
          Avbryt
        </TextLink>
      </form>
    </section>
  );
}

/**
 * The newsletter's subscribers: a search on the address, a status filter with counts, newest first, 50 a page
 * with links to newer and older pages, when and how each signed up and confirmed, their bounces, removal and a
 * CSV of what the filter shows. Those who leave are deleted (the privacy statement), so they are not listed.
 */
export function SubscriberList({
  filter,
  search,
  counts,
  total,
  rows,
  newer,
  older,
  removing,
  removed,
  problem,
}: {
  filter: string;
  search: string;
  counts: Record<"all" | "confirmed" | "pending" | "bounced", number>;
  total: number;
  rows: SubscriberListRow[];
  newer: { before: number } | null;
  older: { after: number } | null;
  removing: { id: number; email: string } | null;
  removed: boolean;
  problem: string | null;
}) {
  return (
    <>
      <BackLink href="/admin/nyhetsbrev">Tilbake til nyhetsbrevene</BackLink>
      <AdminPageTitle className="mt-4">Abonnenter</AdminPageTitle>
      {removed && !problem && <DoneNotice>Abonnenten er fjernet.</DoneNotice>}
      {problem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {problem}
        </p>
      )}
      <p className="mt-2 max-w-prose">
        Alle som har meldt seg på nyhetsbrevet, med når og hvordan de samtykket. Den som melder seg av, sletter vi
        (personvernerklæringen), så avmeldte står ikke her. En adresse som avviser e-post for godt, eller tre ganger
        midlertidig, får ikke flere nyhetsbrev.
      </p>
      {removing && <ConfirmRemoval subscriber={removing} filter={filter} search={search} />}
      <form
        method="get"
        action={SUBSCRIBERS_PATH}
        role="search"
        className="mt-6 flex max-w-2xl flex-wrap items-end gap-2"
      >
        {filter !== "alle" && <input type="hidden" name="vis" value={filter} />}
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="sok" className="block font-semibold">
            Søk på e-postadresse
          </label>
          <input
            id="sok"
            name="sok"
            type="search"
            defaultValue={search}
            maxLength={100}
            spellCheck={false}
            className="mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          Søk
        </button>
      </form>
      <nav aria-label="Vis abonnenter" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((item) => (
            <li key={item.value}>
              <a
                href={subscribersHref(item.value, search)}
                aria-current={filter === item.value ? "page" : undefined}
                className={linkClasses(filter === item.value)}
              >
                {item.label} ({formatNumber(counts[item.count])})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4" role="status">
        {search
          ? `${formatNumber(total)} treff på «${search}».`
          : `${formatNumber(total)} ${total === 1 ? "abonnent" : "abonnenter"}.`}{" "}
        <TextLink strong href={subscribersHref(filter, search, {}, `${SUBSCRIBERS_PATH}.csv`)}>
          Last ned som CSV
        </TextLink>
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-lg">
          {search ? `Ingen adresser har ord som begynner med «${search}».` : "Ingen abonnenter her."}
        </p>
      ) : (
        <AdminTable
          label="Abonnenter"
          caption="Abonnenter, nyeste først"
          columns={["E-post", "Status", "Påmeldt", "Bekreftet", "Avvisninger", "Handling"]}
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-200" data-subscriber={row.id}>
              <td className="p-3 break-all">{row.email}</td>
              <td className="p-3">
                {row.bounced ? <strong className="text-red-800">{row.status}</strong> : row.status}
              </td>
              <td className="p-3">
                {row.signedUp}
                <br />
                <span className="text-sm text-muted">{row.how}</span>
              </td>
              <td className="p-3">{row.confirmed ?? "–"}</td>
              <td className="p-3">
                {row.bounce ?? (row.softBounces > 0 ? `${formatNumber(row.softBounces)} midlertidige` : "–")}
              </td>
              <td className="p-3">
                <a
                  href={`${subscribersHref(filter, search, { remove: row.id })}#fjern`}
                  className="font-semibold text-brand-800 underline"
                  aria-label={`Fjern ${row.email}`}
                >
                  Fjern
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {(newer || older) && (
        <nav aria-label="Sider med abonnenter" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {newer && (
              <li>
                <a href={subscribersHref(filter, search)} className={buttonClasses("secondary")}>
                  Nyeste
                </a>
              </li>
            )}
            {newer && (
              <li>
                <a href={subscribersHref(filter, search, newer)} rel="prev" className={buttonClasses("secondary")}>
                  Nyere
                </a>
              </li>
            )}
            {older && (
              <li>
                <a href={subscribersHref(filter, search, older)} rel="next" className={buttonClasses("secondary")}>
                  Eldre
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
