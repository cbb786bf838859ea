/** A numbered list of steps or tips, each a bold heading and a sentence or two. */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="my-6 list-none space-y-4 pl-0">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <p className="my-0 font-semibold text-ink">{step.title}</p>
            <p className="mt-1 mb-0 leading-7">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
