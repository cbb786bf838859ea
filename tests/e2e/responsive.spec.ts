import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { sharedUiText } from "../../app/shared/ui/ui-text";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";
import { withEveryBlockLaidOut } from "./laid-out";
import { testedWidths } from "../../app/site/accessibility/accessibility-checks";

// Every page at a small phone, a common phone, a large phone and a desktop, with and without
// JavaScript: nothing makes the page scroll sideways, a wide table scrolls in a region of its own
// that says so, and no figure ("10 000 kr"), heading word or table word is split over two lines.
const widths = testedWidths;
const paths = [
  ...prerenderedPaths(),
  ...serverRenderedStates,
  // The widest table: three cards side by side.
  "/sammenlign?kort=sas-amex-elite,amex-platinum,remember-black",
];

/** What is wrong with the page as laid out now, one line each. Runs in the page, so self-contained. */
function layoutProblems(hint: string): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const quote = (text: string) =>
    JSON.stringify(
      text
        .replace(/[\u00a0\u202f]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 80),
    );
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let found = styles.get(el);
    if (!found) styles.set(el, (found = getComputedStyle(el)));
    return found;
  };
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> ${quote(el.textContent ?? "")}`;

  const sticksOut = (box: DOMRect) => box.right > viewport + 0.5 || box.left < -0.5;
  /** Inside a box that clips or scrolls sideways: a scrolling one is checked below, a clipping one is meant to cut. */
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
      if (style(up).overflowX !== "visible") return true;
    return false;
  };

  /** Visually hidden but read out, like the skip link until it has focus (Tailwind's sr-only: clip to nothing). */
  const cutAway = (el: Element) => {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement)
      if (style(at).clip === "rect(0px, 0px, 0px, 0px)" || style(at).clipPath === "inset(50%)") return true;
    return false;
  };

  // (a) No sideways scrolling, and nothing sticking out past the screen's edges.
  if (root.scrollWidth > viewport)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${viewport} px`);
  const scrollers: HTMLElement[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
    const { overflowX } = style(el);
    if ((overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      scrollers.push(el);
    const box = el.getBoundingClientRect();
    // Visually hidden text (1 px) and a box moved wholly off to the left (a honeypot field) are meant to be unseen.
    if (box.width <= 1 || box.height <= 1 || box.right <= 0 || !sticksOut(box)) continue;
    if (!clipped(el) && !cutAway(el) && el.checkVisibility({ visibilityProperty: true }))
      problems.push(
        `${describe(el)} sticks out of the screen (${Math.round(box.left)}–${Math.round(box.right)} px of ${viewport})`,
      );
  }

  // A box that scrolls sideways is a named region with a tab stop, and says so above its table, in view.
  const hints = [...document.querySelectorAll<HTMLElement>("body *")].filter(
    (el) =>
      el.children.length === 0 && el.textContent?.trim() === hint && el.checkVisibility({ visibilityProperty: true }),
  );
  for (const el of scrollers) {
    if (el.tagName === "TEXTAREA" || el.tagName === "PRE") continue;
    const what = `a box scrolling sideways (${describe(el)})`;
    if (el.getAttribute("role") !== "region" || !el.getAttribute("aria-label") || el.tabIndex !== 0)
      problems.push(`${what} is not a labelled region with a tab stop`);
    const frame = el.getBoundingClientRect();
    const tableTop = (el.querySelector("table") ?? el).getBoundingClientRect().top;
    const cue = hints.find((h) => {
      const box = h.getBoundingClientRect();
      return el.contains(h) && box.bottom <= tableTop + 1 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
    if (!cue) problems.push(`${what} has no visible «${hint}» above its table`);
  }
  for (const h of hints) {
    const region = h.closest("[role=region]");
    if (!region || !scrollers.includes(region as HTMLElement))
      problems.push(`«${hint}» shows above a table that fits (${describe(region ?? h)})`);
  }

  /** The text of a block, with the text nodes it comes from, split where a new box begins. */
  type Run = { text: string; nodes: Text[]; starts: number[] };
  const blockOf = (el: Element): Element => {
    let at: Element = el;
    while (at.parentElement && (style(at).display === "inline" || style(at).display === "contents"))
      at = at.parentElement;
    return at;
  };
  const runsIn = (scope: Element): Run[] => {
    const runs: Run[] = [];
    let current: Run | undefined;
    let currentBlock: Element | undefined;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript, svg") || !node.data) continue;
      const block = blockOf(parent);
      if (!current || block !== currentBlock) runs.push((current = { text: "", nodes: [], starts: [] }));
      currentBlock = block;
      current.nodes.push(node);
      current.starts.push(current.text.length);
      current.text += node.data;
    }
    return runs;
  };
  const rangeOf = (run: Run, start: number, end: number) => {
    const at = (offset: number, isEnd: boolean) => {
      for (let i = run.nodes.length - 1; i >= 0; i--) {
        const from = run.starts[i]!;
        if (isEnd ? offset > from : offset >= from) return [run.nodes[i]!, offset - from] as const;
      }
      return [run.nodes[0]!, 0] as const;
    };
    const range = document.createRange();
    range.setStart(...at(start, false));
    range.setEnd(...at(end, true));
    return range;
  };
  /** Whether the range's boxes all sit on one line (they overlap by at least half the smaller one's height). */
  const onOneLine = (range: Range) => {
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    for (const a of rects)
      for (const b of rects) {
        const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlap < Math.min(a.height, b.height) / 2) return false;
      }
    return true;
  };

  // Text that runs out of its box past the screen's edge ("NorgesGruppen," out of a card tile).
  const runs = runsIn(document.body);
  for (const run of runs) {
    const range = rangeOf(run, 0, run.text.length);
    const parent = run.nodes[0]!.parentElement!;
    if (
      [...range.getClientRects()].some((rect) => rect.width > 1 && rect.right > 0 && sticksOut(rect)) &&
      style(parent).overflowX === "visible" &&
      !clipped(parent)
    )
      problems.push(`the text ${quote(run.text)} in ${describe(parent)} sticks out of the screen`);
  }

  // (b) A figure with its group separators, sign and unit stays on one line: "−2 000", "50 000+", "19,9 %".
  const figure =
    /(?<![\p{L}\p{N}])[−+-]?\d+(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?(?:[ \u00a0\u202f]?(?:kr(?!\p{L})|%)|\+)?/gu;
  for (const run of runs)
    for (const match of run.text.matchAll(figure)) {
      if (match[0].length < 2) continue;
      if (!onOneLine(rangeOf(run, match.index, match.index + match[0].length)))
        problems.push(`the figure ${quote(match[0])} breaks over two lines in ${quote(run.text)}`);
    }

  // (c) A word in a heading or a table cell stays whole; it may only break after a hyphen, dash or slash.
  const word = /[^\s\-‐–—/\u00ad\u200b]+/gu;
  for (const el of document.body.querySelectorAll("h1, h2, h3, th, td"))
    for (const run of runsIn(el))
      for (const match of run.text.matchAll(word))
        if (match[0].length > 1 && !onOneLine(rangeOf(run, match.index, match.index + match[0].length)))
          problems.push(
            `the word ${quote(match[0])} breaks in <${el.tagName.toLowerCase()}> ${quote(el.textContent ?? "")}`,
          );

  return [...new Set(problems)];
}

async function problemsAtEveryWidth(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // A hint follows its frame's scroll state as of the last frame drawn (and without JavaScript there is
    // no requestAnimationFrame to wait for): a second look after a pause settles it.
    await page.waitForTimeout(50);
    const read = () => withEveryBlockLaidOut(page, () => page.evaluate(layoutProblems, sharedUiText.tableScrollHint));
    let problems = await read();
    if (problems.length > 0) {
      await page.waitForTimeout(300);
      problems = await read();
    }
    for (const problem of problems) found.push(`${width} px: ${problem}`);
  }
  return found;
}

for (const javaScript of [true, false]) {
  test.describe(`${javaScript ? "with" : "without"} JavaScript`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ javaScriptEnabled: javaScript });
      page = await context.newPage();
    });
    test.afterAll(async () => context.close());

    for (const path of paths) {
      test(`${path} fits 320–1440 px without splitting figures or words`, async () => {
        expect(await problemsAtEveryWidth(page, path)).toEqual([]);
      });
    }
  });
}
