/** The form field that names the product (the card editor has its own fields on the same page). */
export const FEED_PRODUCT_FIELD = "produkt";
/** The form field that names a product the sync has made a card of, to merge that card into this one. */
export const FEED_MERGE_FIELD = "produkt-med-kort";

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
  mergeHeading: "Slå sammen med et kort fra synkroniseringen",
  mergeIntro:
    "Fant ikke synkroniseringen at et produkt er dette kortet (et annet navn, eller flere like), ble produktet publisert som et eget kort, og listen viser da samme kort to ganger.",
  merge: "Produkt med kort fra synkroniseringen",
  mergeHint:
    "Dette kortet kobles til produktet og får vilkårene fra det. Kortet fra synkroniseringen tas ut av salg, og adressen til det sender leserne hit. Omtalen her beholdes.",
  mergeOption: (product: { name: string; productId: string; cardSlug: string }) =>
    `${product.name} (produkt ${product.productId}, /kort/${product.cardSlug})`,
  mergeSubmit: "Slå sammen og koble til",
  mergedSource: (cardName: string, cardId: number, productId: string) =>
    `Slått sammen med «${cardName}» (kort ${cardId}), som er koblet til produkt ${productId} i Finansportalen`,
  /** What a link or its removal did, in a refusal of its render: "… gjør at siden … ikke kan vises". */
  rendered: {
    linked: (cardName: string, productId: string) => `Kort «${cardName}»: koblingen til produkt ${productId}`,
    unlinked: (cardName: string, productId: string) =>
      `Kort «${cardName}»: å fjerne koblingen til produkt ${productId}`,
  },
  done: {
    linked: (productId: string) => `Kortet er koblet til produkt ${productId}. Neste synkronisering henter vilkårene.`,
    merged: (productId: string, retiredSlug: string) =>
      `Kortet er koblet til produkt ${productId} og har fått vilkårene derfra. Kortet fra synkroniseringen er tatt ut av salg, og /kort/${retiredSlug} sender leserne hit.`,
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
    chooseMerge: "Velg produktet med kortet som skal slås sammen med dette",
    mergeUnknown: (productId: string) =>
      `Produkt ${productId} har ikke noe kort fra synkroniseringen. Velg et produkt i listen, eller koble et produkt uten kort over`,
    mergeReviewed: (productId: string, cardName: string) =>
      `Produkt ${productId} er koblet til «${cardName}», som redaksjonen har vurdert, og et vurdert kort slås ikke sammen. Fjern koblingen på «${cardName}» først, eller flytt omtalen dit i stedet`,
    mergeRetired: (productId: string, cardName: string) =>
      `Produkt ${productId} er koblet til «${cardName}», som ikke lenger er i salg. Et produkt som er borte fra feeden, kobles ikke til et nytt kort`,
    mergeIntoRetired:
      "Kortet er ikke lenger i salg, og et kort fra synkroniseringen slås ikke sammen inn i det. Slå det sammen med kortet som er i salg, eller sett dette kortet i salg igjen først",
    mergeMoved: (productId: string) =>
      `Koblingen til produkt ${productId} ble endret mens du valgte (av synkroniseringen eller en annen redaktør). Se listen på nytt og prøv igjen`,
  },
};
