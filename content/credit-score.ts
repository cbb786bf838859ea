import { z } from "zod";
import { formatPercent } from "../app/shared/format/format";
import { creditRules } from "./credit-rules";
import { guideColor, mistakeSchema, nonEmpty, percent, rangeOf, stepSchema, tipSchema } from "./guide-schemas";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

const months = rangeOf(z.number().int().positive());

/** The credit score guide's own figures, as numbers. */
const factsSchema = z
  .object({
    /** The score scale the guide explains with. */
    scoreRange: rangeOf(z.number().int().nonnegative()),
    maxUtilisationPercent: percent,
    idealUtilisationPercent: percent,
    /** Applications for the same kind of loan within this many days may count as one inquiry. */
    bundleApplicationDays: rangeOf(z.number().int().positive()),
    minMonthsBetweenApplications: z.number().int().positive(),
    /** How soon the quick improvements show, and from when the long-term ones do. */
    quickImprovementMonths: months,
    longTermFromMonths: z.number().int().positive(),
  })
  .strict();

export const creditScoreFacts = parseOne("Kredittscore-guiden", factsSchema, {
  scoreRange: { min: 300, max: 850 },
  maxUtilisationPercent: creditRules.maxUtilisationPercent,
  idealUtilisationPercent: creditRules.idealUtilisationPercent,
  bundleApplicationDays: { min: 14, max: 45 },
  minMonthsBetweenApplications: creditRules.minMonthsBetweenApplications,
  quickImprovementMonths: { min: 1, max: 3 },
  longTermFromMonths: 6,
});

const facts = creditScoreFacts;

/**
 * Which scores the guide describes, and whose the figures are (issue 31): the Norwegian scores are the
 * bureaus' own (Experian's for persons go from 0 to 100, 100 best); the 300–850 scale, its bands and the
 * factor weights are FICO's in the USA, shown as that and never as a Norwegian bureau's.
 */
export const creditScoreSources = {
  norwegian: {
    bureau: "Experian",
    models: "Risikoscore Person og Consumer Delphi",
    scale: { min: 0, max: 100 },
    url: "https://www.experian.no/kundeservice/p-faq-kredittscore.html",
  },
  foreign: { name: "FICO-scoren i USA", url: "https://www.myfico.com/credit-education/whats-in-your-credit-score" },
} as const;

const definitionSchema = z.object({ term: nonEmpty, definition: nonEmpty }).strict();

export const creditDefinitions = parseContent(
  "Begrep",
  definitionSchema,
  [
    {
      term: "Kredittsjekk",
      definition:
        "Et oppslag hos et kredittopplysningsbyrå som en bank, utleier eller nettbutikk gjør før de gir deg kreditt. Oppslaget viser blant annet betalingsanmerkninger, inntekt og formue fra skattelistene.",
    },
    {
      term: "Kredittscore",
      definition:
        "Et tall som oppsummerer hvor sannsynlig det er at du betaler det du skylder. Jo høyere tall, jo lavere risiko ser långiveren.",
    },
    {
      term: "Kredittopplysningsbyrå",
      definition: "Et selskap med konsesjon til å samle og selge kredittopplysninger om personer og bedrifter.",
    },
    {
      term: "Betalingsanmerkning",
      definition:
        "En registrering av at et krav ikke er betalt, og at saken er gått til inkasso eller rettslig behandling. En anmerkning gir nesten alltid avslag på ny kreditt.",
    },
    {
      term: "Gjeldsregisteret",
      definition:
        "Registeret over usikret gjeld i Norge: kredittkort, forbrukslån og kredittgrenser. Bankene må sjekke det før de gir deg kreditt.",
    },
    {
      term: "Gjenpartsbrev",
      definition: "Et varsel du har krav på hver gang noen kredittsjekker deg, med navnet på den som gjorde oppslaget.",
    },
  ],
  labelBy("term"),
);

/** Credit score factor: factor, impact in percent, description, time to improve, colour. */
const factorSchema = z
  .object({
    factor: nonEmpty,
    impact: percent,
    description: nonEmpty,
    /** Months before an improvement shows; null where only time itself helps. */
    improveTime: months.nullable(),
    color: guideColor,
  })
  .strict();
export type CreditScoreFactor = z.infer<typeof factorSchema>;

