import type { ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

/**
 * A table of figures in running text: a scroll region of its own (named by `label`) around a full-width
 * table with a visible caption. Children are the table's <thead>, <tbody> and <tfoot>.
 */
export function DataTable({ label, caption, children }: { label: string; caption: ReactNode; children: ReactNode }) {
  return (
    <ScrollRegion label={label} className="my-6">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
