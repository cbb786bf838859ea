import { DataTable } from "~/shared/ui/data-table";

/** A two-way comparison: one row per aspect, one column per option. */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Headings of the aspect column and the two option columns. */
  columns: readonly [string, string, string];
  rows: ReadonlyArray<{ aspect: string; left: string; right: string }>;
}) {
  return (
    <DataTable label={caption} caption={caption}>
      <thead>
        <tr className="border-b-2 border-gray-300 bg-brand-50">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.aspect} className="border-b border-gray-200 align-top">
            <th scope="row" className="px-3 py-3 font-semibold">
              {row.aspect}
            </th>
            <td className="px-3 py-3 leading-6">{row.left}</td>
            <td className="px-3 py-3 leading-6">{row.right}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
