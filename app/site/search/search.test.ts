import { describe, expect, it } from "vitest";
import { articlesIn } from "#content/articles";
import { titleYear } from "~/shared/format/title-year";
import { starsOf } from "~/shared/rating/rating-method";
import { cards } from "#content/cards";
import { searchAliasProblems, searchAliasSchema, searchAliases } from "#content/search-aliases";
import {
  affirmativeSentences,
  allowedEdits,
  buildSearchIndex,
  cardBenefitTerms,
  compareHits,
  MAX_QUERY_LENGTH,
  neighbourSwaps,
  normalise,
  parseQuery,
  queryTerms,
  search,
  siteSearchIndex,
  words,
  writtenWords,
  type SearchDocument,
} from "./search";

// The real index, built as app/site/search/search-index.server.ts builds it.
const index = siteSearchIndex(cards, articlesIn(), searchAliases());
const hrefs = (query: string) => search(index, query).results.map((result) => result.href);
const cardHrefs = (query: string) =>
  search(index, query)
    .results.filter((r) => r.kind === "card")
    .map((r) => r.href);
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

describe("words as written", () => {
  it("keeps how the text writes a word, for the suggestion", () => {
    expect(writtenWords("Søk om re:member Black, 2–25 %")).toEqual([
      { word: "sok", written: "Søk" },
      { word: "om", written: "om" },
      { word: "re", written: "re" },
      { word: "member", written: "member" },
      { word: "remember", written: "re:member" },
      { word: "black", written: "Black" },
      { word: "2", written: "2" },
      { word: "25", written: "25" },
    ]);
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
    // An emoji (two UTF-16 units) cut in half at the limit is dropped, not left as half a character.
    [`${"x".repeat(99)}😀`, "x".repeat(99)],
    ["lone \uD83D half", "lone  half"],
  ])("parses ?q=%s as %s", (value, expected) => {
    expect(parseQuery(value)).toBe(expected);
  });
});

describe("how mistyped a word may be", () => {
  it.each<[string, number]>([
    ["eb", 0],
    ["sas", 0],
    ["amex", 1],
    ["remeber", 1],
    ["cashbak", 1],
    ["eurobnus", 2],
    ["norwegain", 2],
    ["kreditkort", 2],
    ["150000", 0], // numbers are never guessed at
    ["2for1", 0],
  ])("%s: %d typing errors", (term, expected) => {
    expect(allowedEdits(term)).toBe(expected);
  });

  it("a swap of neighbouring letters is one error", () => {
    expect(neighbourSwaps("bonsu")).toEqual(["obnsu", "bnosu", "bosnu", "bonus"]);
    expect(neighbourSwaps("aab")).toEqual(["aba"]);
  });
});

describe("matching a term against words", () => {
  // A small index of its own: one document per word list, every word in the benefits field.
  const matches = (term: string, wordList: string[]) =>
    search(
      buildSearchIndex([
        {
          kind: "guide",
          title: "T",
          href: "/t",
          text: "",
          rating: null,
          fields: { name: [], topic: wordList, body: [] },
        },
      ]),
      term,
    );
  it.each<[string, string[], boolean]>([
    ["lou", ["lounge"], true], // prefix
    ["lounge", ["flyplasslounger"], true], // inside a compound, long enough
    ["forsikring", ["reiseforsikring"], true],
    ["ingen", ["kredittvurderingen"], false], // too short to match inside a word
    ["sas", ["business"], false],
    ["arsgebyr", ["årsgebyret"], true],
    ["trumf", ["norgesgruppen"], false],
    ["remeber", ["re:member"], true], // one letter missing
    ["rmember", ["re:member"], true],
    ["bonsu", ["bonus"], true], // two letters swapped
    ["gebyrr", ["gebyr"], true],
    ["sjs", ["sas"], false], // three letters are too few to guess at
    ["kreditkort", ["kredittkort"], true],
  ])("%s in %o: %s", (term, wordList, expected) => {
    expect(matches(term, wordList).total).toBe(expected ? 1 : 0);
  });
});

