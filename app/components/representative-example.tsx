import type { CreditCard } from "#content/card-schema";
import { formatKr, formatPercent } from "~/domain/format";
import { representativeAssumptions, representativeExample } from "~/domain/representative-example";
import { uiText } from "~/ui-text";

/** The one-line representative example: "Eff. rente 19,9 %, 15 000 kr o/12 mnd. Kostnad: 1 527 kr. Totalt: 16 527 kr." */
export function representativeExampleText(card: Pick<CreditCard, "effectiveRate" | "annualFee">): string {
  const example = representativeExample(card);
  return `Eff. rente ${formatPercent(example.effectiveRate)}, ${formatKr(example.principal)} o/${example.months} mnd. Kostnad: ${formatKr(example.creditCost)}. Totalt: ${formatKr(example.totalPaid)}.`;
}

export function RepresentativeExample({ card }: { card: Pick<CreditCard, "effectiveRate" | "annualFee"> }) {
  return (
    <p className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm leading-snug text-ink">
      <strong className="font-semibold">{uiText.representativeExampleHeading}: </strong>
      {representativeExampleText(card)}{" "}
      <a href="#representativt-eksempel" className="text-brand-700 underline underline-offset-2">
        {uiText.representativeExampleHowLink}
      </a>
    </p>
  );
}

/** States the assumptions once per page, where the examples are explained. */
export function RepresentativeExampleExplainer() {
  const { principal, months } = representativeAssumptions;
  return (
    <section
      id="representativt-eksempel"
      aria-labelledby="representativt-eksempel-tittel"
      className="rounded-lg border border-gray-200 bg-gray-50 p-5 text-sm leading-6"
    >
      <h2 id="representativt-eksempel-tittel" className="text-base font-semibold">
        Slik regner vi det representative eksempelet
      </h2>
      <p className="mt-2">
        For hvert kort viser vi hva det koster å bruke kreditten: {formatKr(principal)} trukket på én gang og betalt
        tilbake med {months} like store månedlige beløp. Månedsrenten er regnet ut fra kortets effektive rente, slik at
        tolv måneders renters rente blir nøyaktig den effektive renten. Årsgebyret er tatt med i kostnaden. Andre gebyrer
        (for eksempel for kontantuttak eller papirfaktura) kommer i tillegg hvis du bruker dem.
      </p>
      <p className="mt-2">
        Betaler du hele fakturaen innen forfall, betaler du ingen rente. Kreditt koster penger, og lån på kredittkort er
        dyrere enn de fleste andre lån.
      </p>
    </section>
  );
}
