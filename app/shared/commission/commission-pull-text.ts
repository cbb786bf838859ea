import { feedSyncText } from "../cards/finansportalen/feed-sync-text";

/** A moment in Oslo time, as the card sync's mail writes it. */
const when = feedSyncText.when;

/**
 * The words of the nightly pull from the networks' transaction APIs: the runs in the back office
 * (/admin/statistikk/provisjonshenting) and `npm run commission -- pull`. None ever holds a token.
 */
export const commissionPullText = {
  noCredentials: (variables: readonly string[]) =>
    `Ikke satt opp: ${variables.join(" og ")} mangler. Nettverket hentes ikke (det er ikke en feil).`,
  badUrl: (variable: string) =>
    `${variable} må være en https-adresse uten brukernavn og passord (http bare til denne maskinen).`,
  badPublisherId: "AWIN_PUBLISHER_ID må være Awin-kontoens publisher-id (bare sifre).",
  busy: (name: string) => `En annen henting fra ${name} pågår nå. Prøv igjen om noen minutter.`,
  cutOff: "Hentingen ble avbrutt (serveren stoppet midt i den). Det som ble lagret før, står.",
  ourFault: "Hentingen feilet hos oss (se loggen). Det som ble lagret før feilen, står; neste henting fullfører.",
  // One request to a network's API (`place` is host and path, never the query or a token).
  unreachable: (place: string, detail: string) => `Fikk ikke kontakt med ${place} (${detail}).`,
  timeout: (place: string, seconds: number) => `${place} svarte ikke innen ${seconds} sekunder.`,
  unauthorized: (name: string, status: number, variable: string) =>
    `${name} avviste API-nøkkelen (HTTP ${status}). Sjekk ${variable}.`,
  rateLimited: (name: string) => `${name} ba oss vente (HTTP 429, for mange forespørsler). Prøves igjen om en time.`,
  redirected: (place: string, status: number) =>
    `${place} svarte med en videresending (HTTP ${status}); nøkkelen sendes bare til adressen som er satt opp.`,
  httpStatus: (place: string, status: number) => `${place} svarte HTTP ${status}.`,
  tooLarge: (place: string, megabytes: number) => `Svaret fra ${place} er større enn ${megabytes} MB og ble ikke lest.`,
  notJson: (place: string) => `Svaret fra ${place} er ikke JSON.`,
  notList: (name: string) => `Svaret fra ${name} er ikke en liste med transaksjoner.`,
  noToken: (name: string) => `${name} ga ingen tilgangsnøkkel (access_token) for innloggingen.`,
  tooManyPages: (name: string, pages: number) =>
    `${name} har flere enn ${pages} sider med transaksjoner i ett tidsrom; hentingen stoppet uten å lese resten.`,
  networkMessage: (name: string, message: string) => `${name} svarte: «${message}».`,
  // One transaction we could not read (the run goes on without it).
  entry: (index: number, id: string | null, problem: string) =>
    `Transaksjon ${id ? `«${id}»` : `nr. ${index + 1}`}: ${problem}`,
  badId: "mangler id eller har ugyldige tegn",
  badStatus: (status: string) => `ukjent status «${status}»`,
  badAmount: "provisjonen mangler eller er ikke et beløp på 0 kr eller mer",
  badCurrency: "valutaen er ikke en valutakode som NOK",
  notAnObject: "er ikke et objekt",
  skippedMore: (count: number) => `… og ${count} til.`,
  alertMail: (network: string, failures: number, firstFailed: Date, lastGood: Date | null, error: string) => ({
    subject: `Hentingen av provisjon fra ${network} har feilet i over et døgn`,
    text: [
      "Hei,",
      "",
      `Hentingen av transaksjoner fra ${network} har feilet ${failures} ${failures === 1 ? "gang" : "ganger"} på rad, første gang ${when(firstFailed)}.`,
      lastGood ? `Siste vellykkede henting: ${when(lastGood)}.` : `Ingen henting fra ${network} har lyktes ennå.`,
      `Siste feil: ${error}`,
      "",
      "Provisjonen i statistikken er som etter siste vellykkede henting. Se /admin/statistikk/provisjonshenting for alle kjøringene.",
      "Du får ikke flere e-poster om dette før en henting fra nettverket har lyktes igjen.",
    ].join("\n"),
  }),
} as const;

/** Text from a network, shown to staff: printable, short. */
export function printable(text: string, max = 200): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, " ").slice(0, max);
}
