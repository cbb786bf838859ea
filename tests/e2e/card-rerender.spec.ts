import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { expect, test } from "@playwright/test";
import { parseCards, type CreditCard } from "../../content/card-schema";
import { firstCards } from "../../content/cards";
import { withAnnualFee } from "../support/card-fixtures";
import type { CardHistoryEntry } from "../../app/shared/cards/card-versions";
import { osloDate } from "../../app/shared/cards/data-freshness";
import { diffExcerpt } from "./diff-excerpt";

/**
 * The ground truth for live card data (content/cards.ts, docs/decisions/0011): when an editor publishes,
 * the server takes the new cards (replaceCards) and renders every prerendered page again in memory
 * (host/app.js renderAll). Each of those pages must be byte for byte the page a fresh process renders
 * from the same cards. A value computed from the cards once, at import, would keep the first version's
 * figure in the re-rendered page and show up here as a difference.
 *
 * Two module graphs of the production build (build/server/index.js), each in its own worker thread
 * (tests/e2e/card-rerender.worker.js): "fresh" starts from the changed cards; "live" starts from the
 * first version, renders, then takes the changed cards and renders again. No browser, no server.
 */

const buildDir = path.resolve("build");
const buildFile = path.join(buildDir, "server", "index.js");
const origin = "http://localhost:3000";

/** Every prerendered page: build/client/**\/index.html, the same list host/fast-path.js serves and renders again. */
function prerenderedPaths(): string[] {
  const clientDir = path.join(buildDir, "client");
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/"))
    .sort();
}

/**
 * Pages rendered per request that read the cards too: the not-found page (rendered once by the fast
 * path, again after every change), query variants, search, the dialogs' fragments and the savings
 * guide's PDF (kept in memory by its route).
 */
const renderedPerRequest = [
  "/finnes-ikke",
  "/?filter=premium",
  "/kredittkort?kategori=reise",
  "/kredittkort?sortering=rente",
  "/kredittkort?sortering=cashback",
  "/sammenlign?kort=bank-norwegian-kredittkort,tf-bank-mastercard,sas-amex-elite",
  "/kortvelger?beregn=1&betaling=som-regel&saldo=20+000&dagligvarer=6000&kjede=&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2",
  "/beste-cashback-kredittkort?dagligvarer=8000&drivstoff=2000&annet=12000&reiser=30000&beregn=1",
  "/kredittkort-gjeld-guide?gjeld=30000&rente=19,9&betaling=1500",
  "/guider/spar-ti-tusen-kroner-aarlig?arsgebyr=1500&kortbruk=250000&rentekostnad=2000&dagens-cashback=500&beregn=1",
  "/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&reisebelop=40000&loungebesok=4&bagasje=2&beregn=1",
  "/sok?q=amex",
  "/sok?q=morrowsparebank",
  "/sok?q=tfbank",
  "/sok?q=remeber",
  "/sok.json?q=visa",
  "/sok.json?q=mastercard+gold",
  "/fragment/sok-dialog",
  "/fragment/cookievalg",
  "/guider/spar-ti-tusen-kroner-aarlig.pdf",
];

/** An ISO date `days` before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first version with facts changed so that what is computed from them moves: a free card gets a
 * fee (counts of free cards, the FAQ's cards in the usual fee range), rates (cheapest, average,
 * median, rankings by cost), processing days (the beginner guide's range), a bank's name (search
 * aliases run together from it), a card's name, a network, cashback rates (rankings, highest rate),
 * ratings (best rated, standings), a credit limit, travel insurance, the recommended card, a category,
 * a type, texts, extras, and every card checked recently, two on other days.
 */
