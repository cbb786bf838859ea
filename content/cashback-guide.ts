import { z } from "zod";
import { bestFreeCashbackCard } from "../app/shared/finance/card-break-even";
import type { CreditCard } from "./card-schema";
import { cardIdSchema } from "./card-ref";
import { kr, nonEmpty, tipSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

/** The guide's own figures. */
const factsSchema = z
  .object({
    /** A yearly card spend to show what each card gives back; a household using the card for most bills. */
    exampleYearlySpendKr: kr.positive(),
    /**
     * How many times a year the example's household flies: points count in kroner only for a reader who flies
     * (decision 0032), so the page states its household's answer, as the cashback article does.
     */
    exampleFlightsPerYear: z.number().int("må være et helt antall").nonnegative("kan ikke være negativ"),
    /** The ids of the cards the worked example compares, in reading order (a retired one is left out). */
    exampleCardIds: z.array(cardIdSchema).min(2),
    /** The break-even rule shown with round numbers: an extra fee and an extra rate. */
    formulaExample: z.object({ extraFeeKr: kr.positive(), extraRatePercent: z.number().positive() }).strict(),
  })
  .strict();

export const cashbackGuideFacts = parseOne("Cashback-guiden", factsSchema, {
  exampleYearlySpendKr: 200_000,
  // As the cashback article's household: two return flights a year, so points are used on bonus flights.
  exampleFlightsPerYear: 2,
  exampleCardIds: [
    1, // bank-norwegian-kredittkort
    5, // morrow-bank-kredittkort
    7, // sas-eurobonus
    8, // sas-eurobonus-premium
    10, // sas-amex-elite
    9, // amex-platinum
  ],
  formulaExample: { extraFeeKr: 1_000, extraRatePercent: 1 },
});

/**
 * What the guide needs from the cards' facts: a free card with cashback on every purchase, the
 * baseline every other card is measured against. The card store refuses a change of the cards that
 * leaves none (content/card-checks.ts).
 */
export function cashbackGuideCardProblems(list: readonly CreditCard[]): string[] {
  return bestFreeCashbackCard(list) ? [] : ["Cashback-guiden trenger minst ett gratiskort med cashback på alle kjøp"];
}

/** The ways a card can give something back, with the site's cards that work that way. */
const rewardKindSchema = z
  .object({ kind: nonEmpty, how: nonEmpty, worthIt: nonEmpty, cardIds: z.array(cardIdSchema).min(1) })
  .strict();

export const rewardKinds = parseContent(
  "Belønningstype",
  rewardKindSchema,
  [
    {
      kind: "Cashback i penger",
      how: "En fast prosent av kjøpene betales tilbake, som penger på kortkontoen eller som et fratrekk på fakturaen.",
      worthIt:
        "Enklest å regne på: én krone tilbake er én krone spart. Sjekk om det er et tak på hvor mye du kan få i året.",
      cardIds: [
        5, // morrow-bank-kredittkort
        1, // bank-norwegian-kredittkort
      ],
    },
    {
      kind: "Bonuspoeng",
      how: "Kjøpene gir poeng i et fordelsprogram, for eksempel EuroBonus eller Membership Rewards, som kan brukes på reiser, hotell eller varer.",
      worthIt:
        "Verdien avhenger av hva du bruker poengene til. Bonusreiser gir ofte best verdi, varer fra en poengbutikk dårligst. Poeng kan også utløpe.",
      cardIds: [
        7, // sas-eurobonus
        8, // sas-eurobonus-premium
        9, // amex-platinum
        10, // sas-amex-elite
      ],
    },
    {
      kind: "Rabatter hos partnere",
      how: "Du får prosentrabatt når du handler hos butikker i kortets fordelsprogram, gjerne gjennom en egen side eller app.",
      worthIt: "Kan gi mye tilbake hvis du uansett handler der, men ingenting på resten av forbruket.",
      cardIds: [
        2, // remember-black
        4, // tf-bank-mastercard
      ],
    },
    {
      kind: "Bonus i én kjede",
      how: "Ekstra bonus når du handler i en bestemt dagligvarekjede, ofte med høyere sats på bestemte dager.",
      worthIt: "Lønner seg hvis det meste av matbudsjettet går til den kjeden. Bruk et annet kort til resten.",
      cardIds: [
        6, // trumf-kredittkort
      ],
    },
  ],
  labelBy("kind"),
);

/** What to check before choosing a cashback card. */
export const cashbackChecklist = parseContent(
  "Sjekkpunkt",
  tipSchema,
  [
    {
      tip: "Laveste sats på vanlige kjøp",
      text: "Den høye satsen i annonsen gjelder ofte bare noen butikker eller kampanjer. Regn med den laveste.",
    },
    {
      tip: "Årsgebyret",
      text: "Gebyret trekkes fra det du får tilbake. Et gratiskort med lavere sats gir ofte mer igjen enn et kort med gebyr.",
    },
    {
      tip: "Tak på opptjeningen",
      text: "Noen kort har et tak på hvor mye cashback du kan få i året. Bruker du kortet mye, kan taket spise opp fordelen.",
    },
    {
      tip: "Hvordan du får pengene",
      text: "Penger rett på kontoen er bedre enn poeng som bare kan brukes i én butikk eller utløper.",
    },
    {
      tip: "Den effektive renten",
      text: "Betaler du rente én måned, forsvinner et helt års cashback fort. Renten betyr mest hvis du av og til ikke klarer hele fakturaen.",
    },
    {
      tip: "Hvilke kjøp som gir uttelling",
      text: "Regninger, skatt og kontantuttak gir som regel ikke cashback. Les vilkårene.",
    },
  ],
  labelBy("tip"),
);
