/** The labels of a card's key facts, wherever the kernel shows them (key facts, rating, representative example). */
export const cardFactText = {
  annualFee: "Årsgebyr",
  effectiveRate: "Effektiv rente",
  cashback: "Cashback",
  creditLimit: "Kredittgrense",
  rating: "Vurdering",
  processingTime: "Behandlingstid",
  ratingOutOf: (rating: string) => `${rating} av 5`,
  /** After the stars' link text, for a screen reader: where the link goes. */
  ratingMethodSuffix: " (slik vurderer vi)",
  /** A fact the card's data does not state (a card from the feed): never printed as 0. */
  unknown: "Ukjent",
  /** In place of the stars on a card the editors have not reviewed (a card from the feed). */
  notReviewed: "Ikke vurdert av redaksjonen",
  representativeExampleHeading: "Representativt eksempel",
  representativeExampleHowLink: "Slik regner vi",
  /**
   * The warning every credit advertisement must carry, clearly and prominently: Directive (EU) 2023/2225
   * (the consumer credit directive) art. 8(1), «Borrowing money costs money» or equivalent wording; applies in
   * the EU from 20 November 2026 and is on its way into Norwegian law. Shown beside every example and apply link.
   */
  borrowingCostsMoney: "Å låne penger koster penger.",
} as const;
