import { Form } from "react-router";

export type FilterOption = { value: string; label: string; count: number; selected: boolean };

/**
 * One filter of a list as a plain GET form of pressed/unpressed buttons (decision 0002): a button
 * submits its value under `name`, and `keep` carries the list's other choices as hidden fields, so
 * the filter works without JavaScript and the URL holds every choice.
 */
export function FilterButtons({
  formLabel,
  groupLabel,
  name,
  options,
  keep,
  action,
  className,
}: {
  /** The list's own address: a GET form's query is its fields, and the page is the same whatever the URL's query. */
  action: string;
  formLabel: string;
  groupLabel: string;
  name: string;
  options: readonly FilterOption[];
  keep: ReadonlyArray<readonly [string, string]>;
  className: string;
}) {
  return (
    <Form method="get" action={action} preventScrollReset className={className} aria-label={formLabel}>
      {keep.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className="flex flex-wrap gap-2" role="group" aria-label={groupLabel}>
        {options.map((option) => (
          <button
            key={option.value}
            type="submit"
            name={name}
            value={option.value}
            aria-pressed={option.selected}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
              option.selected
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-gray-300 bg-white text-ink hover:border-brand-700"
            }`}
          >
            {option.label} <span className={option.selected ? "text-brand-100" : "text-muted"}>({option.count})</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