function modifiedCards(first: readonly CreditCard[]): CreditCard[] {
  return first.map((original) => {
    const card: CreditCard = structuredClone(original);
    card.lastChecked = daysAgo(3);
    switch (card.urlSlug) {
      case "bank-norwegian-kredittkort":
        Object.assign(card, withAnnualFee(card, 990));
        card.interestRate = 24.9;
        card.processingDays = { min: 2, max: 4 };
        card.cashbackRate = { min: 1.25, max: 1.25 };
        card.network = "Mastercard";
        card.cashbackNote = "i CashPoints, som kan tas ut";
        card.bonusPoints = "CashPoints på alle kjøp";
        card.highlights = [...card.highlights!, "Ny: betal med mobilen"];
        card.editorial = [...card.editorial!, "Kortet fikk årsgebyr i år."];
        break;
      case "remember-black":
        // A mark-up now known lowers its rating below «Anbefalt».
        card.currencyMarkupPercent = 2.5;
        card.lastChecked = daysAgo(1);
        if (card.extras.partnerDiscounts)
          card.extras.partnerDiscounts = {
            ...card.extras.partnerDiscounts,
            minShops: 450,
            programme: "re:member Reward+",
          };
        break;
      case "remember-gold":
        card.interestRate = 13.9;
        card.creditLimitMax = 120_000;
        card.travelInsurance = true;
        // With the cheaper credit and insurance, its rating reaches «Anbefalt».
        card.interestFreeDays = 60;
        card.type = "Standard";
        card.bestFor = "Deg som vil ha et gratis kort med lav rente og reiseforsikring.";
        break;
      case "tf-bank-mastercard":
        card.bank = "TF Bank AB";
        card.name = "TF Bank Mastercard Gold";
        card.interestRate = 23.9;
        card.applyUrl = "https://www.tfbank.no/kredittkort/soknad";
        if (card.extras.partnerDiscounts)
          card.extras.partnerDiscounts = { ...card.extras.partnerDiscounts, minShops: 650 };
        break;
      case "morrow-bank-kredittkort":
        card.bank = "Morrow Sparebank";
        card.cashbackRate = { min: 1.5, max: 2.5 };
        card.processingDays = { min: 1, max: 12 };
        break;
      case "trumf-kredittkort":
        if (card.extras.groceryRule)
          card.extras.groceryRule = { ...card.extras.groceryRule, thursday: card.extras.groceryRule.thursday + 1 };
        card.interestFreeDays = 45;
        break;
      case "sas-eurobonus":
        card.annualFee = 600;
        card.creditLimitMax = 150_000;
        break;
      case "sas-eurobonus-premium":
        card.annualFee = 2_535;
        card.interestRate = 21.9;
        card.cashbackRate = { min: 1.75, max: card.cashbackRate!.max + 0.25 };
        card.category = "Premium";
        card.extras.statusBenefits = [...(card.extras.statusBenefits ?? []), "Ekstra statuspoeng første år"];
        break;
      case "amex-platinum":
        card.currencyMarkupPercent = 0;
        card.lastChecked = daysAgo(10);
        if (card.extras.loungeCount) card.extras.loungeCount += 100;
        if (card.extras.restaurantExperiencesPerYear) card.extras.restaurantExperiencesPerYear += 2;
        if (card.extras.travelInsurance)
          card.extras.travelInsurance = {
            ...card.extras.travelInsurance,
            baggageKr: card.extras.travelInsurance.baggageKr + 10_000,
          };
        break;
      case "sas-amex-elite":
        card.processingDays = { min: 5, max: 14 };
        card.interestRate = 16.9;
        if (card.extras.twoForOnePerYear) card.extras.twoForOnePerYear += 1;
        break;
    }
    return card;
  });
}

/** When re:member Black's edit below was published: an hour ago, after its last check. */
const editedAt = new Date(Date.now() - 3_600_000);

/** One published edit of re:member Black, after its last check: the sitemap dates the card page by it. */
function historyOf(cards: readonly CreditCard[]): Array<[number, CardHistoryEntry[]]> {
  const card = cards.find((entry) => entry.urlSlug === "remember-black")!;
  const entry = (version: number, kind: CardHistoryEntry["kind"], publishedAt: Date): CardHistoryEntry => ({
    cardId: card.id,
    version,
    kind,
    source: "https://www.remember.no/vilkar",
    publishedAt,
    changes: [],
  });
  return [[card.id, [entry(1, "first", new Date(Date.now() - 400 * 86_400_000)), entry(2, "edit", editedAt)]]];
}

type Rendered = { status: number; type: string; body: string };
type Renders = Record<string, Rendered>;

function inWorker<T>(workerData: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./card-rerender.worker.js", import.meta.url), { workerData });
    let answered = false;
    worker.once("message", (message: T) => {
      answered = true;
      resolve(message);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered)
        reject(new Error(`the ${String(workerData.scenario)} worker exited with ${code} before answering`));
    });
  });
}

/** The paths whose responses differ, each with an excerpt of the first difference. */
function differences(expected: Renders, actual: Renders): string[] {
  return Object.keys(expected).flatMap((key) => {
    const [a, b] = [expected[key]!, actual[key]];
    if (!b) return [`${key}: missing`];
    if (a.status !== b.status) return [`${key}: status ${a.status} fresh, ${b.status} live`];
    if (a.body === b.body) return [];
    return [`${key} ${diffExcerpt(a.body, b.body)}`];
  });
}

