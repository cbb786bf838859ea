import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import type { CreditCard } from "../../content/card-schema";
import { firstCards } from "../../content/cards";
import { dropDatabase } from "../../scripts/drop-database.js";
import { withAnnualFee } from "../support/card-fixtures";
import { exited, serverOutput, specPort, startServer } from "./spawn-server";

// Card data published while the site runs reaches every page of every instance within 5 s, without a
// build or a restart (issue 16). Servers of their own, so no other spec sees the changed cards.
const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;
const card = firstCards.find((entry) => entry.urlSlug === "remember-black")!;
const WITHIN_MS = 5_000;

test.describe.configure({ mode: "serial" });
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "starts its own servers: one run is enough");
});

/** `npm run cards -- …` as an editor runs it, against one data folder or database. */
async function cardsCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/data.js", "cards", ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

/** Writes the exported cards with one change to a file, for import. */
function changedFile(dir: string, exported: string, change: (cards: Array<Record<string, unknown>>) => void): string {
  const cards = JSON.parse(exported) as Array<Record<string, unknown>>;
  change(cards);
  const file = path.join(dir, `kort-${randomBytes(3).toString("hex")}.json`);
  writeFileSync(file, JSON.stringify(cards, null, 2));
  return file;
}

const feeText = (fee: number) => `${fee.toLocaleString("nb-NO")}\u00a0kr`;

/** Polls until the page has the text, and says how long that took. */
async function timeUntil(request: APIRequestContext, url: string, text: string, since: number): Promise<number> {
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes(text), { timeout: WITHIN_MS, intervals: [50] })
    .toBe(true);
  return Date.now() - since;
}

