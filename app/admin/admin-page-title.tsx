import type { ComponentProps } from "react";

const classes = "text-3xl font-bold";

/** A back-office page's one <h1>; `className` adds spacing only (below a «Tilbake til …» link). */
export function AdminPageTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 {...props} className={className ? `${className} ${classes}` : classes}>
      {children}
    </h1>
  );
}
