import { z } from "zod";
import { formatPeriod } from "../app/shared/format/period";
import { ANALYTICS_COOKIE, CAMPAIGN_COOKIE, CONSENT_COOKIE } from "../app/site/consent/consent";
import { contactFacts } from "./contact";
import { longestSiteCookie, siteCookieWithLifetime } from "./cookies";
import { parseOne } from "./parse-one";
import { periodSchema, type Period } from "./period";
import { site } from "./site";
import { labelBy, parseContent } from "./validate";

const retentionIds = [
  "contact",
  "newsletter",
  "newsletter-unconfirmed",
  "card-alerts",
  "sent-mail",
  "apply-clicks",
  "web-statistics",
  "audit-log",
  "cookies",
] as const;

export const privacyFactsSchema = z
  .object({
    /** Shown as 'Sist oppdatert januar 2025'. */
    updated: z.iso.date(),
    /** Privacy enquiries usually get an answer in this many working days. */
    typicalPrivacyReplyWorkingDays: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .strict(),
    /** Requests to use one's rights are answered within this many days. */
    rightsRequestDays: z.number().int().positive(),
    retention: z
      .array(
        z
          .object({
            id: z.enum(retentionIds),
            category: z.string().min(5),
            /** null: kept until an event (unsubscribing), not for a fixed time. */
            period: periodSchema.nullable(),
            /** How long, as text; "{period}" is replaced by the period in words. */
            duration: z.string().min(3),
            note: z.string().min(10),
          })
          .strict()
          .refine((row) => row.duration.includes("{period}") === (row.period !== null), {
            message: "må bruke {period} i duration når period er satt, og bare da",
            path: ["duration"],
          }),
      )
      .length(retentionIds.length),
  })
  .strict();

export const privacyFacts = parseOne("Personvernfakta", privacyFactsSchema, {
  // Changed with every change to the statement (the page promises a new date); last: card alerts.
  updated: "2026-11-27",
  typicalPrivacyReplyWorkingDays: { min: 2, max: 3 },
  rightsRequestDays: 30,
  retention: [
    {
      id: "contact",
      category: "Henvendelser til oss",
      period: { amount: 3, unit: "years" },
      duration: "{period} etter siste kontakt",
      note: "Navn, kontaktopplysninger og det du har skrevet til oss, så vi kan følge opp saken hvis du tar kontakt igjen.",
    },
    {
      id: "newsletter",
      category: "Nyhetsbrev",
      period: null,
      duration: "Til du melder deg av",
      note: "E-postadressen din, når du meldte deg på og bekreftet, og fra hvilket skjema og hvilken side (det viser samtykket ditt), og om e-post til adressen blir avvist. Når du melder deg av, sletter vi adressen fra utsendelseslisten.",
    },
    {
      id: "newsletter-unconfirmed",
      category: "Påmelding som ikke er bekreftet",
      period: { amount: 30, unit: "days" },
      duration: "{period} etter påmeldingen",
      note: "Bekrefter du ikke adressen med lenken vi sender, sletter vi påmeldingen.",
    },
    {
      id: "card-alerts",
      category: "Varsler om kortvilkår",
      period: null,
      duration: "Til du melder deg av",
      note: "E-postadressen din, hvilke kort du følger, når du ba om varsler og bekreftet, fra hvilken side, og om e-post til adressen blir avvist. Når du slutter å følge det siste kortet, sletter vi adressen. Ubekreftede forespørsler sletter vi etter 30 dager.",
    },
    {
      id: "sent-mail",
      category: "E-post vi har sendt",
      period: { amount: 30, unit: "days" },
      duration: "{period}",
      note: "En kopi av e-postene vi sender (bekreftelser, nyhetsbrev og svar på henvendelser), så vi kan se at de er sendt. Når e-posten er sendt, fjerner vi koden i lenkene fra kopien vår, så lenkene i kopien ikke virker. Selve svarene på en henvendelse lagrer vi sammen med henvendelsen.",
    },
    {
      id: "apply-clicks",
      category: "Klikk på «Annonse»-lenker",
      period: { amount: 26, unit: "months" },
      duration: "{period}",
      note: "Hvilket kort, når, hvilken side og hvor på siden klikket kom fra, kampanjen (bare med samtykke til markedsføring), og klikkets tilfeldige klikk-id med provisjonen banken eventuelt betalte for det. Provisjonen slettes sammen med klikket. Ingen IP-adresse eller andre opplysninger om hvem som klikket.",
    },
    {
      id: "web-statistics",
      category: "Webstatistikk",
      period: { amount: 26, unit: "months" },
      duration: "{period}",
      note: "Bare med samtykke: hvilken side som ble vist, når, og om nettleseren har vært her før. Ingen IP-adresse og ingen profil av deg.",
    },
    {
      id: "audit-log",
      category: "Endringslogg for våre ansatte",
      period: { amount: 12, unit: "months" },
      duration: "{period}",
      note: "Når en av oss logger inn i bakrommet eller endrer noe der, for eksempel svarer på en henvendelse, lagrer vi hvem, hva og når. Om deg står bare saksnummeret, aldri det du skrev.",
    },
    {
      id: "cookies",
      category: "Cookies",
      period: { amount: 2, unit: "years" },
      duration: "Høyst {period}",
      note: `Grensen vi har satt for alle cookies. De vi setter i dag, varer høyst ${formatPeriod(longestSiteCookie)}; cookieerklæringen viser hver av dem.`,
    },
  ],
});

