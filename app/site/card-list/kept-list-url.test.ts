import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { categorySlug } from "./card-filters";
import { keptCardListUrl } from "./kept-list-url";

// 25 cards: three pages of ten.
const market = Array.from({ length: 25 }, (_, index) => ({
  ...cards[index % cards.length]!,
  id: 100 + index,
  urlSlug: `kort-${index}`,
}));
const kept = (search: string, list: readonly CreditCard[] = market) => keptCardListUrl(list, "/kredittkort", search);

describe("the one spelling of a list page the host keeps", () => {
  it("drops what the list does not read, and the defaults", () => {
    expect(kept("?sortering=arsgebyr&utm_source=nyhetsbrev&x=1")).toBe("/kredittkort?sortering=arsgebyr");
    expect(kept("?sortering=vurdering&side=1")).toBe("/kredittkort");
    expect(kept("?sortering=finnes-ikke")).toBe("/kredittkort");
    expect(kept("")).toBe("/kredittkort");
  });

  it("gives one address whatever the order of the choices", () => {
    const category = categorySlug(cards[0]!.category!);
    const one = kept(`?sortering=rente&kategori=${category}`);
    expect(one).toBe(kept(`?kategori=${category}&sortering=rente`));
    expect(one).toContain(`kategori=${category}`);
    expect(one).not.toBe(kept("?sortering=rente"));
  });

  it("maps the filter forms' own spellings (their fields in their own order, defaults spelled out) to the kept one", () => {
    const category = categorySlug(cards[0]!.category!);
    // A category pressed on a sorted list: the form sends its hidden fields first, then the button.
    expect(kept(`?sortering=arsgebyr&kategori=${category}`)).toBe(
      `/kredittkort?kategori=${category}&sortering=arsgebyr`,
    );
    // «Alle» and the default sort, as the forms send them.
    expect(kept("?kategori=&sortering=vurdering")).toBe("/kredittkort");
    expect(kept("?kategori=&nettverk=&sortering=rente&side=1")).toBe("/kredittkort?sortering=rente");
    expect(kept("?side=2&sortering=arsgebyr&kategori=")).toBe("/kredittkort?sortering=arsgebyr&side=2");
  });

  it("keeps the page asked for, the last for one past it, the first for one that does not read", () => {
    expect(kept("?side=2")).toBe("/kredittkort?side=2");
    expect(kept("?side=3&sortering=arsgebyr")).toBe("/kredittkort?sortering=arsgebyr&side=3");
    expect(kept("?side=99")).toBe("/kredittkort?side=3");
    expect(kept("?side=to")).toBe("/kredittkort");
    expect(kept("?side=2", cards)).toBe("/kredittkort");
  });

  it("leaves the pre-check's answers, and other paths, to be rendered per request", () => {
    expect(kept("?alder=30")).toBeNull();
    expect(kept("?inntekt=&sortering=rente")).toBeNull();
    expect(kept("?alder=nitten")).toBeNull();
    expect(keptCardListUrl(market, "/kort/kort-1", "?side=2")).toBeNull();
    expect(keptCardListUrl(market, "/", "?sortering=rente")).toBeNull();
  });
});
