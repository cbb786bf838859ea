/** Short cards side by side: a name, what it is and how to use it. */
export function InfoCardList({
  items,
  whatLabel,
  howLabel,
}: {
  items: Array<{ way: string; what: string; how: string }>;
  whatLabel: string;
  howLabel: string;
}) {
  return (
    <ul className="my-6 grid list-none gap-4 pl-0 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.way} className="rounded-xl border border-gray-200 p-4">
          <p className="m-0 font-semibold break-words hyphens-auto text-ink">{item.way}</p>
          <p className="mt-2 mb-0 text-sm">
            <strong>{whatLabel}:</strong> {item.what}
          </p>
          <p className="mt-2 mb-0 text-sm">
            <strong>{howLabel}:</strong> {item.how}
          </p>
        </li>
      ))}
    </ul>
  );
}
