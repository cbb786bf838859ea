import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { debianChromium, findBrowser } from "./scripts/ensure-browser.js";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const postgresPort = port + 1;
// CI (.ci/run) starts a PostgreSQL server and sets this; the form specs then also run against it, on a
// database of their own that is emptied at every run (scripts/fresh-database.js).
const postgresAdminUrl = process.env.TEST_DATABASE_URL;
const postgresDatabase = `kortvalg_e2e_${port}`;
const postgresUrl = postgresAdminUrl
  ? Object.assign(new URL(postgresAdminUrl), { pathname: `/${postgresDatabase}` }).toString()
  : undefined;

// Playwright cannot download its own browser here: drive the system's Chromium, found as
// scripts/ensure-browser.js finds it (npm run test:e2e runs that first, and installs Chromium if it can).
const executablePath = findBrowser() ?? debianChromium;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const launchOptions = { executablePath, args: chromiumArgs };

const dataDir = "test-results/data";
const postgresDataDir = "test-results/data-postgres";
// Each web server's output to a file, not the console: a passing run then prints none of the error lines the specs
// provoke on purpose, and tests/e2e/server-log-reporter.ts prints what a failed test's servers wrote while it ran
// (decision 0018, «Stop 46»). Playwright empties test-results/ before it starts the servers.
const serverLog = "test-results/server-embedded.log";
const postgresServerLog = "test-results/server-postgres.log";

// Specs other than consent.spec.ts start with a cookie choice made, so the banner does not cover what they click.
const choiceMade = {
  cookies: [
    {
      name: "kv_samtykke",
      value: "v1-a0-m0",
      domain: "127.0.0.1",
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
};

/** The specs that store data: they run against every database the server supports. */
const databaseSpecs = /(forms|newsletter)\.spec\.ts$/;

export type ProjectMetadata = { adminSocket: string; database: "embedded" | "postgres"; databaseUrl?: string };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ["list"],
    ["./tests/e2e/server-log-reporter.ts", { logs: [serverLog, ...(postgresAdminUrl ? [postgresServerLog] : [])] }],
  ],
  timeout: 30_000,
  use: {
    locale: "nb-NO",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], baseURL, launchOptions, storageState: choiceMade },
      metadata: { adminSocket: path.resolve(dataDir, "admin.sock"), database: "embedded" } satisfies ProjectMetadata,
    },
    ...(postgresUrl
      ? [
          {
            name: "postgres",
            testMatch: databaseSpecs,
            use: {
              ...devices["Desktop Chrome"],
              baseURL: `http://127.0.0.1:${postgresPort}`,
              launchOptions,
              storageState: choiceMade,
            },
            metadata: {
              adminSocket: path.resolve(postgresDataDir, "admin.sock"),
              database: "postgres",
              databaseUrl: postgresUrl,
            } satisfies ProjectMetadata,
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The production server over the fresh build (npm run test:e2e builds first), on the embedded database.
      command: `rm -rf ${dataDir} && mkdir -p test-results && node host/index.js > ${serverLog} 2>&1`,
      url: `${baseURL}/`,
      env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, TRUST_PROXY: "loopback", LOG_REQUESTS: "0" },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    ...(postgresUrl
      ? [
          {
            command: `rm -rf ${postgresDataDir} && node scripts/fresh-database.js '${postgresAdminUrl}' ${postgresDatabase} && node host/index.js > ${postgresServerLog} 2>&1`,
            url: `http://127.0.0.1:${postgresPort}/`,
            env: {
              PORT: String(postgresPort),
              HOST: "127.0.0.1",
              DATA_DIR: postgresDataDir,
              DATABASE_URL: postgresUrl,
              TRUST_PROXY: "loopback",
              LOG_REQUESTS: "0",
            },
            reuseExistingServer: false,
            timeout: 90_000,
          },
        ]
      : []),
  ],
});