export type RetentionId = (typeof retentionIds)[number];

/** The retention period of one category; throws if it has none (content mistake). */
export function retentionPeriod(id: RetentionId): Period {
  const period = privacyFacts.retention.find((row) => row.id === id)?.period;
  if (!period) throw new Error(`Personvern: lagringstiden «${id}» har ingen fast periode`);
  return period;
}

/** The retention table as shown: the duration with the period written out. */
export const retentionRows = privacyFacts.retention.map((row) => ({
  id: row.id,
  category: row.category,
  duration: row.period ? row.duration.replace("{period}", formatPeriod(row.period)) : row.duration,
  note: row.note,
}));

export const privacySectionSchema = z
  .object({
    /** Anchor of the section, Norwegian slug. */
    id: z.string().regex(/^[a-z0-9-]+$/, "må være en slug med a–z, 0–9 og bindestrek"),
    heading: z.string().min(5),
    paragraphs: z.array(z.string().min(20)).min(1),
    list: z.array(z.string().min(5)).optional(),
    /** Text after the list. */
    closing: z.array(z.string().min(20)).optional(),
    links: z.array(z.object({ href: z.string().min(1), label: z.string().min(3) }).strict()).optional(),
    /** The retention table goes in this section. */
    showRetentionTable: z.boolean().optional(),
  })
  .strict();

const host = new URL(site.origin).host;
const reply = privacyFacts.typicalPrivacyReplyWorkingDays;

