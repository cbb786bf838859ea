import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { feedXml, generateMarket } from "../../../../tests/support/finansportalen-feed";
import { FeedParseError, feedLimits, parseFeed } from "./feed-parser.server";

const fixture = readFileSync(new URL("./testdata/kredittkort.atom", import.meta.url), "utf8");

function parseError(xml: string): FeedParseError {
  try {
    parseFeed(xml);
  } catch (error) {
    if (error instanceof FeedParseError) return error;
    throw error;
  }
  throw new Error("the feed was read");
}

describe("parseFeed: the hand-written fixture", () => {
  const feed = parseFeed(fixture);
  const [gull, fjord, aerlig] = feed.products;

  it("reads every entry as one product, in order, with no problems", () => {
    expect(feed.problems).toEqual([]);
    expect(feed.entryCount).toBe(3);
    expect(feed.updated).toBe("2026-11-27T05:00:00+01:00");
    expect(feed.products.map((product) => [product.productId, product.provider, product.name])).toEqual([
      ["4101", "Sparebanken Øst", "Sparebanken Øst Gull Mastercard"],
      ["4102", "Ålesund Kreditt", "Fjord Visa"],
      ["4103", "Bank Ærlig", "Ærlig Reise Mastercard"],
    ]);
  });

  it("reads comma and point decimals, and thousands with no-break spaces", () => {
    expect(gull).toMatchObject({
      nominalRate: 19.13,
      effectiveRate: 25.02,
      annualFeeKr: 295,
      minimumIncomeKr: 250_000,
      creditLimitMinKr: 10_000,
      creditLimitMaxKr: 100_000,
      currencyMarkupPercent: 1.75,
    });
    expect(aerlig).toMatchObject({ nominalRate: 17.44, effectiveRate: 36, annualFeeKr: 1195 });
  });

  it("reads every documented field of a full entry", () => {
    expect(gull).toEqual({
      productId: "4101",
      provider: "Sparebanken Øst",
      name: "Sparebanken Øst Gull Mastercard",
      updated: "2026-11-20T10:15:00+01:00",
      nominalRate: 19.13,
      effectiveRate: 25.02,
      exampleRate: 25.02,
      annualFeeKr: 295,
      monthlyFeeKr: 0,
      minimumIncomeKr: 250_000,
      creditLimitMinKr: 10_000,
      creditLimitMaxKr: 100_000,
      minimumPaymentPercent: 3,
      minimumPaymentKr: 300,
      interestFreeDays: 50,
      travelInsurance: true,
      travelInsuranceText: "Reiseforsikring når minst 50 % av reisen er betalt med kortet & du er under 70 år.",
      otherBenefits: true,
      otherBenefitsText: "Prisgaranti og kjøpsforsikring",
      minimumAge: 20,
      maximumAge: 80,
      currencyMarkupPercent: 1.75,
      withdrawalAbroadFee: { percent: 0, minKr: 40 },
      withdrawalOwnBankFee: { percent: 3, minKr: 40 },
      specialConditions: "Kun for kunder med lønnskonto i banken.",
      extra: { kredittkort_kontaktlos_betaling: "true" },
    });
  });

  it("reads empty and missing elements as unknown, never 0", () => {
    expect(fjord?.minimumIncomeKr).toBeUndefined();
    expect(fjord?.interestFreeDays).toBeUndefined();
    expect(fjord?.maximumAge).toBeUndefined();
    expect(fjord?.withdrawalOwnBankFee).toBeUndefined();
    expect(fjord?.minimumPaymentPercent).toBeUndefined();
    expect("interestFreeDays" in (fjord ?? {})).toBe(false);
    expect(fjord).toMatchObject({ monthlyFeeKr: 35, annualFeeKr: 0, travelInsurance: false, minimumAge: 18 });
  });

  it("matches the namespace by its URI, whatever the prefix, and ignores the same name in another namespace", () => {
    expect(fjord?.provider).toBe("Ålesund Kreditt");
    expect(fjord?.name).toBe("Fjord Visa");
    expect(fjord?.nominalRate).toBe(22.9);
  });

  it("keeps elements it does not know, as written", () => {
    expect(aerlig?.extra).toEqual({ kredittkort_lounge_besok_per_ar: "4" });
  });
});

