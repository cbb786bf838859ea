import { formatNumber } from "~/domain/format";
import { ScrollRegion } from "~/components/ui/scroll-region";

type Row = {
  id: number;
  from: string;
  email: string;
  subject: string;
  status: "new" | "answered" | "closed";
  received: string;
  deadline: string;
  overdue: boolean;
  minutesLeft: number | null;
};

const filters = [
  { value: "nye", label: "Nye", count: "new" },
  { value: "besvarte", label: "Besvarte", count: "answered" },
  { value: "lukkede", label: "Lukkede", count: "closed" },
  { value: "alle", label: "Alle", count: null },
] as const;

export const statusLabel = { new: "Ny", answered: "Besvart", closed: "Lukket" } as const;

/** Working minutes as "2 t 15 min". */
export function workingDuration(minutes: number): string {
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return [hours > 0 ? `${formatNumber(hours)} t` : "", rest > 0 || hours === 0 ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/** The inbox: a table of enquiries with their deadline, overdue ones marked in words, not by colour alone. */
export function EnquiryInbox({
  filter,
  counts,
  enquiries,
  more,
  promise,
}: {
  filter: string;
  counts: Record<"new" | "answered" | "closed", number>;
  enquiries: Row[];
  more: boolean;
  promise: string;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold">Henvendelser</h1>
      <p className="mt-2 max-w-prose">Vi lover svar innen {promise}. Fristen regnes i arbeidstimer og hopper over helger og helligdager.</p>
      <nav aria-label="Vis henvendelser" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((item) => (
            <li key={item.value}>
              <a
                href={`/admin/henvendelser?vis=${item.value}`}
                aria-current={filter === item.value ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-3 font-semibold no-underline ${filter === item.value ? "border-brand-900 bg-brand-900 text-white" : "border-gray-400 bg-white text-brand-800"}`}
              >
                {item.label}
                {item.count && ` (${formatNumber(counts[item.count])})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {enquiries.length === 0 ? (
        <p className="mt-6 text-lg">Ingen henvendelser her.</p>
      ) : (
        <ScrollRegion label="Henvendelser" className="mt-6 rounded-lg border border-gray-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Henvendelser, de mest presserende først</caption>
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="p-3">Fra</th>
                <th scope="col" className="p-3">Gjelder</th>
                <th scope="col" className="p-3">Mottatt</th>
                <th scope="col" className="p-3">Frist</th>
                <th scope="col" className="p-3">Status</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((row) => (
                <tr key={row.id} className="border-t border-gray-200" data-enquiry={row.id}>
                  <td className="p-3">
                    <a href={`/admin/henvendelser/${row.id}`} className="font-semibold text-brand-700 underline">
                      {row.from}
                    </a>
                    <br />
                    <span className="text-sm text-muted">{row.email}</span>
                  </td>
                  <td className="p-3">{row.subject}</td>
                  <td className="p-3">{row.received}</td>
                  <td className="p-3">
                    {row.deadline}
                    {row.overdue && (
                      <>
                        <br />
                        <strong className="text-red-800">{row.status === "new" ? "Over fristen" : "Besvart etter fristen"}</strong>
                        {row.minutesLeft !== null && row.minutesLeft < 0 && <span className="text-red-800"> ({workingDuration(row.minutesLeft)} over)</span>}
                      </>
                    )}
                    {!row.overdue && row.minutesLeft !== null && (
                      <>
                        <br />
                        <span className="text-muted">{workingDuration(row.minutesLeft)} arbeidstid igjen</span>
                      </>
                    )}
                  </td>
                  <td className="p-3">{statusLabel[row.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {more && <p className="mt-4">Viser de 200 første. Velg et annet utvalg for å se flere.</p>}
    </>
  );
}
