import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { articlesIn } from "#content/articles";
import { titleYear } from "~/shared/format/title-year";
import { elementsText, renderRoute, type PageModule } from "../../../tests/support/render-route";
import * as homeRoute from "../card-list/home.route";
import * as guidesRoute from "../guides/guides.route";
import * as bestCardsRoute from "./best-cards/best-cards.route";
import * as bestCashbackRoute from "./best-cashback/best-cashback.route";
import * as bestInTestRoute from "./best-in-test/best-in-test.route";
import { yearFreeArticlePaths, yearFreeLocation } from "./year-free-paths";

/** The pages whose title or headings name a year. */
const pages: Array<[string, PageModule]> = [
  ["/", homeRoute as PageModule],
  ["/guider", guidesRoute as PageModule],
  ["/beste-kredittkort", bestCardsRoute as PageModule],
  ["/beste-cashback-kredittkort", bestCashbackRoute as PageModule],
  ["/beste-kredittkort-i-test", bestInTestRoute as PageModule],
];

// A four-digit figure that is an amount is not a year: nb-NO writes 2000 kr without a space.
const yearsIn = (text: string) =>
  [...text.matchAll(/\b(?:19|20)\d{2}\b(?![\s\u00a0]*(?:kr|%))/g)].map((match) => Number(match[0]));

// The clock the pages are rendered by, injected: the last minute of a year in Norway, the first of the next
// (23:00:30 UTC on 31 December is 00:00:30 on 1 January in Oslo), and a year far from the data's.
describe.each([
  ["2026-12-31T22:59:00Z", 2026],
  ["2026-12-31T23:00:30Z", 2027],
  ["2031-06-15T10:00:00Z", 2031],
])("rendered at %s", (instant, year) => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(instant));
  });
  afterAll(() => vi.useRealTimers());

  it(`is the year ${year} in Norway`, () => {
    expect(titleYear()).toBe(year);
  });

  it.each(pages)("%s: its title and headings name this year and no other", async (path, module) => {
    const { markup, title } = await renderRoute(module, path);
    const headings = [title, ...["h1", "h2", "h3"].flatMap((tag) => elementsText(markup, tag))];
    const named = headings.flatMap(yearsIn);
    expect(named.length, headings.join(" | ")).toBeGreaterThan(0);
    expect(new Set(named), headings.join(" | ")).toEqual(new Set([year]));
  });

  it("no article's title or description names another year", () => {
    for (const article of articlesIn()) {
      for (const found of yearsIn(`${article.title} ${article.description}`)) expect(found, article.path).toBe(year);
    }
  });
});

describe("an article's address with a year", () => {
  it.each([
    ["/beste-kredittkort-2024", "/beste-kredittkort"],
    ["/beste-kredittkort-2025", "/beste-kredittkort"],
    ["/beste-kredittkort-2026", "/beste-kredittkort"],
    [
      "/beste-cashback-kredittkort-2025?dagligvarer=8000&beregn=1",
      "/beste-cashback-kredittkort?dagligvarer=8000&beregn=1",
    ],
    ["/beste-kredittkort-i-test-2025", "/beste-kredittkort-i-test"],
    ["/Beste-Kredittkort-I-Test-2027/", "/beste-kredittkort-i-test"],
  ])("%s goes to %s", (from, to) => {
    expect(yearFreeLocation(from)).toBe(to);
  });

  it.each([
    "/beste-kredittkort",
    "/beste-kredittkort-i-test",
    "/guider/beste-cashback-kredittkort",
    "/beste-kredittkort-25",
    "/x/beste-kredittkort-2025",
  ])("%s is not moved", (path) => expect(yearFreeLocation(path)).toBeNull());

  it("every year-free address is an article's", () => {
    const paths = new Set(articlesIn().map((article) => article.path));
    for (const path of yearFreeArticlePaths) expect(paths.has(path), path).toBe(true);
  });
});
