import { printedEffectiveRate, type CreditTerms } from "~/shared/cards/representative-example";

/** One claim in the hero and on /om: a figure, what it counts, and the page that shows its basis. */
export type SiteClaim = { value: string; label: string; href: string };

/**
 * What the site says about itself in figures, each true and with its basis one click away (issue 31): no
 * invented user counts, years or absolute safety beside credit offers (markedsføringsloven § 7, misleading
 * claims). The first is how we are paid (/om), the second is computed from the cards shown, the third is
 * what the pages' Content Security Policy enforces (no script from another origin) and the privacy page states.
 */
export function siteClaims(cards: readonly CreditTerms[]): SiteClaim[] {
  const priced = cards.filter((card) => Number.isFinite(printedEffectiveRate(card))).length;
  return [
    { value: "0\u00a0kr", label: "for deg å bruke oss", href: "/om#how-we-work" },
    {
      value: `${priced} av ${cards.length}`,
      label: "kort med effektiv rente etter forskriften",
      href: "/#representativt-eksempel",
    },
    { value: "0", label: "sporingsskript fra andre", href: "/personvern#cookies-og-statistikk" },
  ];
}
