import type { ReactNode } from "react";

/**
 * Lets a wide table scroll sideways on a small screen instead of widening the page.
 * The scrolling box is a named region with a tab stop, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
    <div role="region" aria-label={label} tabIndex={0} className="relative my-6 overflow-x-auto">
      {children}
    </div>
  );
}
