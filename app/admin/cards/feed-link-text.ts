/** The form field that names the product (the card editor has its own fields on the same page). */
export const FEED_PRODUCT_FIELD = "produkt";

/** The card editor's part about the card's product in Finansportalen's feed (decision 0033). */
export const feedLinkText = {
  heading: "Kobling til Finansportalen",
  intro:
    "Et kort som er koblet til et produkt i Finansportalens feed, får vilkårene sine derfra ved hver synkronisering: renter, gebyrer, kredittgrense, alders- og inntektskrav. Omtalen, hovedfordelene og søknadslenken er fortsatt våre.",
  linked: (productId: string, since: string) => `Koblet til produkt ${productId} i Finansportalen siden ${since}.`,
  linkedRetired: "Produktet er borte fra feeden, og kortet er tatt ut av salg.",
  notLinked: "Kortet er ikke koblet til noe produkt i Finansportalen. Vilkårene er redaksjonens egne.",
  proposed: (productName: string, productId: string) =>
    `Synkroniseringen foreslår produktet «${productName}» (produkt ${productId}): samme bank og navn. Stemmer det?`,
  confirm: "Bekreft koblingen",
  product: "Produkt i Finansportalen",
  productHint:
    "Produktene synkroniseringen har lest uten et kort. Neste synkronisering henter vilkårene; en endring den finner uvanlig, venter under «Til godkjenning».",
  productPlaceholder: "Velg produkt",
  link: "Koble til produktet",
  unlink: "Fjern koblingen",
  unlinkHint:
    "Uten koblingen endrer ikke synkroniseringen kortet. Produktet foreslås ikke for dette kortet igjen; det kan kobles her.",
  noCandidates: "Synkroniseringen har ikke lest noe produkt uten kort som kan kobles.",
  retired: "Kortet er ikke lenger i salg. Et kort som er tatt ut av salg, kan ikke kobles til et nytt produkt.",
  done: {
    linked: (productId: string) => `Kortet er koblet til produkt ${productId}. Neste synkronisering henter vilkårene.`,
    unlinked: "Koblingen er fjernet. Synkroniseringen endrer ikke lenger kortet.",
  },
  errors: {
    choose: "Velg produktet kortet skal kobles til",
    unknown: (productId: string) =>
      `Produkt ${productId} er ikke blant produktene synkroniseringen har lest uten kort. Velg et produkt i listen`,
    taken: (productId: string, cardName: string) =>
      `Produkt ${productId} er allerede koblet til ${cardName}. Fjern den koblingen først`,
    alreadyLinked: (productId: string) =>
      `Kortet er allerede koblet til produkt ${productId}. Fjern koblingen før du kobler til et annet`,
    notLinked: "Kortet er ikke koblet til noe produkt",
  },
};
