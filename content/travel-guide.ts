import { z } from "zod";
import { cardIdSchema, labelByCard } from "./card-ref";
import { cards, fromCards } from "./cards";
import { cashWithdrawalSentence } from "./market-claims";
import { kr, mistakeSchema, nonEmpty, tipSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

const benefitValueSchema = z.object({ min: kr, max: kr, per: z.enum(["besøk", "år", "reise", "bag"]) }).strict();

/**
 * What each travel benefit is worth, in kroner, as the travel guide states it. Exported for
 * other code, such as the travel calculator, so the ranges are typed once.
 */
export const travelBenefitValues = parseOne(
  "Verdien av reisefordeler",
  z
    .object({
      lounge: benefitValueSchema,
      travelInsurance: benefitValueSchema,
      fastTrack: benefitValueSchema,
      priorityBoarding: benefitValueSchema,
      freeBag: benefitValueSchema,
    })
    .strict()
    .refine((values) => Object.values(values).every((v) => v.min <= v.max), "min kan ikke være større enn max"),
  {
    lounge: { min: 300, max: 800, per: "besøk" },
    travelInsurance: { min: 1_000, max: 3_000, per: "år" },
    fastTrack: { min: 200, max: 500, per: "reise" },
    priorityBoarding: { min: 100, max: 300, per: "reise" },
    freeBag: { min: 200, max: 600, per: "bag" },
  },
);

/** The guide's own claims. */
export const travelGuideFacts = parseOne("Reiseguiden", z.object({ claimedYearlySavingKr: kr.positive() }).strict(), {
  claimedYearlySavingKr: 15_000,
});

/**
 * The cards the guide points a frequent traveller to, by id only: every fact the guide prints about
 * them (fee, rate, earning, rating, who it suits, the representative example) is the card store's, as on
 * the card's own page (issue 31). A product not in the store is neither priced nor rated here.
 */
export const travelCardPicks = parseContent(
  "Reisekort",
  z
    .object({
      cardId: cardIdSchema,
    })
    .strict(),
  [
    { cardId: 8 }, // sas-eurobonus-premium
    { cardId: 10 }, // sas-amex-elite
    { cardId: 9 }, // amex-platinum
  ],
  labelByCard(),
);

/** Travel benefit: benefit, value, description, how to get the most out of it. */
const travelBenefitSchema = z
  .object({
    key: z.enum(["lounge", "travelInsurance", "fastTrack", "priorityBoarding", "freeBag"]),
    benefit: nonEmpty,
    value: benefitValueSchema,
    description: nonEmpty,
    howToMaximize: nonEmpty,
  })
  .strict();
export type TravelBenefit = z.infer<typeof travelBenefitSchema>;

export const travelBenefits = parseContent(
  "Reisefordel",
  travelBenefitSchema,
  [
    {
      key: "lounge",
      benefit: "Lounge",
      value: travelBenefitValues.lounge,
      description:
        "Rolig sted å vente med mat, drikke og arbeidsplass. Verdien er det du ellers ville brukt på mat og drikke på flyplassen.",
      howToMaximize:
        "Sjekk hvilke lounger kortet gir tilgang til på flyplassene du bruker mest, og om du kan ta med gjester.",
    },
    {
      key: "travelInsurance",
      benefit: "Reiseforsikring",
      value: travelBenefitValues.travelInsurance,
      description: "Dekker sykdom, forsinkelser, bagasje og avbestilling når reisen er betalt med kortet.",
      howToMaximize:
        "Sammenlign med innbo- og reiseforsikringen du har. Er dekningen like god, kan du kanskje droppe én av dem.",
    },
    {
      key: "fastTrack",
      benefit: "Fast track",
      value: travelBenefitValues.fastTrack,
      description: "Egen kø gjennom sikkerhetskontrollen på flyplasser som tilbyr det.",
      howToMaximize: "Mest verdt på store flyplasser i rushtiden. Sjekk om tilbudet gjelder der du reiser fra.",
    },
    {
      key: "priorityBoarding",
      benefit: "Prioritert ombordstigning",
      value: travelBenefitValues.priorityBoarding,
      description: "Du går tidlig om bord og får plass til håndbagasjen.",
      howToMaximize: "Gjelder ofte bare hos ett flyselskap eller med en bestemt medlemsstatus. Les vilkårene.",
    },
    {
      key: "freeBag",
      benefit: "Gratis innsjekket bagasje",
      value: travelBenefitValues.freeBag,
      description: "Én innsjekket bag uten ekstra kostnad på billetter som ellers ikke har det.",
      howToMaximize:
        "Verdt mest hvis du ofte kjøper de billigste billettene uten bagasje. Gjelder som regel bare partnerflyselskapet.",
    },
  ],
  labelBy("benefit"),
);

export const travelTips = parseContent(
  "Reisetips",
  tipSchema,
  [
    {
      tip: "Betal hele reisen med kortet",
      text: "Forsikringen gjelder som regel bare når hele eller en bestemt del av reisen er betalt med kortet.",
    },
    {
      tip: "Les forsikringsvilkårene før du reiser",
      text: "Sjekk egenandel, hvor lenge du er dekket og om familien er med.",
    },
    { tip: "Samle poengene på ett sted", text: "Poeng spredt på flere programmer blir sjelden nok til en reise." },
    { tip: "Bruk poengene på flyreiser", text: "Bonusreiser gir ofte mye mer per poeng enn varer eller gavekort." },
    {
      tip: "Følg med på utløpsdatoer",
      text: "Mange programmer sletter poeng som ikke er brukt eller fornyet innen en viss tid.",
    },
    {
      tip: "Betal i lokal valuta i utlandet",
      text: "Velger du norske kroner i terminalen, bestemmer butikken vekslingskursen, og den er sjelden god.",
    },
    {
      tip: "Ha et reservekort",
      text: "Ta med et kort fra et annet kortselskap i tilfelle det første blir sperret eller ikke blir tatt imot.",
    },
  ],
  labelBy("tip"),
);

// A cash withdrawal's fee abroad is a fact of each card: said from the cards (content/market-claims.ts), again on every card change.
export const travelMistakes = fromCards(() =>
  parseContent(
    "Reisefeil",
    mistakeSchema,
    [
      {
        mistake: "Å velge kort etter velkomstbonusen",
        impact: "Høy",
        solution: "Bonusen kommer én gang, årsgebyret hvert år. Regn på hva kortet gir deg i et vanlig år.",
      },
      {
        mistake: "Å ta ut kontanter i utlandet med kredittkortet",
        impact: "Høy",
        solution: `${cashWithdrawalSentence(cards, "abroad")} Bruk bankkortet i minibanken, eller betal med kort.`,
      },
      {
        mistake: "Å tro at forsikringen dekker alt",
        impact: "Middels",
        solution:
          "Les vilkårene. Mange kortforsikringer har høyere egenandel og lavere dekning enn en egen reiseforsikring.",
      },
      {
        mistake: "Å la poengene utløpe",
        impact: "Middels",
        solution: "Sett en påminnelse, og bruk poengene på en reise før de forsvinner.",
      },
    ],
    labelBy("mistake"),
  ),
);

export const whenNotToHaveTravelCard = parseContent(
  "Når du ikke bør ha reisekort",
  tipSchema,
  [
    {
      tip: "Du reiser én eller to ganger i året",
      text: "Da er verdien av lounge og bonuspoeng sjelden høyere enn årsgebyret. Et gratiskort med reiseforsikring gir ofte mer.",
    },
    {
      tip: "Du har kortgjeld",
      text: "Renten koster mer enn alle reisefordeler. Betal ned gjelden før du vurderer et kort med årsgebyr.",
    },
    { tip: "Du har allerede god reiseforsikring", text: "Da betaler du for den samme dekningen to ganger." },
    {
      tip: "Du flyr med mange forskjellige selskaper",
      text: "Fordelene hos ett flyselskap er lite verdt hvis du sjelden flyr med det.",
    },
  ],
  labelBy("tip"),
);