test.describe("on the embedded database, one instance", () => {
  const port = specPort(3203);
  const origin = `http://127.0.0.1:${port}`;
  let dataDir = "";
  let server: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    test.info().setTimeout(90_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-cards-"));
    server = await startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin });
  });
  test.afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("export gives the cards in the schema's own shape, and an import is on the pages within 5 s", async ({
    request,
  }) => {
    const exported = await cardsCommand(["export"], { DATA_DIR: dataDir });
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual(firstCards);

    const file = changedFile(dataDir, exported.stdout, (cards) => {
      const at = cards.findIndex((c) => c.urlSlug === card.urlSlug);
      cards[at] = withAnnualFee(cards[at] as CreditCard, 1234);
    });
    const dryRun = await cardsCommand(["import", file, "--kilde", "https://www.remember.no/vilkar", "--prøv"], {
      DATA_DIR: dataDir,
    });
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain(`${card.name} (versjon 1 → 2)`);
    expect(dryRun.stdout).toContain(`Årsgebyr: 0\u00a0kr → ${feeText(1234)}`);
    expect(dryRun.stdout).toContain("Ingenting er lagret");
    expect((await (await request.get(`${origin}/kort/${card.urlSlug}`)).text()).includes(feeText(1234))).toBe(false);

    const imported = await cardsCommand(["import", file, "--kilde", "https://www.remember.no/vilkar"], {
      DATA_DIR: dataDir,
    });
    expect(imported.code, imported.stdout).toBe(0);
    expect(imported.stdout).toContain("Importert: 1 ny(e) versjon(er)");
    // Through the admin socket the command ends once the server has rendered the pages again.
    expect((await (await request.get(`${origin}/kort/${card.urlSlug}`)).text()).includes(feeText(1234))).toBe(true);
    // Every page that shows the card follows: the list, and the comparison.
    expect((await (await request.get(`${origin}/kredittkort`)).text()).includes(feeText(1234))).toBe(true);
    expect(
      (await (await request.get(`${origin}/sammenlign?kort=${card.urlSlug}`)).text()).includes(feeText(1234)),
    ).toBe(true);
    // The build's own files for the page are never served: its client-navigation data is the live one,
    // and its prerendered HTML is not a second, old address of the page.
    expect(await (await request.get(`${origin}/kort/${card.urlSlug}.data`)).text()).toContain("1234");
    expect((await request.get(`${origin}/kort/${card.urlSlug}/index.html`)).status()).toBe(404);
  });

  test("an invalid import is refused with the card and field named, and changes nothing", async ({ request }) => {
    const exported = await cardsCommand(["export"], { DATA_DIR: dataDir });
    const file = changedFile(dataDir, exported.stdout, (cards) => {
      cards[0]!.annualFee = 5123;
      cards[3]!.interestRate = -2;
    });
    const refused = await cardsCommand(["import", file, "--kilde", "Regneark fra banken"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("Importen er avvist, og ingenting er endret");
    expect(refused.stdout).toMatch(/«interestRate» kan ikke være negativ/);
    expect(await cardsCommand(["export"], { DATA_DIR: dataDir })).toEqual(exported);
    expect((await (await request.get(`${origin}/kort/${firstCards[0]!.urlSlug}`)).text()).includes(feeText(5123))).toBe(
      false,
    );
  });

  test("an import without a source is refused before anything is read", async () => {
    const refused = await cardsCommand(["import", "kort.json"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain("--kilde");
  });
});

test.describe("on PostgreSQL, two instances", () => {
  const ports = [specPort(3204), specPort(3205)] as const;
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  let databaseUrl = "";
  let databaseName = "";
  let dataDirs: string[] = [];
  let servers: Array<Awaited<ReturnType<typeof startServer>> | null> = [];
  const start = (i: number) =>
    startServer({
      PORT: String(ports[i]),
      DATA_DIR: dataDirs[i]!,
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: origins[i]!,
    });
  const stop = async (i: number) => {
    const server = servers[i];
    servers[i] = null;
    if (!server) return;
    server.kill("SIGTERM");
    await exited(server);
  };

  test.beforeAll(async () => {
    test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)");
    test.info().setTimeout(120_000);
    databaseName = `kortvalg_cards_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${databaseName}` }).toString();
    dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), "kortvalg-cards-pg-")));
    servers = await Promise.all(ports.map((_, i) => start(i)));
  });
  test.afterEach(async () => {
    // When a change was late, the servers' logs say where the time went ("card data changed", "pages rendered").
    if (test.info().status === test.info().expectedStatus) return;
    for (const [i, server] of servers.entries()) {
      const output = serverOutput(server);
      await test.info().attach(`server ${ports[i]}`, { body: output, contentType: "text/plain" });
      // CI shows only what the run printed.
      console.error(
        `server ${ports[i]}:\n${output
          .split("\n")
          .filter((line) => /card|rendered|error|warn/.test(line))
          .slice(-20)
          .join("\n")}`,
      );
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((_, i) => stop(i)));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await dropDatabase(admin, databaseName);
      await admin.end();
    }
  });

  test("a change published from the command line is on both instances' pages within 5 s", async ({ request }) => {
    const exported = await cardsCommand(["export"], { DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0]! });
    expect(JSON.parse(exported.stdout)).toEqual(firstCards);
    const file = changedFile(dataDirs[0]!, exported.stdout, (cards) => {
      const at = cards.findIndex((c) => c.urlSlug === card.urlSlug);
      cards[at] = withAnnualFee(cards[at] as CreditCard, 2345);
    });
    const imported = await cardsCommand(["import", file, "--kilde", "https://www.remember.no/vilkar"], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDirs[0]!,
    });
    expect(imported.code, imported.stdout).toBe(0);
    // The command has committed when it ends; from then on each instance has 5 s.
    const started = Date.now();
    for (const origin of origins) {
      const ms = await timeUntil(request, `${origin}/kort/${card.urlSlug}`, feeText(2345), started);
      test.info().annotations.push({ type: `publish to ${origin}`, description: `${ms} ms` });
      console.log(`[postgres] import to ${origin}'s card page: ${ms} ms`);
      expect((await (await request.get(`${origin}/kredittkort`)).text()).includes(feeText(2345))).toBe(true);
      // The open data follows with the pages: the JSON's card, and the feed's newest entry.
      const json = (await (await request.get(`${origin}/api/kort.json`)).json()) as {
        cards: Array<{ urlSlug: string; annualFee: number; version: number }>;
      };
      expect(json.cards.find((entry) => entry.urlSlug === card.urlSlug)).toMatchObject({ annualFee: 2345, version: 2 });
      const feed = await (await request.get(`${origin}/kort/endringer.xml`)).text();
      expect(feed.split("<entry>")[1]).toContain(`${card.name}`);
      expect(feed.split("<entry>")[1]).toContain(feeText(2345));
    }
  });

  test("an instance that was down when a change was published shows it from its first request", async ({ request }) => {
    // A server stopped and started, and an import that renders every page before it commits: over a minute on a busy machine.
    test.setTimeout(120_000);
    await stop(1);
    const exported = await cardsCommand(["export"], { DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0]! });
    const file = changedFile(dataDirs[0]!, exported.stdout, (cards) => {
      const at = cards.findIndex((c) => c.urlSlug === card.urlSlug);
      cards[at] = withAnnualFee(cards[at] as CreditCard, 3456);
    });
    const imported = await cardsCommand(["import", file, "--kilde", "https://www.remember.no/vilkar"], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDirs[0]!,
    });
    expect(imported.code, imported.stdout).toBe(0);
    servers[1] = await start(1);
    expect((await (await request.get(`${origins[1]}/kort/${card.urlSlug}`)).text()).includes(feeText(3456))).toBe(true);
    await timeUntil(request, `${origins[0]}/kort/${card.urlSlug}`, feeText(3456), Date.now());
  });
});
