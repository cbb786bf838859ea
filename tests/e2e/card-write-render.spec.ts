import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import type { CreditCard } from "../../content/card-schema";
import { cardDependentRequests } from "../../app/card-dependents";
import { categorySlug } from "../../app/site/card-list/card-filters";
import { prerenderedPaths } from "../../scripts/prerendered-paths.js";
import { adminRequest } from "../../host/admin.js";
import { diffExcerpt } from "./diff-excerpt";
import { freshRender, type ServedSnapshot } from "./fresh-render";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";

/**
 * A property of card writes (issue 28): whatever edit the schema accepts, published through the real
 * write path (the server's card store, which renders everything that depends on the cards before it
 * commits), no page answers 5xx and no page is stale: every page the server serves afterwards is, byte
 * for byte, the page a fresh process renders from the cards the server holds (tests/e2e/card-rerender.worker.js).
 * Edits the content cannot follow are refused, named, and change nothing.
 *
 * The edits are random from a seed printed with the test; CARD_WRITE_SEED repeats a run.
 */
const port = specPort(3215);
const origin = `http://127.0.0.1:${port}`;
const buildDir = path.resolve("build");
const seed = Number(process.env.CARD_WRITE_SEED ?? Date.now() % 1_000_000);
const EDITS = Number(process.env.CARD_WRITE_EDITS ?? 3);

