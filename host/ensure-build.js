// @ts-check
// Builds the site when there is no build yet; `npm start` must not rebuild an existing build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function ensureBuild() {
  if (existsSync(path.join(root, "build", "server", "index.js"))) return;
  console.log("Ingen bygg funnet: bygger nettstedet (npm run build) …");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * For the benchmarks, which measure the build as it is: says so when a source file is newer than the build
 * (a benchmark of yesterday's code reads as today's). Null when the build is current or missing.
 * @returns {string | null}
 */
export function staleBuildNote() {
  const built = path.join(root, "build", "server", "index.js");
  if (!existsSync(built)) return null;
  const builtAt = statSync(built).mtimeMs;
  let newest = { file: "", at: 0 };
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) {
        const at = statSync(full).mtimeMs;
        if (at > newest.at) newest = { file: full, at };
      }
    }
  };
  for (const dir of ["app", "content"]) walk(path.join(root, dir));
  return newest.at > builtAt
    ? `Bygget er eldre enn ${path.relative(root, newest.file)}: kjør npm run build først, ellers måles den gamle koden.`
    : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
