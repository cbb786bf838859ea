import { Link } from "react-router";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import { formatCardFees, formatKr, formatNumber, formatPercent } from "~/shared/format/format";
import { DataTable } from "~/shared/ui/data-table";

/** One card in the fee comparison: its fee, lowest rate and net value at the example's spending. */
export type FeeComparisonCard = {
  name: string;
  urlSlug: string;
  annualFee: number;
  interestRate: number;
  monthlyFeeKr?: number;
  ratePercent: number;
  inPoints: boolean;
  /** Net of the annual and monthly fees, points counted only when the reader flies. */
  netAtExampleSpend: number;
};

/** The premium card against the best free card, as the loader computes it. */
export type FeeComparison = {
  premium: FeeComparisonCard;
  free: FeeComparisonCard;
  exampleSpendKr: number;
  /** The reader's stated flights a year, which decide whether points count. */
  flightsPerYear: number;
  /** The yearly spending above which the premium card gives more; null when it never does. */
  breakEvenKr: number | null;
};

/**
 * Whether the comparison counted the premium card's points, from its reader's stated flights (decision 0032: points
 * count only for a reader who flies, as in Kortvelger; the calculator on this page does not ask, so counts none).
 */
export function premiumPointsText(comparison: Pick<FeeComparison, "premium" | "flightsPerYear">): string {
  if (!comparison.premium.inPoints) return "";
  return comparison.flightsPerYear > 0
    ? `Poengene er regnet om til kroner for deg som flyr ${formatNumber(comparison.flightsPerYear)} ganger i året og bruker dem på bonusreiser. Flyr du ikke, er de ikke verdt noe her, som i kalkulatoren under.`
    : "Regnestykket gjelder deg som ikke flyr, så poengene er ikke regnet med, som i kalkulatoren under.";
}

/** Section 3 of the savings guide (#kutt-gebyrer): cut annual fees, with the premium card against a free one. */
export function SavingsFeeSection({
  potentialKr,
  feeComparison,
}: {
  /** What the strategy can save a year, from the strategy list. */
  potentialKr: number;
  feeComparison: FeeComparison;
}) {
  const { premium, free } = feeComparison;

  return (
    <section id="kutt-gebyrer" aria-labelledby="kutt-gebyrer-tittel">
      <h2 id="kutt-gebyrer-tittel">3. Kutt unødvendige årsgebyr: spar {formatKr(potentialKr)}</h2>
      <p>
        Et årsgebyr er en sikker utgift, mens fordelene du får for det, bare er verdt noe hvis du bruker dem. Mange
        betaler for lounge de aldri besøker og reiseforsikring de allerede har gjennom innboforsikringen. Se på hvert
        kort med gebyr og spør: har dette kortet gitt meg mer enn det kostet det siste året?
      </p>
      <h3>Premiumkort mot gratiskort</h3>
      <DataTable
        label="Premiumkort mot gratiskort"
        caption={
          <>
            {premium.name} mot {free.name} ved {formatKr(feeComparison.exampleSpendKr)} i årlig forbruk
          </>
        }
      >
        <thead>
          <tr className="border-b-2 border-gray-300">
            <th scope="col" className="py-2 pr-3">
              Kort
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Gebyrer
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Laveste sats
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Netto i året
            </th>
            <th scope="col" className="py-2">
              Hva kreditten koster
            </th>
          </tr>
        </thead>
        <tbody>
          {[premium, free].map((card) => (
            <tr key={card.urlSlug} data-card-offer="" className="border-b border-gray-200 align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>
              </th>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatCardFees(card)}</td>
              <td className="py-2 pr-3 text-right">{formatPercent(card.ratePercent)}</td>
              <td data-offer-figure="" className="py-2 pr-3 text-right font-semibold">
                {formatKr(card.netAtExampleSpend)}
              </td>
              <td className="min-w-64 py-2">
                <RepresentativeExample card={card} prominent />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p>
        {feeComparison.breakEvenKr === null ? (
          <>
            {premium.name} gir aldri mer tilbake enn {free.name} på cashback og poeng alene. Kortet må forsvare
            årsgebyret med andre fordeler.
          </>
        ) : (
          <>
            {premium.name} gir først mer tilbake enn {free.name} når du bruker mer enn{" "}
            {formatKr(Math.ceil(feeComparison.breakEvenKr))} på kortet i året. Under den grensen er gratiskortet bedre,
            med mindre du bruker reisefordelene så mye at de er verdt forskjellen.
          </>
        )}{" "}
        {premiumPointsText(feeComparison)}
      </p>
      <p>
        Anslaget på {formatKr(potentialKr)} i overskriften er et eksempel på årsgebyr du slipper å betale. Hva du
        faktisk sparer, er årsgebyrene på kortene du sier opp, minus verdien av fordelene du mister.
      </p>
      <p>
        Si opp kort du ikke har brukt på et halvt år. Ubrukte kort koster ikke bare gebyr: kredittgrensen teller som
        gjeld når banken vurderer deg for boliglån, selv om du aldri har brukt den.
      </p>
    </section>
  );
}