describe("parseFeed: entries with problems are reported, not used", () => {
  const entry = (id: string | number, fields: Record<string, string | null>) => ({
    id,
    fields: { leverandor_tekst: "Sparebanken Sør", navn: `Kort ${id}`, kredittkort_nominell_rente: "19,9", ...fields },
  });

  it("names the entry, the product and the field of a value that is not a number", () => {
    const feed = parseFeed(
      feedXml([entry(1, {}), entry(2, { kredittkort_kort_arsgebyr: "gratis" }), entry(3, { min_alder: "-18" })]),
    );
    expect(feed.products.map((product) => product.productId)).toEqual(["1"]);
    expect(feed.problems).toEqual([
      {
        entry: 2,
        kind: "malformed",
        productId: "2",
        title: "Kort 2",
        field: "kredittkort_kort_arsgebyr",
        message: "«gratis» er ikke et tall",
      },
      {
        entry: 3,
        kind: "malformed",
        productId: "3",
        title: "Kort 3",
        field: "min_alder",
        message: "kan ikke være negativ",
      },
    ]);
  });

  it("reports an entry without a numeric id, without a provider or with a field twice", () => {
    const xml = feedXml([entry("ukjent", {}), entry(5, { leverandor_tekst: null })]).replace(
      "<fp:kredittkort_nominell_rente>19,9</fp:kredittkort_nominell_rente>",
      "<fp:kredittkort_nominell_rente>19,9</fp:kredittkort_nominell_rente><fp:kredittkort_nominell_rente>9</fp:kredittkort_nominell_rente>",
    );
    const feed = parseFeed(xml);
    expect(feed.products).toEqual([]);
    expect(feed.problems.map((problem) => [problem.entry, problem.productId, problem.field, problem.message])).toEqual([
      [1, undefined, "kredittkort_nominell_rente", "står to ganger i samme produkt"],
      [1, undefined, "id", "«urn:finansportalen:kredittkort:ukjent» slutter ikke på et produktnummer"],
      [2, "5", "leverandor_tekst", "mangler"],
    ]);
  });

  it.each([
    ["https://www.finansportalen.no/bank/kredittkort/produkt/4101", "4101"],
    ["urn:finansportalen:kredittkort:77", "77"],
    ["4102", "4102"],
  ])("takes the product number at the end of the id %s", (id, productId) => {
    const xml = feedXml([entry(1, {})]).replace("urn:finansportalen:kredittkort:1", id);
    expect(parseFeed(xml).products[0]?.productId).toBe(productId);
  });

  it("refuses an id whose number is too long to keep exactly", () => {
    const feed = parseFeed(feedXml([entry("1234567890123456789012", {})]));
    expect(feed.products).toEqual([]);
    expect(feed.problems[0]).toMatchObject({ field: "id", kind: "malformed" });
  });

  it("reports duplicate ids and uses neither entry", () => {
    const feed = parseFeed(feedXml([entry(7, {}), entry(8, {}), entry(7, { navn: "Et annet kort" })]));
    expect(feed.products.map((product) => product.productId)).toEqual(["8"]);
    expect(feed.problems.map((problem) => [problem.entry, problem.kind, problem.message])).toEqual([
      [1, "duplicate-id", "produktnummeret 7 står i 2 produkter i feeden"],
      [3, "duplicate-id", "produktnummeret 7 står i 2 produkter i feeden"],
    ]);
  });

  it("reads a field with markup inside as its text, and bounds a field's length", () => {
    const xml = feedXml([entry(9, {}), entry(10, {})])
      .replace(
        "<fp:navn>Kort 9</fp:navn>",
        '<fp:navn>Kort 9</fp:navn><fp:spesielle_betingelser>Krever <b xmlns="urn:x">fast</b> inntekt</fp:spesielle_betingelser>',
      )
      .replace(
        "<fp:navn>Kort 10</fp:navn>",
        `<fp:navn>Kort 10</fp:navn><fp:annet>${"x".repeat(feedLimits.fieldChars + 5)}</fp:annet>`,
      );
    const feed = parseFeed(xml);
    expect(feed.products[0]?.specialConditions).toBe("Krever fast inntekt");
    expect(feed.problems).toMatchObject([{ entry: 2, field: "annet", message: "er lengre enn 20\u00a0000 tegn" }]);
  });
});

