import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { exited, specPort, startServer } from "./spawn-server";

// Its own server on the embedded database, killed without warning (SIGKILL) right after a success.
const port = specPort(3190);
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: "serial" });

test("a message answered with success survives SIGKILL, and SIGTERM shuts down cleanly", async ({ request }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-durability-"));
  try {
    const env = { PORT: String(port), DATA_DIR: dataDir };
    let server = await startServer(env);
    const email = "overlever@example.no";
    const response = await request.post(`${origin}/kontakt`, {
      form: {
        firstName: "Siri",
        lastName: "Berg",
        email,
        phone: "",
        subject: "general",
        message: "Denne meldingen må overleve at serveren dør.",
      },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    server.kill("SIGKILL");
    await exited(server);

    server = await startServer(env);
    const stored = await adminRequest(path.join(dataDir, "admin.sock"), { command: "export", email });
    expect(stored.contactEnquiries.map((row: { message: string }) => row.message)).toEqual([
      "Denne meldingen må overleve at serveren dør.",
    ]);

    server.kill("SIGTERM");
    expect(await exited(server)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
