/** The words of «Trekk tilbake», «Ta inn igjen» and «Endre adresse» (/admin/kort/:id/salg and /adresse). */
export const lifecycleText = {
  reasonLabel: "Begrunnelse",
  reasonHint: "Vises som kilde i kortets historikk på kortsiden, for eksempel «Banken har sluttet å tilby kortet».",
  slugLabel: "Ny adresse",
  slugHint: "Bare små bokstaver a–z, tall og bindestrek. Kortsiden får adressen /kort/<det du skriver>.",
  /** Prefixes a field's message so it names the field (the store's messages start with the verb). */
  fieldNames: { begrunnelse: "Begrunnelsen", adresse: "Adressen" },
  retireTitle: (name: string) => `Trekk tilbake ${name}`,
  unretireTitle: (name: string) => `Ta inn igjen ${name}`,
  retireWhat: (path: string) =>
    `Kortet forsvinner fra alle lister, søket, sammenligningen og Kortvelger. Kortsiden ${path} blir stående med historikken og sier «Ikke lenger i salg». Ingenting slettes, og du kan ta kortet inn igjen senere.`,
  retireButton: "Trekk tilbake kortet",
  retiredSince: (date: string) => `Kortet er ikke lenger i salg (siden ${date}).`,
  unretireWhat:
    "Kortet kommer tilbake i listene, søket, sammenligningen og Kortvelger. Er det koblet til et produkt i Finansportalen, henter synkroniseringen vilkårene derfra igjen.",
  unretireButton: "Ta inn igjen kortet",
  merged: "Kortet er slått sammen med et annet kort, og adressen sender leserne dit. Det kan ikke tas inn igjen her.",
  retired: (version: number) =>
    `Kortet er trukket tilbake (versjon ${version}). Det vises ikke lenger i listene, og kortsiden sier «Ikke lenger i salg».`,
  unretired: (version: number) => `Kortet er i salg igjen (versjon ${version}) og vises i listene.`,
  addressTitle: (name: string) => `Endre adresse for ${name}`,
  addressNow: "Adresse nå",
  formerAddresses: "Tidligere adresser (sender leserne hit)",
  addressWhat:
    "Den gamle adressen sender leserne videre til den nye for godt (301), også i bokmerker og søkemotorer. Nettstedskartet, de åpne dataene og alle lenker bruker den nye. En adresse som har vært brukt, kan ikke brukes igjen.",
  addressButton: "Endre adressen",
  addressChanged: (to: string, from: string, version: number) =>
    `Adressen er nå ${to} (versjon ${version}). ${from} sender leserne hit for godt.`,
  unchanged: {
    retire: "Kortet er allerede trukket tilbake. Ingenting er endret.",
    unretire: "Kortet er allerede i salg. Ingenting er endret.",
    slug: "Kortet har allerede denne adressen. Ingenting er endret.",
  },
  conflict: (version: number) =>
    `Noen andre har publisert en endring av kortet mens du arbeidet (nå versjon ${version}). Se over siden og prøv igjen.`,
  backToCard: "Tilbake til kortet",
  seePage: (path: string) => `Se kortsiden (${path})`,
};
