export type SummaryFigure = { value: string; label: string };

/** A row of headline figures ('3 %' over 'Høyeste faste cashback'); values are formatted by the caller. */
export function SummaryFigures({ figures }: { figures: readonly SummaryFigure[] }) {
  return (
    <dl className="my-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        // dt comes first in the markup for screen readers; flex-col-reverse shows the figure on top.
        <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4 text-center">
          <dt className="mt-1 text-sm leading-5 text-muted">{figure.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
