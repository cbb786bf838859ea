import { z } from "zod";
import { labelBy, parseContent } from "./validate";

/**
 * Corrections to editorial text (not to card facts, whose every change is in the card's history and the
 * feed /kort/endringer.xml): what a page said that was wrong, and what it says now. Listed on
 * /slik-rangerer-og-tjener-vi, newest first; an entry is added in the same change as the correction.
 */
const editorialCorrectionSchema = z
  .object({
    date: z.iso.date("må være en dato på formen ÅÅÅÅ-MM-DD"),
    /** The page or pages corrected, as the reader knows them. */
    where: z.string().trim().min(3),
    /** What was wrong. */
    wrong: z.string().trim().min(20),
    /** What it says now. */
    now: z.string().trim().min(20),
  })
  .strict();

export type EditorialCorrection = z.infer<typeof editorialCorrectionSchema>;

export const editorialCorrections: EditorialCorrection[] = parseContent(
  "Rettelse",
  editorialCorrectionSchema,
  [
    {
      date: "2026-11-27",
      where: "Stjernene på alle kortene",
      wrong:
        "Stjernene var satt av redaksjonen kort for kort, og de stemte ikke med vår egen test: SAS Amex Elite hadde 4,8 og Bank Norwegian 4,2 stjerner, mens testen ga dem 7,0 og 8,5 av 10.",
      now: "Stjernene er regnet ut fra kortenes vilkår etter én metode, den samme for alle kortene, og metoden står på denne siden.",
    },
    {
      date: "2026-11-27",
      where: "Beste kredittkort og Beste kredittkort i test",
      wrong: "De to artiklene rangerte de samme kortene i motsatt rekkefølge.",
      now: "Begge følger vurderingen, og testen viser poengene for hvert kriterium slik metoden regner dem.",
    },
    {
      date: "2026-11-27",
      where: "Alle kredittkort (/kredittkort)",
      wrong:
        "Standardrekkefølgen åpnet med de to kortene med dyrest kreditt, fordi de hadde flest stjerner satt av redaksjonen.",
      now: "Standardrekkefølgen følger den utregnede vurderingen, der hva kortet og kreditten koster teller mest.",
    },
  ],
  labelBy("where"),
).sort((a, b) => b.date.localeCompare(a.date));
