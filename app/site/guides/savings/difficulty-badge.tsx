import type { Difficulty } from "#content/savings-guide";

/** 'Lett' in the default (filled) style, the other levels in the secondary (outlined) style. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const style =
    difficulty === "Lett" ? "border-brand-700 bg-brand-700 text-white" : "border-brand-700 bg-white text-brand-800";
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${style}`}>
      {difficulty}
    </span>
  );
}
