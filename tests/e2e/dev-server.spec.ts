import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { uniqueEmail } from "./admin";
import { exited, specPort } from "./spawn-server";

// `npm run dev` as the README describes it (issue 32): Vite's development server with the production host's
// services, so a form posts and the back office answers, not only the pages.
const port = specPort(3533);
const origin = `http://localhost:${port}`; // the origin the server names itself by (forms check it)
let dev: ChildProcess | undefined;
let dataDir = "";
let output = "";

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "one development server is enough");
});

test.beforeAll(async () => {
  if (test.info().project.name !== "desktop") return;
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-dev-"));
  dev = spawn(process.execPath, ["host/dev.js"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-64 * 1024);
      if (output.includes("dev server listening")) resolve();
    };
    dev!.stdout?.on("data", collect);
    dev!.stderr?.on("data", collect);
    dev!.once("exit", (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  await started;
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const done = exited(dev);
    dev.kill("SIGTERM");
    await done;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the development server serves a page, takes a contact form's post and answers the back office", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const home = await page.goto(`${origin}/`);
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const email = uniqueEmail("dev");
  await page.goto(`${origin}/kontakt`);
  await page.getByLabel("Fornavn").fill("Kari");
  await page.getByLabel("Etternavn").fill("Nordmann");
  await page.getByLabel("E-postadresse").fill(email);
  await page.getByLabel("Hva gjelder henvendelsen?").selectOption({ label: "Anbefaling av kort" });
  await page.getByLabel("Melding", { exact: true }).fill("Hvilket kort passer for en som reiser mye?");
  await page.getByRole("button", { name: "Send melding" }).click();
  await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
  const stored = (await adminRequest(path.join(dataDir, "admin.sock"), { command: "export", email })) as {
    contactEnquiries: Array<{ email: string }>;
  };
  expect(stored.contactEnquiries.map((enquiry) => enquiry.email)).toEqual([email]);

  const backOffice = await page.goto(`${origin}/admin`);
  expect(backOffice?.status(), output).toBeLessThan(400);
  await expect(page.getByRole("button", { name: "Logg inn med passkey" })).toBeVisible();
  expect(output).not.toContain('"level":"error"');
});