describe("benefit words come from the card data", () => {
  it("calls a card with a monthly fee neither «gebyrfri» nor «gratis», only «uten årsgebyr»", () => {
    const free = cards.find((card) => card.annualFee === 0)!;
    const terms = (card: typeof free) => cardBenefitTerms(card).map(normalise);
    expect(terms(free)).toEqual(expect.arrayContaining(["gebyrfri", "gratis"]));
    const monthly = terms({ ...free, monthlyFeeKr: 25 });
    expect(monthly).not.toContain("gebyrfri");
    expect(monthly).not.toContain("gratis");
    expect(monthly).toContain(normalise("uten årsgebyr"));
  });

  it.each([
    ["gebyrfri", cards.filter((card) => card.annualFee === 0)],
    ["uten årsgebyr", cards.filter((card) => card.annualFee === 0)],
    ["reiseforsikring", cards.filter((card) => card.travelInsurance)],
    ["lounge", cards.filter((card) => card.extras.loungeCount !== undefined)],
    ["Trumf", cards.filter((card) => card.extras.requiredMembership === "Trumf")],
    ["restaurant", cards.filter((card) => card.extras.restaurantExperiencesPerYear !== undefined)],
  ])("%s is a benefit word of exactly the cards whose data says so", (term, expected) => {
    const withTerm = cards.filter((card) =>
      cardBenefitTerms(card).some((text) => normalise(text).includes(normalise(term))),
    );
    expect(withTerm.map((card) => card.urlSlug).sort()).toEqual(expected.map((card) => card.urlSlug).sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it("leaves out the bonus text of a card that earns nothing", () => {
    const gold = cards.find((card) => card.urlSlug === "remember-gold")!;
    expect(gold.bonusPoints).toBe("Ingen bonuspoeng");
    expect(cardBenefitTerms(gold)).not.toContain(gold.bonusPoints);
  });

  it.each([
    [
      "Kortet har ikke reiseforsikring, og kredittgrensen er inntil 100 000 kr. Den effektive renten er 20,9 %.",
      ["Den effektive renten er 20,9 %."],
    ],
    ["Det har ingen årsgebyr. Du får cashback!", ["Du får cashback!"]],
    ["Enkelt kort uten fordelsprogram.", []],
    [
      "Lounge på flyplassen. Reiseforsikring når reisen betales med kortet.",
      ["Lounge på flyplassen.", "Reiseforsikring når reisen betales med kortet."],
    ],
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
    // Name hits, then by the rating's stars: World 3,3, then Elite and Premium, both 1,8, by name.
    ["sas", [cardPage("sas-eurobonus"), cardPage("sas-amex-elite"), cardPage("sas-eurobonus-premium")]],
    // Free cards by stars (3,8, 3,6, 3,4, 3,4, 3,3, 3,0); equal stars by name.
    [
      "gebyrfri",
      [
        "bank-norwegian-kredittkort",
        "remember-black",
        "morrow-bank-kredittkort",
        "tf-bank-mastercard",
        "trumf-kredittkort",
        "remember-gold",
      ].map(cardPage),
    ],
    ["remember", [cardPage("remember-black"), cardPage("remember-gold")]],
    ["kredittscore", ["/guider/kredittsjekk-og-kredittscore"]],
    ["ingenting-som-finnes", []],
  ])("%s → %o", (query, expected) => {
    expect(hrefs(query)).toEqual(expected);
  });

  it("reiseforsikring finds the cards with travel insurance, best rated first, and then the travel guide", () => {
    const insured = [...cards].filter((card) => card.travelInsurance).sort((a, b) => starsOf(b)! - starsOf(a)!);
    const result = hrefs("reiseforsikring");
    expect(
      result
        .slice(0, insured.length)
        .map((href) => href.replace("/kort/", ""))
        .sort(),
    ).toEqual(insured.map((card) => card.urlSlug).sort());
    expect(result[0]).toBe(cardPage("bank-norwegian-kredittkort"));
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
    expect(result.slice(6, 8).map((r) => r.title)).toEqual([
      `Beste cashback-kredittkort ${titleYear()}`,
      "Guide: slik får du mest ut av cashback",
    ]);
  });

  it("answers with the total, the shown results and the cleaned query", () => {
    const response = search(index, "  Reiseforsikring ", { limit: 3 });
    expect(response.query).toBe("Reiseforsikring");
    expect(response.total).toBe(cards.filter((card) => card.travelInsurance).length + 1);
    expect(response.results).toHaveLength(3);
    expect(response.results[0]).toEqual({
      kind: "card",
      title: "Bank Norwegian",
      href: "/kort/bank-norwegian-kredittkort",
      // A rate only inside its representative example.
      text: "Bank Norwegian · Årsgebyr 0\u00a0kr · Å låne penger koster penger. Eff. rente 19,9\u00a0%, 15\u00a0000\u00a0kr o/12 mnd. Kostnad: 1\u00a0527\u00a0kr. Totalt: 16\u00a0527\u00a0kr.",
    });
  });

  it.each(["", "   ", "!!!"])("an empty query %o finds nothing", (query) => {
    expect(search(index, query)).toMatchObject({ total: 0, results: [], suggestion: null });
  });
});

describe("search that forgives typing errors", () => {
  // [query, the hits it must start with, the «Mente du …?» suggestion]
  it.each<[string, string[], string | null]>([
    // re:member is suggested as one word: 're:member' would be searched as 're' and 'member'.
    ["remeber", [cardPage("remember-black"), cardPage("remember-gold")], "remember"],
    ["Remeber black", [cardPage("remember-black")], "remember black"],
    ["norwegain", [cardPage("bank-norwegian-kredittkort")], "Norwegian"],
    ["eurobnus", [cardPage("sas-eurobonus"), cardPage("sas-eurobonus-premium")], "EuroBonus"],
    // The six cards that earn cashback, in the order cashback lists them.
    ["cashbak", hrefs("cashback").slice(0, 6), "cashback"],
    ["bonsu", [cardPage("trumf-kredittkort")], "bonus"],
    ["reiseforsikrng", hrefs("reiseforsikring").slice(0, 3), "reiseforsikring"],
    // Norwegian letters are kept in the suggestion, whether the query had them or not.
    ["årsgebir", hrefs("årsgebyr").slice(0, 3), "årsgebyr"],
    ["aarsgebir", hrefs("årsgebyr").slice(0, 3), "årsgebyr"],
    // Only the mistyped word is replaced; the rest stays as typed.
    ["kreditkort uten årsgebyr", [cardPage("bank-norwegian-kredittkort")], "kredittkort uten årsgebyr"],
  ])("%s finds %o and suggests %s", (query, first, suggestion) => {
    const response = search(index, query);
    expect(response.results.map((r) => r.href).slice(0, first.length)).toEqual(first);
    expect(response.suggestion).toBe(suggestion);
  });

  it("kreditkort finds the guides about kredittkort and suggests kredittkort", () => {
    const response = search(index, "kreditkort");
    expect(response.suggestion).toBe("kredittkort");
    expect(response.total).toBeGreaterThan(5);
    expect(response.results.every((r) => hrefs("kredittkort").includes(r.href))).toBe(true);
    expect(response.results[0]?.title).toMatch(/kredittkort/i);
  });

  it.each(["remeber", "norwegain", "eurobnus", "cashbak", "kreditkort", "bonsu", "årsgebir"])(
    "the suggestion for %s finds what the mistyped query found, or more, and is not corrected again",
    (query) => {
      const response = search(index, query);
      const followed = search(index, response.suggestion ?? "");
      expect(followed.total).toBeGreaterThanOrEqual(response.total);
      expect(followed.results.map((r) => r.href)).toEqual(expect.arrayContaining(response.results.map((r) => r.href)));
      expect(followed.suggestion).toBeNull();
    },
  );

  it.each(["lounge", "kredittkort", "Trumf", "sas", "årsgebyr", "amex", "eb", "re:member", "gebyrfri", "lou"])(
    "%s is spelt right: no suggestion",
    (query) => {
      expect(search(index, query).suggestion).toBeNull();
    },
  );

  it.each([
    "xyzzy",
    "asdfghjkl",
    "qwerty",
    "blablabla",
    "lorem ipsum",
    "zzzzzzzz",
    "hei",
    "ingenting-som-finnes",
    "trumf lounge",
    "12345678",
  ])("nonsense %s finds nothing and suggests nothing", (query) => {
    expect(search(index, query)).toMatchObject({ total: 0, results: [], suggestion: null });
  });

  it.each(cards.map((card) => [card.name, card.urlSlug]))(
    "the exact name %s still ranks its card first",
    (name, slug) => {
      expect(hrefs(name)[0]).toBe(cardPage(slug));
      expect(search(index, name).suggestion).toBeNull();
    },
  );
});

describe("aliases (content/search-aliases.ts)", () => {
  it.each<[string, string[]]>([
    // Both American Express cards, both at 1,8 stars: by name.
    ["amex", [cardPage("amex-platinum"), cardPage("sas-amex-elite")]],
    ["eb", [cardPage("sas-eurobonus"), cardPage("sas-eurobonus-premium"), cardPage("sas-amex-elite")]],
    ["sas eb", [cardPage("sas-eurobonus"), cardPage("sas-eurobonus-premium"), cardPage("sas-amex-elite")]],
    ["banknorwegian", [cardPage("bank-norwegian-kredittkort")]],
    ["platina", [cardPage("amex-platinum")]],
    ["gull", [cardPage("remember-gold")]],
  ])("%s → %o", (query, expected) => {
    expect(cardHrefs(query)).toEqual(expected);
  });

  it("eb finds what eurobonus finds", () => {
    expect(hrefs("eb")).toEqual(hrefs("eurobonus"));
  });

  it.each(searchAliases().map(({ alias, means }) => [alias, means]))(
    "%s finds every card whose data names %s",
    (alias, means) => {
      const named = cards.filter((card) =>
        [card.name, card.bank, card.network ?? ""].some((name) => normalise(name).includes(normalise(means))),
      );
      expect(named.length).toBeGreaterThan(0);
      expect(cardHrefs(alias)).toEqual(expect.arrayContaining(named.map((card) => cardPage(card.urlSlug))));
    },
  );

  it.each([
    ["Amex", "American Express"], // not lower case
    ["amex kort", "American Express"], // not one word
  ])("refuses the alias %s → %s", (alias, means) => {
    expect(searchAliasSchema.safeParse({ alias, means }).success).toBe(false);
  });

  it.each([
    ["dnb", "DNB"], // a bank we do not compare
    ["eb", "EuroBonus Gold"], // 'Gold' and 'EuroBonus' are never in one name
  ])("refuses the alias %s → %s: not a name in the card data", (alias, means) => {
    expect(searchAliasSchema.safeParse({ alias, means }).success).toBe(true);
    expect(searchAliasProblems(cards, [{ alias, means }])).toEqual([expect.stringContaining(`Søkealias «${alias}»`)]);
  });

  it("refuses card data that leaves an alias pointing at nothing: «amex» once no card names American Express", () => {
    expect(searchAliasProblems(cards)).toEqual([]);
    const renamed = cards.map((card) => ({
      ...card,
      name: card.name.replace("American Express", "Amex"),
      bank: card.bank.replace("American Express", "Amex AB"),
    }));
    const networkless = renamed.map((card) =>
      card.network === "American Express" ? { ...card, network: "Mastercard" as const } : card,
    );
    expect(searchAliasProblems(networkless)).toEqual([expect.stringContaining("Søkealias «amex»")]);
  });

  it("an alias adds to what the word finds on its own, it does not replace it", () => {
    const alone = buildSearchIndex(index.documents);
    expect(search(alone, "amex").results.map((r) => r.href)).toEqual([cardPage("sas-amex-elite")]);
    expect(hrefs("amex")).toEqual(expect.arrayContaining([cardPage("sas-amex-elite")]));
  });
});

describe("odd input", () => {
  it.each([
    ["emoji", "😀💳 kort"],
    ["a lone surrogate", "\uD800remember"],
    ["zero-width joiners and marks", "re\u200Dmember\u0301\u0301\u0301"],
    ["right-to-left text", "\u202Eكريدت كارت"],
    ["control characters", "\u0000\u0007trumf\u001B"],
    ["combining marks only", "\u0301".repeat(500)],
    ["ligatures and full-width letters", "ﬂy Ｔｒｕｍｆ"],
    ["a very long word", "a".repeat(10_000)],
    ["many short words", "a b ".repeat(5_000)],
    ["regex characters", "(a+)+$ .* [x] \\ ^"],
  ])("%s does not throw and answers within bounds", (_, query) => {
    const response = search(index, query);
    expect(response.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(() => encodeURIComponent(response.query)).not.toThrow();
    if (response.suggestion !== null) expect(() => encodeURIComponent(response.suggestion ?? "")).not.toThrow();
  });

  it("control characters and joiners separate or vanish: trumf is still found", () => {
    expect(hrefs("\u0000trumf\u200B")).toEqual([cardPage("trumf-kredittkort")]);
  });

  it("the longest query of unknown long words is answered quickly", () => {
    const query = "kredittkortx ".repeat(10);
    search(index, query); // warm
    const started = performance.now();
    for (let i = 0; i < 20; i++) search(index, query);
    expect((performance.now() - started) / 20).toBeLessThan(25);
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
    [
      "the name on equal score and rating",
      { score: 10, doc: doc("Bank Norwegian", 4.2) },
      { score: 10, doc: doc("Trumf Visa", 4.2) },
    ],
  ])("puts %s", (_, first, second) => {
    expect(compareHits(first, second)).toBeLessThan(0);
    expect(compareHits(second, first)).toBeGreaterThan(0);
  });
});
