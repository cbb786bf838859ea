import { z } from "zod";
import { formatKr, formatNumber } from "../app/shared/format/format";
import { titleYear, withYear } from "../app/shared/format/title-year";
import { guideSectionStrategies, savingsStrategies, sumOfPotentials } from "./savings-guide";
import { labelBy, parseContent } from "./validate";

/** The savings guide's three strategies with a section, summed from their potentials (not typed). */
const savingsGuideSectionsKr = sumOfPotentials(guideSectionStrategies).totalKr;
const strategyPotentials = savingsStrategies.map((strategy) => strategy.potential);

export const articleIcons = [
  "trophy",
  "percent",
  "book",
  "medal",
  "coins",
  "gauge",
  "plane",
  "shield",
  "scale",
  "lifebuoy",
  "piggy",
  "calendar",
] as const;

export const articleSchema = z
  .object({
    path: z
      .string()
      .regex(/^\/[a-z0-9/-]+$/, "må være en sti som /guider/navn")
      // The year goes in the title, computed; an address with a year would be wrong next January (decision 0028).
      .refine((path) => !/\d{4}/.test(path), "skal ikke ha årstall: tittelen sier året"),
    /** «{år}» in the title or description is the year the page is rendered in (app/shared/format/title-year.ts). */
    title: z.string().min(10),
    /** One or two sentences: the guides index card and the meta description. */
    description: z.string().min(50).max(200, "bør være høyst 200 tegn (meta description)"),
    category: z.enum(["Sammenligning", "Guide", "Cashback", "Økonomi", "Reise", "Sikkerhet", "Gjeld", "Sparing"]),
    readMinutes: z.number().int().positive(),
    /** ISO date of the last editorial update, shown as 'Oppdatert januar 2025'. */
    updated: z.iso.date(),
    icon: z.enum(articleIcons),
    /** A short tag shown above the title, e.g. 'Viktig' on the debt guide. */
    tag: z.string().optional(),
  })
  .strict();

export type Article = z.infer<typeof articleSchema>;

/**
 * Every guide and article. The first ten, in this order, are the guides index cards;
 * the rest are linked from the index and from each other.
 */
