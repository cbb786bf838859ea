import type { ComponentProps } from "react";

const looks = {
  /** The public site: extra-bold brand ink, sized by text-page-title (app.css) so a title's longest word fits at 320 px. */
  site: "text-page-title font-extrabold tracking-tight text-brand-900",
  /** The back office's plainer frame (app/admin/admin-page-title.tsx). */
  backOffice: "text-3xl font-bold",
} as const;

/** A page's one <h1>. `className` adds spacing only. */
export function PageTitle({
  look = "site",
  className,
  children,
  ...props
}: ComponentProps<"h1"> & { look?: keyof typeof looks }) {
  return (
    <h1 {...props} className={className ? `${className} ${looks[look]}` : looks[look]}>
      {children}
    </h1>
  );
}
