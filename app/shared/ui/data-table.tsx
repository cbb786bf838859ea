import type { ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

/**
 * A table of figures: a scroll region of its own (named by `label`) around a full-width table with a
 * caption. Children are the table's <thead>, <tbody> and <tfoot>. By default it stands in running text
 * (a margin above and below, smaller type on a phone); `className` replaces the region's margin and
 * frame, `compact` keeps small type at every width, and `hideCaption` leaves the caption to screen
 * readers where a visible heading or summary already says what the table is.
 */
export function DataTable({
  label,
  caption,
  className = "my-6",
  compact = false,
  hideCaption = false,
  children,
}: {
  label: string;
  caption: ReactNode;
  className?: string;
  compact?: boolean;
  hideCaption?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className={className}>
      <table className={`w-full border-collapse text-left text-sm${compact ? "" : " sm:text-base"}`}>
        <caption className={hideCaption ? "sr-only" : "mb-2 text-left font-semibold text-ink"}>{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
