import type { ComponentProps } from "react";

const classes = "text-page-title font-extrabold tracking-tight text-brand-900";

/**
 * A public page's one <h1>: extra-bold brand ink, sized by text-page-title (app.css) so the longest word
 * of a title fits whole at 320 px. `className` adds spacing only.
 */
export function PageTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 {...props} className={className ? `${className} ${classes}` : classes}>
      {children}
    </h1>
  );
}
