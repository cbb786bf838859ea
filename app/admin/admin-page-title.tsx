import type { ComponentProps } from "react";
import { PageTitle } from "~/shared/ui/page-title";

/** A back-office page's one <h1>; `className` adds spacing only (below a «Tilbake til …» link). */
export function AdminPageTitle(props: ComponentProps<"h1">) {
  return <PageTitle look="backOffice" {...props} />;
}
