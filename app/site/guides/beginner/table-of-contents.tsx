/** The guide's table of contents: in-page links to its sections. */
export function TableOfContents({
  items,
  label = "Innhold i guiden",
}: {
  items: Array<{ id: string; label: string }>;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="rounded-xl border border-gray-200 bg-brand-50 p-5">
      <p className="m-0 font-semibold text-ink">{label}</p>
      <ol className="mt-2 mb-0 list-decimal space-y-1 pl-6">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
