import type { ReviewCriterion, ReviewCriterionId } from "#content/review-criteria";
import { formatDecimal, formatPercent, formatRating } from "~/shared/format/format";
import { criterionContribution } from "~/site/articles/review-score";
import { DataTable } from "~/shared/ui/data-table";

/**
 * How a card's total follows from its criterion scores: score × weight per criterion,
 * summed. The total passed in is the one computed by weightedReviewScore.
 */
export function ReviewScoreBreakdown({
  cardName,
  criteria,
  scores,
  total,
}: {
  cardName: string;
  criteria: readonly ReviewCriterion[];
  scores: Readonly<Record<ReviewCriterionId, number>>;
  total: number;
}) {
  return (
    <DataTable
      label={`Poengsummen til ${cardName}`}
      caption={`Slik er poengsummen til ${cardName} regnet ut`}
      className=""
      compact
    >
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-1.5 pr-3">
            Kriterium
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right">
            Poeng (av 10)
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right">
            Vekt
          </th>
          <th scope="col" className="py-1.5 text-right">
            Bidrag
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.id} className="border-b border-gray-200">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {criterion.category}
            </th>
            <td className="py-1.5 pr-3 text-right">{formatDecimal(scores[criterion.id])}</td>
            <td className="py-1.5 pr-3 text-right">{formatPercent(criterion.weight)}</td>
            <td className="py-1.5 text-right">
              {formatDecimal(criterionContribution(scores[criterion.id], criterion.weight))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="py-2 pr-3 text-right">
            Testscore (avrundet til én desimal)
          </th>
          <td className="py-2 text-right text-base font-bold">{formatRating(total)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
