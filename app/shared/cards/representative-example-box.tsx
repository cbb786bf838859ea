import { formatKr } from "~/shared/format/format";
import {
  representativeAssumptions,
  representativeExampleText,
  standardInformationText,
  type CreditTerms,
} from "~/shared/cards/representative-example";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { CreditWarning } from "~/shared/cards/credit-warning";

/**
 * The representative example beside an offer. `full` adds the rest of the standard information
 * (nominal rate, annual fee, number and size of instalments), as card pages and the comparison show.
 * `prominent` sets it in the body size and weight of the key figures beside it: where a block names a card's
 * price or benefits, its cost is at least as prominent (Forbrukertilsynet's guidance on marketing of credit).
 */
export function RepresentativeExample({
  card,
  full = false,
  prominent = false,
  className = "",
}: {
  card: CreditTerms;
  full?: boolean;
  prominent?: boolean;
  /** Spacing from the block around it (no wrapper element: every byte counts on the long articles). */
  className?: string;
}) {
  return (
    <p
      data-representative-example=""
      className={`rounded-md border border-gray-300 bg-gray-50 px-3 py-2 leading-snug text-ink ${prominent ? "text-base font-semibold" : "text-sm"}${className ? ` ${className}` : ""}`}
    >
      {/* One string per text run: no React separators in the markup, so the warning costs no more bytes. */}
      <CreditWarning /> <strong className="font-semibold">{`${cardFactText.representativeExampleHeading}: `}</strong>
      {full
        ? `${representativeExampleText(card)} ${standardInformationText(card)} `
        : `${representativeExampleText(card)} `}
      <a href="#representativt-eksempel" className="text-brand-700 underline underline-offset-2">
        {cardFactText.representativeExampleHowLink}
      </a>
    </p>
  );
}

/**
 * The card page's statement of what the credit costs, as prominent as its main benefits (same
 * heading level, size and weight, placed before them): Forbrukertilsynet's guidance on marketing
 * of credit asks that the cost is at least as prominent as any benefit.
 */
export function CreditCostSection({ card }: { card: CreditTerms }) {
  return (
    <section aria-labelledby="kostnad-tittel">
      <h2 id="kostnad-tittel" className="text-xl font-bold">
        Hva kreditten koster
      </h2>
      <p className="mt-3">
        <CreditWarning /> <strong>{cardFactText.representativeExampleHeading}: </strong>
        {representativeExampleText(card)} {standardInformationText(card)}{" "}
        <a href="#representativt-eksempel" className="text-brand-700 underline underline-offset-2">
          {cardFactText.representativeExampleHowLink}
        </a>
      </p>
    </section>
  );
}

/**
 * The examples of the cards at the ends of a quoted range of rates ("fra 17,9 % til 189,1 %"), so that
 * no rate on the page stands without its example. Each card once, in the order given.
 */
export function RangeExamples({ cards }: { cards: ReadonlyArray<CreditTerms & { name: string }> }) {
  const unique = cards.filter((card, index) => cards.findIndex((other) => other.name === card.name) === index);
  return (
    <p data-representative-example="" className="text-sm text-muted">
      <CreditWarning /> <strong className="font-semibold text-ink">Representative eksempler:</strong>{" "}
      {unique.map((card) => (
        <span key={card.name}>
          {card.name}: {representativeExampleText(card)}{" "}
        </span>
      ))}
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
        For hvert kort viser vi hva det koster å bruke kreditten, slik Forbrukertilsynet ber om for kredittkort:{" "}
        {formatKr(principal)} trukket på én gang, og rentene, årsgebyret og {months} månedsgebyrer (der kortet har det)
        lagt til og betalt tilbake med {months} like store månedlige avdrag. Renten er regnet med kortets nominelle
        rente delt på tolv hver måned. Den effektive renten er regnet ut av nøyaktig disse beløpene, med årsgebyret og
        eventuelle månedsgebyrer med, slik finansavtaleforskriften § 1-4 krever. Derfor er den effektive renten høyere
        enn den nominelle, og mye høyere på kort med høyt årsgebyr. Andre gebyrer (for eksempel for kontantuttak eller
        papirfaktura) kommer i tillegg hvis du bruker dem.
      </p>
      <p className="mt-2">
        Betaler du hele fakturaen innen forfall, betaler du ingen rente. Kreditt koster penger, og lån på kredittkort er
        dyrere enn de fleste andre lån.
      </p>
    </section>
  );
}