const articleEntries = parseContent(
  "Artikkel",
  articleSchema,
  [
    {
      path: "/beste-kredittkort",
      title: "Beste kredittkort {år}",
      description: "Våre tre beste kredittkort for {år}, med fordeler, ulemper og hvem hvert kort passer for.",
      category: "Sammenligning",
      readMinutes: 6,
      updated: "2025-01-15",
      icon: "trophy",
    },
    {
      path: "/beste-cashback-kredittkort",
      title: "Beste cashback-kredittkort {år}",
      description:
        "Kortene som gir mest tilbake på handlen din i {år}, rangert, med beste kort per kategori og en cashback-kalkulator.",
      category: "Cashback",
      readMinutes: 8,
      updated: "2025-01-15",
      icon: "percent",
    },
    {
      path: "/guider/nybegynnerguiden-til-kredittkort",
      title: "Nybegynnerguiden til kredittkort",
      description:
        "Alt du må vite før ditt første kredittkort: hvordan det virker, hvilke typer som finnes, hvordan du søker og hvordan du bruker det trygt.",
      category: "Guide",
      readMinutes: 12,
      updated: "2025-01-15",
      icon: "book",
    },
    {
      path: "/beste-kredittkort-i-test",
      title: "Beste kredittkort i test {år}",
      description:
        "Vi har testet kredittkortene på kostnad, fordeler, brukervennlighet, kredittvilkår og sikkerhet. Her er de fire beste, med poeng.",
      category: "Sammenligning",
      readMinutes: 10,
      updated: "2025-01-15",
      icon: "medal",
    },
    {
      path: "/guider/beste-cashback-kredittkort",
      title: "Guide: slik får du mest ut av cashback",
      description:
        "Slik fungerer cashback og bonuspoeng, hva du bør se etter, og hvordan du regner ut om et kort lønner seg for deg.",
      category: "Cashback",
      readMinutes: 9,
      updated: "2025-01-15",
      icon: "coins",
    },
    {
      path: "/guider/kredittsjekk-og-kredittscore",
      title: "Kredittsjekk og kredittscore: slik fungerer det",
      description:
        "Hva kredittscoren din er, hva som påvirker den, hvordan du sjekker den gratis og hvordan du forbedrer den.",
      category: "Økonomi",
      readMinutes: 10,
      updated: "2025-01-15",
      icon: "gauge",
    },
    {
      path: "/guider/reisekredittkort-fordeler-fallgruver",
      title: "Reisekredittkort: fordeler og fallgruver",
      description:
        "Lounge, reiseforsikring og bonuspoeng: hva reisekortene er verdt, hvem de lønner seg for, og feilene du bør unngå.",
      category: "Reise",
      readMinutes: 7,
      updated: "2025-01-15",
      icon: "plane",
    },
    {
      path: "/kredittkort-sikkerhet-netthandel",
      title: "Trygg netthandel med kredittkort",
      description:
        "Slik handler du trygt på nett med kredittkort, kjenner igjen svindel og bruker rettighetene dine hvis noe går galt.",
      category: "Sikkerhet",
      readMinutes: 6,
      updated: "2025-01-15",
      icon: "shield",
    },
    {
      path: "/kredittkort-vs-bankkort",
      title: "Kredittkort eller bankkort?",
      description:
        "Forskjellen på kredittkort og bankkort (debetkort), når du bør bruke hvilket, og hvorfor mange har begge.",
      category: "Guide",
      readMinutes: 5,
      updated: "2025-01-15",
      icon: "scale",
    },
    {
      path: "/kredittkort-gjeld-guide",
      title: "Kredittkortgjeld: slik kommer du deg ut av den",
      description:
        "Konkrete strategier for å betale ned kredittkortgjeld, en nedbetalingskalkulator og hvor du får gratis hjelp.",
      category: "Gjeld",
      readMinutes: 11,
      updated: "2025-01-15",
      icon: "lifebuoy",
      tag: "Viktig",
    },
    {
      path: "/guider/spar-ti-tusen-kroner-aarlig",
      title: "Slik kutter du kostnadene på kredittkortet",
      description: `Tre grep som i regneeksemplene våre sparer til sammen ${formatKr(savingsGuideSectionsKr)} i året: riktig kort, ingen rentekostnader og ingen unødvendige årsgebyr.`,
      category: "Sparing",
      readMinutes: 15,
      updated: "2025-01-15",
      icon: "piggy",
    },
    {
      path: "/guider/sparestrategier-maaned-for-maaned",
      title: "Lavere kredittkortkostnader, måned for måned",
      description: `Fire strategier som kan spare deg for mellom ${formatNumber(Math.min(...strategyPotentials))} og ${formatKr(Math.max(...strategyPotentials))} hver, og en plan for hva du gjør måned for måned.`,
      category: "Sparing",
      readMinutes: 8,
      updated: "2025-01-15",
      icon: "calendar",
    },
  ],
  labelBy("path"),
);

const byYear = new Map<number, readonly Article[]>();

/** Every guide and article as a page rendered in `year` shows them: «{år}» in titles and descriptions filled in. */
export function articlesIn(year: number = titleYear()): readonly Article[] {
  let list = byYear.get(year);
  if (!list) {
    list = articleEntries.map((a) => ({
      ...a,
      title: withYear(a.title, year),
      description: withYear(a.description, year),
    }));
    byYear.set(year, list);
  }
  return list;
}

/** The guides index cards, in the index's order. */
export const guideIndexArticles = (year: number = titleYear()) => articlesIn(year).slice(0, 10);
export const FEATURED_GUIDE_PATH = "/guider/spar-ti-tusen-kroner-aarlig";

export function articleByPath(path: string, year: number = titleYear()): Article {
  const article = articlesIn(year).find((a) => a.path === path);
  if (!article) throw new Error(`Ingen artikkel med stien ${path} i content/articles.ts`);
  return article;
}
