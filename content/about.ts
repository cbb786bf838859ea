import { z } from "zod";
import { labelBy, parseContent } from "./validate";

export const valueSchema = z
  .object({
    id: z.enum(["transparency", "user-focus", "expertise"]),
    title: z.string().min(3),
    text: z.string().min(40),
  })
  .strict();

/** Our three values, on the about page. */
export const aboutValues = parseContent(
  "Verdi",
  valueSchema,
  [
    {
      id: "transparency",
      title: "Åpenhet",
      text: "Vi sier hvordan vi tjener penger, hvordan vi vurderer kortene og når tallene sist ble kontrollert. Hvert kort vises med et representativt eksempel, så du ser hva kreditten koster før du søker.",
    },
    {
      id: "user-focus",
      title: "Leseren først",
      text: "Vi skriver for deg som skal velge kort, ikke for bankene. Det betyr at vi også forteller når et kort ikke lønner seg, og at et gratis kort du betaler i sin helhet hver måned ofte er det beste valget.",
    },
    {
      id: "expertise",
      title: "Fagkunnskap",
      text: "Vi leser vilkår og prislister, regner på hva fordelene er verdt i kroner, og oppdaterer guidene når reglene eller markedet endrer seg.",
    },
  ],
  labelBy("id"),
);

export const newsItemSchema = z
  .object({
    date: z.iso.date(),
    text: z.string().min(10),
  })
  .strict();

/** Site updates, newest first (about page, #news). */
export const newsItems = parseContent("Nyhet", newsItemSchema, [
  { date: "2025-01-15", text: "Alle kortdata kontrollert mot bankenes egne prislister og vilkår." },
  { date: "2025-01-15", text: "Nye guider om kredittscore, reisekort og nedbetaling av kredittkortgjeld." },
  { date: "2025-01-15", text: "Hvert kort viser nå et representativt eksempel på hva kreditten koster." },
  { date: "2024-12-01", text: "Ny sammenligning med filter for kort uten årsgebyr, cashback, reise og premium." },
]);
