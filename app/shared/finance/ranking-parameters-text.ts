import { formatKr, formatNumber, formatPercent } from "../format/format";

/**
 * The main parameters of the rankings that weigh a card's value for one reader (Kortvelgeren, the cashback
 * calculator and article, the savings calculator), in the words of the method page (/slik-rangerer-og-tjener-vi;
 * markedsføringsloven § 6 a). Built from the same constants the rankings read (content/card-finder.ts,
 * content/calculator-assumptions.ts, content/earning-rules.ts), so the page cannot describe another model
 * than the one that ranks (decision 0032).
 */
export type RankingParameterFacts = {
  /** The airline whose flights earn a card's top travel rate (SAS), from the earning rules. */
  travelPartner: string | null;
  /** Kortvelgeren's defaults for the months a balance is carried. */
  monthsWithBalance: { sometimes: number; usually: number };
  loungeVisitsPerFlight: number;
  loungePerVisitKr: number;
  insuranceShareOfTripSpend: number;
  insuranceMinKr: number;
  insuranceMaxKr: number;
};

const partnerWords = (facts: Pick<RankingParameterFacts, "travelPartner">) =>
  facts.travelPartner ?? "flyselskapet kortet samarbeider med";

/** What every one of these rankings counts the same way: earnings, points, the top travel rate, the fees. */
export function sharedRankingParameters(facts: Pick<RankingParameterFacts, "travelPartner">): string[] {
  const partner = partnerWords(facts);
  return [
    "Det kortet gir tilbake på forbruket du oppgir, med kortets egne satser: den laveste satsen der kortet har et spenn, og tak for opptjening der vi kjenner dem.",
    `Den høyeste reisesatsen bare på flybilletter hos ${partner}, så langt du oppgir dem; hotell, pakkereiser og andre flyselskap gir den vanlige satsen.`,
    `Poeng regnet som kroner (${formatPercent(1)} i poeng er ${formatKr(1)} per ${formatKr(100)}) bare når du oppgir flyreiser å bruke dem på; ellers er de ikke regnet med, og kortet sier det.`,
    "Minus årsgebyret og tolv månedsgebyr.",
  ];
}

/** What only Kortvelgeren adds: travel benefits when asked for, interest for the months the reader says. */
export function finderRankingParameters(facts: RankingParameterFacts): string[] {
  return [
    `Lounge, når du ber om det og kortet har det: ${formatNumber(facts.loungeVisitsPerFlight)} besøk per flyreise, hvert regnet som ${formatKr(facts.loungePerVisitKr)}.`,
    `Reiseforsikring, når du ber om det og kortet har den: ${formatPercent(facts.insuranceShareOfTripSpend * 100)} av det du bruker på reiser, minst ${formatKr(facts.insuranceMinKr)} og høyst ${formatKr(facts.insuranceMaxKr)} i året.`,
    `Minus renten på saldoen du oppgir, for så mange måneder som du oppgir (uten svar ${formatNumber(facts.monthsWithBalance.sometimes)} for «noen ganger» og ${formatNumber(facts.monthsWithBalance.usually)} for «som regel»), og en måneds rente på det du handler for i hver av de månedene, fordi den rentefrie perioden da er borte.`,
    "Kort der du etter alder eller inntekt ikke oppfyller bankens publiserte krav, står for seg under rangeringen. Det er ikke en kredittvurdering.",
  ];
}
