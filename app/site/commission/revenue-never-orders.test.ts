import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { affiliateLinks, applyClicks, conversions } from "~/shared/db/schema";
import { createCommissionLinks } from "~/shared/commission/affiliate-links.server";
import { replacePayingCards } from "~/shared/commission/paying-cards";
import { openTestDatabase } from "../../../tests/support/test-database";
import { sortOrders } from "../card-list/card-sort";
import * as cardsRoute from "../card-list/cards.route";
import * as homeRoute from "../card-list/home.route";
import * as finderRoute from "../card-finder/card-finder.route";
import * as searchJson from "../search/search-json.route";

type RouteModule = { loader: (args: never) => unknown; default: unknown };

/** The cards a page names, in the order it names them (each card's first link to its page). */
async function order(module: RouteModule, path: string): Promise<string[]> {
  const result = (await module.loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  } as never)) as { data?: unknown } | Response | Record<string, unknown>;
  if (result instanceof Response)
    return ((await result.json()) as { results: Array<{ url: string }> }).results.map((r) => r.url);
  const loaderData = "data" in result && result.data !== undefined ? result.data : result;
  const Page = module.default as ComponentType<object>;
  const Stub = createRoutesStub([
    {
      path: new URL(path, "http://localhost").pathname,
      Component: () => createElement(Page, { loaderData } as object),
    },
  ]);
  const markup = renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
  return [...new Set([...markup.matchAll(/href="\/kort\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
}

const pages: Array<[string, RouteModule, string]> = [
  ["the home page", homeRoute as never, "/"],
  ...sortOrders.map((sort): [string, RouteModule, string] => [
    `/kredittkort sorted by ${sort}`,
    cardsRoute as never,
    `/kredittkort?sortering=${sort}`,
  ]),
  [
    "the card finder's ranking",
    finderRoute as never,
    "/kortvelger?beregn=1&betaling=som-regel&saldo=20+000&dagligvarer=6000&kjede=&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2",
  ],
  ["search results", searchJson as never, "/sok.json?q=kort"],
];

/**
 * Revenue never reaches the public site (docs/decisions/0022): every list and the finder's ranking are the
 * same with no commission data and with templates on some cards and large approved conversions on the
 * lowest-ranked ones. What may differ is only whether a card's button says «Annonse».
 */
describe("the public order with and without commission", () => {
  let database: DatabaseHandle;
  const before = new Map<string, string[]>();
  beforeAll(async () => {
    replacePayingCards([]);
    for (const [name, module, path] of pages) before.set(name, await order(module, path));
    database = await openTestDatabase("embedded");
    const lowest = [...cards].reverse().slice(0, 4);
    for (const [index, card] of lowest.entries()) {
      const clickId = `klikk${index}abcdefghijklmnop`;
      await database.db.insert(affiliateLinks).values({
        cardId: card.id,
        network: "adtraction",
        template: "https://track.adtraction.com/t/t?a=1&epi={klikkId}&url=https://bank.no/",
      });
      await database.db.insert(applyClicks).values({ cardSlug: card.urlSlug, fromPath: "/", campaign: null, clickId });
      await database.db.insert(conversions).values({
        network: "adtraction",
        transactionId: `T${index}`,
        clickId,
        status: "approved",
        amountMinor: 10_000_000,
        currency: "NOK",
        source: "callback",
      });
    }
    await createCommissionLinks(database).refresh();
  }, 60_000);
  afterAll(async () => {
    replacePayingCards([]);
    await database.close();
  });

  it.each(pages)("%s", async (name, module, path) => {
    const now = await order(module, path);
    expect(now.length).toBeGreaterThan(0);
    expect(now).toEqual(before.get(name));
  });
});
