import { z } from "zod";
import { labelBy, parseContent } from "./validate";

/**
 * /kredittkort-sikkerhet-netthandel: the legal figures and the checklists of the article.
 * The amounts are the consumer's maximum liability for misuse under finansavtaleloven
 * (lov 18. desember 2020 nr. 146); the credit-purchase rule is the one Forbrukerrådet cites.
 */
const nonEmpty = z.string().trim().min(1, "kan ikke være tom");
const kr = z.number().int().nonnegative();

export const onlineSafetyFactsSchema = z
  .object({
    lawName: nonEmpty,
    lawUrl: z.url({ protocol: /^https$/ }),
    /** The section that makes the card issuer answer for the seller's breach on credit purchases. */
    creditPurchaseSection: z.string().regex(/^§ \d+-\d+$/, "må være på formen «§ 2-7»"),
    /** Most you pay when a lost or stolen card is misused and you were not grossly negligent. */
    misuseExcessKr: kr,
    /** Most you pay after gross negligence (not for intent or fraud, which can mean the whole loss). */
    grossNegligenceMaxKr: kr,
    /** The outer limit for disputing an unauthorised transaction, in months after it was charged. */
    unauthorisedClaimMonths: z.number().int().positive(),
  })
  .strict();

export const onlineSafetyFacts = parseContent("Trygg netthandel", onlineSafetyFactsSchema, [
  {
    lawName: "finansavtaleloven",
    lawUrl: "https://lovdata.no/dokument/NL/lov/2020-12-18-146",
    creditPurchaseSection: "§ 2-7",
    misuseExcessKr: 450,
    grossNegligenceMaxKr: 12_000,
    unauthorisedClaimMonths: 13,
  },
])[0]!;

/** A step or check: a short heading and the explanation. */
export const safetyStepSchema = z.object({ title: nonEmpty, text: nonEmpty }).strict();

/** Signs that a message, call or web shop is a fraud attempt. */
export const phishingSigns = parseContent("Tegn på svindel", z.string().trim().min(10), [
  "Du blir bedt om å bekrefte en betaling eller logge inn med BankID som du ikke selv har startet.",
  "Meldingen haster: kontoen «stenges», en pakke «holdes tilbake» eller du må betale et lite gebyr innen kort tid.",
  "Lenken går til en adresse som ligner på banken eller Posten, men ikke er den (for eksempel med ekstra ord eller feil endelse).",
  "Noen som sier de er fra banken eller politiet, ringer og ber om koder, kortnummer eller at du flytter penger til en «sikker konto».",
  "Nettbutikken har urealistisk lave priser, mangler organisasjonsnummer og adresse, og tar bare imot forhåndsbetaling.",
  "Bekreftelsen i BankID eller bankappen viser et annet beløp, en annen butikk eller en annen valuta enn du forventet.",
]);

/** What to check before buying from an unfamiliar web shop. */
export const shopChecks = parseContent(
  "Sjekk nettbutikken",
  safetyStepSchema,
  [
    {
      title: "Finn ut hvem som selger",
      text: "En seriøs norsk butikk oppgir organisasjonsnummer, adresse og kontaktinformasjon. Søk opp organisasjonsnummeret i Brønnøysundregistrene.",
    },
    {
      title: "Les omtaler fra flere steder",
      text: "Søk på butikkens navn sammen med ord som «svindel» eller «erfaringer». Mange helt like, overstrømmende omtaler er et varsel, ikke en trygghet.",
    },
    {
      title: "Sjekk adressen og betalingssiden",
      text: "Skriv inn adressen selv eller bruk et bokmerke. Hengelåsen i nettleseren betyr bare at forbindelsen er kryptert, ikke at butikken er ærlig.",
    },
    {
      title: "Se etter vilkår og angrerett",
      text: "Butikker som selger til forbrukere i Norge, skal opplyse om angrerett, levering og reklamasjon. Mangler vilkårene, bør du handle et annet sted.",
    },
  ],
  labelBy("title"),
);

/** What to do when the card has been misused, in order. */
export const misuseSteps = parseContent(
  "Ved misbruk",
  safetyStepSchema,
  [
    {
      title: "Sperr kortet med en gang",
      text: "De fleste banker lar deg sperre kortet i appen. Ellers ringer du sperretelefonen som står på baksiden av kortet og på bankens nettsider. Den er åpen hele døgnet.",
    },
    {
      title: "Meld fra til banken og bestrid trekkene",
      text: "Si fra om hvert trekk du ikke har godkjent, så snart du oppdager dem. Banken skal som hovedregel føre beløpet tilbake senest innen utgangen av neste virkedag.",
    },
    {
      title: "Bytt passord og sjekk BankID",
      text: "Har du oppgitt koder eller passord, bytter du dem og ber banken sperre BankID hvis du er usikker. Sjekk om det er gjort andre endringer i nettbanken.",
    },
    {
      title: "Anmeld forholdet til politiet",
      text: "En anmeldelse kan gjøres på politiets nettsider. Banken kan be om kopi, og den hjelper politiet å se sammenhenger mellom sakene.",
    },
    {
      title: "Ta vare på dokumentasjonen",
      text: "Lagre skjermbilder av meldinger, e-poster, ordrebekreftelser og kontoutskrifter. Skriv ned når du oppdaget misbruket og når du meldte fra.",
    },
  ],
  labelBy("title"),
);

/** When the goods never arrive: the order of a card complaint. */
export const nonDeliverySteps = parseContent(
  "Varen kom ikke",
  safetyStepSchema,
  [
    {
      title: "Klag skriftlig til selgeren først",
      text: "Skriv hva du har bestilt, når du betalte, og hva du krever: levering eller pengene tilbake. Gi en rimelig frist og ta vare på svaret.",
    },
    {
      title: "Send kravet til kortutstederen",
      text: "Hvis selgeren ikke ordner opp, sender du kravet til banken som har utstedt kortet, med ordrebekreftelse, kvittering og korrespondansen med selgeren.",
    },
    {
      title: "Be om chargeback",
      text: "Banken kan kreve pengene tilbake fra selgerens bank gjennom Visa- eller Mastercard-systemet. Fristene er korte, så ikke vent med å ta kontakt.",
    },
    {
      title: "Klag videre hvis banken sier nei",
      text: "Du kan klage på bankens avgjørelse til Finansklagenemnda, og få råd om saken fra Forbrukerrådet.",
    },
  ],
  labelBy("title"),
);

/** Where to get help (external sites). */
export const helpOrganisationSchema = z
  .object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }), text: nonEmpty })
  .strict();

export const helpOrganisations = parseContent(
  "Hjelp",
  helpOrganisationSchema,
  [
    {
      name: "Forbrukerrådet",
      url: "https://www.forbrukerradet.no/",
      text: "Gratis råd og mekling i saker mot nettbutikker og andre selgere, og veiledning om kortreklamasjon.",
    },
    {
      name: "Finansklagenemnda",
      url: "https://www.finkn.no/",
      text: "Behandler klager på banker og kortutstedere, for eksempel når banken avviser et krav om tilbakeføring. Det er gratis å klage.",
    },
    {
      name: "Politiet",
      url: "https://www.politiet.no/",
      text: "Her anmelder du svindel og bedrageri, også på nett.",
    },
  ],
  labelBy("name"),
);
