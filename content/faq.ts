import { z } from "zod";
import { formatKr, formatNumber, formatPercentRange } from "../app/shared/format/format";
import { cards, fromCards } from "./cards";
import { labelBy, parseContent } from "./validate";

export const faqItemSchema = z
  .object({ question: z.string().min(5), answer: z.array(z.string().min(1)).min(1) })
  .strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Typical market figures the home page's FAQ quotes, typed once. */
export const faqFacts = {
  typicalAnnualFeeKr: { min: 0, max: 500 },
  typicalRatePercent: { min: 15, max: 25 },
  typicalIncomeRequirementKr: { min: 200_000, max: 300_000 },
  minimumAge: 18,
  typicalCashbackPercent: { min: 0.5, max: 2 },
} as const;

const fee = faqFacts.typicalAnnualFeeKr;
const income = faqFacts.typicalIncomeRequirementKr;
// The market figures above are the spec's; each answer also says what our own cards show, computed.
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
          `De fleste kredittkort har et årsgebyr på mellom ${formatNumber(fee.min)} og ${formatKr(fee.max)}, og mange av de mest populære kortene er helt gratis: av de ${cards.length} kortene vi sammenligner, har ${cardsInFeeRange()} et årsgebyr i det spennet. Premiumkort med lounge, reiseforsikring og statusfordeler kan koste flere tusen kroner i året.`,
          "I tillegg kommer rente hvis du ikke betaler hele fakturaen innen forfall, og gebyrer for for eksempel kontantuttak. Se det representative eksempelet ved hvert kort for hva kreditten faktisk koster.",
        ],
      },
      {
        question: "Hvor høy er renten på et kredittkort?",
        answer: [
          `Renten på kredittkort i markedet, før gebyrer, ligger vanligvis på ${formatPercentRange(faqFacts.typicalRatePercent)} i året. Det er høyere enn på de fleste andre lån, fordi kreditten er uten sikkerhet.`,
          "Den effektive renten tar med alle kostnader, også årsgebyret, så et høyt årsgebyr gjør en liten kreditt svært dyr. Se det representative eksempelet ved hvert kort: det viser den effektive renten og hva 15\u00a0000\u00a0kr over 12 måneder koster.",
          "Du betaler bare rente når du ikke betaler hele fakturaen innen forfall. De fleste kort har en rentefri periode på opptil 45–50 dager på kjøp.",
        ],
      },
      {
        question: "Hvilke krav stilles for å få kredittkort?",
        answer: [
          `Du må være over ${faqFacts.minimumAge} år og ha fast inntekt. Mange banker krever en årsinntekt på minst ${formatNumber(income.min)}–${formatKr(income.max)}, og du kan ikke ha betalingsanmerkninger.`,
          "Banken gjør alltid en kredittvurdering før den gir deg kort og bestemmer kredittgrensen ut fra inntekten og gjelden din.",
        ],
      },
      {
        question: "Hvor mye cashback kan jeg få?",
        answer: [
          `Vanlig cashback er ${formatPercentRange(faqFacts.typicalCashbackPercent)} av kjøpesummen. Noen kort gir mer hos utvalgte butikker eller på bestemte dager, og noen gir poeng i stedet for penger.`,
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
