import { AdminTable } from "~/admin/admin-table";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { SelectField } from "~/shared/forms/select-field";
import { buttonClasses } from "~/shared/ui/button-link";
import { formatDate, formatKrOre } from "~/shared/format/format";
import { affiliateNetworks } from "~/shared/commission/affiliate-networks";
import { columnLabels, reportColumns, type ColumnMapping, type ReportColumn } from "~/admin/statistics/network-report";
import { reportUploadText as text } from "~/admin/statistics/report-upload-text";
import type { PreviewLine, UploadPreview } from "~/admin/statistics/report-upload.server";

/** The most rows the preview's table lists (a page stays light); the counts cover every row. */
const PREVIEW_ROWS_SHOWN = 1_000;

export type UploadFormValues = { network: string; mapping: ColumnMapping };

const kr = (minor: number, currency: string) =>
  currency === "NOK" ? formatKrOre(minor / 100) : `${(minor / 100).toFixed(2).replace(".", ",")} ${currency}`;

/** The upload form: network, file, and the columns to map when a report's headers are not recognized. */
export function ReportUploadForm({
  networkChoices,
  values,
  errors,
  mappingField,
}: {
  networkChoices: Array<{ value: string; label: string }>;
  values: UploadFormValues;
  errors: Partial<Record<string, string>>;
  mappingField: (column: ReportColumn) => string;
}) {
  const summary = Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ fieldId: `felt-${field}`, message }] : [],
  );
  const mappingOpen = reportColumns.some((column) => errors[mappingField(column)] || values.mapping[column]);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="mt-8 grid max-w-2xl gap-4 rounded-lg border border-gray-300 bg-white p-4"
      aria-labelledby="last-opp-tittel"
    >
      <h2 id="last-opp-tittel" className="text-xl font-semibold">
        Ny rapport
      </h2>
      {summary.length > 0 && <ErrorSummary items={summary} />}
      <input type="hidden" name="intent" value="forhandsvis" />
      <SelectField
        label={text.networkLabel}
        name="nettverk"
        placeholder="Velg nettverk"
        options={networkChoices}
        defaultValue={values.network}
        error={errors.nettverk}
      />
      <Field
        label={text.fileLabel}
        name="fil"
        type="file"
        accept=".csv,text/csv"
        hint={text.fileHint}
        error={errors.fil}
      />
      <details open={mappingOpen} className="rounded-md border border-gray-300 p-3">
        <summary className="cursor-pointer font-semibold">{text.mappingHeading}</summary>
        <p className="mt-2 max-w-prose text-sm">{text.mappingHint}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {reportColumns.map((column) => (
            <Field
              key={column}
              label={`Kolonne for ${columnLabels[column].toLowerCase()}`}
              name={mappingField(column)}
              defaultValue={values.mapping[column] ?? ""}
              error={errors[mappingField(column)]}
              autoComplete="off"
            />
          ))}
        </div>
      </details>
      <div>
        <button type="submit" className={buttonClasses("primary")}>
          {text.previewButton}
        </button>
      </div>
    </form>
  );
}

function changeText(line: PreviewLine): string {
  const statuses = text.statuses;
  switch (line.change) {
    case "new":
      return text.changes.new;
    case "status":
      return `${statuses[line.held!.status]} → ${statuses[line.status]}`;
    case "amount":
      return `${kr(line.held!.amountMinor, line.held!.currency)} → ${kr(line.amountMinor, line.currency)}`;
    case "unchanged":
      return text.changes.unchanged;
  }
}

/** What an upload would change, row by row, with the rows refused, and the one button that stores it. */
export function UploadPreviewView({ preview }: { preview: UploadPreview }) {
  const { counts } = preview;
  return (
    <section aria-labelledby="forhandsvisning" className="mt-8">
      <h2 id="forhandsvisning" className="text-xl font-semibold">
        {`${text.previewHeading}: ${preview.fileName} (${affiliateNetworks[preview.network].name})`}
      </h2>
      <dl className="mt-3 grid max-w-3xl grid-cols-2 gap-2 sm:grid-cols-3">
        {(
          [
            ["Nye", counts.new],
            ["Ny status", counts.status],
            ["Endret beløp", counts.amount],
            ["Uendret", counts.unchanged],
            ["Uten kjent klikk", counts.unattributed],
            ["Avvist (kan ikke leses)", counts.refused],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md border border-gray-300 bg-white p-3">
            <dt className="text-sm">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.lines.length > PREVIEW_ROWS_SHOWN && (
        <p className="mt-4 max-w-prose">
          {`Tabellen viser de første ${PREVIEW_ROWS_SHOWN} av ${preview.lines.length} transaksjonene; tallene over og lagringen gjelder alle.`}
        </p>
      )}
      {preview.lines.length > 0 && (
        <AdminTable
          label="Transaksjoner i rapporten"
          caption="Transaksjoner i rapporten og hva de endrer"
          columns={["Linje", "Transaksjon", "Klikk", "Status", "Provisjon", "Dato", "Endring"]}
        >
          {preview.lines.slice(0, PREVIEW_ROWS_SHOWN).map((line) => (
            <tr key={line.transactionId} className="border-t border-gray-200">
              <td className="p-3 tabular-nums">{line.line}</td>
              <th scope="row" className="p-3 font-semibold break-all">
                {line.transactionId}
              </th>
              <td className="p-3">{line.attributed ? "Kjent klikk" : "Ukjent klikk"}</td>
              <td className="p-3">{text.statuses[line.status]}</td>
              <td className="p-3 whitespace-nowrap tabular-nums">{kr(line.amountMinor, line.currency)}</td>
              <td className="p-3 whitespace-nowrap">{line.day ? formatDate(line.day) : "–"}</td>
              <td className="p-3">{changeText(line)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {preview.refused.length > 0 && (
        <AdminTable label={text.refusedHeading} caption={text.refusedHeading} columns={["Linje", "Hvorfor"]}>
          {preview.refused.slice(0, PREVIEW_ROWS_SHOWN).map((row) => (
            <tr key={row.line} className="border-t border-gray-200">
              <th scope="row" className="p-3 tabular-nums">
                {row.line}
              </th>
              <td className="p-3">{row.reason}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {preview.lines.length > 0 ? (
        <form method="post" className="mt-6">
          <input type="hidden" name="intent" value="lagre" />
          <input type="hidden" name="token" value={preview.token} />
          <p className="max-w-prose text-sm">{text.confirmHint}</p>
          <button type="submit" className={`${buttonClasses("primary")} mt-3`}>
            {text.confirmButton}
          </button>
        </form>
      ) : (
        <p className="mt-6 font-semibold">Ingen rader kan lagres. Rett filen og last den opp på nytt.</p>
      )}
    </section>
  );
}
