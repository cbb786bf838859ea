import {
  notCountedText,
  rankCards,
  ratesText,
  rewardUse,
  spendingTypes,
  topTravelRate,
  yearlySpendFrom,
  type EarningAssumptions,
  type EarningRule,
  type RankableCard,
  type RankedCard,
  type SpendingInput,
  type TravelHabits,
} from "~/shared/finance/cashback-ranking";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import type { CreditTerms } from "~/shared/cards/representative-example";
import { CommissionNotice } from "~/site/frame/commission-notice";
import { TextLink } from "~/shared/ui/text-link";
import { formatNumber, formatPercent } from "~/shared/format/format";
import { CalculatorForm, kr, RankedCardItem, useCalculatorState, type CalculatorField } from "./calculator-kit";

type CashbackField = "dagligvarer" | "drivstoff" | "annet" | "reiser" | "flyreiser";

/**
 * The spending and the flights, which decide what points are worth. The calculator does not ask about flights
 * bought from SAS (the article must fit the first round trip): the top travel rate is not counted, and it says so;
 * Kortvelgeren asks.
 */
export type CashbackExample = SpendingInput & Pick<TravelHabits, "flightsPerYear">;

/** Which of the calculator's inputs each field is. */
const fieldInput: Record<CashbackField, keyof CashbackExample> = {
  dagligvarer: "monthlyGroceries",
  drivstoff: "monthlyFuel",
  annet: "monthlyOther",
  reiser: "travelPerYear",
  flyreiser: "flightsPerYear",
};

/**
 * The four fields. Their placeholders (which double as the example in messages) are the
 * `example` spending: on the article, the household its ranking is computed for.
 */
export function cashbackFields(
  example: SpendingInput & Partial<Pick<TravelHabits, "flightsPerYear">>,
): ReadonlyArray<CalculatorField<CashbackField>> {
  const placeholder = (field: CashbackField) => formatNumber(example[fieldInput[field]] ?? 0);
  return [
    {
      name: "dagligvarer",
      label: "Dagligvarer per måned",
      kind: "kr",
      suffix: "kr",
      placeholder: placeholder("dagligvarer"),
      hint: "Mat og husholdning.",
    },
    {
      name: "drivstoff",
      label: "Drivstoff per måned",
      kind: "kr",
      optional: { defaultValue: 0 },
      suffix: "kr",
      placeholder: placeholder("drivstoff"),
      hint: "Bensin, diesel eller lading.",
    },
    {
      name: "annet",
      label: "Annet forbruk per måned",
      kind: "kr",
      suffix: "kr",
      placeholder: placeholder("annet"),
      hint: "Alt annet du betaler med kort: klær, restaurant, netthandel.",
    },
    {
      name: "reiser",
      label: "Reiser per år",
      kind: "kr",
      optional: { defaultValue: 0 },
      suffix: "kr",
      placeholder: placeholder("reiser"),
      hint: "Fly, hotell og pakkereiser.",
    },
    {
      name: "flyreiser",
      label: "Flyreiser per år",
      inSentence: "antall flyreiser per år",
      kind: "count",
      max: 365,
      optional: { defaultValue: 0 },
      suffix: "reiser",
      placeholder: placeholder("flyreiser"),
    },
  ];
}

/** The query string that opens the calculator with this spending filled in and computed: "dagligvarer=6000&…". */
export function cashbackQuery(spending: CashbackExample): string {
  const fields = Object.keys(fieldInput) as CashbackField[];
  return new URLSearchParams(fields.map((field) => [field, String(spending[fieldInput[field]])])).toString();
}

/** A share (0–1) as a percentage with one decimal: 1/7 → "14,3 %". */
const percentOf = (share: number) => formatPercent(Math.round(share * 1000) / 10);

function RankingRow({ row, rates, terms }: { row: RankedCard; rates: string | null; terms: CreditTerms | undefined }) {
  // The calculator counts neither lounges nor travel insurance, so it says so for each card that has them.
  const notCounted = notCountedText(row, { lounge: false, insurance: false });
  return (
    <RankedCardItem row={row}>
      <p className="mt-1 mb-0 text-sm text-muted">
        {kr(row.earned)} i {row.rule.pointsProgramme ? "poengverdi" : "cashback"} minus {kr(row.fee)} i{" "}
        {row.card.monthlyFeeKr ? "års- og månedsgebyr" : "årsgebyr"}.{" "}
        {rates && !row.pointsNotUsable
          ? `Regnet med ${rates}.`
          : row.pointsNotUsable
            ? ""
            : "Kortet gir ikke cashback eller poeng på vanlige kjøp."}
        {row.capped && " Kortets tak for opptjening er nådd."}
        {notCounted && ` ${notCounted}`}
      </p>
      {terms && (
        <div className="mt-2">
          <RepresentativeExample card={terms} prominent />
        </div>
      )}
    </RankedCardItem>
  );
}

export type CashbackCalculatorProps = {
  cards: RankableCard[];
  /** Each card's credit terms by urlSlug, for the representative example beside it. */
  terms: Record<string, CreditTerms>;
  rules: EarningRule[];
  assumptions: EarningAssumptions;
  /** The spending shown as the fields' placeholders. */
  example: CashbackExample;
  anchor?: string;
};

