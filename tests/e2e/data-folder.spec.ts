import { statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The server under test keeps its embedded database in test-results/data (playwright.config.ts).
const dataDir = "test-results/data";

test("the data folder and the database files in it are private to the server's user", async ({ request }) => {
  // A request first, so the server has started and written to its database.
  expect((await request.get("/")).status()).toBe(200);
  // Owner only: other users cannot enter the folder, so no file below it (the write-ahead log with
  // names, e-mails and messages) is readable to them, whatever its own mode.
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
});
