/**
 * The words of the Finansportalen sync: what editors read in the back office and `npm run cards -- sync`
 * prints. None of them ever holds the feed's credentials.
 */
const nb = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 2 });
const number = (value: number) => nb.format(value);

/** saxes's most common errors in Norwegian; others as it words them. "3:17: unexpected close tag." */
const XML_ERRORS: Array<[RegExp, (name: string) => string]> = [
  [/^unexpected close tag/, () => "en sluttagg som ikke passer"],
  [/^unclosed tag: (.*)/, (name) => `taggen ${name} er ikke lukket`],
  [/^undefined entity/, () => "en entitet som ikke er definert"],
  [/^document must contain a root element/, () => "dokumentet er tomt"],
  [/^unexpected end/, () => "teksten slutter for tidlig"],
  [/^text data outside of root node/, () => "tekst utenfor rotelementet"],
];

function xmlErrorText(detail: string): string {
  const [, line, column, message = detail] = /^(\d+):(\d+): (.*)$/s.exec(detail) ?? [];
  const plain = message.replace(/\.$/, "");
  const known = XML_ERRORS.find(([pattern]) => pattern.test(plain));
  const text = known ? known[1](known[0].exec(plain)?.[1] ?? "") : plain;
  return line ? `linje ${line}, kolonne ${column}: ${text}` : text;
}

export const feedText = {
  // The feed as a whole (feed-parser.server.ts).
  doctype:
    "Feeden har en dokumenttypedeklarasjon (<!DOCTYPE>). Den er ikke tillatt, fordi den kan hente filer eller blåse opp teksten.",
  notAtom: "Svaret er ikke en Atom-feed (rotelementet må være feed i Atom-navnerommet).",
  malformed: (detail: string) => `Feeden er ikke gyldig XML (${xmlErrorText(detail)}).`,
  tooManyEntries: (limit: number) => `Feeden har flere enn ${number(limit)} produkter. Ingenting er lest.`,
  // One entry.
  fieldTooLong: (limit: number) => `er lengre enn ${number(limit)} tegn`,
  fieldTwice: "står to ganger i samme produkt",
  tooManyFields: (limit: number) => `produktet har flere enn ${number(limit)} felt`,
  missing: "mangler",
  negative: "kan ikke være negativ",
  idMissing: "mangler (atom:id)",
  idNotNumeric: (id: string) => `«${id.slice(0, 80)}» slutter ikke på et produktnummer`,
  duplicateId: (id: string, count: number) => `produktnummeret ${id} står i ${count} produkter i feeden`,
  // The fetch (feed-client.server.ts).
  noCredentials:
    "Finansportalen er ikke satt opp (FINANSPORTALEN_USER og FINANSPORTALEN_PASSWORD mangler): nettstedet viser sine egne, utvalgte kort.",
  badUrl: "FINANSPORTALEN_FEED_URL må være en https-adresse (http bare til denne maskinen, for tester).",
  badUser: "FINANSPORTALEN_USER kan ikke inneholde kolon eller kontrolltegn.",
  unreachable: (where: string, detail: string) => `Fikk ikke kontakt med ${where} (${detail}).`,
  timeout: (where: string, seconds: number) => `${where} svarte ikke innen ${number(seconds)} sekunder.`,
  unauthorized: (where: string, status: number) =>
    `${where} avviste innloggingen (HTTP ${status}): sjekk brukernavn og passord for Finansportalen.`,
  httpStatus: (where: string, status: number) => `${where} svarte med HTTP ${status}.`,
  redirected: (where: string, status: number) =>
    `${where} sendte oss videre (HTTP ${status}). Oppgi adressen den sender til i FINANSPORTALEN_FEED_URL.`,
  tooLarge: (where: string, limitBytes: number) =>
    `Svaret fra ${where} er større enn ${number(limitBytes / 1_000_000)} MB. Ingenting er lest.`,
  notXml: (where: string, what: string) => `Svaret fra ${where} er ikke XML (${what}).`,
  notUtf8: "teksten er ikke gyldig UTF-8",
} as const;

const kr = (value: number) => `${nb.format(value)}\u00a0kr`;

/** What is impossible among the feed's facts the card schema does not check yet (feed-card.server.ts). */
export const feedCardText = {
  monthlyFeeOver: (max: number) => `Termingebyret er over ${kr(max)} i måneden.`,
  minimumPaymentPercentOver: (max: number) => `Minstebeløpet er over ${nb.format(max)}\u00a0% av saldoen.`,
  minimumPaymentKrOver: (max: number) => `Minstebeløpet er over ${kr(max)}.`,
  creditLimitMinOver: (max: number) => `Laveste kredittgrense er over ${kr(max)}.`,
  maximumAgeOutside: (min: number, max: number) => `Høyeste alder er ikke mellom ${min} og ${max} år.`,
  agesCrossed: "Laveste alder er høyere enn høyeste alder.",
  limitsCrossed: "Laveste kredittgrense er høyere enn høyeste kredittgrense.",
} as const;
