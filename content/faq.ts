import { z } from "zod";
import { formatKr, formatNumber } from "../app/shared/format/format";
import { cards, fromCards } from "./cards";
import { cashbackSentence, incomeSentence, interestFreeSentence, nominalRateSentence } from "./market-claims";
import { labelBy, parseContent } from "./validate";

export const faqItemSchema = z
  .object({ question: z.string().min(5), answer: z.array(z.string().min(1)).min(1) })
  .strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The FAQ's own figures, typed once: the spread of fees it counts the cards in, and the age of majority. */
export const faqFacts = {
  typicalAnnualFeeKr: { min: 0, max: 500 },
  minimumAge: 18,
} as const;

const fee = faqFacts.typicalAnnualFeeKr;
// Every figure about the cards is computed from them as published now (content/market-claims.ts).
const cardsInFeeRange = () => cards.filter((card) => card.annualFee >= fee.min && card.annualFee <= fee.max).length;

/** The home page FAQ: eight questions, answers as paragraphs; the figures about our cards are the cards' as published now. */
export const faqItems = fromCards(() =>
  parseContent(
    "FAQ",
    faqItemSchema,
    [
      {
        question: "Hva koster et kredittkort?",
        answer: [
          `Av de ${cards.length} kortene vi sammenligner, har ${cardsInFeeRange()} et årsgebyr på mellom ${formatNumber(fee.min)} og ${formatKr(fee.max)}, og ${cards.filter((card) => card.annualFee === 0).length} har ikke årsgebyr. Premiumkort med lounge, reiseforsikring og statusfordeler kan koste flere tusen kroner i året.`,
          "I tillegg kommer rente hvis du ikke betaler hele fakturaen innen forfall, og gebyrer for for eksempel kontantuttak. Se det representative eksempelet ved hvert kort for hva kreditten faktisk koster.",
        ],
      },
      {
        question: "Hvor høy er renten på et kredittkort?",
        answer: [
          `${nominalRateSentence(cards)} Det er høyere enn på de fleste andre lån, fordi kreditten er uten sikkerhet.`,
          "Den effektive renten tar med alle kostnader, også årsgebyret, så et høyt årsgebyr gjør en liten kreditt svært dyr. Se det representative eksempelet ved hvert kort: det viser den effektive renten og hva 15\u00a0000\u00a0kr over 12 måneder koster.",
          `Du betaler bare rente når du ikke betaler hele fakturaen innen forfall. ${interestFreeSentence(cards)}`,
        ],
      },
      {
        question: "Hvilke krav stilles for å få kredittkort?",
        answer: [
          `Du må være over ${faqFacts.minimumAge} år og ha fast inntekt, og du kan ikke ha betalingsanmerkninger. ${incomeSentence(cards)}`,
          "Banken gjør alltid en kredittvurdering før den gir deg kort og bestemmer kredittgrensen ut fra inntekten og gjelden din.",
        ],
      },
      {
        question: "Hvor mye cashback kan jeg få?",
        answer: [
          `${cashbackSentence(cards)} Noen kort gir mer hos utvalgte butikker eller på bestemte dager, og noen gir poeng i stedet for penger.`,
          "Regn alltid cashback mot årsgebyret: 1\u00a0% cashback på 100\u00a0000\u00a0kr i året er 1\u00a0000\u00a0kr, som er spist opp av et årsgebyr på 1\u00a0000\u00a0kr.",
        ],
      },
      {
        question: "Påvirker det kredittscoren min å søke om kredittkort?",
        answer: [
          "Hver søknad gir en kredittsjekk som registreres. Mange søknader på kort tid kan gi et dårligere inntrykk hos bankene. Søk derfor bare om kortet du faktisk vil ha, og vent gjerne minst seks måneder mellom søknadene.",
        ],
      },
      {
        question: "Er det trygt å handle på nett med kredittkort?",
        answer: [
          "Kredittkort er blant de tryggeste måtene å betale på nett. Etter finansavtaleloven kan du ha krav mot kortutstederen hvis varen ikke blir levert eller er mangelfull, og du er godt beskyttet mot misbruk når du melder fra raskt.",
        ],
      },
      {
        question: "Tjener Kortvalg penger på kortene som vises?",
        answer: [
          "Ja. Vi får provisjon fra banken når noen søker om et kort via en lenke merket «Annonse». Det er slik tjenesten er gratis for deg. Provisjonen påvirker ikke vurderingene våre eller rekkefølgen kortene vises i.",
        ],
      },
      {
        question: "Hvordan velger jeg riktig kredittkort?",
        answer: [
          "Start med hvordan du bruker kortet: handler du mest dagligvarer, reiser du mye, eller vil du bare ha et gratis reservekort? Sammenlign så årsgebyr, effektiv rente og fordelene du faktisk vil bruke.",
          "Det beste kortet er ofte et gratis kort med fordeler som passer hverdagen din, og som du betaler i sin helhet hver måned.",
        ],
      },
    ],
    labelBy("question"),
  ),
);
