/**
 * Numbered steps or tips, each a short title and a sentence or two. `solid` (the guides): dark numbers
 * and a spoken "Steg n:" (the number is hidden, and list-none drops the numbering in some screen
 * readers). `soft` (the articles): light numbers, fewer bytes for the articles nearest their budget.
 */
export function StepList({
  steps,
  numbers = "solid",
}: {
  steps: ReadonlyArray<{ title: string; text: string }>;
  numbers?: "solid" | "soft";
}) {
  const solid = numbers === "solid";
  return (
    <ol className="my-6 list-none space-y-4 pl-0">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            className={
              solid
                ? "flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                : "flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
            }
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            {solid ? (
              <p className="m-0 font-semibold text-ink">
                <span className="sr-only">Steg {index + 1}: </span>
                {step.title}
              </p>
            ) : (
              <p className="my-0 font-semibold text-ink">{step.title}</p>
            )}
            <p className={solid ? "mt-1 mb-0" : "mt-1 mb-0 leading-7"}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
