import { afterEach, describe, expect, it } from "vitest";
import { firstCards, replaceCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cardHistory, type CardVersion } from "~/shared/cards/card-versions";
import { cardPageRedirect } from "./card-address";
import { loader as compareLoader } from "~/site/compare/compare.route";

const at = new Date("2026-11-28T10:00:00Z");
const base = firstCards[0] as CreditCard;
/** A card from the feed, moved twice by an editor, and another merged into one of our ten. */
const moved: CreditCard = { ...base, id: 11, name: "Nordlys Pluss", urlSlug: "nordlys-pluss", image: undefined };
const merged: CreditCard = {
  ...moved,
  id: 12,
  name: "Fjord",
  urlSlug: "fjord",
  retiredOn: "2026-11-28",
  mergedInto: 1,
};
const versions = (card: CreditCard, slugs: string[]): CardVersion[] =>
  slugs.map((urlSlug, index) => ({
    cardId: card.id,
    version: index + 1,
    kind: "edit",
    facts: { ...card, urlSlug },
    source: "Kortere adresse",
    publishedAt: at,
  }));

describe("where a card address sends its reader", () => {
  afterEach(() => replaceCards(firstCards, new Map()));

  it("sends every old address of a moved card to its address now, in one hop", () => {
    const history = cardHistory(versions(moved, ["nordlys-bank-nordlys-pluss", "nordlys-gull", "nordlys-pluss"]));
    replaceCards([...firstCards, moved], new Map([[moved.id, history]]));
    expect(cardPageRedirect("nordlys-bank-nordlys-pluss")).toBe("/kort/nordlys-pluss");
    expect(cardPageRedirect("nordlys-gull")).toBe("/kort/nordlys-pluss");
    expect(cardPageRedirect("nordlys-pluss")).toBeNull();
    expect(cardPageRedirect("finnes-ikke")).toBeNull();
  });

  it("sends a comparison naming an old address to the same comparison at the addresses now (decision 0015, stop 47)", () => {
    const history = cardHistory(versions(moved, ["nordlys-gull", "nordlys-pluss"]));
    replaceCards([...firstCards, moved], new Map([[moved.id, history]]));
    const compare = (query: string) => {
      try {
        return compareLoader({ request: new Request(`https://kortvalg.test/sammenlign?${query}`) } as never);
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const answer = compare("kort=remember-gold,Nordlys-Gull&kort=finnes-ikke") as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/sammenlign?kort=remember-gold,nordlys-pluss,finnes-ikke");
    expect(compare("kort=remember-gold,nordlys-pluss")).toMatchObject({
      chosen: [{ urlSlug: "remember-gold" }, { urlSlug: "nordlys-pluss" }],
    });
  });

  it("sends a merged card's address, old or current, to the card it went into", () => {
    const history = cardHistory(versions(merged, ["fjordbanken-fjord", "fjord"]));
    replaceCards([...firstCards, merged], new Map([[merged.id, history]]));
    expect(cardPageRedirect("fjord")).toBe(`/kort/${base.urlSlug}`);
    expect(cardPageRedirect("fjordbanken-fjord")).toBe(`/kort/${base.urlSlug}`);
    expect(cardPageRedirect(base.urlSlug)).toBeNull();
  });
});
