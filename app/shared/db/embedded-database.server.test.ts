import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.server";
import { siteSettings } from "./schema";

// The embedded database on disk: made once (in a child process, renamed into place when whole), found
// again on the next start with what was written, and never made over a folder that holds something else.
const migrationsFolder = path.resolve(import.meta.dirname, "../../../drizzle");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "kortvalg-embedded-"));
  folders.push(folder);
  return folder;
}

describe("the embedded database on disk", () => {
  it("is made on the first start, private, and holds what was written on the next", { timeout: 120_000 }, async () => {
    const dataDir = dataFolder();
    // A start killed while the database was being made left its unfinished folder behind.
    mkdirSync(path.join(dataDir, "pglite.new"));
    writeFileSync(path.join(dataDir, "pglite.new", "half-written"), "x");

    const first = await openDatabase({ dataDir, migrationsFolder });
    await first.db.insert(siteSettings).values({ name: "probe", value: "kept" });
    await first.close();
    expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);
    expect(statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);

    const second = await openDatabase({ dataDir, migrationsFolder });
    const rows = await second.db.select().from(siteSettings).where(eq(siteSettings.name, "probe"));
    expect(rows.map((row) => row.value)).toEqual(["kept"]);
    // A buffer pool sized for a database of a few megabytes, not initdb's 128 MB (its memory is resident).
    const buffers = (await second.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: Array<{ shared_buffers: string }>;
    };
    expect(buffers.rows[0]?.shared_buffers).toBe("16MB");
    await second.close();
  });

  it("refuses a folder that holds something other than a database, and leaves it as it was", async () => {
    const dataDir = dataFolder();
    mkdirSync(path.join(dataDir, "pglite"));
    writeFileSync(path.join(dataDir, "pglite", "notes.txt"), "someone's file");
    await expect(openDatabase({ dataDir, migrationsFolder })).rejects.toThrow(/has no PG_VERSION.*move it away/);
    expect(readdirSync(path.join(dataDir, "pglite"))).toEqual(["notes.txt"]);
    expect(existsSync(path.join(dataDir, "pglite.new"))).toBe(false);
  }, 120_000);
});
