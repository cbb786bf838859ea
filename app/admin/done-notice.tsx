import type { ReactNode } from "react";

/**
 * What the last action did, said once after its redirect (role="status", read without taking focus).
 * Routes pass it only when no post answered on the page (no actionData): a later error or conflict is
 * the news then, and a green notice beside it would say the opposite.
 */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">
      {children}
    </p>
  );
}
