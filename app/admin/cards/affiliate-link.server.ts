import { eq } from "drizzle-orm";
import { z } from "zod";
import { cards } from "#content/cards";
import type { Database } from "~/shared/db/database.server";
import { affiliateLinks } from "~/shared/db/schema";
import type { Actor } from "~/shared/db/audit.server";
import { saveAffiliateLink, type LinkWriteResult } from "~/shared/commission/affiliate-links.server";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

/** What the card's page shows of its link template: the stored one, as typed. */
export async function affiliateLinkOf(db: Database, cardId: number) {
  const [row] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.cardId, cardId));
  return row ? { network: row.network, template: row.template } : null;
}

// Names of their own: the card editor on the same page has a field "network" (the card's).
const formSchema = z.object({
  affiliateNetwork: z.string().max(40).default(""),
  affiliateTemplate: z.string().max(4_000).default(""),
  remove: z.string().optional(),
});

export type AffiliateLinkAnswer = {
  kind: "affiliate-link";
  values: { network: string; template: string };
  result: LinkWriteResult;
};

/** The card page's link form (intent=affiliate-link): saves or, with «Fjern», removes the card's template. */
export async function submitAffiliateLink(
  context: LoadContext,
  actor: Actor,
  cardId: number,
  formData: FormData,
): Promise<{ notFound: true } | { answer: AffiliateLinkAnswer; status: number }> {
  const card = cards.find((entry) => entry.id === cardId);
  if (!card) return { notFound: true };
  const parsed = formSchema.safeParse(Object.fromEntries(formData));
  const values = parsed.success
    ? { network: parsed.data.affiliateNetwork, template: parsed.data.affiliateTemplate }
    : { network: "", template: "" };
  if (!parsed.success)
    return {
      answer: {
        kind: "affiliate-link",
        values,
        result: { status: "invalid", errors: { template: "For lang lenkemal." } },
      },
      status: 400,
    };
  const remove = parsed.data.remove !== undefined;
  const result = await saveAffiliateLink(
    servicesOf(context).commission,
    servicesOf(context).database.db,
    actor,
    card,
    remove ? null : values,
  );
  return { answer: { kind: "affiliate-link", values, result }, status: result.status === "invalid" ? 400 : 200 };
}
