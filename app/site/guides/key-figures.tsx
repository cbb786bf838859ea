/** A row of key figures: a value with a label under it. */
export function KeyFigures({ items, label }: { items: Array<{ label: string; value: string }>; label: string }) {
  return (
    <dl aria-label={label} className="my-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse rounded-xl border border-brand-100 bg-white p-4">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="text-xl font-bold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
