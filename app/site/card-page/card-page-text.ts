/** The card page's own words (app/site/card-page/). */
export const cardPageText = {
  /** A card the sync retired: its page stays, with its history, out of every list. */
  retired: (date: string) => `Ikke lenger i salg siden ${date}. Vilkårene under er slik de var da kortet ble trukket.`,
  /** Under a retired card's review: its comparisons are computed against today's market, which it has left. */
  retiredReview:
    "Omtalen ble skrevet mens kortet var i salg. Der den sammenligner kortet med andre kort, er det med kortene som er i salg i dag.",
  /** A card from Finansportalen's feed that the editors have not reviewed: facts only, no stars. */
  notReviewed:
    "Dette kortet er ikke vurdert av redaksjonen: her står bankens vilkår slik de er oppgitt, uten karakter eller omtale.",
  /** The feed's facts, each row shown only when the bank states it (a fact, never a selling point). */
  feedFacts: {
    monthlyFee: "Månedsgebyr",
    minimumPayment: "Minstebeløp å betale hver måned",
    creditLimitRange: "Kredittgrense, fra–til",
    maximumAge: "Høyeste alder",
    specialConditions: "Spesielle betingelser",
  },
} as const;