/** A small seeded generator (a linear congruential one): the same seed gives the same edits. */
function generator(start: number) {
  let state = start % 2 ** 31 || 1;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

type Random = ReturnType<typeof generator>;

/** Texts an editor might add, tokens and Norwegian characters among them; some the content cannot follow. */
const addedHighlights = [
  "Koster {annualFee} i året",
  "Bonus: {cashback}",
  "Æ, ø og å – «sitat» 9\u00a0000\u00a0kr",
  "Rabatt hos {partnerShops} butikker",
  "Reiseforsikring på {travelCover}",
  "Les mer om {finnesIkke}",
  "Kortet er {constructor}",
];

/** One random edit of one card, as an editor could make it: two or three facts changed within the schema's limits. */
function randomEdit(random: Random, card: CreditCard): { card: CreditCard; what: string[] } {
  const next: CreditCard = structuredClone(card);
  const what: string[] = [];
  const mutations: Array<() => void> = [
    () => {
      next.interestRate = random.int(0, 10_000) / 100;
      what.push(`interestRate ${next.interestRate}`);
    },
    () => {
      // A free card's texts say it is free: it keeps that, a card with a fee gets another.
      if (card.annualFee > 0) next.annualFee = random.int(1, 50_000);
      what.push(`annualFee ${next.annualFee}`);
    },
    () => {
      // A fact of the rating method: the stars, the order and «Anbefalt» move with it.
      next.currencyMarkupPercent = random.int(0, 400) / 100;
      what.push(`currencyMarkupPercent ${next.currencyMarkupPercent}`);
    },
    () => {
      next.creditLimitMax = random.int(1, 1_000) * 1_000;
      what.push(`creditLimitMax ${next.creditLimitMax}`);
    },
    () => {
      if (next.extras.groceryRule) return;
      const min = random.int(0, 500) / 100;
      next.cashbackRate = { min, max: Math.min(100, min + random.int(0, 300) / 100) };
      what.push(`cashbackRate ${next.cashbackRate.min}–${next.cashbackRate.max}`);
    },
    () => {
      const min = random.int(1, 30);
      next.processingDays = { min, max: random.int(min, 90) };
      what.push(`processingDays ${min}–${next.processingDays.max}`);
    },
    () => {
      const text = random.pick(addedHighlights);
      if (next.highlights!.length < 12) next.highlights = [...next.highlights!, text];
      what.push(`highlight «${text}»`);
    },
  ];
  for (let count = random.int(2, 3); count > 0; count--) random.pick(mutations)();
  return { card: next, what };
}

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // PUBLIC_ORIGIN as the fresh render's: links in the pages are then the same bytes.
  server = await startOwnServer("card-write-render", "embedded", {
    PORT: String(port),
    PUBLIC_ORIGIN: "http://localhost:3000",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("random edits the schema accepts never give a 5xx or a stale page (the seed is printed)", async () => {
  test.setTimeout(EDITS * 90_000 + 60_000);
  const socket = path.join(server.dataDir, "admin.sock");
  const random = generator(seed);
  const visitor = await playwrightRequest.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.9" },
  });
  const outcomes: string[] = [];
  try {
    for (let edit = 1; edit <= EDITS; edit++) {
      const before = (await adminRequest(socket, { command: "cards-snapshot" })) as ServedSnapshot;
      const target = random.pick(before.cards);
      const { card, what } = randomEdit(random, target);
      const cards = before.cards.map((entry) => (entry.id === card.id ? card : entry));
      const result = (await adminRequest(socket, {
        command: "cards-import",
        cards,
        source: `Egenskapstest, frø ${seed}`,
        force: true,
      })) as { status: "imported" | "planned"; plan: unknown[] } | { status: "invalid"; problems: string[] };
      outcomes.push(
        `${edit}. ${target.name}: ${what.join(", ")} → ${result.status}${result.status === "invalid" ? ` (${result.problems.join(" | ")})` : ""}`,
      );
      const after = (await adminRequest(socket, { command: "cards-snapshot" })) as ServedSnapshot;
      if (result.status === "invalid") {
        expect(result.problems.length, outcomes.at(-1)).toBeGreaterThan(0);
        expect(after.versions, `a refused edit changes nothing: ${outcomes.at(-1)}`).toEqual(before.versions);
      } else if (result.status === "imported") {
        expect(after.versions, outcomes.at(-1)).not.toEqual(before.versions);
      }

      // Every page the server serves now is the page a fresh process renders from what it holds.
      const requests = [
        ...prerenderedPaths(path.join(buildDir, "client")).map((urlPath) => ({ path: urlPath, status: 200 })),
        ...cardDependentRequests(after.cards),
        // Other spellings of kept list pages (the filter forms' own field order, defaults spelled out, a
        // parameter the list does not read): served the kept page of their one spelling, which must be
        // each spelling's own render (decision 0030).
        ...[
          `/kredittkort?sortering=arsgebyr&kategori=${categorySlug(after.cards.find((card) => card.category)?.category ?? "Cashback")}`,
          "/kredittkort?kategori=&nettverk=&sortering=rente&side=1",
          "/kredittkort?side=2&utm_source=nyhetsbrev",
        ].map((urlPath) => ({ path: urlPath, status: 200 })),
      ];
      const fresh = await freshRender(
        after,
        requests.map((entry) => entry.path),
      );
      const wrong: string[] = [];
      for (const { path: urlPath, status } of requests) {
        const response = await visitor.get(urlPath, { maxRedirects: 0 });
        const expected = fresh[urlPath]!;
        if (response.status() >= 500 || response.status() !== status)
          wrong.push(`${urlPath}: ${response.status()} (expected ${status})`);
        else if (expected.status !== status) wrong.push(`${urlPath}: a fresh process answers ${expected.status}`);
        else {
          const body = Buffer.from(await response.body()).toString(
            /^text\/|json|xml/.test(expected.type) ? "utf8" : "latin1",
          );
          if (body !== expected.body)
            wrong.push(`${urlPath}: differs from a fresh process's render (stale) ${diffExcerpt(expected.body, body)}`);
        }
      }
      expect(
        wrong,
        `after ${outcomes.at(-1)}:\n${wrong.join("\n")}\n\nall edits (seed ${seed}):\n${outcomes.join("\n")}`,
      ).toEqual([]);
    }
  } finally {
    await visitor.dispose();
    test.info().annotations.push({ type: "edits", description: outcomes.join("\n") });
    console.log(`Card edits (seed ${seed}):\n${outcomes.join("\n")}`);
  }
});