/** 'Finn ditt optimale kort': all cards ranked by yearly value net of fee ('Beregn besparelse'). */
export function CashbackCalculator({
  cards,
  terms,
  rules,
  assumptions,
  example,
  anchor = "kalkulator",
}: CashbackCalculatorProps) {
  const travelPartner = rules.find((rule) => rule.travelPartner)?.travelPartner ?? null;
  const fields = cashbackFields(example);
  const state = useCalculatorState(fields);
  let result = null;
  let details = null;

  if (state.result?.ok) {
    const { dagligvarer, drivstoff, annet, reiser, flyreiser } = state.result.values;
    const spend = yearlySpendFrom({
      monthlyGroceries: dagligvarer,
      monthlyFuel: drivstoff,
      monthlyOther: annet,
      travelPerYear: reiser,
    });
    const use = rewardUse({ flightsPerYear: flyreiser, partnerFlightsKr: 0 });
    const ranked = rankCards(cards, rules, spend, assumptions, use);
    const best = ranked.filter((row) => row.best);
    const yearly = spendingTypes.reduce((sum, type) => sum + spend[type], 0);
    const groceryCard = cards.find((card) => card.groceryRule);
    const travelHigher = ranked.filter((row) => topTravelRate(row) !== null);

    result =
      best.length > 0 ? (
        <div data-card-offer="" className="flex flex-col gap-2 rounded-lg bg-green-50 p-4 text-green-900">
          <p data-offer-figure="" className="m-0 text-base">
            Med {kr(yearly)} i kortbruk i året gir <strong>{best.map((row) => row.card.name).join(" og ")}</strong> mest
            igjen: {kr(best[0]?.net ?? 0)} i året etter gebyrer.
          </p>
          {best.map((row) => {
            const cardTerms = terms[row.card.urlSlug];
            return cardTerms && <RepresentativeExample key={row.card.urlSlug} card={cardTerms} prominent />;
          })}
        </div>
      ) : (
        <p className="m-0 rounded-lg bg-brand-50 p-4 text-lg">
          Med dette forbruket gir ingen av kortene noe igjen etter årsgebyret. Velg da et kort uten årsgebyr og lav
          rente.
        </p>
      );

    details = (
      <div className="mt-6">
        <ol className="m-0 list-none space-y-3 pl-0" aria-label="Kortene rangert etter verdi for deg">
          {ranked.map((row) => (
            <RankingRow
              key={row.card.urlSlug}
              row={row}
              rates={ratesText(row, assumptions)}
              terms={terms[row.card.urlSlug]}
            />
          ))}
        </ol>
        <CommissionNotice shown={ranked.map((row) => row.card)} />
        <div className="mt-5 text-sm text-muted">
          <p className="mt-0 mb-2 font-semibold text-ink">Slik regner vi</p>
          <ul className="m-0 list-disc space-y-1 pl-5">
            <li>
              Satsene er kortenes egne, slik de står på kortsidene. Der kortet har et spenn, regner vi med den laveste
              satsen på vanlige kjøp.
            </li>
            <li>
              {use.usesPointsOnFlights
                ? `Poeng er regnet om til kroner: ${formatPercent(1)} i poeng betyr at poengene fra ${kr(100)} i kjøp er verdt ${kr(1)} når du bruker dem på bonusreiser.`
                : "Poeng er ikke regnet med, fordi du ikke oppgir flyreiser: det er på bonusreiser poengene har den verdien kortet oppgir, og poeng du ikke bruker, er ikke verdt noe."}
            </li>
            {travelHigher.length > 0 && (
              <li>
                Den høyeste satsen på {travelHigher.map((row) => row.card.name).join(" og ")} gjelder bare flybilletter
                hos {travelPartner ?? "flyselskapet kortet samarbeider med"}. Kalkulatoren spør ikke om dem, så vi
                regner den vanlige satsen på alle reiser; <TextLink to="/kortvelger">Kortvelgeren</TextLink> spør.
              </li>
            )}
            {groceryCard?.groceryRule && (
              <li>
                {groceryCard.name}: {formatPercent(groceryCard.groceryRule.everyday)} på vanlige dager og{" "}
                {formatPercent(groceryCard.groceryRule.thursday)} på torsdager i {groceryCard.groceryRule.chain}s
                butikker. Vi regner at {percentOf(assumptions.thursdayShareOfGroceries)} av dagligvarehandelen gjøres på
                torsdager, og at{" "}
                {assumptions.groceryChainShare === 1 ? "alt" : percentOf(assumptions.groceryChainShare)} kjøpes i
                kjedens butikker.
              </li>
            )}
            <li>
              Gebyrene er årsgebyret og tolv månedsgebyr. Rabatter hos partnerbutikker, forsikringer og lounger er ikke
              regnet med. Renter er heller ikke med: regnestykket forutsetter at du betaler hele fakturaen hver måned.
            </li>
          </ul>
        </div>
      </div>
    );
  }

  return (
    <CalculatorForm
      id="cashbackkalkulator"
      anchor={anchor}
      label="Cashback-kalkulator"
      fields={fields}
      state={state}
      submitLabel="Beregn besparelse"
      result={result}
      details={details}
    />
  );
}