export const creditScoreFactors = parseContent(
  "Faktor",
  factorSchema,
  [
    {
      factor: "Betalingshistorikk",
      impact: 35,
      description:
        "Om du har betalt regninger og avdrag i tide. Purringer, inkasso og betalingsanmerkninger trekker mest ned.",
      improveTime: { min: 3, max: 6 },
      color: "blue",
    },
    {
      factor: "Kredittbruk",
      impact: 30,
      description: `Hvor stor del av kredittgrensene du bruker. Under ${formatPercent(facts.maxUtilisationPercent)} er bra, under ${formatPercent(facts.idealUtilisationPercent)} enda bedre.`,
      improveTime: { min: 1, max: 2 },
      color: "violet",
    },
    {
      factor: "Lengden på kreditthistorikken",
      impact: 15,
      description:
        "Hvor lenge du har hatt kreditt. Gamle kort og lån som er betalt ordentlig, viser at du kan håndtere gjeld over tid.",
      improveTime: null,
      color: "green",
    },
    {
      factor: "Sammensetning av kreditt",
      impact: 10,
      description: "Hvilke typer kreditt du har. Et boliglån og ett kredittkort ser bedre ut enn flere forbrukslån.",
      improveTime: { min: 3, max: 6 },
      color: "amber",
    },
    {
      factor: "Nye kredittforespørsler",
      impact: 10,
      description:
        "Hvor mange ganger du er kredittsjekket nylig. Mange søknader på kort tid kan tyde på at du trenger penger raskt.",
      improveTime: { min: 6, max: 24 },
      color: "slate",
    },
  ],
  labelBy("factor"),
);

export const scoreStatuses = ["Dårlig", "Rimelig", "God", "Meget god", "Utmerket"] as const;

/** Score band: range, status, description, colour, advice. */
const bandSchema = z
  .object({
    range: rangeOf(z.number().int().nonnegative()),
    status: z.enum(scoreStatuses),
    description: nonEmpty,
    color: guideColor,
    advice: nonEmpty,
  })
  .strict();
export type ScoreBand = z.infer<typeof bandSchema>;

export const scoreBands = parseContent(
  "Scorenivå",
  bandSchema,
  [
    {
      range: { min: 300, max: 579 },
      status: "Dårlig",
      description: "Ofte betalingsanmerkninger eller mye ubetalt gjeld. Søknader om kreditt får som regel avslag.",
      color: "red",
      advice: "Betal ned det som er gått til inkasso først, og vent med nye søknader.",
    },
    {
      range: { min: 580, max: 669 },
      status: "Rimelig",
      description:
        "Noen svake punkter, for eksempel høy kredittbruk eller sene betalinger. Du kan få kreditt, men med lav grense.",
      color: "orange",
      advice: "Betal alle regninger i tide og få ned bruken av kredittgrensene.",
    },
    {
      range: { min: 670, max: 739 },
      status: "God",
      description: "En ryddig økonomi. De fleste banker vil vurdere søknaden din positivt.",
      color: "amber",
      advice: "Hold kredittbruken lav og unngå unødvendige søknader.",
    },
    {
      range: { min: 740, max: 799 },
      status: "Meget god",
      description: "Lang og stabil betalingshistorikk med lite gjeld i forhold til inntekten.",
      color: "lime",
      advice: "Behold de eldste kortene og fortsett som før.",
    },
    {
      range: { min: 800, max: 850 },
      status: "Utmerket",
      description: "Svært lav risiko. Du har de beste forutsetningene for å få ja og gode vilkår.",
      color: "green",
      advice: "Bruk posisjonen til å forhandle om renten når du tar opp lån.",
    },
  ],
  labelBy("status"),
);

/** A way to see your own credit information. */
const checkWaySchema = z.object({ way: nonEmpty, what: nonEmpty, how: nonEmpty }).strict();

export const freeCheckWays = parseContent(
  "Gratis sjekk",
  checkWaySchema,
  [
    {
      way: "Et kredittopplysningsbyrå",
      what: "Opplysningene byrået har om deg: betalingsanmerkninger, inntekt og formue, og hvem som har kredittsjekket deg.",
      how: "Du har rett til innsyn gratis. De store byråene lar deg logge inn med BankID på nettsidene sine.",
    },
    {
      way: "En kredittinformasjonstjeneste",
      what: "Gjeldsregisteret viser all usikret gjeld som er registrert på deg: kredittkort, forbrukslån og kredittgrenser.",
      how: "Logg inn med BankID på Gjeldsregisterets nettsider. Det er gratis, og oversikten er den samme bankene ser.",
    },
    {
      way: "Din egen bank",
      what: "Hvordan banken vurderer deg som kunde, og hva som skal til for å få et bestemt lån eller kort.",
      how: "Spør rådgiveren før du søker. Noen banker viser også en vurdering i nettbanken eller appen.",
    },
  ],
  labelBy("way"),
);

