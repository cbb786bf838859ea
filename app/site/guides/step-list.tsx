import type { GuideStep } from "#content/guide-schemas";

/** Numbered steps, each with a short title and a sentence or two. */
export function StepList({ steps }: { steps: GuideStep[] }) {
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
