import type { ReactNode } from "react";

/** The row of closing buttons under a guide section. */
export function GuideActions({ children }: { children: ReactNode }) {
  return <div className="my-8 flex flex-wrap gap-3">{children}</div>;
}
