import type { FaqItem } from "#content/faq";

/**
 * Native <details name="…"> gives an exclusive accordion: one item open at a time,
 * collapsible, keyboard operable and readable without JavaScript.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name="faq" className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <svg
              width="20"
              height="20"
              viewBox="0 0 20 20"
              className="shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-7 text-ink">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export function faqJsonLd(items: FaqItem[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
