import { formatDate } from "../../format/format";
import { osloDate } from "../data-freshness";

/** The words of a sync run: the run list in /admin/kort, `npm run cards -- sync` and the mail to admins. */
const when = (date: Date) =>
  `${formatDate(osloDate(date))} kl. ${date.toLocaleTimeString("nb-NO", { timeZone: "Europe/Oslo", hour: "2-digit", minute: "2-digit" })}`;

export const feedSyncText = {
  busy: "En annen synkronisering med Finansportalen pågår nå. Prøv igjen om noen minutter.",
  cutOff: "Synkroniseringen ble avbrutt (serveren stoppet midt i den). Ingenting er endret.",
  ourFault: "Synkroniseringen feilet hos oss (se loggen). Ingenting er endret.",
  credentialsLost:
    "Brukernavn og passord for Finansportalen mangler (FINANSPORTALEN_USER og FINANSPORTALEN_PASSWORD), men kortene er synkronisert med Finansportalen før. Ingenting er endret: sett dem i miljøet og start serveren på nytt.",
  storeRefused: (problems: readonly string[]) =>
    `Kortlageret avviste endringene, og ingenting er endret: ${problems.slice(0, 5).join(" ")}${problems.length > 5 ? ` … og ${problems.length - 5} til.` : ""}`,
  alertMail: (failures: number, firstFailed: Date, lastGood: Date | null, error: string) => ({
    subject: "Synkroniseringen med Finansportalen har feilet i over et døgn",
    text: [
      "Hei,",
      "",
      `Synkroniseringen med Finansportalen har feilet ${failures} ${failures === 1 ? "gang" : "ganger"} på rad, første gang ${when(firstFailed)}.`,
      lastGood ? `Siste vellykkede synkronisering: ${when(lastGood)}.` : "Ingen synkronisering har lyktes ennå.",
      `Siste feil: ${error}`,
      "",
      "Kortene på nettstedet er som de var etter siste vellykkede synkronisering. Se /admin/kort for alle kjøringene.",
      "Du får ikke flere e-poster om dette før en synkronisering har lyktes igjen.",
    ].join("\n"),
  }),
  when,
} as const;
