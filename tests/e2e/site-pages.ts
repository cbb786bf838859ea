import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const clientDir = path.resolve("build/client");

/**
 * Every prerendered page of the current build, as canonical paths ("/", "/kredittkort", …).
 * Read from the build output, so a new route is covered without editing a list.
 */
export function prerenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        paths.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** States that only the server renders (query variants, the 404 page), swept too. */
export const serverRenderedStates = ["/?filter=premium", "/kredittkort?kategori=reise", "/finnes-ikke"];
