/**
 * The words around the bank's own descriptions (app/shared/cards/bank-descriptions.ts): apart from that module so
 * the history's labels (card-versions.ts) and the page need no schema to name them.
 */
export const bankDescriptionText = {
  /** Whose words they are (decision 0012, stop 48). */
  heading: "Slik banken beskriver kortet til Finansportalen",
  labels: { travelInsurance: "Reiseforsikring", otherBenefits: "Andre fordeler" },
} as const;
