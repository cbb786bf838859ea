import { useId, type ReactNode } from "react";

// The articles' tones (the guides had brand-700 and amber-600): brand-600 keeps the best-cashback article in its byte budget.
const tones = {
  info: "border-brand-600 bg-brand-50",
  tip: "border-green-700 bg-green-50",
  warning: "border-amber-700 bg-amber-50",
} as const;

/**
 * A boxed note in a guide or article: an example, a tip, a warning or a summary. role="note" with its
 * title as the name, so a screen reader announces where the aside starts and what it is (not a landmark).
 */
export function Callout({
  tone = "info",
  title,
  children,
}: {
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className={`my-6 rounded-xl border-l-4 p-5 ${tones[tone]}`}>
      <p id={titleId} className="my-0 font-semibold text-ink">
        {title}
      </p>
      <div className="mt-2 leading-7 [&>p]:my-2 [&>p:last-child]:mb-0">{children}</div>
    </div>
  );
}
