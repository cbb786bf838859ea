import type { GuideColor } from "#content/guide-schemas";

/** Full class names per accent colour, so Tailwind finds them in the source. */
export const accentTopBorder: Record<GuideColor, string> = {
  red: "border-t-red-700",
  orange: "border-t-orange-700",
  amber: "border-t-amber-600",
  lime: "border-t-lime-700",
  green: "border-t-green-700",
  blue: "border-t-blue-700",
  violet: "border-t-violet-700",
  slate: "border-t-slate-700",
};

export const accentFill: Record<GuideColor, string> = {
  red: "bg-red-700",
  orange: "bg-orange-700",
  amber: "bg-amber-600",
  lime: "bg-lime-700",
  green: "bg-green-700",
  blue: "bg-blue-700",
  violet: "bg-violet-700",
  slate: "bg-slate-700",
};