export const premiumServices = parseContent(
  "Betalingstjeneste",
  checkWaySchema,
  [
    {
      way: "Detaljerte rapporter",
      what: "En fullstendig kredittrapport med score, historikk og forklaringer på hva som trekker ned.",
      how: "Nyttig før et stort lån, men det meste av innholdet får du også gratis gjennom innsynsretten.",
    },
    {
      way: "Overvåking døgnet rundt",
      what: "Varsel på e-post eller SMS når noe endrer seg, for eksempel en ny kredittsjekk eller en ny anmerkning.",
      how: "Gjenpartsbrevet du får ved hver kredittsjekk, gir mye av det samme gratis.",
    },
    {
      way: "Beskyttelse mot ID-tyveri",
      what: "Hjelp hvis noen bruker identiteten din til å ta opp lån, ofte sammen med en kredittsperre.",
      how: "En kredittsperre kan du opprette gratis selv. Betal bare for tjenesten hvis du vil ha hjelp til oppfølgingen.",
    },
  ],
  labelBy("way"),
);

export const bankIdCheckSteps = parseContent(
  "BankID-steg",
  stepSchema,
  [
    {
      title: "Velg hvor du vil sjekke",
      text: "Start med et kredittopplysningsbyrå og Gjeldsregisteret. Til sammen gir de hele bildet.",
    },
    {
      title: "Logg inn med BankID",
      text: "Gå til tjenestens egen nettside, ikke via en lenke i en e-post eller SMS, og logg inn med BankID.",
    },
    {
      title: "Be om innsyn",
      text: "Velg innsyn i egne opplysninger eller «min kredittinformasjon». Hos Gjeldsregisteret ser du oversikten med en gang.",
    },
    {
      title: "Gå gjennom opplysningene",
      text: "Sjekk at gjelden, kredittgrensene og eventuelle anmerkninger stemmer, og se hvem som har kredittsjekket deg.",
    },
    {
      title: "Meld fra om feil",
      text: "Kontakt byrået eller banken som har registrert opplysningen. De må rette feil, og du kan klage til Datatilsynet.",
    },
  ],
  labelBy("title"),
);

export const quickImprovements = parseContent(
  "Rask forbedring",
  tipSchema,
  [
    {
      tip: "Betal ned kortgjelden",
      text: `Få kredittbruken under ${formatPercent(facts.maxUtilisationPercent)} av grensen, helst under ${formatPercent(facts.idealUtilisationPercent)}.`,
    },
    {
      tip: "Senk kredittgrenser du ikke bruker",
      text: "Ubrukt kreditt teller som gjeld i Gjeldsregisteret. Si opp kort du ikke trenger.",
    },
    {
      tip: "Betal alt som er til inkasso",
      text: "Betalte saker trekker mindre ned enn ubetalte, og en betalt anmerkning slettes.",
    },
    {
      tip: "Rett feil i opplysningene",
      text: "En feilregistrert gjeld eller anmerkning kan trekke mye ned. Meld fra så snart du oppdager den.",
    },
  ],
  labelBy("tip"),
);

export const longTermStrategies = parseContent(
  "Langsiktig strategi",
  tipSchema,
  [
    {
      tip: "Betal hver regning i tide",
      text: "Betalingshistorikken veier tyngst. Sett opp AvtaleGiro på alle faste regninger.",
    },
    {
      tip: "Behold de eldste kortene",
      text: "Et gammelt kort uten årsgebyr som er betalt ordentlig i mange år, viser stabilitet.",
    },
    {
      tip: "Søk sjelden",
      text: `Vent minst ${facts.minMonthsBetweenApplications} måneder mellom søknadene, og søk bare om kreditt du faktisk trenger.`,
    },
    { tip: "Bygg en buffer", text: "Med penger på sparekonto slipper du å bruke kreditt når noe uforutsett skjer." },
  ],
  labelBy("tip"),
);

