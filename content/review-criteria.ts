import { z } from "zod";
import { labelBy, parseContent } from "./validate";

/** The five criteria of the best-in-test article, in the order the test presents them. */
export const reviewCriterionIds = ["kostnader", "fordeler", "brukervennlighet", "kredittvilkar", "sikkerhet"] as const;
export type ReviewCriterionId = (typeof reviewCriterionIds)[number];

/** Review criterion: category, weight (whole percent of the total score) and what it measures. */
export const reviewCriterionSchema = z
  .object({
    id: z.enum(reviewCriterionIds),
    category: z.string().trim().min(1),
    weight: z.number().int("må være et helt antall prosent").positive().max(100),
    description: z.string().trim().min(20),
  })
  .strict();

export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;

function parseCriteria(raw: unknown[]): ReviewCriterion[] {
  const criteria = parseContent("Testkriterium", reviewCriterionSchema, raw, labelBy("category"));
  const ids = criteria.map((c) => c.id);
  const missing = reviewCriterionIds.filter((id) => !ids.includes(id));
  if (missing.length > 0 || ids.length !== reviewCriterionIds.length) {
    throw new Error(`Ugyldig innhold: testkriteriene må være nøyaktig ${reviewCriterionIds.join(", ")}`);
  }
  const sum = criteria.reduce((total, c) => total + c.weight, 0);
  if (sum !== 100) throw new Error(`Ugyldig innhold: vektene i testen summerer til ${sum} %, ikke 100 %`);
  return criteria;
}

/** Review weights: costs 25 %, benefits 30 %, usability 20 %, credit terms 15 %, security 10 %. */
export const reviewCriteria = parseCriteria([
  {
    id: "kostnader",
    category: "Kostnader",
    weight: 25,
    description:
      "Årsgebyr, valutapåslag, gebyr for kontantuttak og papirfaktura: hva kortet koster i et vanlig år når fakturaen betales i sin helhet.",
  },
  {
    id: "fordeler",
    category: "Fordeler",
    weight: 30,
    description:
      "Cashback, bonuspoeng, rabatter, forsikringer og reisefordeler, vurdert etter hva en vanlig bruker faktisk får igjen, ikke etter det beste tilfellet i reklamen.",
  },
  {
    id: "brukervennlighet",
    category: "Brukervennlighet",
    weight: 20,
    description:
      "Appen og nettbanken, oversikt over kjøp og faktura, hvor lett fordelene er å forstå og bruke, og hvor bredt kortet tas imot.",
  },
  {
    id: "kredittvilkar",
    category: "Kredittvilkår",
    weight: 15,
    description:
      "Hva kreditten koster i det representative eksempelet, rente og årsgebyr medregnet: hva det koster hvis du en gang ikke betaler alt. Regnet ut, ikke skjønn: kortet med billigst kreditt av alle kortene vi sammenligner får 10, et kort der kreditten koster dobbelt så mye, får 5.",
  },
  {
    id: "sikkerhet",
    category: "Sikkerhet",
    weight: 10,
    description:
      "Bekreftelse av netthandel med BankID eller app, sperring og varsler i appen, virtuelle kort og hjelp fra kundeservice ved misbruk.",
  },
]);
