import { affiliateNetworkIds, affiliateNetworks } from "~/shared/commission/affiliate-networks";

/** The words of a card's apply-link form in the back office (affiliate-link-form.tsx). */
export const affiliateLinkText = {
  heading: "Søknadslenke og provisjon",
  intro:
    "Et kort med lenkemal fra et affiliate-nettverk betaler oss provisjon: knappen går via /go/ (telles, merket «Annonse»), og hvert talte klikk får en tilfeldig klikk-id som nettverket sender tilbake med provisjonen. Uten lenkemal går knappen rett til bankens side, uten «Annonse» og uten telling.",
  paysNow: (network: string) => `Kortet betaler provisjon via ${network}.`,
  paysNothing: "Kortet betaler ingen provisjon: knappen går rett til banken.",
  network: "Nettverk",
  networkPlaceholder: "Velg nettverk",
  networks: affiliateNetworkIds.map((id) => ({ value: id, label: affiliateNetworks[id].name })),
  template: "Lenkemal",
  templateHint: (example: string) =>
    `Lenken fra nettverket, med {klikkId} der under-id-en skal stå, for eksempel ${example}`,
  save: "Lagre søknadslenken",
  remove: "Fjern lenkemalen (kortet betaler ikke)",
  saved: "Søknadslenken er lagret. Sidene viser nå kortet som annonse.",
  removed: "Lenkemalen er fjernet. Sidene viser nå en vanlig lenke til banken.",
  unchanged: "Ingenting å endre: lenkemalen er den samme.",
} as const;
