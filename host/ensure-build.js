// @ts-check
// Builds the site when there is no build yet; `npm start` must not rebuild an existing build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function ensureBuild() {
  if (existsSync(path.join(root, "build", "server", "index.js"))) return;
  console.log("Ingen bygg funnet: bygger nettstedet (npm run build) …");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
