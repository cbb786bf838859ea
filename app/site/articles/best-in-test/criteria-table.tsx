import type { ReviewCriterion } from "#content/review-criteria";
import { DataTable } from "~/shared/ui/data-table";
import { formatPercent } from "~/shared/format/format";

/** The test's criteria with their weights; the sum row is computed, so a wrong weight shows. */
export function CriteriaTable({ criteria }: { criteria: readonly ReviewCriterion[] }) {
  const total = criteria.reduce((sum, c) => sum + c.weight, 0);
  return (
    <DataTable label="Testkriteriene" caption="Testkriteriene og hvor mye de teller">
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pr-4">
            Kriterium
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Vekt
          </th>
          <th scope="col" className="py-2">
            Hva vi vurderer
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.id} className="border-b border-gray-200 align-top">
            <th scope="row" className="py-3 pr-4 font-semibold">
              {criterion.category}
            </th>
            <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap">{formatPercent(criterion.weight)}</td>
            <td className="py-3 leading-6">{criterion.description}</td>
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