test.describe("card data changed while the server runs", () => {
  test.skip(!existsSync(buildFile), "needs the production build: npx react-router build");

  test("every page rendered again is the page a fresh process renders from the same cards", async () => {
    test.setTimeout(180_000);
    const pages = prerenderedPaths();
    expect(pages.length, "prerendered pages in build/client").toBeGreaterThan(20);
    expect(pages).toContain("/");
    const paths = [...pages, ...renderedPerRequest];
    const sitemapPaths = pages.filter((urlPath) => !urlPath.startsWith("/kort/"));

    const original = [...firstCards];
    const cards = modifiedCards(original);
    // The changed cards are valid card data, as the card store would have them.
    expect(() => parseCards(structuredClone(cards))).not.toThrow();

    const history = historyOf(cards);
    const common = { buildFile, origin, paths, sitemapPaths, cards, history, original };
    const [fresh, live] = await Promise.all([
      inWorker<{ after: Renders }>({ ...common, scenario: "fresh" }),
      inWorker<{ before: Renders; after: Renders; back: Renders }>({ ...common, scenario: "live" }),
    ]);

    for (const [key, rendered] of Object.entries(fresh.after)) {
      expect(rendered.status, `${key} rendered from the changed cards`).toBe(key === "/finnes-ikke" ? 404 : 200);
    }

    // (a) = (b): after replaceCards, every page is the fresh process's page.
    const stale = differences(fresh.after, live.after);
    expect(stale, `pages that kept the first version's figures after replaceCards:\n${stale.join("\n\n")}`).toEqual([]);

    // And back: taking the first version again gives the first pages again.
    const notBack = differences(live.before, live.back);
    expect(notBack, `pages that did not return to the first version:\n${notBack.join("\n\n")}`).toEqual([]);

    // (c) The change is visible where it must be, so the comparison above cannot pass by changing nothing.
    for (const key of [
      "/",
      "/kredittkort",
      "/kort/bank-norwegian-kredittkort",
      "/kort/tf-bank-mastercard",
      "/kredittkort-gjeld-guide",
      "/guider/nybegynnerguiden-til-kredittkort",
      "/beste-cashback-kredittkort",
      "/sok?q=morrowsparebank",
      "sitemap.xml",
    ]) {
      expect(live.after[key]?.body, `${key} after the change`).not.toBe(live.before[key]?.body);
    }
    const home = live.after["/"]!.body;
    const faqCount = (body: string) => /[Aa]v de \d+ kortene vi sammenligner, har (\d+) et årsgebyr/.exec(body)?.[1];
    expect(
      faqCount(live.before["/"]!.body),
      "the home FAQ's count of cards in the usual fee range, first version",
    ).toBe("7");
    expect(faqCount(home), "the home FAQ's count after a free card got a fee and another went over 500 kr").toBe("5");
    expect(live.after["sitemap.xml"]!.body, "the card page dated by its published edit").toContain(
      `/kort/remember-black</loc><lastmod>${osloDate(editedAt)}</lastmod>`,
    );
  });

  test("every prerendered page is the page the server renders at its address, byte for byte", async () => {
    // React Router renders a page's HTML from "/kredittkort/" (its folder); the build renders it again from
    // "/kredittkort" (app/shared/http/canonical-prerender.build.ts). Otherwise its forms posted to
    // "/kredittkort/", a 301, and the host replaced every page at start (docs/decisions/0019, stop 47).
    test.setTimeout(120_000);
    // The pages say the day they were rendered on (a card's last check): a build of another day differs.
    test.skip(osloDate(statSync(buildFile).mtime) !== osloDate(new Date()), "the build is of another day");
    const pages = prerenderedPaths();
    const { after: served } = await inWorker<{ after: Renders }>({
      buildFile,
      origin,
      paths: pages,
      sitemapPaths: [],
      scenario: "first",
    });
    const built = Object.fromEntries(
      pages.map((urlPath) => [
        urlPath,
        {
          status: 200,
          type: "text/html;charset=utf-8",
          body: readFileSync(path.join(buildDir, "client", urlPath, "index.html"), "utf8"),
        },
      ]),
    );
    const unlike = differences(built, served);
    expect(unlike, `prerendered pages unlike the server's:\n${unlike.join("\n\n")}`).toEqual([]);
    const slashActions = pages.flatMap((urlPath) =>
      [...built[urlPath]!.body.matchAll(/<form[^>]*action="([^"]*)"/g)]
        .map((match) => match[1]!)
        .filter((action) => /^\/[^?#]*\/(?:[?#]|$)/.test(action))
        .map((action) => `${urlPath}: ${action}`),
    );
    expect(slashActions, "forms posting to an address that answers 301").toEqual([]);
    expect(built["/kredittkort"]!.body, "the card list's filter form").toContain('action="/kredittkort"');
  });
});
