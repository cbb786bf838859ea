import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { allCards, cardBySlug, cardHistoryOf, replaceCards } from "#content/cards";
import type { DatabaseHandle } from "../db/database.server";
import { affiliateLinks, auditLog } from "../db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createCommissionLinks, saveAffiliateLink, type PayingRenderCheck } from "./affiliate-links.server";
import { cardPays, payingCards } from "./paying-cards";

const card = cardBySlug("trumf-kredittkort")!;
const template = "https://clk.tradedoubler.com/click?p=1&a=2&g=3&epi={klikkId}&url=https://bank.no/";
const actor = { staffId: null, email: "kommandolinjen" } as const;

describe.each(testDatabaseKinds)("link templates on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("renders the would-be paying cards before it commits, and refuses (nothing stored) when a page fails", async () => {
    const asked: number[][] = [];
    const failing: PayingRenderCheck = async (_cards, _history, paying) => {
      asked.push(paying);
      return [{ path: "/kredittkort", reason: "svarte 500" }];
    };
    const commission = createCommissionLinks(database, { renderCheck: failing });
    const result = await saveAffiliateLink(commission, database.db, actor, card, { network: "tradedoubler", template });
    expect(asked).toEqual([[card.id]]);
    expect(result).toEqual({
      status: "invalid",
      errors: {
        general: [
          "Kort «Trumf Visa»: endringen av søknadslenken gjør at siden /kredittkort ikke kan vises (svarte 500). Ingenting er publisert.",
        ],
      },
    });
    expect(await database.db.select().from(affiliateLinks)).toEqual([]);
    expect(cardPays(card)).toBe(false);
  });

  it("saves a template, audited, and this process shows the card as paying; removing it makes it a plain link again", async () => {
    const commission = createCommissionLinks(database, { renderCheck: async () => [] });
    let changes = 0;
    commission.onChange(async () => {
      changes += 1;
    });
    expect(
      await saveAffiliateLink(commission, database.db, actor, card, { network: "tradedoubler", template }),
    ).toEqual({ status: "saved" });
    expect(cardPays(card)).toBe(true);
    expect(payingCards()).toEqual([{ id: card.id, urlSlug: card.urlSlug, name: card.name }]);
    expect(commission.linkFor(card.id)).toEqual({ network: "tradedoubler", template });
    expect(
      await saveAffiliateLink(commission, database.db, actor, card, { network: "tradedoubler", template }),
    ).toEqual({ status: "unchanged" });
    expect(await saveAffiliateLink(commission, database.db, actor, card, null)).toEqual({ status: "removed" });
    expect(cardPays(card)).toBe(false);
    expect(commission.linkFor(card.id)).toBeNull();
    expect(changes).toBe(2);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subject, card.name));
    expect(audit.map((entry) => entry.action)).toEqual(["søknadslenke satt", "søknadslenke fjernet"]);
  });

  it("keeps a card paying at the address an editor moves it to, before the templates are read again", async () => {
    const commission = createCommissionLinks(database, { renderCheck: async () => [] });
    expect(
      await saveAffiliateLink(commission, database.db, actor, card, { network: "tradedoubler", template }),
    ).toEqual({ status: "saved" });
    const before = [...allCards];
    const history = new Map(before.map((entry) => [entry.id, cardHistoryOf(entry.id)]));
    try {
      replaceCards(
        before.map((entry) => (entry.id === card.id ? { ...entry, urlSlug: "trumf-visa-flyttet" } : entry)),
        history,
      );
      const moved = cardBySlug("trumf-visa-flyttet")!;
      expect(cardPays(moved)).toBe(true);
      expect(payingCards()).toEqual([{ id: card.id, urlSlug: "trumf-visa-flyttet", name: card.name }]);
      expect(commission.linkFor(moved.id)).toEqual({ network: "tradedoubler", template });
    } finally {
      replaceCards(before, history);
      expect(await saveAffiliateLink(commission, database.db, actor, card, null)).toEqual({ status: "removed" });
    }
  });

  it("refuses a bad template before anything else, naming the field", async () => {
    const commission = createCommissionLinks(database);
    expect(
      await saveAffiliateLink(commission, database.db, actor, card, {
        network: "tradedoubler",
        template: "https://bank.no/?epi={klikkId}",
      }),
    ).toEqual({
      status: "invalid",
      errors: { template: "Lenkemalen går til bank.no, som ikke er en adresse hos Tradedoubler." },
    });
  });
});
