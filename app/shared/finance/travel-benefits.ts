/**
 * The travel guide's calculator: what a travel card's benefits are worth in kroner a year.
 * Each benefit has one chosen value inside the guide's range (content/calculator-assumptions.ts),
 * stated on the page. Lounge visits, bags and travel insurance are money you would otherwise
 * spend; fast track and priority boarding save time more than money, so they are shown
 * apart, as what they would cost if you bought them yourself.
 */

export type TravelBenefitValues = {
  /** Kroner per lounge visit. */
  loungePerVisitKr: number;
  /** Kroner per extra checked bag. */
  bagKr: number;
  /** Travel insurance: this share of what the trips cost, within the yearly range below. */
  insuranceShareOfTripSpend: number;
  insuranceMinKr: number;
  insuranceMaxKr: number;
  /** Kroner per flight. */
  fastTrackKr: number;
  priorityBoardingKr: number;
};

export type TravelInput = {
  flightsPerYear: number;
  spendPerTripKr: number;
  loungeVisitsPerYear: number;
  extraBagsPerYear: number;
};

export type TravelBenefitResult = {
  lounge: number;
  bags: number;
  insurance: number;
  /** Lounge + bags + insurance. */
  total: number;
  /** Fast track + priority boarding on every flight, shown apart from the total. */
  timeSavers: { fastTrack: number; priorityBoarding: number; total: number };
};

/**
 * The insurance is only valid for trips paid with the card, so it is worth nothing
 * without trips, and never more than a separate annual travel insurance would cost.
 */
export function insuranceValue(input: TravelInput, values: TravelBenefitValues): number {
  const tripSpend = input.flightsPerYear * input.spendPerTripKr;
  if (tripSpend <= 0) return 0;
  return Math.min(values.insuranceMaxKr, Math.max(values.insuranceMinKr, tripSpend * values.insuranceShareOfTripSpend));
}

export function travelBenefits(input: TravelInput, values: TravelBenefitValues): TravelBenefitResult {
  const lounge = input.loungeVisitsPerYear * values.loungePerVisitKr;
  const bags = input.extraBagsPerYear * values.bagKr;
  const insurance = insuranceValue(input, values);
  const fastTrack = input.flightsPerYear * values.fastTrackKr;
  const priorityBoarding = input.flightsPerYear * values.priorityBoardingKr;
  return {
    lounge,
    bags,
    insurance,
    total: lounge + bags + insurance,
    timeSavers: { fastTrack, priorityBoarding, total: fastTrack + priorityBoarding },
  };
}
