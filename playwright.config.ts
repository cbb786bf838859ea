import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Playwright cannot download its own browser here: drive Debian's Chromium.
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: "nb-NO",
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } },
  ],
  webServer: {
    // The production server over the fresh build (npm run test:e2e builds first).
    command: "node server/index.js",
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "test-results/data" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
