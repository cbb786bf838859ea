import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { firstCards } from "../../content/cards";
import { newCardFacts } from "../support/card-fixtures";

// The README's card commands as a newcomer types them: through npm, from a folder of their own (issue 32).
const run = promisify(execFile);
const root = path.resolve(".");

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "runs commands, not pages: one run is enough");
});

/** A command started in `cwd` on the data folder `dataDir`: its exit code and output, failed or not. */
async function runIn(cwd: string, dataDir: string, file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `npm run cards -- …` started in `cwd`, as a shell would run it. */
const npmCards = (cwd: string, dataDir: string, args: string[]) =>
  runIn(cwd, dataDir, "npm", ["--prefix", root, "run", "cards", "--", ...args]);

/** A command line run by a shell in `cwd`, redirection and all, as a newcomer types it. */
const shell = (cwd: string, dataDir: string, commandLine: string) => runIn(cwd, dataDir, "sh", ["-c", commandLine]);

test("npm run cards -- export > kort.json on a fresh database, then import of that very file", async () => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), "kortvalg-readme-"));
  const dataDir = path.join(folder, "data");
  try {
    // npm prints its banner on standard output into the file before the command runs: the command empties it.
    const exported = await shell(folder, dataDir, `npm --prefix '${root}' run cards -- export > kort.json`);
    expect(exported.code, exported.stderr).toBe(0);
    const file = readFileSync(path.join(folder, "kort.json"), "utf8");
    const cards = JSON.parse(file) as Array<{ urlSlug: string }>;
    expect(cards.map((card) => card.urlSlug)).toEqual(firstCards.map((card) => card.urlSlug));

    const imported = await shell(
      folder,
      dataDir,
      `npm --prefix '${root}' run cards -- import kort.json --kilde https://example.no`,
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Ingen endringer: filen er lik kortene slik de er publisert.");
    expect(imported.stdout).toContain("Ingenting å importere.");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("npm run cards -- export kort.json writes the cards alone, and import takes the file back", async () => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), "kortvalg-readme-"));
  const dataDir = path.join(folder, "data");
  try {
    const exported = await npmCards(folder, dataDir, ["export", "kort.json"]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(`Skrev ${firstCards.length} kort til kort.json.`);
    const cards = JSON.parse(readFileSync(path.join(folder, "kort.json"), "utf8")) as Array<{ urlSlug: string }>;
    expect(cards.map((card) => card.urlSlug)).toEqual(firstCards.map((card) => card.urlSlug));

    const imported = await npmCards(folder, dataDir, [
      "import",
      "kort.json",
      "--kilde",
      "https://example.no",
      "--prøv",
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Ingenting er lagret (--prøv)");

    // A card without an id is new: the store gives it its id and address, and the import prints them.
    const fresh = newCardFacts("Sparebanken Øst", "Mastercard Gull");
    writeFileSync(path.join(folder, "nytt.json"), JSON.stringify([fresh]));
    const added = await npmCards(folder, dataDir, ["import", "nytt.json", "--kilde", "Prisliste fra banken"]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain("Nye kort (1)");
    expect(added.stdout).toContain("Mastercard Gull på /kort/sparebanken-ost-mastercard-gull");
    expect(added.stdout).toContain("Importert: 1 ny(e) versjon(er).");
    await npmCards(folder, dataDir, ["export", "etter.json"]);
    const after = JSON.parse(readFileSync(path.join(folder, "etter.json"), "utf8")) as Array<Record<string, unknown>>;
    expect(after.at(-1)).toMatchObject({
      ...fresh,
      id: firstCards.length + 1,
      urlSlug: "sparebanken-ost-mastercard-gull",
    });
    // The same file again would add the card twice: refused, naming it.
    const twice = await npmCards(folder, dataDir, ["import", "nytt.json", "--kilde", "Prisliste fra banken"]);
    expect(twice.code).toBe(1);
    expect(twice.stdout + twice.stderr).toContain("Nytt kort «Mastercard Gull»: feltet «name» er navnet på et kort");

    // Anything else that is not JSON is still refused, naming the file.
    writeFileSync(path.join(folder, "feil.json"), "> cards\n\nikke json");
    const refused = await npmCards(folder, dataDir, ["import", "feil.json", "--kilde", "https://example.no"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Filen feil.json er ikke gyldig JSON");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
