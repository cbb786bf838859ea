import { formatDays, formatKr, formatList, formatNumber, formatPercent, formatRating } from "../format/format";
import {
  MAX_SCORE,
  MAX_STARS,
  MIN_KNOWN_WEIGHT,
  RATING_SCALES,
  RECOMMENDED_MIN_STARS,
  type RatingCriterionId,
} from "./rating-method";

type Scale = { best: number; worst: number };

/** "15 % eller lavere gir 10, 40 % eller høyere gir 0", from the scale itself. */
function scaleWords({ best, worst }: Scale, format: (value: number) => string): string {
  const [bestSide, worstSide] = best < worst ? ["lavere", "høyere"] : ["høyere", "lavere"];
  return `${format(best)} eller ${bestSide} gir ${MAX_SCORE}, ${format(worst)} eller ${worstSide} gir 0, og det som ligger mellom, gir poeng i forhold til avstanden.`;
}

/** Each criterion's name, what it measures and how it is scored, in the words of the method page and the test. */
export const ratingCriterionText: Record<RatingCriterionId, { name: string; measures: string; scale: string }> = {
  kredittkostnad: {
    name: "Hva kreditten koster",
    measures:
      "Den effektive renten i kortets representative eksempel, der årsgebyr og månedsgebyr er regnet med: hva det koster den dagen du ikke betaler hele fakturaen.",
    scale: scaleWords(RATING_SCALES.kredittkostnad, formatPercent),
  },
  arligKostnad: {
    name: "Hva kortet koster i året",
    measures: "Årsgebyret og tolv månedsgebyr: hva kortet koster når fakturaen betales i sin helhet.",
    scale: scaleWords(RATING_SCALES.arligKostnad, formatKr),
  },
  fordeler: {
    name: "Penger eller poeng tilbake",
    measures:
      "Den laveste cashback- eller poengsatsen kortet lover på alle vanlige kjøp. Rabatter hos enkelte butikker og satser som bare gjelder noen kjøp, teller ikke.",
    scale: scaleWords(RATING_SCALES.fordeler, formatPercent),
  },
  reiseforsikring: {
    name: "Reiseforsikring",
    measures: "Om kortet har reiseforsikring når reisen betales med kortet.",
    scale: `Har kortet reiseforsikring, gir det ${MAX_SCORE}; har det ikke, gir det 0.`,
  },
  utenlandsbruk: {
    name: "Kjøp i utenlandsk valuta",
    measures: "Påslaget banken tar på kjøp i andre valutaer.",
    scale: scaleWords(RATING_SCALES.utenlandsbruk, formatPercent),
  },
  rentefrieDager: {
    name: "Rentefrie dager",
    measures: "Hvor mange dager kjøp kan stå uten rente.",
    scale: scaleWords(RATING_SCALES.rentefrieDager, formatDays),
  },
};

/** How the criteria make one rating, from the same constants. */
export const ratingRuleText = {
  mean: `Hvert kriterium gir fra 0 til ${MAX_SCORE} poeng. Poengsummen er gjennomsnittet av poengene vektet med vektene i tabellen, og stjernene er poengsummen delt på ${formatNumber(MAX_SCORE / MAX_STARS)}, fra 0 til ${MAX_STARS}, med én desimal.`,
  unknown: `Mangler vi et faktum, er kriteriet ukjent, ikke 0: da regnes snittet bare av kriteriene vi vet, og kortet sier hvilke som er ukjente. Et kort får stjerner bare når redaksjonen har gått gjennom vilkårene og vi kjenner kriterier som til sammen veier minst ${formatPercent(MIN_KNOWN_WEIGHT)}.`,
  recommended: `Merket «Anbefalt» får et kort med ${formatRating(RECOMMENDED_MIN_STARS)} stjerner eller mer.`,
  unknownValue: "Ukjent",
  /** In place of the stars of a reviewed card scored on too little: why it has none. */
  tooLittleKnown: "Ingen stjerner: vi vet for lite om kortet",
  /** Where stars would show on a card without them: the criteria unknown for it. */
  unknownWithoutStars: (unknown: readonly RatingCriterionId[]) =>
    `Ukjent for dette kortet: ${formatList(unknown.map((id) => ratingCriterionText[id].name.toLowerCase()))}.`,
  /** Under a card's stars: the criteria it was not scored on. */
  unknownOnCard: (unknown: readonly RatingCriterionId[]) =>
    `Regnet uten ${formatList(unknown.map((id) => ratingCriterionText[id].name.toLowerCase()))}, som vi ikke kjenner for dette kortet.`,
};
