import { describe, expect, it } from "vitest";
import { articles } from "#content/articles";
import { cards } from "#content/cards";
import {
  affirmativeSentences,
  cardBenefitTerms,
  cardDocuments,
  compareHits,
  guideDocument,
  indexDocuments,
  normalise,
  parseQuery,
  queryTerms,
  search,
  termQuality,
  words,
  type SearchDocument,
} from "./search";

// The real index, built the same way as app/server/search-index.server.ts.
const index = indexDocuments([...cardDocuments(cards), ...articles.map(guideDocument)]);
const hrefs = (query: string) => search(index, query).results.map((result) => result.href);
const cardHrefs = (query: string) => search(index, query).results.filter((r) => r.kind === "card").map((r) => r.href);
const cardPage = (slug: string) => `/kort/${slug}`;

describe("normalise", () => {
  it.each([
    ["ÅRSGEBYR", "arsgebyr"],
    ["årsgebyr", "arsgebyr"],
    ["Trumf", "trumf"],
    ["Særlig god", "saerlig god"],
    ["Kjøp på nett", "kjop pa nett"],
    ["Café Crème", "cafe creme"],
    ["a\u030Arsgebyr", "arsgebyr"], // å written as a + combining ring
  ])("%s → %s", (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
});

describe("words", () => {
  it.each([
    ["re:member Black", ["re", "member", "remember", "black"]],
    ["Trumf-bonus på torsdager", ["trumf", "bonus", "trumfbonus", "pa", "torsdager"]],
    ["2–25 % rabatt", ["2", "25", "rabatt"]],
    ["Reiseforsikring, bagasje.", ["reiseforsikring", "bagasje"]],
  ])("%s → %o", (text, expected) => {
    expect(words(text)).toEqual(expected);
  });
});

describe("query terms", () => {
  it.each([
    ["lounge", [["lounge"]]],
    ["  ÅRSGEBYR ", [["arsgebyr"]]],
    ["aarsgebyr", [["aarsgebyr", "arsgebyr"]]],
    ["kjoep", [["kjoep", "kjop"]]],
    ["ingenting-som-finnes", [["ingenting"], ["som"], ["finnes"]]],
    ["sas SAS", [["sas"]]],
    ["", []],
  ])("%s → %o", (query, expected) => {
    expect(queryTerms(query)).toEqual(expected);
  });

  it.each([
    [null, ""],
    ["  ingen   årsgebyr ", "ingen årsgebyr"],
    ["x".repeat(150), "x".repeat(100)],
  ])("parses ?q=%s as %s", (value, expected) => {
    expect(parseQuery(value)).toBe(expected);
  });
});

describe("matching a term against words", () => {
  it.each<[string, string[], number]>([
    ["lou", ["lounge"], 1], // prefix
    ["lounge", ["flyplasslounger"], 0.5], // inside a compound, long enough
    ["forsikring", ["reiseforsikring"], 0.5],
    ["ingen", ["kredittvurderingen"], 0], // too short to match inside a word
    ["sas", ["business"], 0],
    ["arsgebyr", ["arsgebyret"], 1],
    ["trumf", ["norgesgruppen"], 0],
  ])("%s in %o scores %d", (term, wordList, expected) => {
    expect(termQuality([term], wordList)).toBe(expected);
  });
});

describe("benefit words come from the card data", () => {
  it.each([
    ["gebyrfri", cards.filter((card) => card.annualFee === 0)],
    ["uten årsgebyr", cards.filter((card) => card.annualFee === 0)],
    ["reiseforsikring", cards.filter((card) => card.travelInsurance)],
    ["lounge", cards.filter((card) => card.extras.loungeCount !== undefined)],
    ["Trumf", cards.filter((card) => card.extras.requiredMembership === "Trumf")],
    ["restaurant", cards.filter((card) => card.extras.restaurantExperiencesPerYear !== undefined)],
  ])("%s is a benefit word of exactly the cards whose data says so", (term, expected) => {
    const withTerm = cards.filter((card) => cardBenefitTerms(card).some((text) => normalise(text).includes(normalise(term))));
    expect(withTerm.map((card) => card.urlSlug).sort()).toEqual(expected.map((card) => card.urlSlug).sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it("leaves out the bonus text of a card that earns nothing", () => {
    const gold = cards.find((card) => card.urlSlug === "remember-gold")!;
    expect(gold.bonusPoints).toBe("Ingen bonuspoeng");
    expect(cardBenefitTerms(gold)).not.toContain(gold.bonusPoints);
  });

  it.each([
    ["Kortet har ikke reiseforsikring, og kredittgrensen er inntil 100 000 kr. Den effektive renten er 20,9 %.", ["Den effektive renten er 20,9 %."]],
    ["Det har ingen årsgebyr. Du får cashback!", ["Du får cashback!"]],
    ["Enkelt kort uten fordelsprogram.", []],
    ["Lounge på flyplassen. Reiseforsikring når reisen betales med kortet.", ["Lounge på flyplassen.", "Reiseforsikring når reisen betales med kortet."]],
  ])("keeps only affirmative sentences of %s", (text, expected) => {
    expect(affirmativeSentences(text)).toEqual(expected);
  });
});

describe("search with real queries", () => {
  it.each<[string, string[]]>([
    // Lounge access is in Amex Platinum's data; the travel guide mentions lounges in its description.
    ["lounge", [cardPage("amex-platinum"), "/guider/reisekredittkort-fordeler-fallgruver"]],
    ["lou", [cardPage("amex-platinum"), "/guider/reisekredittkort-fordeler-fallgruver"]],
    ["Trumf", [cardPage("trumf-kredittkort")]],
    ["trumf", [cardPage("trumf-kredittkort")]],
    // Name hits, then by rating: Elite 4,8, Premium 4,5, World 4,3.
    ["sas", [cardPage("sas-amex-elite"), cardPage("sas-eurobonus-premium"), cardPage("sas-eurobonus")]],
    // Free cards by rating (4,6, 4,2, 4,2, 4,1, 4,0, 3,8); equal ratings by name.
    [
      "gebyrfri",
      ["remember-black", "bank-norwegian-kredittkort", "trumf-kredittkort", "tf-bank-mastercard", "remember-gold", "morrow-bank-kredittkort"].map(cardPage),
    ],
    ["remember", [cardPage("remember-black"), cardPage("remember-gold")]],
    ["kredittscore", ["/guider/kredittsjekk-og-kredittscore"]],
    ["ingenting-som-finnes", []],
  ])("%s → %o", (query, expected) => {
    expect(hrefs(query)).toEqual(expected);
  });

  it("reiseforsikring finds the cards with travel insurance, best rated first, and then the travel guide", () => {
    const insured = [...cards].filter((card) => card.travelInsurance).sort((a, b) => b.rating - a.rating);
    const result = hrefs("reiseforsikring");
    expect(result.slice(0, insured.length).map((href) => href.replace("/kort/", "")).sort()).toEqual(
      insured.map((card) => card.urlSlug).sort(),
    );
    expect(result[0]).toBe(cardPage("sas-amex-elite"));
    expect(result.at(-1)).toBe("/guider/reisekredittkort-fordeler-fallgruver");
    // Morrow Bank's text says it has no travel insurance: that sentence must not make it a hit.
    expect(result).not.toContain(cardPage("morrow-bank-kredittkort"));
  });

  it.each(["ÅRSGEBYR", "arsgebyr", "aarsgebyr", "Årsgebyr"])("%s gives the same results as årsgebyr", (query) => {
    expect(hrefs(query)).toEqual(hrefs("årsgebyr"));
  });

  it("årsgebyr ranks benefit hits (the free cards) above cards that only mention a fee in their text", () => {
    const result = cardHrefs("årsgebyr");
    const free = cards.filter((card) => card.annualFee === 0).map((card) => cardPage(card.urlSlug));
    const lastFree = Math.max(...free.map((href) => result.indexOf(href)));
    expect(free.every((href) => result.includes(href))).toBe(true);
    for (const slug of ["amex-platinum", "sas-amex-elite", "sas-eurobonus-premium"]) {
      expect(result.indexOf(cardPage(slug))).toBeGreaterThan(lastFree);
    }
  });

  it("ingen årsgebyr needs both words: only the free cards, then the savings guide", () => {
    const result = hrefs("ingen årsgebyr");
    const free = cards.filter((card) => card.annualFee === 0).map((card) => cardPage(card.urlSlug));
    expect(result.slice(0, free.length).sort()).toEqual([...free].sort());
    expect(result.slice(free.length)).toEqual(["/guider/spar-ti-tusen-kroner-aarlig"]);
  });

  it("cashback lists the cashback cards before the cashback guides, and guides before mere mentions", () => {
    const result = search(index, "cashback").results;
    const kinds = result.map((r) => r.kind);
    expect(kinds.slice(0, 6)).toEqual(Array(6).fill("card"));
    expect(result.slice(6, 8).map((r) => r.title)).toEqual(["Beste cashback-kredittkort 2025", "Guide: slik får du mest ut av cashback"]);
  });

  it("answers with the total, the shown results and the cleaned query", () => {
    const response = search(index, "  Reiseforsikring ", { limit: 3 });
    expect(response.query).toBe("Reiseforsikring");
    expect(response.total).toBe(cards.filter((card) => card.travelInsurance).length + 1);
    expect(response.results).toHaveLength(3);
    expect(response.results[0]).toEqual({
      kind: "card",
      title: "SAS Amex Elite",
      href: "/kort/sas-amex-elite",
      // A rate only inside its representative example.
      text: "American Express · Årsgebyr 6\u00a0000\u00a0kr/år · Eff. rente 119,4\u00a0%, 15\u00a0000\u00a0kr o/12 mnd. Kostnad: 7\u00a0381\u00a0kr. Totalt: 22\u00a0381\u00a0kr.",
    });
  });

  it.each(["", "   ", "!!!"])("an empty query %o finds nothing", (query) => {
    expect(search(index, query)).toMatchObject({ total: 0, results: [] });
  });
});

describe("ranking", () => {
  const doc = (title: string, rating: number | null): SearchDocument => ({
    kind: rating === null ? "guide" : "card",
    title,
    href: "/",
    text: "",
    rating,
    fields: { name: [], topic: [], body: [] },
  });

  it.each<[string, { score: number; doc: SearchDocument }, { score: number; doc: SearchDocument }]>([
    ["a name hit before a benefit hit", { score: 100, doc: doc("B", 3.8) }, { score: 10, doc: doc("A", 4.8) }],
    ["a benefit hit before a body hit", { score: 10, doc: doc("B", 3.8) }, { score: 1, doc: doc("A", 4.8) }],
    ["the higher rating on equal score", { score: 10, doc: doc("B", 4.6) }, { score: 10, doc: doc("A", 4.2) }],
    ["a card before a guide on equal score", { score: 10, doc: doc("B", 3.8) }, { score: 10, doc: doc("A", null) }],
    ["the name on equal score and rating", { score: 10, doc: doc("Bank Norwegian", 4.2) }, { score: 10, doc: doc("Trumf Visa", 4.2) }],
  ])("puts %s", (_, first, second) => {
    expect(compareHits(first, second)).toBeLessThan(0);
    expect(compareHits(second, first)).toBeGreaterThan(0);
  });
});
