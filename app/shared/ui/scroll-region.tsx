import type { ReactNode } from "react";
import { sharedUiText } from "~/shared/ui/ui-text";

/**
 * The one frame for a table that can be wider than the screen: it scrolls sideways on its own instead of
 * widening the page, is a named region with a tab stop so the keyboard can scroll it (WCAG 2.1.1), and
 * says «Sveip for å se hele tabellen» above the table only while the table is wider than the frame
 * (.scroll-hint in app.css: the frame knows, without JavaScript).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // relative: an absolutely positioned child (an sr-only label in a cell) is clipped here too, or it widens the page.
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
      tabIndex={0}
      className={`scroll-region relative overflow-x-auto ${className}`}
    >
      <p className="scroll-hint sticky left-0 w-max px-3 pt-1 pb-2 text-sm text-muted">
        {sharedUiText.tableScrollHint}
      </p>
      {children}
    </div>
  );
}
