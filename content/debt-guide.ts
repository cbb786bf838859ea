import { z } from "zod";
import { cards, fromCards } from "./cards";
import { cashWithdrawalSentence } from "./market-claims";
import { kr, mistakeSchema, nonEmpty, percent, stepSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

/**
 * /kredittkort-gjeld-guide. The page's own figures
 * are numbers here; the comparison of a minimum payment with a fixed payment is computed
 * from them with the same functions as the calculator (app/shared/finance/debt-repayment.ts).
 *
 * The spec's "average credit interest 20 %" is not typed: it is computed from the cards we
 * compare (their yearly rate before fees, interest on interest included), and the page says so.
 * The comparison's rate is stated with its convention (see RateConvention in debt-repayment.ts):
 * "effective" means twelve months of interest on interest give exactly that rate, which for a
 * debt with no fees is its effective rate.
 */

export const debtGuideFactsSchema = z
  .object({
    /** The comparison: a debt, its yearly rate and how that rate is read, and the fixed monthly payment set against the minimum payment. */
    comparison: z
      .object({
        balanceKr: kr.positive(),
        ratePercent: percent,
        rateConvention: z.enum(["nominal", "effective"]),
        fixedPaymentKr: kr.positive(),
      })
      .strict(),
  })
  .strict();

export const debtGuideFacts = parseOne("Gjeldsguiden", debtGuideFactsSchema, {
  comparison: { balanceKr: 50_000, ratePercent: 20, rateConvention: "effective", fixedPaymentKr: 2_500 },
});

/**
 * The mean of the yearly rates (before fees, interest on interest included) of the cards we
 * compare, to one decimal: what the guide can truthfully call the average rate. Not an
 * effective rate: the annual fees are left out.
 */
export function averageCardRate(rated: ReadonlyArray<{ interestRate: number }>): {
  percent: number;
  cardCount: number;
} {
  if (rated.length === 0) throw new Error("Gjeldsguiden: ingen kort å regne snittrente av");
  const mean = rated.reduce((sum, card) => sum + card.interestRate, 0) / rated.length;
  return { percent: Math.round(mean * 10) / 10, cardCount: rated.length };
}

/** The average rate the guide shows: of the cards as published now. */
export const debtGuideAverageRate = fromCards(() => averageCardRate(cards));

/** Free help with debt. Only services we have checked exist; phone numbers as dialled and as shown. */
export const helpContactSchema = z
  .object({
    name: nonEmpty,
    description: nonEmpty,
    phone: z
      .object({ display: nonEmpty, tel: z.string().regex(/^\+47\d{8}$/, "må være +47 og åtte siffer") })
      .strict()
      .optional(),
    link: z
      .object({ href: z.url({ protocol: /^https$/ }), label: nonEmpty })
      .strict()
      .optional(),
  })
  .strict();
export type HelpContact = z.infer<typeof helpContactSchema>;

export const debtHelpContacts = parseContent(
  "Hjelp med gjeld",
  helpContactSchema,
  [
    {
      name: "NAVs økonomi- og gjeldsrådgivning",
      description:
        "Gratis og uforpliktende råd på telefon om økonomi og gjeld. Du trenger ikke ha noen sak hos NAV for å ringe, og du kan være anonym.",
      phone: { display: "55 55 33 39", tel: "+4755553339" },
    },
    {
      name: "NAV-kontoret der du bor",
      description:
        "Kan sette deg i kontakt med en økonomisk rådgiver som går gjennom økonomien sammen med deg, hjelper deg å forhandle med kreditorene og eventuelt å søke om gjeldsordning.",
      link: { href: "https://www.nav.no", label: "Finn kontoret ditt på nav.no" },
    },
    {
      name: "Banken som har gitt deg kortet",
      description:
        "Ta kontakt før fakturaen forfaller hvis du ser at du ikke klarer å betale. Mange banker går med på en betalingsplan eller en kortere betalingsutsettelse, men du må spørre selv.",
    },
  ],
  labelBy("name"),
);

/** Repayment strategy: method, bestFor, description, pros, cons. `id` is the section anchor. */
export const repaymentStrategySchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    method: nonEmpty,
    bestFor: nonEmpty,
    description: nonEmpty,
    pros: z.array(nonEmpty).min(2),
    cons: z.array(nonEmpty).min(1),
  })
  .strict();

