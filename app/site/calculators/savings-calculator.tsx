import type { EarningAssumptions, EarningRule, RankableCard, SpendingType } from "~/shared/finance/cashback-ranking";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import type { CreditTerms } from "~/shared/cards/representative-example";
import { CommissionNotice } from "~/site/frame/commission-notice";
import { formatAnnualFee, formatKrOre, formatNumber, formatPercent } from "~/shared/format/format";
import { yearlySavings, type SpendMix } from "~/shared/finance/savings";
import { CalculatorForm, kr, ResultFigure, useCalculatorState, type CalculatorField } from "./calculator-kit";
import { TextLink } from "~/shared/ui/text-link";

type SavingsField = "arsgebyr" | "kortbruk" | "rentekostnad" | "dagens-cashback";

// The savings guide's placeholders: 2000, 200000, 333, 500.
export const savingsFields: ReadonlyArray<CalculatorField<SavingsField>> = [
  {
    name: "arsgebyr",
    label: "Årsgebyr på kortet du har i dag",
    inSentence: "årsgebyret på kortet du har i dag",
    kind: "kr",
    suffix: "kr",
    placeholder: formatNumber(2000),
    hint: "Skriv 0 hvis kortet er gratis.",
  },
  {
    name: "kortbruk",
    label: "Kortbruk per år",
    kind: "kr",
    suffix: "kr",
    placeholder: formatNumber(200_000),
    hint: "Omtrent hvor mye du betaler med kredittkort i løpet av et år.",
  },
  {
    name: "rentekostnad",
    label: "Rentekostnad per måned",
    kind: "kr",
    optional: { defaultValue: 0 },
    suffix: "kr",
    placeholder: formatNumber(333),
    hint: "Rentene du betaler på kortet i en vanlig måned. Står på fakturaen.",
  },
  {
    name: "dagens-cashback",
    label: "Cashback du får i dag per år",
    kind: "kr",
    optional: { defaultValue: 0 },
    suffix: "kr",
    placeholder: formatNumber(500),
    hint: "Verdien av cashback eller poeng fra kortet du har i dag.",
  },
];

const mixNames: Record<SpendingType, string> = {
  groceries: "dagligvarer",
  fuel: "drivstoff",
  other: "annet forbruk",
  travel: "reiser",
};

export type SavingsCalculatorProps = {
  cards: RankableCard[];
  /** Each card's credit terms by urlSlug, for the representative example beside the card it names. */
  terms: Record<string, CreditTerms>;
  rules: EarningRule[];
  assumptions: EarningAssumptions;
  mix: SpendMix;
  anchor?: string;
};

/** The savings guide's calculator ('Beregn besparelse'): fee, interest and cashback, with assumptions shown. */
export function SavingsCalculator({
  cards,
  terms,
  rules,
  assumptions,
  mix,
  anchor = "kalkulator",
}: SavingsCalculatorProps) {
  const state = useCalculatorState(savingsFields);
  let result = null;
  let details = null;

  if (state.result?.ok) {
    const values = state.result.values;
    const savings = yearlySavings(
      {
        currentAnnualFee: values.arsgebyr,
        yearlyCardSpend: values.kortbruk,
        monthlyInterestCost: values.rentekostnad,
        currentCashbackPerYear: values["dagens-cashback"],
      },
      cards,
      rules,
      assumptions,
      mix,
    );

    if (savings) {
      const { bestCard } = savings;
      result = (
        <div className="flex flex-col gap-4">
          <p className="m-0 text-lg">
            {savings.total > 0 ? (
              <>
                Du kan spare omtrent <strong>{kr(savings.total)}</strong> i året.
              </>
            ) : (
              "Med disse tallene sparer du ikke noe på å bytte kort."
            )}
          </p>
          <dl className="m-0 grid gap-3 sm:grid-cols-3">
            <ResultFigure label="Årsgebyr" value={kr(savings.fee)} />
            <ResultFigure label="Renter" value={kr(savings.interest)} />
            <ResultFigure label="Cashback" value={kr(savings.cashback)} />
          </dl>
          <div data-card-offer="" className="flex flex-col gap-2">
            <p data-offer-figure="" className="m-0">
              {savings.switchCard ? (
                <>
                  Kortet som gir mest for forbruket ditt, er{" "}
                  <TextLink strong to={`/kort/${bestCard.card.urlSlug}`}>
                    {bestCard.card.name}
                  </TextLink>
                  , med {kr(bestCard.earned)} i {bestCard.rule.pointsProgramme ? "poengverdi" : "cashback"} og{" "}
                  {formatAnnualFee(bestCard.card.annualFee)} i årsgebyr.
                </>
              ) : (
                <>
                  Kortet du har, gir mer enn det beste kortet i vår sammenligning ({bestCard.card.name},{" "}
                  {kr(bestCard.net)} i året etter årsgebyr). Behold det, og betal hele fakturaen hver måned.
                </>
              )}
            </p>
            {terms[bestCard.card.urlSlug] && <RepresentativeExample card={terms[bestCard.card.urlSlug]!} prominent />}
          </div>
          <CommissionNotice shown={[bestCard.card]} />
        </div>
      );
      details = (
        <div className="mt-5 text-sm text-muted">
          <p className="mt-0 mb-2 font-semibold text-ink">Dette bygger tallene på</p>
          <ul className="m-0 list-disc space-y-1 pl-5">
            <li>
              Renter: du betaler hele fakturaen hver måned, så {formatKrOre(values.rentekostnad)} i måneden blir{" "}
              {kr(savings.interest)} spart i året.
            </li>
            <li>
              Kortbruken er fordelt slik:{" "}
              {(Object.keys(mixNames) as SpendingType[])
                .map((type) => `${formatPercent(Math.round(mix[type] * 1000) / 10)} ${mixNames[type]}`)
                .join(", ")}
              . Satsene er kortenes egne. Poeng er ikke regnet med, fordi kalkulatoren ikke spør om du flyr og kan bruke
              dem på bonusreiser; <TextLink to="/kortvelger">Kortvelgeren</TextLink> spør om det.
            </li>
            <li>
              Årsgebyr og cashback er forskjellen mellom kortet du har og det nye kortet. Et negativt tall betyr at det
              nye kortet koster mer på den posten.
            </li>
            <li>
              Tallet er ditt eget anslag ut fra det du har fylt inn. Det kan være høyere eller lavere enn summen av
              anslagene i guiden, som er regneeksempler, ikke et gjennomsnitt.
            </li>
          </ul>
        </div>
      );
    }
  }

  return (
    <CalculatorForm
      id="sparekalkulator"
      anchor={anchor}
      label="Sparekalkulator"
      fields={savingsFields}
      state={state}
      submitLabel="Beregn besparelse"
      result={result}
      details={details}
    />
  );
}
