/** Numbered steps or tips, each a short title and a sentence or two (guides and articles). */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="my-6 list-none space-y-4 pl-0">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            {/* The number above is hidden, and list-none drops the list's numbering in some screen readers. */}
            <p className="m-0 font-semibold text-ink">
              <span className="sr-only">Steg {index + 1}: </span>
              {step.title}
            </p>
            <p className="mt-1 mb-0">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
