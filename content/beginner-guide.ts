import { z } from "zod";
import { formatPercent, formatWorkingDays } from "../app/shared/format/format";
import { cardCategories } from "./card-constants";
import { cards, fromCards } from "./cards";
import { creditRules } from "./credit-rules";
import { faqFacts } from "./faq";
import { kr, mistakeSchema, nonEmpty, percent, stepSchema, tipSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { cashWithdrawalSentence, incomeSentence, interestFreeSentence } from "./market-claims";
import { labelBy, parseContent } from "./validate";

/**
 * The law that gives a card holder a claim against the card issuer when a purchase on credit
 * goes wrong: finansavtaleloven of 2020, in force since 1 January 2023. The guide used to cite
 * kredittkjøpsloven, which has long been repealed.
 */
export const creditPurchaseLaw = {
  name: "finansavtaleloven",
  citation: "lov 18. desember 2020 nr. 146 om finansavtaler",
} as const;

/** The beginner guide's own figures, as numbers. */
const factsSchema = z
  .object({
    minimumAge: z.number().int().positive(),
    maxUtilisationPercent: percent,
    minMonthsBetweenApplications: z.number().int().positive(),
  })
  .strict();

export const beginnerGuideFacts = parseOne("Nybegynnerguiden", factsSchema, {
  minimumAge: faqFacts.minimumAge,
  maxUtilisationPercent: creditRules.maxUtilisationPercent,
  minMonthsBetweenApplications: creditRules.minMonthsBetweenApplications,
});

const facts = beginnerGuideFacts;

/**
 * How long the bank takes to answer an application: the banks' own stated processing times for the
 * cards we compare, as published now (the spec's 1–5 days is narrower than the data).
 */
export const answerWorkingDays = fromCards(() => {
  const stated = cards.flatMap((card) => (card.processingDays ? [card.processingDays] : []));
  return { min: Math.min(...stated.map((days) => days.min)), max: Math.max(...stated.map((days) => days.max)) };
});

/** Credit card and bank card side by side. */
const comparisonRowSchema = z.object({ aspect: nonEmpty, creditCard: nonEmpty, bankCard: nonEmpty }).strict();

export const cardVsBankCard = parseContent(
  "Kredittkort mot bankkort",
  comparisonRowSchema,
  [
    {
      aspect: "Hvem sine penger",
      creditCard: "Bankens penger, som du låner til fakturaen forfaller",
      bankCard: "Dine egne penger på brukskontoen",
    },
    {
      aspect: "Når pengene trekkes",
      creditCard: "Samlet på én faktura i måneden etter",
      bankCard: "Med en gang, eller innen et par dager",
    },
    {
      aspect: "Rente",
      // Whether interest runs from the purchase date is each card's own clause, which the card data does not hold:
      // said as the usual rule, as the guide's text and Kortvelger say it (decision 0032).
      creditCard: "Ingen hvis hele fakturaen betales innen forfall, ellers høy rente, som regel fra kjøpsdagen",
      bankCard: "Ingen, du bruker penger du allerede har",
    },
    {
      aspect: "Krav for å få kortet",
      creditCard: "Kredittvurdering, fast inntekt og ingen betalingsanmerkninger",
      bankCard: "Følger med brukskontoen",
    },
    {
      aspect: "Vern ved netthandel",
      creditCard: `Etter ${creditPurchaseLaw.name} (${creditPurchaseLaw.citation}) kan du rette krav mot kortutstederen hvis varen ikke kommer eller er feil`,
      bankCard: "Svakere vern; du må ofte gå via banken med en reklamasjon",
    },
    {
      aspect: "Reiseforsikring og fordeler",
      creditCard: "Vanlig: reiseforsikring, bonuspoeng eller cashback",
      bankCard: "Sjelden",
    },
  ],
  labelBy("aspect"),
);

/** The credit limit example: a limit and the month's purchases; the rest is computed. */
const limitExampleSchema = z
  .object({
    limitKr: kr.positive(),
    purchases: z.array(z.object({ what: nonEmpty, amountKr: kr.positive() }).strict()).min(2),
  })
  .strict()
  .refine(
    (e) => e.purchases.reduce((sum, p) => sum + p.amountKr, 0) <= e.limitKr,
    "kjøpene kan ikke overstige kredittgrensen",
  );

export const creditLimitExample = parseOne("Eksempel på kredittgrense", limitExampleSchema, {
  limitKr: 20_000,
  purchases: [
    { what: "Flybilletter til sommerferien", amountKr: 4_500 },
    { what: "Ny vinterjakke", amountKr: 2_000 },
    { what: "Dagligvarer og drivstoff", amountKr: 1_500 },
  ],
});

/** The four card types, one per category on the card list. */
const cardTypeSchema = z
  .object({
    category: z.enum(cardCategories),
    name: nonEmpty,
    description: nonEmpty,
    suits: nonEmpty,
    watchOut: nonEmpty,
  })
  .strict();

export const beginnerCardTypes = parseContent(
  "Korttype",
  cardTypeSchema,
  [
    {
      category: "Cashback",
      name: "Cashback- og rabattkort",
      description: "Gir deg en liten andel av kjøpene tilbake som penger, poeng eller rabatter hos bestemte butikker.",
      suits: "De fleste som skal ha sitt første kort, særlig når kortet ikke har årsgebyr.",
      watchOut: "Fordelen er liten i kroner. Den forsvinner helt hvis du betaler rente én eneste måned.",
    },
    {
      category: "Reise",
      name: "Reisekort",
      description: "Samler flypoeng og har som regel reiseforsikring når reisen betales med kortet.",
      suits: "Deg som reiser flere ganger i året og vil ha reiseforsikringen inkludert.",
      watchOut: "Har ofte årsgebyr. Poeng er bare verdt noe hvis du faktisk bruker dem.",
    },
    {
      category: "Premium",
      name: "Premiumkort",
      description: "Høyt årsgebyr mot lounge, omfattende forsikringer, restaurant- og statusfordeler.",
      suits: "Deg som reiser mye og bruker fordelene jevnlig. Sjelden et godt førstekort.",
      watchOut: "Årsgebyret kommer hvert år, uansett hvor mye du bruker kortet.",
    },
    {
      category: "Dagligvare",
      name: "Dagligvarekort",
      description: "Gir ekstra bonus når du handler i én bestemt dagligvarekjede.",
      suits: "Deg som handler det meste av maten i den samme kjeden.",
      watchOut: "Bonusen gjelder bare i kjeden. Mange slike kort har høy rente.",
    },
  ],
  labelBy("name"),
);

/** What the banks ask for before they give you a card; the income from the cards as published now. */
export const applicationRequirements = fromCards(() =>
  parseContent(
    "Krav",
    tipSchema,
    [
      {
        tip: `Minst ${facts.minimumAge} år`,
        text: "Du må være myndig for å inngå en kredittavtale. Noen banker har høyere aldersgrense.",
      },
      {
        tip: "Fast inntekt",
        text: `${incomeSentence(cards)} Inntekten bestemmer også hvor høy kredittgrense du får.`,
      },
      {
        tip: "Ingen betalingsanmerkninger",
        text: "En betalingsanmerkning betyr nesten alltid avslag. Sjekk kredittopplysningene dine før du søker hvis du er usikker.",
      },
      {
        tip: "Norsk personnummer og BankID",
        text: "Søknaden signeres med BankID, og du må som regel være bosatt i Norge.",
      },
      {
        tip: "Gjeld som står i forhold til inntekten",
        text: "Banken ser i Gjeldsregisteret hvor mye usikret gjeld du har fra før. Den samlede gjelden kan ikke være for høy i forhold til inntekten.",
      },
    ],
    labelBy("tip"),
  ),
);

/** The five steps of an application; the answer time is a plain fact, not a promise, from the cards as published now. */
export const applicationSteps = fromCards(() =>
  parseContent(
    "Søknadssteg",
    stepSchema,
    [
      {
        title: "Finn ut hva du trenger kortet til",
        text: "Skal kortet brukes på reise, til netthandel eller bare til vanlige kjøp du betaler i sin helhet hver måned? Svaret avgjør om du trenger reiseforsikring, bonuspoeng eller bare et enkelt kort uten årsgebyr.",
      },
      {
        title: "Sammenlign effektiv rente, årsgebyr og fordeler",
        text: "Se på hva kortet koster i året og hva kreditten koster hvis du ikke betaler hele fakturaen. Les det representative eksempelet for hvert kort.",
      },
      {
        title: "Fyll ut søknaden hos banken",
        text: "Du oppgir inntekt, boutgifter, gjeld og hvor høy kredittgrense du ønsker. Be bare om den grensen du faktisk trenger, og signer med BankID.",
      },
      {
        title: "Banken gjør en kredittvurdering",
        text: `Banken henter kredittopplysninger om deg og ser på gjelden din i Gjeldsregisteret. For kortene vi sammenligner, oppgir bankene ${formatWorkingDays(answerWorkingDays())} før du får svar. Noen ganger ber banken om lønnsslipp eller skattemelding.`,
      },
      {
        title: "Ta imot kortet og sett opp full betaling",
        text: "Aktiver kortet, velg en PIN-kode og opprett eFaktura eller AvtaleGiro for hele beløpet, slik at du aldri betaler rente ved en forglemmelse.",
      },
    ],
    labelBy("title"),
  ),
);

export const goldenRules = fromCards(() =>
  parseContent(
    "Gyllen regel",
    tipSchema,
    [
      {
        tip: "Betal hele fakturaen hver måned",
        text: `Da betaler du ingen rente. ${interestFreeSentence(cards)}`,
      },
      {
        tip: `Bruk høyst ${formatPercent(facts.maxUtilisationPercent)} av kredittgrensen`,
        text: "Da blir fakturaen aldri større enn du kan betale, og det ser bedre ut for bankene når du senere søker om lån.",
      },
      {
        tip: "Ikke ta ut kontanter med kortet",
        text: "Kontantuttak koster gebyr, og renten løper fra samme dag. Bruk bankkortet i minibanken.",
      },
      {
        tip: `Vent minst ${facts.minMonthsBetweenApplications} måneder mellom søknadene`,
        text: "Hver søknad gir en kredittsjekk. Mange søknader tett på hverandre kan få bankene til å si nei.",
      },
      {
        tip: "Følg med på kontoen hver uke",
        text: "Slå på varsler i appen. Da ser du raskt hvor mye du har brukt, og oppdager ukjente trekk før fakturaen kommer.",
      },
      {
        tip: "Hold deg til ett eller to kort",
        text: "Hvert kort er en del av gjelden din i bankenes øyne, selv om du ikke bruker det. Si opp kort du ikke trenger.",
      },
    ],
    labelBy("tip"),
  ),
);

// A cash withdrawal's fee is a fact of each card: said from the cards (content/market-claims.ts), again on every card change.
export const beginnerMistakes = fromCards(() =>
  parseContent(
    "Vanlig feil",
    mistakeSchema,
    [
      {
        mistake: "Å betale bare minstebeløpet",
        impact: "Høy",
        solution:
          "Minstebeløpet er laget for at gjelden skal vare lenge. Betal hele fakturaen, eller så mye du kan, og legg en plan for resten.",
      },
      {
        mistake: "Å bruke kredittkortet som en forlengelse av lønnen",
        impact: "Høy",
        solution:
          "Bruk kortet bare til kjøp du har penger til på konto i dag. Kreditten er lånte penger, ikke en ekstra inntekt.",
      },
      {
        mistake: "Å ta ut kontanter med kredittkortet",
        impact: "Høy",
        solution: `Bruk bankkortet i minibanken. ${cashWithdrawalSentence(cards)}`,
      },
      {
        mistake: "Å søke om mange kort samtidig",
        impact: "Middels",
        solution:
          "Finn det ene kortet som passer best, og søk bare om det. Hver søknad registreres som en kredittsjekk.",
      },
      {
        mistake: "Å glemme årsgebyret",
        impact: "Middels",
        solution:
          "Et kort med årsgebyr må gi mer tilbake enn det koster. Regn på det før du søker, og hvert år etterpå.",
      },
      {
        mistake: "Å be om høyest mulig kredittgrense",
        impact: "Middels",
        solution:
          "En høy grense frister, og den teller med som gjeld når du søker om boliglån. Be om det du faktisk trenger.",
      },
    ],
    labelBy("mistake"),
  ),
);