describe("parseFeed: a feed that cannot be used at all", () => {
  it("refuses malformed XML, naming the line and column", () => {
    const error = parseError(feedXml([]).replace("</title>", "</titel>"));
    expect(error.kind).toBe("malformed");
    expect(error.message).toBe("Feeden er ikke gyldig XML (linje 3, kolonne 28: en sluttagg som ikke passer).");
  });

  it("refuses a partial feed (the body cut off in the middle of an entry)", () => {
    const xml = feedXml(generateMarket(5).map((product) => product.entry));
    const error = parseError(xml.slice(0, Math.floor(xml.length * 0.6)));
    expect(error.kind).toBe("malformed");
    expect(error.message).toMatch(
      /^Feeden er ikke gyldig XML \(linje \d+, kolonne \d+: taggen \S+ er ikke lukket\)\.$/,
    );
  });

  it("refuses a document that is not an Atom feed, and an empty one", () => {
    expect(parseError('<rss version="2.0"><channel/></rss>').kind).toBe("not-atom");
    expect(parseError('<feed xmlns="urn:not-atom"/>').kind).toBe("not-atom");
    expect(parseError("").kind).toBe("malformed");
    expect(parseError("<html><body>Logg inn</body></html>").kind).toBe("not-atom");
  });

  it("refuses an entity-expansion attack (billion laughs) before expanding anything", () => {
    const lol = [
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index === 0 ? "" : index};`.repeat(10)}">`,
      ),
    ].join("");
    const xml = feedXml([{ id: 1, fields: { leverandor_tekst: "&lol9;", navn: "Kort" } }])
      .replace("&amp;lol9;", "&lol9;")
      .replace('<?xml version="1.0" encoding="utf-8"?>', `<?xml version="1.0"?><!DOCTYPE feed [${lol}]>`);
    expect(xml).toContain("<!ENTITY lol9");
    const started = performance.now();
    const error = parseError(xml);
    expect(error.kind).toBe("doctype");
    expect(error.message).toContain("<!DOCTYPE>");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  describe("an external-entity attack (XXE)", () => {
    const dir = mkdtempSync(join(tmpdir(), "kortvalg-xxe-"));
    const secret = join(dir, "hemmelig.txt");
    writeFileSync(secret, "HEMMELIG-INNHOLD");
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("refuses the document and never reads the file", () => {
      const xml = feedXml([{ id: 1, fields: { leverandor_tekst: "&xxe;", navn: "Kort" } }])
        .replace("&amp;xxe;", "&xxe;")
        .replace(
          '<?xml version="1.0" encoding="utf-8"?>',
          `<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY xxe SYSTEM "${pathToFileURL(secret).href}">]>`,
        );
      const error = parseError(xml);
      expect(error.kind).toBe("doctype");
      expect(error.message).not.toContain("HEMMELIG");
    });

    it("does not expand an entity without a declaration either", () => {
      const xml = feedXml([{ id: 1, fields: { leverandor_tekst: "&xxe;", navn: "Kort" } }]).replace(
        "&amp;xxe;",
        "&xxe;",
      );
      const error = parseError(xml);
      expect(error.kind).toBe("malformed");
      expect(error.message).toContain("en entitet som ikke er definert");
    });
  });

  it("refuses a feed with more entries than any market has", () => {
    const many = Array.from({ length: feedLimits.entries + 1 }, () => "<entry/>").join("");
    const error = parseError(`<feed xmlns="http://www.w3.org/2005/Atom">${many}</feed>`);
    expect(error.kind).toBe("too-many-entries");
  });
});
