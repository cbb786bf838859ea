/** The newsletter sign-up's words: the form in every page's footer and the section on /guider. */
export const newsletterText = {
  footer: {
    heading: "Nyhetsbrev",
    text: "Nye guider og endringer i renter og gebyrer. Du bekrefter på e-post og kan melde deg av når du vil.",
    label: "E-post for nyhetsbrevet",
    submit: "Meld på",
  },
  section: {
    heading: "Nyhetsbrev",
    text: "Få beskjed når vi publiserer nye guider, eller når bankene endrer renter og gebyrer på kortene vi sammenligner. Vi bruker e-postadressen bare til nyhetsbrevet. Du får først en e-post med en lenke du må åpne for å bekrefte påmeldingen, og hver e-post fra oss har en lenke for å melde deg av.",
    label: "E-postadresse",
    submit: "Meld meg på",
    submitting: "Sender …",
    requestedHeading: "Takk! Sjekk e-posten din.",
    requestedText:
      "Vi har sendt en e-post med en lenke som bekrefter påmeldingen. Først når du har åpnet lenken, får du nyhetsbrevet. Finner du ikke e-posten, se i søppelpostmappen. Har du meldt deg på før, trenger du ikke gjøre noe mer.",
    rateLimitedHeading: "Vi har fått mange påmeldinger fra deg på kort tid.",
    /** Around the number of minutes: "Vent 3 minutter og prøv igjen. …". */
    rateLimitedWait: "Vent ",
    minute: "minutt",
    minutes: "minutter",
    rateLimitedRest: " og prøv igjen. Adressen du skrev, står fortsatt i feltet.",
  },
} as const;
