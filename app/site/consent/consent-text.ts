/** The cookie banner, the settings dialog and the /samtykke page. */
export const consentText = {
  bannerLabel: "Cookies",
  bannerText:
    "Vi bruker nødvendige cookies for at nettstedet skal virke. Sier du ja, teller vi også sidevisninger anonymt og husker hvilken kampanjelenke du kom fra.",
  readMorePrefix: "Les mer i",
  readMoreLink: "cookieerklæringen",
  acceptAll: "Godta alle",
  rejectAll: "Avvis alle",
  customize: "Tilpass",
  save: "Lagre valg",
  close: "Lukk",
  saved: "Valget ditt er lagret",
  manage: "Endre cookievalg",
  settingsHeading: "Velg hvilke cookies vi kan bruke",
  settingsIntro:
    "Nødvendige cookies er alltid på. Analyse og markedsføring er av til du slår dem på, og du kan ombestemme deg når som helst.",
  legend: "Cookies på Kortvalg",
  alwaysOn: "Alltid på",
  categories: {
    necessary: {
      label: "Nødvendige",
      description: "Husker valget ditt om cookies og får nettstedet til å virke. Kan ikke slås av.",
    },
    analytics: {
      label: "Analyse",
      description:
        "Lar oss telle sidevisninger anonymt på vår egen server, så vi ser hvilke guider som blir lest. Ingen andre får tallene.",
    },
    marketing: {
      label: "Markedsføring",
      description:
        "Husker hvilken kampanjelenke som førte deg hit, så et klikk på en lenke merket «Annonse» kan knyttes til riktig kampanje.",
    },
  },
  invalid:
    "Vi fikk ikke med oss valget ditt. Trykk «Godta alle» eller «Avvis alle», eller kryss av for det du vil tillate og trykk «Lagre valg».",
} as const;
