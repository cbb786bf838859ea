import { formatDecimal, formatPercent, formatRating } from "~/shared/format/format";
import { DataTable } from "~/shared/ui/data-table";
import type { CriterionScore } from "~/shared/rating/rating-method";
import { ratingCriterionText, ratingRuleText } from "~/shared/rating/rating-method-text";

/**
 * How a card's score follows from its criteria: each known score with its weight, the unknown ones named,
 * and the weighted mean of the known ones (the score passed in, computed by cardRating).
 */
export function RatingBreakdown({
  cardName,
  criteria,
  score,
}: {
  cardName: string;
  criteria: readonly CriterionScore[];
  score: number;
}) {
  const knownWeight = criteria.reduce((sum, c) => sum + (c.score === undefined ? 0 : c.weight), 0);
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
          <th scope="col" className="py-1.5 text-right">
            Vekt
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.id} className="border-b border-gray-200">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {ratingCriterionText[criterion.id].name}
            </th>
            <td className="py-1.5 pr-3 text-right">
              {criterion.score === undefined ? ratingRuleText.unknownValue : formatDecimal(criterion.score)}
            </td>
            <td className="py-1.5 text-right">{formatPercent(criterion.weight)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
            Vektet snitt av de kjente kriteriene ({formatPercent(knownWeight)} av vekten)
          </th>
          <td className="py-2 text-right text-base font-bold">{formatRating(score)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