/** The privacy statement: ten numbered sections. */
export const privacySections = parseContent(
  "Personvern",
  privacySectionSchema,
  [
    {
      id: "behandlingsansvarlig",
      heading: "Hvem er ansvarlig for personopplysningene",
      paragraphs: [
        `${site.name} i ${site.city} er behandlingsansvarlig for personopplysningene som behandles på ${host}. Det betyr at vi bestemmer hvorfor og hvordan opplysningene brukes, og at det er oss du kontakter om personvern.`,
        `Du når oss på ${site.email}. Skriv «Personvern» i emnefeltet, så havner henvendelsen raskt hos riktig person.`,
      ],
    },
    {
      id: "opplysninger",
      heading: "Hvilke opplysninger vi behandler",
      paragraphs: [
        "Du kan bruke hele nettstedet uten å oppgi hvem du er. Vi har ingen brukerkontoer, og vi tar aldri imot søknader om kredittkort: søknaden sendes alltid direkte til banken, på bankens egne sider.",
        "Vi behandler personopplysninger bare i disse tilfellene:",
      ],
      list: [
        "Når du kontakter oss: navnet ditt, e-postadressen, eventuelt telefonnummeret og det du skriver til oss.",
        "Når du melder deg på nyhetsbrevet: e-postadressen din, når og fra hvilket skjema og hvilken side du meldte deg på, og om e-post til adressen blir avvist.",
        "Når du besøker nettstedet: tekniske opplysninger som IP-adresse, nettlesertype og hvilken side du ba om. Serveren trenger dem for å levere sidene og verne tjenesten mot misbruk. For å stoppe masseutsendelser fra skjemaene lagrer vi en kryptografisk nøkkel laget av IP-adressen (ikke selve adressen) i høyst en time.",
      ],
      closing: [
        "Vi ber aldri om fødselsnummer, BankID, kortnummer eller opplysninger om inntekt og gjeld. Send oss ikke slike opplysninger, heller ikke når du spør om et kort.",
      ],
    },
    {
      id: "henvendelser",
      heading: "Når du kontakter oss",
      paragraphs: [
        "Opplysningene i en henvendelse bruker vi bare til å svare deg og følge opp saken. Grunnlaget er vår berettigede interesse i å kunne besvare spørsmål vi får (personvernforordningen artikkel 6 nr. 1 bokstav f).",
        `Vi svarer på henvendelser innen ${contactFacts.replyWithinHours} timer på hverdager. Gjelder henvendelsen personvern, tar svaret som regel ${reply.min}–${reply.max} virkedager, fordi vi må finne fram opplysningene det gjelder.`,
        `Sender du meldingen med kontaktskjemaet, lagrer vi det du skrev og tidspunktet. Vi sletter henvendelsen ${formatPeriod(retentionPeriod("contact"))} etter siste kontakt med deg.`,
      ],
      links: [{ href: "/kontakt", label: "Kontakt oss" }],
    },
    {
      id: "nyhetsbrev",
      heading: "Nyhetsbrev og varsler om kortvilkår",
      paragraphs: [
        `Når du melder deg på, lagrer vi adressen som ubekreftet og sender en e-post med en bekreftelseslenke. Bekrefter du ikke innen ${formatPeriod(retentionPeriod("newsletter-unconfirmed"))}, sletter vi påmeldingen.`,
        "Vi sender nyhetsbrevet bare til deg som selv har meldt deg på og bekreftet adressen. Grunnlaget er samtykket ditt (artikkel 6 nr. 1 bokstav a). Du kan melde deg av når som helst med lenken nederst i hver e-post, uten å logge inn, og da sletter vi adressen.",
        "Avviser e-posttjenesten din nyhetsbrevet eller et varsel for godt (for eksempel fordi adressen ikke finnes), eller midlertidig tre ganger, slutter vi å sende begge deler til adressen. Melder du deg på igjen og bekrefter, får du e-posten igjen.",
        "Lenkene i nyhetsbrevet går via vår egen adresse, som teller hvor mange som klikker på hver lenke. Vi lagrer ikke hvem som klikket, og nyhetsbrevet har ingen sporingspiksler.",
        `Ber du om varsler for et kort, lagrer vi adressen, kortet og siden du var på, og sender en e-post med en bekreftelseslenke. Bekrefter du ikke innen ${formatPeriod(retentionPeriod("newsletter-unconfirmed"))}, sletter vi forespørselen. Varslene er ikke nyhetsbrevet: du får bare e-post om kortene du følger, høyst én om dagen, og bare når vi publiserer endringer i vilkårene deres.`,
        "Grunnlaget er samtykket ditt (artikkel 6 nr. 1 bokstav a). Hver e-post har en lenke til en side der du ser og endrer hvilke kort du følger, og lenker som melder deg av ett kort eller alle med ett klikk, uten å logge inn. Når du ikke følger noen kort lenger, sletter vi adressen.",
      ],
      links: [{ href: "/varsler", label: "Om varsler om kortvilkår" }],
    },
    {
      id: "cookies-og-statistikk",
      heading: "Cookies og webstatistikk",
      paragraphs: [
        `Før du har svart på spørsmålet om cookies, setter vi ingen. Uten samtykke setter vi bare ${siteCookieWithLifetime(CONSENT_COOKIE)}, som husker valget ditt om cookies. Sier du ja til analyse, teller vi sidevisninger på vår egen server og setter ${siteCookieWithLifetime(ANALYTICS_COOKIE)}; sier du ja til markedsføring, husker ${siteCookieWithLifetime(CAMPAIGN_COOKIE)} hvilken kampanjelenke som brakte deg hit. Alle er våre egne cookies. Vi laster ingen skript fra andre, og vi har ingen annonsepiksler.`,
        `Webstatistikken lagres i høyst ${formatPeriod(retentionPeriod("web-statistics"))}. Ingen cookie fra oss skal vare lenger enn ${formatPeriod(retentionPeriod("cookies"))}. Du kan endre valget ditt når som helst på siden om cookies.`,
      ],
      links: [{ href: "/cookies", label: "Les cookieerklæringen" }],
    },
    {
      id: "lenker-til-banker",
      heading: "Lenker til bankene",
      paragraphs: [
        `Lenker merket «Annonse» går via en egen adresse hos oss og videre til annonsenettverket og bankens side. Vi registrerer hvilket kort som ble klikket, når, fra hvilken side og hvor på siden, og kampanjelenken som brakte deg hit hvis du har sagt ja til markedsføring, men ikke hvem som klikket: ingen IP-adresse og ingen andre personopplysninger. Banken eller annonsenettverket kan se at besøket kom fra ${site.name}, slik at vi kan få provisjon hvis du søker.`,
        "Hvert klikk vi teller får en klikk-id: en tilfeldig kode på 22 tegn som vi lager der og da. Vi lagrer den sammen med klikket, altså kortet, siden, plasseringen på siden og kampanjen, og ikke med noe annet. Klikk-id-en er ikke laget av noe om deg: ikke IP-adressen, nettleseren, en cookie eller tidspunktet, og den kan ikke brukes til å kjenne deg igjen neste gang. Vi sender den med lenken til annonsenettverket, som sender den tilbake (straks, eller i rapporter vi henter eller laster opp) hvis søknaden gir oss provisjon; slik ser vi hvilket kort, hvilken side og hvilken plassering som ga provisjon, og hvor mye. Vi får aldri vite hvem som søkte eller om du fikk kortet. Klikk-id-en og provisjonen slettes sammen med klikket.",
        "Kort som ikke gir oss provisjon, har en vanlig lenke rett til banken: da registrerer vi ingenting.",
        "Søker du om et kort, er det banken som behandler søknaden og opplysningene i den, etter bankens egen personvernerklæring.",
      ],
    },
    {
      id: "deling",
      heading: "Hvem vi deler opplysninger med",
      paragraphs: [
        "Vi selger aldri personopplysninger, og vi gir dem ikke til bankene.",
        "Vi bruker leverandører til drift av nettstedet og til e-post. De behandler opplysningene bare på våre vegne, etter en databehandleravtale med oss, og innenfor EU/EØS. Til offentlige myndigheter utleverer vi opplysninger bare når loven krever det.",
      ],
    },
    {
      id: "lagringstid",
      heading: "Hvor lenge vi lagrer opplysningene",
      paragraphs: ["Vi lagrer ikke opplysninger lenger enn vi trenger dem. Når lagringstiden er ute, sletter vi dem."],
      showRetentionTable: true,
    },
    {
      id: "rettigheter",
      heading: "Dine rettigheter",
      paragraphs: ["Når vi behandler opplysninger om deg, har du rett til å"],
      list: [
        "få vite hvilke opplysninger vi har om deg, og få en kopi av dem (innsyn)",
        "få rettet opplysninger som er feil",
        "få slettet opplysninger vi ikke lenger har grunn til å ha",
        "be oss begrense behandlingen mens en uenighet blir avklart",
        "protestere mot behandling som bygger på vår berettigede interesse",
        "få utlevert opplysninger du selv har gitt oss, i et vanlig format (dataportabilitet)",
        "trekke tilbake et samtykke, for eksempel til nyhetsbrevet",
      ],
      closing: [
        `Send en e-post til ${site.email}. Vi svarer på slike forespørsler innen ${privacyFacts.rightsRequestDays} dager, og vanligvis mye raskere. Vi kan be deg bekrefte hvem du er, så opplysningene ikke havner hos feil person.`,
      ],
    },
    {
      id: "klage",
      heading: "Klage og endringer",
      paragraphs: [
        "Mener du at vi behandler personopplysninger i strid med regelverket, har du rett til å klage til Datatilsynet. Vi setter pris på om du tar kontakt med oss først, så vi kan rette opp det som er feil.",
        "Når vi endrer denne erklæringen, oppdaterer vi datoen øverst på siden. Ved større endringer forklarer vi hva som er nytt.",
      ],
      links: [{ href: "https://www.datatilsynet.no/", label: "Datatilsynets nettsted (datatilsynet.no)" }],
    },
  ],
  labelBy("id"),
);
