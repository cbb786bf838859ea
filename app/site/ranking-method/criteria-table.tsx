import { DataTable } from "~/shared/ui/data-table";
import { formatPercent } from "~/shared/format/format";
import { RATING_WEIGHTS, ratingCriterionIds } from "~/shared/rating/rating-method";
import { ratingCriterionText } from "~/shared/rating/rating-method-text";

/** The rating's criteria with their weights and scales, read from the method's constants; the sum row is computed. */
export function CriteriaTable() {
  const total = ratingCriterionIds.reduce((sum, id) => sum + RATING_WEIGHTS[id], 0);
  return (
    <DataTable label="Kriteriene i vurderingen" caption="Kriteriene, hvor mye de teller og hvordan de gir poeng">
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pr-4">
            Kriterium
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Vekt
          </th>
          <th scope="col" className="py-2">
            Hva vi måler, og slik gir det poeng
          </th>
        </tr>
      </thead>
      <tbody>
        {ratingCriterionIds.map((id) => (
          <tr key={id} className="border-b border-gray-200 align-top" data-criterion={id}>
            <th scope="row" className="py-3 pr-4 font-semibold">
              {ratingCriterionText[id].name}
            </th>
            <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap" data-weight>
              {formatPercent(RATING_WEIGHTS[id])}
            </td>
            <td className="py-3 leading-6">
              {ratingCriterionText[id].measures} {ratingCriterionText[id].scale}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-4">
            Sum
          </th>
          <td className="py-2 pr-4 text-right font-semibold">{formatPercent(total)}</td>
          <td />
        </tr>
      </tfoot>
    </DataTable>
  );
}
