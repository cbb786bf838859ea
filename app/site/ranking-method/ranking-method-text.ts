import { RATING_METHOD_PATH } from "~/shared/rating/rating-method";

/** The method page's title, description and headings: the route's meta, the page and the search index share them. */
export const rankingMethodText = {
  path: RATING_METHOD_PATH,
  title: "Slik rangerer og tjener vi",
  description:
    "Hvordan vi regner ut vurderingen av hvert kort, hva som avgjør hver rangering og med hvilken vekt, hvilke banker som betaler oss provisjon, og hva vi har rettet.",
  /** Words a reader may search for the page by. */
  topics: ["metode", "vurdering", "stjerner", "rangering", "provisjon", "annonse", "rettelser", "uavhengighet"],
  headings: {
    rating: "Vurderingen: stjernene",
    rankings: "Rangeringene og hva som avgjør dem",
    cards: "Kortene med stjerner, og det vi ikke vet",
    commission: "Hvem som betaler oss",
    separation: "Slik holder vi pengene unna vurderingen",
    corrections: "Rettelser",
  },
};
