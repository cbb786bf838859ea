import { ApplyLink } from "~/site/frame/apply-link";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";
import {
  chainShare,
  reasonText,
  splitFinderRows,
  type CreditWarning,
  type FinderProfile,
  type FinderRow,
} from "~/site/card-finder/card-finder";
import { notCountedText, ratesText, type EarningAssumptions } from "~/shared/finance/cashback-ranking";
import { eligibilityText, hasCircumstances } from "~/shared/cards/eligibility";
import { formatKrOre } from "~/shared/format/format";
import { kr, RankedCardItem } from "../calculators/calculator-kit";
import { TextLink } from "~/shared/ui/text-link";

/** "A", "A og B", "A, B og C". */
const nameList = (names: readonly string[]) => new Intl.ListFormat("nb-NO", { type: "conjunction" }).format(names);

/** The months a balance is carried, in words: "hele året", "3 måneder i året". */
const monthsText = (months: number) =>
  months >= 12 ? "hele året" : `${months} ${months === 1 ? "måned" : "måneder"} i året`;

/**
 * For a reader who carries a balance, before the ranking: the cost of credit against any bonus, in
 * kroner, and the way out (the debt guide). Every figure is computed (creditWarning).
 */
function CreditWarningBox({ warning }: { warning: CreditWarning }) {
  const { per100, interest } = warning;
  const creditCostsMore = per100.leastInterest > per100.mostBack;
  return (
    <div className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-ink">
      <h3 className="m-0 text-lg font-bold">
        {creditCostsMore ? "Gjeld på kortet koster mer enn noen bonus" : "Gjeld på kortet spiser av bonusen"}
      </h3>
      <p className="mt-2 mb-0">
        {formatKrOre(100)} du skylder i et år, koster minst {formatKrOre(per100.leastInterest)} i renter på kortene vi
        sammenligner. Ingen av kortene gir mer enn {formatKrOre(per100.mostBack)} tilbake per {formatKrOre(100)} du
        handler for.
      </p>
      <p className="mt-2 mb-0">
        For deg: {kr(warning.balanceKr)} i gjeld {monthsText(warning.months)} koster{" "}
        {Math.round(interest.min) === Math.round(interest.max)
          ? kr(interest.min)
          : `fra ${kr(interest.min)} til ${kr(interest.max)}`}{" "}
        i renter på saldoen og på nye kjøp, avhengig av kortet.{" "}
        {`Det kortet som gir deg mest, gir ${kr(warning.mostAfterFees)} i året etter gebyrene, før renter.`}{" "}
        {warning.outweighsEverywhere && "Rentene er mer enn det på hvert eneste kort."}{" "}
        {Math.round(warning.bestNet) >= 0
          ? `Etter rentene står du igjen med ${kr(warning.bestNet)} i året på det beste kortet.`
          : `Etter rentene koster selv det beste kortet deg ${kr(-warning.bestNet)} i året.`}{" "}
        Rentene er trukket fra i rangeringen under.
      </p>
      <p className="mt-2 mb-0 font-semibold">
        Betal ned gjelden før du velger kort etter bonus.{" "}
        <TextLink to="/kredittkort-gjeld-guide">Les gjeldsguiden: slik blir du kvitt kredittkortgjelden</TextLink>
      </p>
    </div>
  );
}

/** The result in short, for the live region: the warning first, then which card comes out on top. */
export function CardFinderSummary({
  rows,
  warning,
  profile,
}: {
  rows: readonly FinderRow[];
  warning: CreditWarning | null;
  profile: FinderProfile;
}) {
  const { eligible, outside } = splitFinderRows(rows);
  const best = eligible.filter((row) => row.best);
  const first = eligible[0];
  const after = warning ? "etter gebyrer og renter" : "etter gebyrer";
  return (
    <div className="flex flex-col gap-4">
      {warning && <CreditWarningBox warning={warning} />}
      {best.length > 0 ? (
        <p className="m-0 rounded-lg bg-green-50 p-4 text-lg text-green-900">
          Med svarene dine gir <strong>{nameList(best.map((row) => row.card.name))}</strong> mest:{" "}
          {kr(best[0]?.net ?? 0)} i året {after}.
        </p>
      ) : (
        first && (
          <p className="m-0 rounded-lg bg-brand-50 p-4 text-lg">
            Ingen av kortene gir deg noe igjen {after}.{" "}
            {Math.round(first.net) < 0
              ? `Minst koster ${first.card.name}: ${kr(-first.net)} i året.`
              : "Et kort uten gebyrer koster deg ingenting så lenge du betaler hele fakturaen innen forfall."}
          </p>
        )
      )}
      {hasCircumstances(profile.circumstances) && (
        <p className="m-0" data-eligibility-note="">
          <strong>{eligibilityText.notACreditAssessment}.</strong>{" "}
          {outside.length > 0
            ? `${eligibilityText.outsideHeading(outside.length)} etter det du har oppgitt; de står for seg under rangeringen.`
            : "Du oppfyller de publiserte kravene til alder og inntekt for alle kortene."}{" "}
          {eligibilityText.explanation}
        </p>
      )}
    </div>
  );
}

