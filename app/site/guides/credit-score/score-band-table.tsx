import type { ScoreBand } from "#content/credit-score";
import { accentFill } from "../colors";
import { DataTable } from "~/shared/ui/data-table";

/** The score scale: each band's range, status in words (with a colour swatch beside it), meaning and advice. */
export function ScoreBandTable({ bands, caption }: { bands: ScoreBand[]; caption: string }) {
  return (
    <DataTable label={caption} caption={caption}>
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pr-3">
            Score
          </th>
          <th scope="col" className="py-2 pr-3">
            Nivå
          </th>
          <th scope="col" className="py-2 pr-3">
            Hva det betyr
          </th>
          <th scope="col" className="py-2">
            Vårt råd
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={band.status} className="border-b border-gray-200 align-top">
            <td className="py-2 pr-3 whitespace-nowrap">
              {band.range.min}–{band.range.max}
            </td>
            <th scope="row" className="py-2 pr-3 whitespace-nowrap">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${accentFill[band.color]}`} />
                {band.status}
              </span>
            </th>
            <td className="py-2 pr-3">{band.description}</td>
            <td className="py-2">{band.advice}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