export const repaymentStrategies = parseContent(
  "Nedbetalingsstrategi",
  repaymentStrategySchema,
  [
    {
      id: "snoballmetoden",
      method: "Snøballmetoden: minste gjeld først",
      bestFor: "Deg som har flere små gjeldsposter og trenger å se fremgang tidlig for å holde motivasjonen oppe.",
      description:
        "Du betaler minstebeløpet på all gjeld, og alt du har til overs går til den minste gjelden. Når den er borte, legger du hele beløpet du betalte på den, til innbetalingen på den nest minste. Slik vokser beløpet du betaler ned med, som en snøball.",
      pros: [
        "Du blir kvitt den første gjelden raskt og ser at det nytter",
        "Færre regninger å holde styr på etter hvert",
        "Enkel å forstå og følge",
      ],
      cons: [
        "Kan koste mer i renter enn skredmetoden hvis den minste gjelden har lavest rente",
        "Regnestykket er ikke det beste; gevinsten er motivasjonen",
      ],
    },
    {
      id: "skredmetoden",
      method: "Skredmetoden: høyeste rente først",
      bestFor:
        "Deg som vil betale minst mulig i renter og klarer å holde ut selv om det tar tid før den første gjelden er borte.",
      description:
        "Du betaler minstebeløpet på all gjeld, og alt du har til overs går til gjelden med høyest rente, som regel kredittkortene. Når den er nedbetalt, går du videre til den med nest høyest rente.",
      pros: ["Lavest samlet rentekostnad med det samme månedsbeløpet", "Du blir gjeldfri raskest"],
      cons: [
        "Det kan ta lang tid før den første gjelden er borte hvis den dyreste også er den største",
        "Krever tålmodighet og disiplin",
      ],
    },
    {
      id: "refinansiering",
      method: "Refinansiering: samle gjelden i ett lån",
      bestFor:
        "Deg som har gjeld på flere kredittkort og får tilbud om et lån med klart lavere effektiv rente enn kortene.",
      description:
        "Du tar opp ett lån som innfrir kredittkortgjelden, og betaler det ned med et fast beløp hver måned til en fast sluttdato. Det lønner seg bare hvis den effektive renten på lånet, med gebyrer, er lavere enn på kortene, og hvis du ikke bruker kortene igjen. Har du bolig, kan banken tilby å legge gjelden inn i boliglånet til lavere rente, men da står boligen som sikkerhet, og nedbetalingstiden blir ofte lang.",
      pros: [
        "Lavere rente betyr at mer av innbetalingen går til selve gjelden",
        "Én regning i stedet for flere",
        "En fast plan med en dato du er gjeldfri",
      ],
      cons: [
        "Etableringsgebyr og termingebyr spiser av gevinsten",
        "Lang nedbetalingstid kan gi høyere samlet kostnad selv med lavere rente",
        "Kortene er tomme og fristende: si dem opp eller be om lavere kredittgrense",
      ],
    },
  ],
  labelBy("id"),
);

/** The 5-step plan. */
export const debtPlanSteps = parseContent(
  "Gjeldsplan",
  stepSchema,
  [
    {
      title: "Få oversikt over all gjeld",
      text: "Logg inn med BankID hos Gjeldsregisteret eller Norsk Gjeldsinformasjon og se all usikret gjeld samlet: kredittkort, forbrukslån og kredittrammer. Det er gratis. Skriv ned saldo, rente og minstebeløp for hver gjeld.",
    },
    {
      title: "Sett opp et budsjett",
      text: "Før opp inntekter og faste utgifter, og finn ut hvor mye du realistisk kan betale hver måned. Beløpet bør være større enn summen av minstebeløpene: betaler du bare dem, går gjelden svært sakte ned.",
    },
    {
      title: "Velg strategi",
      text: "Bestem om du vil ta den dyreste gjelden først, den minste først, eller om det lønner seg å samle gjelden i ett lån med lavere rente. Bruk kalkulatoren under for å se hva de ulike beløpene betyr.",
    },
    {
      title: "Stopp ny gjeld",
      text: "Legg bort kredittkortene og bruk bankkortet til daglige kjøp. Be banken senke kredittgrensen eller si opp kort du ikke trenger, og sett opp fast trekk på innbetalingen, så den skjer av seg selv.",
    },
    {
      title: "Følg med hver måned, og si fra tidlig",
      text: "Sjekk restgjelden hver måned og øk innbetalingen når du kan. Ser du at du ikke klarer en faktura, ta kontakt med banken før forfall, eller ring NAVs gjeldsrådgivning. Jo tidligere, jo flere muligheter har du.",
    },
  ],
  labelBy("title"),
);

// A cash withdrawal's fee is a fact of each card: said from the cards (content/market-claims.ts), again on every card change.
export const debtMistakes = fromCards(() =>
  parseContent(
    "Vanlige gjeldsfeil",
    mistakeSchema,
    [
      {
        mistake: "Å betale bare minstebeløpet",
        impact: "Høy",
        solution:
          "Betal et fast beløp som er høyere enn minstebeløpet, og la det stå selv om minstebeløpet synker når gjelden blir mindre.",
      },
      {
        mistake: "Å fortsette å bruke kortet mens du betaler ned",
        impact: "Høy",
        solution: "Bruk bankkortet til daglige kjøp. Ny handel på kortet spiser opp det du betaler ned.",
      },
      {
        mistake: "Å ta opp nye lån for å betale gamle regninger",
        impact: "Høy",
        solution: "Et nytt dyrt lån flytter bare problemet. Snakk med banken eller NAVs gjeldsrådgivning i stedet.",
      },
      {
        mistake: "Å ta ut kontanter med kredittkortet",
        impact: "Middels",
        solution: `${cashWithdrawalSentence(cards)} Bruk bankkortet når du trenger kontanter.`,
      },
      {
        mistake: "Å refinansiere uten å sammenligne effektiv rente",
        impact: "Middels",
        solution:
          "Sammenlign den effektive renten, som tar med gebyrene, og regn ut hva lånet koster totalt over hele nedbetalingstiden.",
      },
      {
        mistake: "Å vente med å be om hjelp",
        impact: "Høy",
        solution:
          "Ta kontakt før regningen går til inkasso. Da kommer det gebyrer i tillegg, og går saken videre, kan du få en betalingsanmerkning som gjør det vanskeligere å få bedre lån senere.",
      },
    ],
    labelBy("mistake"),
  ),
);
