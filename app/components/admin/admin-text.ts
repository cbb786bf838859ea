import type { BackOfficeArea } from "~/domain/staff";
import type { PasskeyRefusal } from "~/server/staff/passkeys.server";

/** The back office's words, in one place (the public site's are in app/ui-text.ts). */
export const adminText = {
  siteName: "Kortvalg bakrom",
  skipToContent: "Gå til innholdet",
  signedInAs: "Logget inn som",
  signOut: "Logg ut",
  nav: {
    oversikt: { href: "/admin", label: "Oversikt" },
    henvendelser: { href: "/admin/henvendelser", label: "Henvendelser" },
    nyhetsbrev: { href: "/admin/nyhetsbrev", label: "Nyhetsbrev" },
    statistikk: { href: "/admin/statistikk", label: "Statistikk" },
    ansatte: { href: "/admin/ansatte", label: "Ansatte" },
    logg: { href: "/admin/logg", label: "Endringslogg" },
    konto: { href: "/admin/konto", label: "Din konto" },
  } satisfies Record<BackOfficeArea, { href: string; label: string }>,
  forbidden: {
    title: "Ingen tilgang",
    text: "Rollen din gir ikke tilgang til denne delen av bakrommet. Trenger du tilgang, be en administrator om det.",
  },
  needsJavaScript: "Passkeys bruker nettleserens innebygde funksjon, som krever JavaScript. Slå på JavaScript og last inn siden på nytt.",
  passkeyRefusal: {
    expired: "Innloggingen tok for lang tid, eller siden var gammel. Trykk på knappen og prøv igjen.",
    "unknown-passkey": "Denne passkeyen kjenner vi ikke. Bruk en passkey du har laget for Kortvalg bakrom, eller be om en ny invitasjon.",
    revoked: "Tilgangen din er fjernet. Ta kontakt med en administrator hvis du skal ha tilgang igjen.",
    "not-verified": "Passkeyen kunne ikke bekreftes. Prøv igjen, eller bruk en annen passkey.",
    "invitation-used": "Invitasjonen er allerede brukt eller utløpt. Be en administrator om en ny invitasjon.",
  } satisfies Record<PasskeyRefusal, string>,
  rateLimited: (minutes: number) => `For mange forsøk fra denne adressen. Vent ${minutes} ${minutes === 1 ? "minutt" : "minutter"} og prøv igjen.`,
} as const;
