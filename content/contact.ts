import { z } from "zod";
import { parseOne } from "./parse-one";
import { labelBy, parseContent } from "./validate";

export const weekdays = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"] as const;

const hour = z.number().int().min(0).max(24);

export const contactFactsSchema = z
  .object({
    /** Opening hours of e-mail and phone (Mon–Fri 09:00–17:00). */
    openingHours: z
      .object({ firstDay: z.enum(weekdays), lastDay: z.enum(weekdays), opensHour: hour, closesHour: hour })
      .strict()
      .refine((hours) => hours.opensHour < hours.closesHour, "må åpne før det stenger"),
    /** The response promise: a reply within this many hours on weekdays. */
    replyWithinHours: z.number().int().positive(),
  })
  .strict();

export const contactFacts = parseOne("Kontaktinformasjon", contactFactsSchema, {
  openingHours: { firstDay: "mandag", lastDay: "fredag", opensHour: 9, closesHour: 17 },
  replyWithinHours: 24,
});

export const quickHelpSchema = z
  .object({
    /** The reader's question, as the card's heading. */
    question: z.string().min(5),
    text: z.string().min(20),
    /** An internal path; an article's link text is its title from content/articles.ts. */
    href: z.string().regex(/^\/[a-z0-9/#-]*$/, "må være en intern sti"),
    /** Link text for a target that is not an article (e.g. the FAQ). */
    linkLabel: z.string().optional(),
  })
  .strict();

/** Quick-help cards on /kontakt: where many questions are answered already. */
export const quickHelp = parseContent(
  "Hurtighjelp",
  quickHelpSchema,
  [
    {
      question: "Lurer du på gebyr, rente eller krav?",
      text: "De vanligste spørsmålene om hva et kredittkort koster og hva som skal til for å få et, er besvart på forsiden.",
      href: "/#faq",
      linkLabel: "Ofte stilte spørsmål",
    },
    {
      question: "Skal du skaffe ditt første kredittkort?",
      text: "Guiden forklarer hvordan kredittkort virker, hva banken ser etter, og hvordan du bruker kortet uten å betale rente.",
      href: "/guider/nybegynnerguiden-til-kredittkort",
    },
    {
      question: "Har du kredittkortgjeld som vokser?",
      text: "Se strategier for nedbetaling, regn på hvor lang tid det tar, og finn ut hvor du får gratis økonomisk rådgivning.",
      href: "/kredittkort-gjeld-guide",
    },
    {
      question: "Fikk du avslag på en søknad?",
      text: "Les hvordan kredittsjekk og kredittscore fungerer, hvordan du sjekker din egen gratis, og hva som kan bedre den.",
      href: "/guider/kredittsjekk-og-kredittscore",
    },
  ],
  labelBy("href"),
);
