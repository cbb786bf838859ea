import type { CardFieldChange, CardVersionKind } from "~/shared/cards/card-versions";
import { STALE_AFTER_DAYS } from "~/shared/cards/data-freshness";
import type { AdminArea } from "~/admin/access/staff";
import type { PasskeyRefusal } from "~/admin/access/passkeys.server";

/** The back office's words, in one place (the public site's are in app/site/site-text.ts). */
export const adminText = {
  siteName: "Kortvalg bakrom",
  skipToContent: "Gå til innholdet",
  signedInAs: "Logget inn som",
  signOut: "Logg ut",
  nav: {
    oversikt: { href: "/admin", label: "Oversikt" },
    kort: { href: "/admin/kort", label: "Kort" },
    henvendelser: { href: "/admin/henvendelser", label: "Henvendelser" },
    nyhetsbrev: { href: "/admin/nyhetsbrev", label: "Nyhetsbrev" },
    statistikk: { href: "/admin/statistikk", label: "Statistikk" },
    ansatte: { href: "/admin/ansatte", label: "Ansatte" },
    logg: { href: "/admin/logg", label: "Endringslogg" },
    konto: { href: "/admin/konto", label: "Din konto" },
  } satisfies Record<AdminArea, { href: string; label: string }>,
  forbidden: {
    title: "Ingen tilgang",
    text: "Rollen din gir ikke tilgang til denne delen av bakrommet. Trenger du tilgang, be en administrator om det.",
  },
  staff: {
    pickAgain: "Skjemaet manglet hvem eller hva endringen gjelder. Last inn siden på nytt og prøv igjen.",
  },
  needsJavaScript:
    "Passkeys bruker nettleserens innebygde funksjon, som krever JavaScript. Slå på JavaScript og last inn siden på nytt.",
  passkeyRefusal: {
    expired: "Innloggingen tok for lang tid, eller siden var gammel. Trykk på knappen og prøv igjen.",
    "unknown-passkey":
      "Denne passkeyen kjenner vi ikke. Bruk en passkey du har laget for Kortvalg bakrom, eller be om en ny invitasjon.",
    revoked: "Tilgangen din er fjernet. Ta kontakt med en administrator hvis du skal ha tilgang igjen.",
    "not-verified": "Passkeyen kunne ikke bekreftes. Prøv igjen, eller bruk en annen passkey.",
    "invitation-used": "Invitasjonen er allerede brukt eller utløpt. Be en administrator om en ny invitasjon.",
    duplicate: "Denne passkeyen er allerede registrert. Lag en ny passkey på enheten, eller logg inn med den du har.",
  } satisfies Record<PasskeyRefusal, string>,
  cards: {
    retired: (date: string) => `Ikke lenger i salg (tatt ut ${date}).`,
    retiredEdit:
      "Kortsiden står med historikken. Omtalen kan rettes, men vilkårene fra Finansportalen står som de var da kortet ble tatt ut.",
    unreviewed: "Ikke vurdert.",
    unreviewedEdit:
      "Kortet har ingen omtale fra oss ennå, så det får ingen stjerner og står ikke i lister som bygger på vår vurdering. Fyll ut «Passer for», «Hovedfordeler» og «Omtale» sammen for å gi det en vurdering; da må også korttype, kortnettverk, kategori, søknadsside, bonusprogram, bonus og behandlingstid fylles ut. Til da kan de stå tomme.",
    overdue: `Ikke kontrollert på over ${STALE_AFTER_DAYS} dager`,
    versionKind: {
      first: "Første versjon",
      edit: "Endret",
      check: "Kontrollert",
      import: "Importert",
      restore: "Gjenopprettet",
      sync: "Fra Finansportalen",
    } satisfies Record<CardVersionKind, string>,
    change: (change: CardFieldChange) => `${change.label}: ${change.from} → ${change.to}`,
    published: (version: number) => `Versjon ${version} er publisert og vises nå på nettstedet.`,
    created: "Kortet er opprettet og publisert, og vises nå på nettstedet og i kortlisten.",
    checked: (version: number) =>
      `Kortet er registrert som kontrollert i dag (versjon ${version}). Ingen opplysninger er endret.`,
    checkedCard: (name: string, version: number) =>
      `${name} er registrert som kontrollert i dag (versjon ${version}). Ingen opplysninger er endret.`,
    restored: (from: number, version: number) =>
      `Opplysningene fra versjon ${from} er publisert igjen som versjon ${version}, og vises nå på nettstedet.`,
    noVersion: "Skjemaet mangler versjonen det bygger på. Last inn siden på nytt og prøv igjen.",
    unchanged: {
      edit: "Ingenting er endret, så ingenting er publisert. Har du sjekket at opplysningene stemmer, bruk «Kontrollert i dag».",
      check: "Kortet er allerede registrert som kontrollert i dag. Ingenting er endret.",
      restore: (version: number) =>
        `Versjon ${version} har de samme opplysningene som kortet har nå. Ingenting er endret.`,
    },
    conflict: (version: number) =>
      `Noen andre har publisert en endring av kortet mens du arbeidet (nå versjon ${version}). Dette ble endret:`,
    conflictMerged: (taken: string[]) => `Endringene deres er tatt inn i skjemaet ditt (${taken.join(", ")}).`,
    conflictBoth: (both: string[]) =>
      `Dere har begge endret ${both.join(", ")}: skjemaet har fortsatt dine verdier der. Se over dem.`,
    conflictKept: "Alt du skrev, står fortsatt i skjemaet. Se over, og trykk «Publiser» igjen når det stemmer.",
    conflictOther: (version: number) =>
      `Kortet er endret av noen andre siden du åpnet siden (nå versjon ${version}). Se over kortet slik det er nå, og prøv igjen.`,
    notRestorable: (version: number | null, reasons: string[]) =>
      `Versjon ${version ?? ""} kan ikke gjenopprettes slik kortdataene er nå: ${reasons.join(" ")}`,
  },
  enquiries: {
    promise: (text: string, rule: string) => `Løftet på kontaktsiden: «${text}» ${rule} Fristen under er regnet slik.`,
    timeLeft: (duration: string) => `${duration} igjen`,
    timeOver: (duration: string) => `(${duration} over)`,
    searchLabel: "Søk etter navn, e-post eller tekst",
    searchButton: "Søk",
    searchClear: "Vis alle uten søk",
    foundSubject: (total: string) => `${total} henvendelser med dette emnet.`,
    found: (total: string, search: string) => `${total} treff på «${search}».`,
    none: "Ingen henvendelser her.",
    noneFound: (search: string) => `Ingen henvendelser passer søket «${search}».`,
    pages: "Sider",
    pageOf: (page: number, pages: number) => `Side ${page} av ${pages}`,
    previous: "Forrige side",
    next: "Neste side",
    done: {
      besvart: "Svaret er lagt i utboksen og sendes nå. Henvendelsen er merket besvart.",
      lukket: "Henvendelsen er lukket.",
      gjenapnet: "Henvendelsen er åpnet igjen.",
    } as Record<string, string>,
    replyLabel: "E-posten, slik den sendes",
    replyHint: (to: string) =>
      `Hilsen og avslutning står i feltet: endre dem der. Ingenting legges til unntatt det som står under feltet: signaturen din og henvendelsen, sitert. E-posten går til ${to}; svar fra dem kommer til supportadressen.`,
    mailTo: "Til",
    mailSubject: "Emne",
    mailAfter: "Etter teksten din følger",
    untouched: "Skriv svaret før du sender det",
    conflict: (count: number) =>
      count === 1
        ? "En kollega har svart på henvendelsen mens du skrev. Svaret ditt er ikke sendt. Dette sendte kollegaen:"
        : `Kolleger har svart ${count} ganger på henvendelsen mens du skrev. Svaret ditt er ikke sendt. Dette ble sendt:`,
    conflictKept:
      "Det du skrev, står fortsatt i feltet. Trykk «Send svaret» hvis det fortsatt skal sendes, eller lukk henvendelsen.",
    restored:
      "Du ble logget ut før svaret ble sendt (en økt varer 8 timer uten aktivitet, og høyst 7 dager). Svaret er ikke sendt. Det du skrev, står i feltet: se over og trykk «Send svaret».",
    sentBy: (by: string, at: string) => `${by} svarte ${at}:`,
    wholeMail: "Hele e-posten slik den ble sendt",
    others: (email: string) => `Andre henvendelser fra ${email}`,
    noOthers: "Ingen andre henvendelser fra denne adressen.",
    subjectLabel: "Gjelder",
    anySubject: "Alle emner",
    mailed: (from: string, at: string) => `${from} sendte e-post ${at}:`,
    attachments: "Vedlegg (ikke lagret her: de ligger i supportpostkassen)",
    quotedHistory: "Sitert tidligere e-post",
    automatic: "Automatisk svar (for eksempel fravær): saken er ikke åpnet igjen av det.",
  },
  sessionEnded:
    "Økten din er utløpt (etter 8 timer uten aktivitet, eller 7 dager), så ingenting er sendt eller lagret. Det du skrev, er tatt vare på i denne siden: logg inn, så kommer du tilbake til skjemaet med teksten din.",
  rateLimited: (minutes: number) =>
    `For mange forsøk fra denne adressen. Vent ${minutes} ${minutes === 1 ? "minutt" : "minutter"} og prøv igjen.`,
} as const;
