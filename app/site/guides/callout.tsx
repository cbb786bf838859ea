import type { ReactNode } from "react";

const tones = {
  info: "border-brand-700 bg-brand-50",
  warning: "border-amber-600 bg-amber-50",
  success: "border-green-700 bg-green-50",
} as const;

/** A highlighted box inside an article: an example, a warning or a summary. */
export function Callout({ title, tone = "info", children }: { title?: string; tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div className={`my-6 rounded-xl border-l-4 p-5 ${tones[tone]} [&>*:first-child]:mt-0 [&>*:last-child]:mb-0`}>
      {title && <p className="font-semibold text-ink">{title}</p>}
      {children}
    </div>
  );
}
