import type { ReactNode } from "react";
import { ScrollRegion } from "~/shared/ui/scroll-region";

/**
 * A back-office list (staff, cards, enquiries, newsletters, the audit log): a framed region that scrolls
 * sideways on its own, with a caption for screen readers and one header row from `columns`. Children
 * are the body's rows (<tr className="border-t border-gray-200"> with <td className="p-3"> cells).
 */
export function AdminTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className="mt-6 rounded-lg border border-gray-300 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="p-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
