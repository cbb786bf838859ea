import type { FinderSettings } from "~/site/card-finder/card-finder";
import { formatNumber, formatPercent } from "~/shared/format/format";
import { kr } from "../calculators/calculator-kit";
import { TextLink } from "~/shared/ui/text-link";

/** A share (0–1) as a percentage with one decimal: 1/7 → "14,3 %". */
const percentOf = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** "Slik regner vi": every assumption behind the ranking, with the figures it uses. On the page with or without a result. */
export function CardFinderAssumptions({
  settings,
  groceryCard,
  travelPartner,
}: {
  settings: FinderSettings;
  groceryCard: { name: string; chain: string } | null;
  travelPartner: string | null;
}) {
  const { travelValues: travel, monthsWithBalance } = settings;
  return (
    <section id="slik-regner-vi" aria-labelledby="slik-regner-vi-tittel" className="mt-12">
      <h2 id="slik-regner-vi-tittel" className="text-2xl font-bold">
        Slik regner vi
      </h2>
      <p className="mt-3">
        For hvert kort regner vi ut hva det er verdt for deg i et år: det kortet gir tilbake, pluss reisefordelene du
        har bedt om, minus gebyrene og rentene på gjelden du oppgir. Kortene rangeres etter dette beløpet. Ved likt
        beløp kommer kortet med billigst kreditt i det representative eksempelet først.
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>
          <strong>Cashback og poeng:</strong> kortenes egne satser, som på kortsidene. Der kortet har et spenn, regner
          vi med den laveste satsen, og den høyeste bare der den gjelder: på flybilletter hos flyselskapet kortet
          samarbeider med{travelPartner ? ` (${travelPartner})` : ""}, så langt du oppgir dem. Hotell og pakkereiser gir
          den vanlige satsen. Poeng er regnet om til kroner bare når du oppgir flyreiser: {formatPercent(1)} i poeng
          betyr at poengene fra {kr(100)} i kjøp er verdt {kr(1)} når du bruker dem på bonusreiser. Flyr du ikke, regner
          vi poengene som ingenting, og kortet sier det. Tak for opptjening er regnet med der vi kjenner dem.
          {groceryCard && (
            <>
              {" "}
              {groceryCard.name} gir bonus bare i {groceryCard.chain}s butikker, så vi regner den bare av det du oppgir
              at du handler der, og at {percentOf(settings.thursdayShareOfGroceries)} av det handles på torsdager.
            </>
          )}
        </li>
        <li>
          <strong>Lounge:</strong> bare på kort som gir tilgang til flyplasslounger, og bare når du krysser av for det.{" "}
          {formatNumber(settings.loungeVisitsPerFlight)} besøk per flyreise, hvert regnet som{" "}
          {kr(travel.loungePerVisitKr)}, som i{" "}
          <TextLink to="/guider/reisekredittkort-fordeler-fallgruver#fordeler">reiseguiden</TextLink>.
        </li>
        <li>
          <strong>Reiseforsikring:</strong> bare på kort som har den, og bare når du krysser av for det. Den regnes som{" "}
          {formatPercent(travel.insuranceShareOfTripSpend * 100)} av det du bruker på reiser, men minst{" "}
          {kr(travel.insuranceMinKr)} og høyst {kr(travel.insuranceMaxKr)} i året, som i reiseguidens kalkulator. Den
          gjelder bare flyreiser betalt med kortet, så uten flyreiser er den ikke verdt noe her.
        </li>
        <li>
          <strong>Gebyrer:</strong> årsgebyret og tolv månedsgebyr, der kortet har månedsgebyr.
        </li>
        <li>
          <strong>Renter:</strong> så mange måneder i året som du oppgir. Står feltet tomt, regner vi «noen ganger» som
          gjeld i {formatNumber(monthsWithBalance.sometimes)} måneder i året og «som regel» som gjeld i{" "}
          {formatNumber(monthsWithBalance.usually)} måneder. Rentene er kortets nominelle rente delt på tolv hver måned,
          lagt til gjelden (renter på renter), som i det representative eksempelet. Når fakturaen ikke er betalt i sin
          helhet, mister du den rentefrie perioden: da regner vi også en måneds rente på det du handler for i hver av
          disse månedene. Det er den vanlige regelen i norske kortvilkår, men kortdataene våre har ikke hvert korts egen
          regel, så vi bruker den på alle kortene. Sjekk vilkårene hos banken.
        </li>
        <li>
          Rabatter hos partnerbutikker, velkomstbonuser, 2 for 1-reiser, restaurantopplevelser og andre gebyrer er ikke
          regnet med. Tallene er anslag for ett år, ikke et tilbud: sjekk vilkårene hos banken før du søker.
        </li>
      </ul>
    </section>
  );
}
