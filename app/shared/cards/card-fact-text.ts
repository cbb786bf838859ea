/** The labels of a card's key facts, wherever the kernel shows them (key facts, rating, representative example). */
export const cardFactText = {
  annualFee: "Årsgebyr",
  effectiveRate: "Effektiv rente",
  cashback: "Cashback",
  creditLimit: "Kredittgrense",
  rating: "Vurdering",
  processingTime: "Behandlingstid",
  ratingOutOf: (rating: string) => `${rating} av 5`,
  representativeExampleHeading: "Representativt eksempel",
  representativeExampleHowLink: "Slik regner vi",
} as const;
