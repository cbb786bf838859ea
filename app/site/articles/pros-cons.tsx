import { useId } from "react";

const CHECK = "M3 8.5l3 3 7-7";
const CROSS = "M4 4l8 8M12 4l-8 8";

function Mark({ path, className }: { path: string; className: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      className={`mt-1 shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** Pros and cons side by side; the words "Fordeler"/"Ulemper" carry the meaning, the icons only decorate. */
export function ProsCons({ pros, cons }: { pros: readonly string[]; cons: readonly string[] }) {
  const id = useId();
  const lists = [
    { key: "pros", label: "Fordeler", items: pros, path: CHECK, colour: "text-green-700" },
    { key: "cons", label: "Ulemper", items: cons, path: CROSS, colour: "text-red-700" },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {lists.map((list) => (
        <div key={list.key}>
          <p id={`${id}-${list.key}`} className="my-0 font-semibold text-ink">
            {list.label}
          </p>
          <ul aria-labelledby={`${id}-${list.key}`} className="mt-2 mb-0 list-none space-y-1.5 pl-0 text-sm leading-6">
            {list.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Mark path={list.path} className={list.colour} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