/** How the score affects card access and the typical interest rate. */
const accessSchema = z
  .object({
    segment: nonEmpty,
    statuses: z.array(z.enum(scoreStatuses)).min(1),
    // No «typical rate» per level: no source gives one for Norway, and most cards here have one rate for all.
    access: nonEmpty,
  })
  .strict();

export const cardAccessBySegment = parseContent(
  "Korttilgang",
  accessSchema,
  [
    {
      segment: "Lav score",
      statuses: ["Dårlig", "Rimelig"],
      access: "Ofte avslag. Får du ja, er det gjerne med lav kredittgrense og et kort uten ekstra fordeler.",
    },
    {
      segment: "Middels score",
      statuses: ["God"],
      access:
        "De fleste vanlige kort uten årsgebyr er innen rekkevidde, med en kredittgrense som står i forhold til inntekten.",
    },
    {
      segment: "Høy score",
      statuses: ["Meget god", "Utmerket"],
      access:
        "Premium- og reisekort er innen rekkevidde, og du har et bedre utgangspunkt for å forhandle om vilkårene.",
    },
  ],
  labelBy("segment"),
);

export const creditScoreMistakes = parseContent(
  "Feil",
  mistakeSchema,
  [
    {
      mistake: "Å søke om flere kort eller lån samtidig",
      impact: "Høy",
      solution: `Finn det ene produktet som passer, søk om det, og vent minst ${facts.minMonthsBetweenApplications} måneder før neste søknad.`,
    },
    {
      mistake: "Å bruke hele kredittgrensen",
      impact: "Høy",
      solution: `Hold saldoen under ${formatPercent(facts.maxUtilisationPercent)} av grensen, og betal hele fakturaen hver måned.`,
    },
    {
      mistake: "Å si opp det eldste kortet",
      impact: "Middels",
      solution: "Behold et gammelt kort uten årsgebyr. Si heller opp nyere kort med gebyr du ikke trenger.",
    },
    {
      mistake: "Å aldri sjekke egne opplysninger",
      impact: "Middels",
      solution: "Sjekk Gjeldsregisteret og kredittopplysningene minst én gang i året og før hver større søknad.",
    },
  ],
  labelBy("mistake"),
);

export const creditScoreBestPractice = parseContent(
  "God praksis",
  tipSchema,
  [
    {
      tip: "Sett opp automatisk betaling",
      text: "AvtaleGiro eller eFaktura med fast beløp gjør at ingen regning blir glemt.",
    },
    {
      tip: "Hold oversikt over kredittgrensene",
      text: "Summen av alle grenser teller som gjeld, også den du aldri bruker.",
    },
    { tip: "Les gjenpartsbrevene", text: "Et ukjent oppslag kan være det første tegnet på ID-tyveri." },
    {
      tip: "Snakk med banken tidlig",
      text: "Får du betalingsproblemer, ta kontakt før forfall. Da unngår du ofte inkasso.",
    },
  ],
  labelBy("tip"),
);

// Build-time checks: the factor weights are shares of one whole, and the bands tile the scale.
const weightSum = creditScoreFactors.reduce((sum, factor) => sum + factor.impact, 0);
if (weightSum !== 100) throw new Error(`Ugyldig innhold:\n- Faktor: vektene summerer til ${weightSum} %, ikke 100 %`);

scoreBands.forEach((band, index) => {
  const expectedMin = index === 0 ? facts.scoreRange.min : scoreBands[index - 1]!.range.max + 1;
  if (band.range.min !== expectedMin) {
    throw new Error(`Ugyldig innhold:\n- Scorenivå «${band.status}»: feltet «range.min» skal være ${expectedMin}`);
  }
});
if (scoreBands.at(-1)?.range.max !== facts.scoreRange.max) {
  throw new Error(`Ugyldig innhold:\n- Scorenivå: det siste nivået skal slutte på ${facts.scoreRange.max}`);
}

const segmentStatuses = cardAccessBySegment.flatMap((segment) => segment.statuses);
for (const status of scoreStatuses) {
  if (segmentStatuses.filter((s) => s === status).length !== 1) {
    throw new Error(`Ugyldig innhold:\n- Korttilgang: nivået «${status}» skal høre til nøyaktig én gruppe`);
  }
}
