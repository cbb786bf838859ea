/** Card alerts' words: the form on card pages and the comparison, and the pages its links lead to. */
export const cardAlertsText = {
  pageDescription:
    "Få en e-post når vi publiserer endringer i vilkårene til kredittkortene du følger: hva som endret seg, og det representative eksempelet etter endringen.",
  form: {
    heading: "Varsle meg når vilkårene endres",
    text: "Høyst én e-post om dagen når vi publiserer endringer. Du bekrefter på e-post og kan melde deg av med ett klikk.",
    label: "E-postadresse",
    submit: "Varsle meg",
  },
  requestedHeading: "Takk! Sjekk e-posten din.",
  requestedText:
    "Vi har sendt en e-post med en lenke du må åpne for å bekrefte. Først da får du varsler. Følger du kortet allerede, trenger du ikke gjøre noe mer.",
  rateLimited: (minutes: number) =>
    `Vi har fått mange forespørsler fra deg på kort tid. Vent ${minutes} ${minutes === 1 ? "minutt" : "minutter"} og prøv igjen.`,
  noCards: "Velg kortet du vil følge fra kortets side.",
} as const;
