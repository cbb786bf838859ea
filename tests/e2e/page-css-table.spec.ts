import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cssForDocument, type PageCssTables, type StylesheetTable } from "../../app/shared/http/page-css.server";
import { cssCutByLightningcss } from "../support/page-css-lightningcss";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";

/**
 * The server cuts each page's CSS from a table of the stylesheet's rules made at build time
 * (app/shared/http/page-css-table.build.ts, docs/decisions/0035), with no CSS parser at run time. Every page must get
 * the CSS lightningcss's own cut of the stylesheet gave it before (tests/support/page-css-lightningcss.ts): every
 * prerendered page, every card page, pages only the server renders, and random pages over the real stylesheet.
 * No browser, no server: the production build renders in a process of its own (tests/e2e/page-css-render.js).
 */

const buildDir = path.resolve("build");
const assetsDir = path.join(buildDir, "client", "assets");

type RenderedPage =
  | { path: string; status: number; css: null }
  | { path: string; status: number; css: string; classes: string[]; tags: string[]; words: string[]; readers: string };
type Rendered = { pages: RenderedPage[]; whileServing: string[]; afterLoadingIt: string[] };

/** The site's one stylesheet, as built, and its table. */
function stylesheet(): { css: string; table: StylesheetTable } {
  const { tables, files } = JSON.parse(
    readFileSync(path.join(buildDir, "server", "page-css-tables.json"), "utf8"),
  ) as PageCssTables;
  const cssFiles = readdirSync(assetsDir).filter((file) => file.endsWith(".css"));
  expect(Object.keys(files).sort()).toEqual(cssFiles.map((file) => `/assets/${file}`).sort());
  // One stylesheet for the whole site (app/app.css), perhaps under more than one name.
  expect(new Set(Object.values(files)).size).toBe(1);
  const [first = ""] = cssFiles;
  const table = tables[files[`/assets/${first}`] ?? -1];
  if (!table) throw new Error("no table for the stylesheet");
  return { css: readFileSync(path.join(assetsDir, first), "utf8"), table };
}

test.describe("per-page CSS from the build's rule table", () => {
  test.describe.configure({ timeout: 180_000 });

  let rendered: Rendered;
  test.beforeAll(() => {
    const folder = mkdtempSync(path.join(tmpdir(), "kortvalg-page-css-"));
    try {
      const out = path.join(folder, "rendered.json");
      // The card pages (rendered on request, decision 0030) are added by the renderer, from the build's list.
      const paths = [...prerenderedPaths(), ...serverRenderedStates, "/sok?q=visa", "/sok?q=amex", "--card-pages"];
      const buildFile = path.join(buildDir, "server", "index.js");
      execFileSync(process.execPath, ["tests/e2e/page-css-render.js", buildFile, out, ...paths], {
        stdio: ["ignore", "ignore", "inherit"],
      });
      rendered = JSON.parse(readFileSync(out, "utf8")) as Rendered;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("every page gets the CSS lightningcss's cut gave it", () => {
    const { css } = stylesheet();
    const withCss = rendered.pages.filter((page) => page.css !== null);
    // Pages that hydrate link the whole stylesheet instead; the rest, nearly all, inline their cut.
    expect(withCss.length).toBeGreaterThan(30);
    expect(withCss.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/kredittkort", "/finnes-ikke"]));
    expect(withCss.some((page) => page.path.startsWith("/kort/"))).toBe(true);
    for (const page of withCss) {
      const vocabulary = { classes: new Set(page.classes), tags: new Set(page.tags), words: new Set(page.words) };
      expect(page.css, page.path).toBe(cssCutByLightningcss(css, vocabulary, page.readers));
    }
  });

  test("random pages over the real stylesheet get the same CSS as lightningcss's cut", () => {
    const { css, table } = stylesheet();
    const classes = [...new Set(rendered.pages.flatMap((page) => (page.css === null ? [] : page.classes)))];
    // Classes that only the back office, a variant or a script uses too: every class the stylesheet names.
    for (const [, name = ""] of css.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.push(name.replace(/\\(.)/g, "$1"));
    const tags = ["a", "p", "ul", "ol", "li", "h1", "h2", "h3", "table", "summary", "details", "input", "select"];
    tags.push("textarea", "button", "dialog", "img", "svg", "hr", "abbr", "code", "optgroup", "progress", "sub");
    const words = ["placeholder", "file", "date", "search", "number", "type", "hidden", "open", "title"];
    let seed = 44;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const some = (list: string[], share: number) => [...new Set(list.filter(() => random() < share))];
    for (let page = 0; page < 100; page++) {
      const share = [0.02, 0.1, 0.3, 0.7][page % 4] ?? 0.1;
      const vocabulary = {
        classes: new Set(some(classes, share)),
        tags: new Set(some(tags, share * 2)),
        words: new Set(some(words, share * 2)),
      };
      const readers = page % 3 ? "" : "width:var(--spacing)";
      expect(cssForDocument(table, vocabulary, readers), `random page ${page}`).toBe(
        cssCutByLightningcss(css, vocabulary, readers),
      );
    }
  });

  test("the server never loads lightningcss: neither its module nor its native code", () => {
    expect(rendered.whileServing).toEqual([]);
    // The check sees lightningcss once it is loaded.
    expect(rendered.afterLoadingIt.some((file) => file.endsWith(".node"))).toBe(true);
    expect(readFileSync(path.join(buildDir, "server", "index.js"), "utf8")).not.toContain("lightningcss");
  });
});