/** One line of a card's breakdown; costs and benefits are set alike, so the cost is as prominent. */
function Line({ label, value, sign }: { label: string; value: number; sign: "+" | "−" }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-200 py-1">
      <dt>{label}</dt>
      <dd className="m-0 tabular-nums">
        {value === 0 ? "" : `${sign} `}
        {kr(value)}
      </dd>
    </div>
  );
}

function FinderRowItem({
  row,
  profile,
  earning,
}: {
  row: FinderRow;
  profile: FinderProfile;
  earning: EarningAssumptions;
}) {
  const rates = row.value.pointsNotUsable ? null : ratesText(row, earning);
  const earnedLabel = row.rule.pointsProgramme
    ? `Poeng, verdi i kroner${rates ? ` (${rates})` : ""}`
    : `Cashback${rates ? ` (${rates})` : ""}`;
  const notCounted = notCountedText(row.value, {
    lounge: profile.wantsLounge,
    insurance: profile.wantsTravelInsurance,
  });
  const monthlyFee = row.card.monthlyFeeKr ?? 0;
  return (
    <RankedCardItem row={row} title="h3">
      <p className="mt-1 mb-0">{reasonText(row)}</p>
      <dl className="mt-3 mb-0 max-w-xl">
        <Line label={earnedLabel} value={row.value.earned} sign="+" />
        {profile.wantsLounge && <Line label="Lounge" value={row.lounge} sign="+" />}
        {profile.wantsTravelInsurance && <Line label="Reiseforsikring" value={row.insurance} sign="+" />}
        <Line label="Årsgebyr" value={row.card.annualFee} sign="−" />
        {monthlyFee > 0 && <Line label={`Månedsgebyr, 12 × ${kr(monthlyFee)}`} value={12 * monthlyFee} sign="−" />}
        {profile.monthsCarried > 0 && (
          <>
            <Line label={`Renter på saldoen, ${monthsText(profile.monthsCarried)}`} value={row.interest} sign="−" />
            <Line label="Renter på nye kjøp (uten rentefri periode)" value={row.purchaseInterest} sign="−" />
          </>
        )}
        <div className="flex justify-between gap-4 py-1 font-semibold">
          <dt>Netto i året</dt>
          <dd className="m-0 tabular-nums">{kr(row.net)}</dd>
        </div>
      </dl>
      {(row.value.capped || notCounted) && (
        <p className="mt-2 mb-0 text-sm text-muted" data-not-counted="">
          {row.value.capped && "Kortets tak for opptjening er nådd. "}
          {notCounted}
        </p>
      )}
      {row.shortfalls.length > 0 && (
        <p className="mt-2 mb-0 font-semibold" data-eligibility="">
          {eligibilityText.shortfall(row.shortfalls)}. {eligibilityText.notACreditAssessment}.
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <RepresentativeExample card={row.card} prominent />
        </div>
        <ApplyLink card={row.card} placement="kortvelger" className="sm:w-56" />
      </div>
    </RankedCardItem>
  );
}

/** All the cards, ranked, each with its breakdown, its sentence of why, its representative example and apply link. */
export function CardFinderRanking({
  rows,
  profile,
  thursdayShareOfGroceries,
}: {
  rows: readonly FinderRow[];
  profile: FinderProfile;
  thursdayShareOfGroceries: number;
}) {
  const earning: EarningAssumptions = { thursdayShareOfGroceries, groceryChainShare: chainShare(profile) };
  const { eligible, outside } = splitFinderRows(rows);
  return (
    <>
      <ol className="mt-6 list-none space-y-4 pl-0" aria-label="Kortene rangert etter verdi for deg">
        {eligible.map((row) => (
          <FinderRowItem key={row.card.urlSlug} row={row} profile={profile} earning={earning} />
        ))}
      </ol>
      {outside.length > 0 && (
        <section aria-labelledby="utenfor-kravene" className="mt-8" data-outside-requirements="">
          <h3 id="utenfor-kravene" className="text-xl font-bold">
            {eligibilityText.outsideHeading(outside.length)}
          </h3>
          <p className="mt-2">
            <strong>{eligibilityText.notACreditAssessment}.</strong> {eligibilityText.explanation}
          </p>
          <ol className="mt-4 list-none space-y-4 pl-0" aria-label={eligibilityText.outsideHeading(outside.length)}>
            {outside.map((row) => (
              <FinderRowItem key={row.card.urlSlug} row={row} profile={profile} earning={earning} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
