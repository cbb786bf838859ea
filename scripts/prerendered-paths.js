// @ts-check
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every prerendered page of the current build, as canonical paths ("/", "/kredittkort", …),
 * read from build/client so a new route is covered by the tests and the benchmark without a list.
 * @returns {string[]}
 */
export function prerenderedPaths(clientDir = path.resolve("build/client")) {
  /** @type {string[]} */
  const paths = [];
  /** @param {string} dir */
  const walk = (dir) => {
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
