import { Link } from "react-router";
import type { GuideStep } from "#content/guide-schemas";
import { formatKr, formatPercent } from "~/shared/format/format";
import { Callout } from "../callout";
import { KeyFigures } from "../key-figures";
import { StepList } from "../step-list";

/** The savings guide's year on the right card: spending, cashback and fee, as the loader computes them. */
export type SavingsCardExample = {
  yearlySpendKr: number;
  cashbackKr: number;
  annualFeeKr: number;
  /** Cashback as a share of the spending, in percent. */
  cashbackPercent: number;
  /** Cashback less the annual fee. */
  netKr: number;
};

/** Section 1 of the savings guide (#riktig-kort): choose the right card, a worked year and the action plan. */
export function SavingsCardSection({
  potentialKr,
  cardExample,
  actionPlan,
}: {
  /** What the strategy can save a year, from the strategy list. */
  potentialKr: number;
  cardExample: SavingsCardExample;
  actionPlan: GuideStep[];
}) {
  return (
    <section id="riktig-kort" aria-labelledby="riktig-kort-tittel">
      <h2 id="riktig-kort-tittel">1. Velg riktig kort: spar {formatKr(potentialKr)}</h2>
      <p>
        Mange har kortet de fikk for ti år siden, eller kortet banken tilbød sammen med boliglånet. Det er sjelden
        kortet som gir mest tilbake på akkurat ditt forbruk. Bruker du kortet til det meste, kan forskjellen mellom et
        godt og et middels kort bli flere tusen kroner i året.
      </p>
      <Callout title="Eksempel: et år med riktig kort">
        <KeyFigures
          label="Regnestykket for riktig kort"
          items={[
            { label: "Forbruk på kortet i året", value: formatKr(cardExample.yearlySpendKr) },
            { label: "Cashback i året", value: formatKr(cardExample.cashbackKr) },
            { label: "Årsgebyr", value: formatKr(cardExample.annualFeeKr) },
            { label: "Netto i lomma", value: formatKr(cardExample.netKr) },
          ]}
        />
        <p>
          Med {formatKr(cardExample.yearlySpendKr)} i årlig forbruk og {formatKr(cardExample.cashbackKr)} i cashback (
          {formatPercent(cardExample.cashbackPercent)} av kjøpene) sitter du igjen med {formatKr(cardExample.netKr)}{" "}
          etter et årsgebyr på {formatKr(cardExample.annualFeeKr)}. Har du i dag et kort som ikke gir noe tilbake, er
          det hele besparelsen.
        </p>
      </Callout>
      <h3>Handlingsplan</h3>
      <StepList steps={actionPlan} />
      <p>
        Trenger du hjelp til å regne? Guiden{" "}
        <Link to="/guider/beste-cashback-kredittkort">slik får du mest ut av cashback</Link> viser regnestykket for
        hvert av kortene vi sammenligner.
      </p>
    </section>
  );
}
