import { Link } from "react-router";
import type { SavingsStrategy } from "#content/savings-guide";
import { formatKr } from "~/shared/format/format";
import { DifficultyBadge } from "./difficulty-badge";
import { DataTable } from "~/shared/ui/data-table";

/** The savings strategies as a table: strategy, potential per year, difficulty and, optionally, time. */
export function StrategySummary({
  strategies,
  caption,
  showTime = false,
  linkFor,
}: {
  strategies: SavingsStrategy[];
  caption: string;
  showTime?: boolean;
  /** Where the strategy is explained (an in-page #anchor or a path), when somewhere is. */
  linkFor?: (strategy: SavingsStrategy) => string | undefined;
}) {
  return (
    <DataTable label={caption} caption={caption}>
      <thead>
        <tr className="border-b-2 border-gray-300">
          <th scope="col" className="py-2 pr-3">
            Strategi
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Mulig besparelse per år
          </th>
          <th scope="col" className={`py-2 ${showTime ? "pr-3" : ""}`}>
            Vanskelighetsgrad
          </th>
          {showTime && (
            <th scope="col" className="py-2">
              Tid
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {strategies.map((strategy) => {
          const href = linkFor?.(strategy);
          return (
            <tr key={strategy.id} className="border-b border-gray-200">
              <th scope="row" className="py-2 pr-3 font-normal">
                {href ? <Link to={href}>{strategy.strategy}</Link> : strategy.strategy}
              </th>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">{formatKr(strategy.potential)}</td>
              <td className={`py-2 ${showTime ? "pr-3" : ""}`}>
                <DifficultyBadge difficulty={strategy.difficulty} />
              </td>
              {showTime && <td className="py-2">{strategy.time}</td>}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
