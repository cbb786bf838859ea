import { Link } from "react-router";
import type { Tip } from "#content/guide-schemas";
import { formatDuration, formatKr, formatPercent } from "~/shared/format/format";
import { Callout } from "../callout";
import { KeyFigures } from "../key-figures";
import { TipList } from "../tip-list";

/** The savings guide's card debt example: its rates and the minimum-payment payoff, as the loader computes them. */
export type SavingsInterestExample = {
  debtKr: number;
  minimumPaymentPercent: number;
  monthlyRatePercent: number;
  nominalPercent: number;
  /** Whether the nominal rate is exact at two decimals (what the debt calculator takes). */
  nominalIsExact: boolean;
  effectivePercent: number;
  /** A year's interest on interest when nothing is paid. */
  yearlyInterestKr: number;
  firstMinimumKr: number;
  floorKr: number;
  months: number;
  totalInterestKr: number;
  totalPaidKr: number;
};

/** Section 2 of the savings guide (#ingen-renter): what card debt costs, worked through, and habits that avoid it. */
export function SavingsInterestSection({
  potentialKr,
  interestExample,
  tips,
}: {
  /** What the strategy can save a year, from the strategy list. */
  potentialKr: number;
  interestExample: SavingsInterestExample;
  tips: Tip[];
}) {
  return (
    <section id="ingen-renter" aria-labelledby="ingen-renter-tittel" data-worked-example>
      <h2 id="ingen-renter-tittel">2. Bli kvitt rentekostnadene: spar {formatKr(potentialKr)}</h2>
      <p>
        Renter er den største utgiften mange har på kredittkortet, og den eneste som ikke gir deg noe tilbake. Med en
        rente rundt {formatPercent(interestExample.effectivePercent)} i året spiser renten opp all cashback, alle poeng
        og alle rabatter du kan tenke deg.
      </p>
      <Callout tone="warning" title={`Eksempel: ${formatKr(interestExample.debtKr)} i kortgjeld`}>
        <p>
          Vi regner med en effektiv rente på {formatPercent(interestExample.effectivePercent)} og ingen gebyrer: banken
          legger {formatPercent(interestExample.monthlyRatePercent)} av gjelden til i renter hver måned, og med renter
          på renter blir det {formatPercent(interestExample.effectivePercent)} på et år. Som nominell rente, slik den
          står i en kredittavtale, er det {formatPercent(interestExample.nominalPercent)}.
        </p>
        <p>
          Blir gjelden på {formatKr(interestExample.debtKr)} stående et helt år uten at du betaler noe, vokser den med{" "}
          {formatKr(interestExample.yearlyInterestKr)} i renter.
          {Math.round(interestExample.yearlyInterestKr) === potentialKr &&
            " Det er her anslaget i overskriften kommer fra."}
        </p>
        <p>
          Betaler du bare minstebeløpet på {formatPercent(interestExample.minimumPaymentPercent)} av gjelden (minst{" "}
          {formatKr(interestExample.floorKr)}), er første innbetaling {formatKr(interestExample.firstMinimumKr)}.
          Beløpet synker i takt med gjelden, og derfor går det så sakte:
        </p>
        <KeyFigures
          label="Nedbetaling med minstebeløp"
          items={[
            { label: "Første månedlige innbetaling", value: formatKr(interestExample.firstMinimumKr) },
            { label: "Tid til gjelden er borte", value: formatDuration(interestExample.months) },
            { label: "Renter totalt", value: formatKr(interestExample.totalInterestKr) },
            { label: "Betalt totalt", value: formatKr(interestExample.totalPaidKr) },
          ]}
        />
        <p>
          Vi har regnet måned for måned med samme metode som kalkulatoren i{" "}
          <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link>, der du kan regne på din egen gjeld.
          Kalkulatoren spør etter den nominelle renten.{" "}
          {interestExample.nominalIsExact
            ? `Skriver du inn ${formatPercent(interestExample.nominalPercent)}, får du de samme tallene.`
            : `Skriver du inn ${formatPercent(interestExample.nominalPercent)}, får du nesten de samme tallene; de kan avvike med noen kroner fordi den nominelle renten da er avrundet til to desimaler.`}
        </p>
      </Callout>
      <p>
        Den billigste gjelden er den du ikke har. Har du allerede kortgjeld, er det første målet å betale den ned så
        raskt som mulig med et fast månedlig beløp. Deretter handler det om vaner som gjør at det aldri skjer igjen:
      </p>
      <TipList tips={tips} />
    </section>
  );
}
