import { z } from "zod";
import { faqFacts } from "./faq";
import { labelBy, parseContent } from "./validate";

/**
 * /kredittkort-vs-bankkort: the comparison table and the "when to use which" lists.
 * Rates and the interest-free period in the article come from the cards (content/cards.ts).
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");

/** One row of the comparison: the aspect, then how each card type handles it. */
export const comparisonRowSchema = z
  .object({
    aspect: nonEmpty,
    creditCard: nonEmpty,
    debitCard: nonEmpty,
  })
  .strict();

// The age limit is the FAQ's, typed once there.
const { minimumAge } = faqFacts;

export const comparisonRows = parseContent(
  "Sammenligning",
  comparisonRowSchema,
  [
    {
      aspect: "Hvem sine penger",
      creditCard: "Bankens. Du bruker en kreditt og betaler senere, samlet på én faktura.",
      debitCard: "Dine egne. Beløpet trekkes fra brukskontoen med en gang.",
    },
    {
      aspect: "Rentefri periode",
      // How many days: computed from the cards where the article says it (content/market-claims.ts), not typed here.
      creditCard: "Ja, på kjøp fram til fakturaen forfaller, hvis hele fakturaen betales innen forfall.",
      debitCard: "Ikke aktuelt: du betaler med penger du allerede har.",
    },
    {
      aspect: "Rente",
      creditCard: "Høy rente på det du ikke betaler innen forfall, og ofte fra første dag på kontantuttak.",
      debitCard: "Ingen rente, så lenge kontoen ikke har en egen kredittramme.",
    },
    {
      aspect: "Forbrukervern ved kjøp",
      creditCard:
        "Kortutstederen svarer sammen med selgeren hvis varen ikke kommer eller har feil (finansavtaleloven).",
      debitCard:
        "Chargeback etter Visa- eller Mastercard-reglene. Fungerer ofte, men fristene er kortere og prosessen tyngre.",
    },
    {
      aspect: "Depositum, hotell og leiebil",
      creditCard: "Godtas nesten overalt. Reservasjonen binder en del av kredittrammen, ikke lønnen din.",
      debitCard: "Avvises ofte av leiebilselskaper. Reservasjonen holder av penger på brukskontoen i flere dager.",
    },
    {
      aspect: "Kostnad",
      creditCard: "Mange kort er gratis, men valutapåslag, gebyr for kontantuttak og rente kan gjøre dem dyre.",
      debitCard: "Lave eller ingen gebyrer; kortet inngår ofte i kontopakken.",
    },
    {
      aspect: "Fordeler",
      creditCard: "Ofte cashback, bonuspoeng, rabatter eller reiseforsikring.",
      debitCard: "Sjelden noe utover selve betalingen.",
    },
    {
      aspect: "Buffer",
      creditCard: "Betaler en uventet regning med lånte penger; blir beløpet stående etter forfall, koster det renter.",
      debitCard: "Bufferen er pengene på kontoen; når de er brukt opp, stopper kortet.",
    },
    {
      aspect: "Krav for å få kortet",
      creditCard: `Kredittvurdering, fast inntekt og minst ${minimumAge} år.`,
      debitCard: "Følger med brukskontoen, uten kredittvurdering.",
    },
  ],
  labelBy("aspect"),
);

/** When each card is the better choice. */
export const useCasesSchema = z
  .object({ creditCard: z.array(nonEmpty).min(3), debitCard: z.array(nonEmpty).min(3) })
  .strict();

export const useCases = parseContent("Når bruke hvilket kort", useCasesSchema, [
  {
    creditCard: [
      "Netthandel, særlig hos butikker du ikke har handlet hos før",
      "Flybilletter, pakkereiser og hotell, der forsikring og reklamasjonsrett er mest verdt",
      "Leiebil og depositum som reserveres i flere dager",
      "Store kjøp der du vil ha det ekstra vernet hvis noe går galt",
      "Faste kjøp som gir cashback eller poeng, når du betaler hele fakturaen",
    ],
    debitCard: [
      "Kontantuttak i minibank, som er dyrt med kredittkort",
      "Dagligvarer og småkjøp hvis du vil ha full kontroll på hva som er igjen på kontoen",
      "Når du vet at du ikke kan betale hele kredittkortfakturaen ved forfall",
      "Regninger og overføringer, som ofte ikke gir fordeler med kredittkort uansett",
    ],
  },
])[0]!;
