import type { Mistake } from "#content/guide-schemas";

const impactStyle: Record<Mistake["impact"], string> = {
  Høy: "bg-red-100 text-red-900",
  Middels: "bg-amber-100 text-amber-900",
};

/** Mistakes with their impact, stated in words (the colour only repeats it), and the fix. */
export function MistakeList({ mistakes }: { mistakes: Mistake[] }) {
  return (
    <ul className="my-6 list-none space-y-3 pl-0">
      {mistakes.map((item) => (
        <li key={item.mistake} className="rounded-xl border border-gray-200 p-4">
          <p className="m-0 flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span>{item.mistake}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${impactStyle[item.impact]}`}>
              Konsekvens: {item.impact.toLowerCase()}
            </span>
          </p>
          <p className="mt-2 mb-0">
            <strong>Gjør heller slik:</strong> {item.solution}
          </p>
        </li>
      ))}
    </ul>
  );
}
