import { formatNumber } from "~/shared/format/format";
import type { IssueProgress } from "~/admin/newsletter/newsletter-send.server";
import { TextLink } from "~/shared/ui/text-link";

/** "12 av 40": how many of the recipients are done (handed to the outbox, skipped because they left, or not sent because the send stopped). */
export function progressLine(progress: IssueProgress): string {
  return `${formatNumber(progress.sent + progress.skipped + progress.failed + progress.cancelled)} av ${formatNumber(progress.total)}`;
}

/** Where a send stands, read from the database on every load: a reload, or another instance sending, shows the same. */
export function NewsletterProgress({
  progress,
  issueId,
  shownAt,
}: {
  progress: IssueProgress;
  issueId: number;
  shownAt: number;
}) {
  const rows: Array<[string, number]> = [
    ["Mottakere", progress.total],
    ["Lagt i utboksen", progress.sent],
    ["Levert til e-posttjeneren", progress.delivered],
    ["Prøves igjen (e-posttjeneren avviste)", progress.retrying],
    ["Feilet", progress.failed],
    ["Avvist for godt (hard bounce)", progress.bouncedHard],
    ["Avvist midlertidig (soft bounce)", progress.bouncedSoft],
    ["Hoppet over (meldt av)", progress.skipped],
    ["Ikke sendt (sendingen ble stoppet)", progress.cancelled],
    ["Venter", progress.pending],
  ];
  const done = progress.sent + progress.skipped + progress.failed + progress.cancelled;
  return (
    <section id="fremdrift" aria-labelledby="fremdrift-tittel" className="mt-8 max-w-3xl">
      <h2 id="fremdrift-tittel" className="text-2xl font-bold">
        Fremdrift
      </h2>
      <label htmlFor="fremdrift-maler" className="mt-4 block font-semibold">
        {progressLine(progress)} behandlet
      </label>
      <progress id="fremdrift-maler" max={Math.max(progress.total, 1)} value={done} className="mt-2 h-4 w-full" />
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        {/* A new address each time (the time it was shown): a link to the page's own URL with only a #fragment would just scroll. */}
        <TextLink strong href={`/admin/nyhetsbrev/${issueId}?vist=${shownAt}#fremdrift`}>
          Oppdater fremdriften
        </TextLink>
      </p>
    </section>
  );
}
