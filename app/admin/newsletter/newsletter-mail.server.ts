import { Marked, type RendererObject, type Token, type Tokens } from "marked";
import { site } from "#content/site";
import { issueLimits, markdownMessages } from "~/admin/newsletter/newsletter-issue";

/**
 * A newsletter issue as the mail it becomes: an HTML part made by `marked` from the staff's Markdown, and a
 * plain-text part made from the same Markdown (not from the HTML). The preview in the back office, the test
 * mail and every subscriber's mail are all made here, so the preview is exactly what is sent.
 *
 * What staff write is trusted to be well meant, not to be safe: raw HTML in the Markdown is shown as text,
 * links go only to http(s) and mailto addresses (a link to "/side" goes to the site), and images are shown
 * as their alt text (mail programs block them, and loading one tells the sender who read the mail).
 */

export type NewsletterContent = { subject: string; markdown: string };
export type RenderedNewsletter = { subject: string; html: string; text: string };

const colors = {
  text: "#1f2937",
  muted: "#4b5563",
  link: "#174c99",
  heading: "#0f2d5a",
  rule: "#d1d5db",
  quote: "#d9eaff",
  codeBg: "#f3f4f6",
  page: "#f3f5f8",
};
const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const monoFamily = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
const linkStyle = `color:${colors.link};text-decoration:underline;`;
const headingSizes: Record<number, string> = { 2: "22px", 3: "19px", 4: "17px", 5: "17px", 6: "17px" };

/** Everything escaped, `&` included: for attribute values and text that is not Markdown's. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markdown text: what looks like an entity ("&amp;", "&nbsp;") stays one, as CommonMark says; everything else is escaped. */
function escapeText(text: string): string {
  return text.replace(
    /&(?!#\d{1,7};|#[xX][\da-fA-F]{1,6};|[a-zA-Z][a-zA-Z\d]{1,31};)|[<>"']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  laquo: "«",
  raquo: "»",
  euro: "€",
};

/** The few entities someone writing Markdown uses, decoded for the plain text and for link addresses. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "\ufffd";
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Where a link may go: http(s) and mailto addresses, and paths on the site ("/kredittkort", made absolute
 * with the site's origin). Anything else (javascript:, data:, relative paths, "#anker") is no link: null.
 */
export function safeLinkTarget(href: string, origin: string): string | null {
  const target = decodeEntities(href).trim();
  let url: URL;
  try {
    url = target.startsWith("/") && !target.startsWith("//") ? new URL(target, origin) : new URL(target);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "mailto:" ? url.href : null;
}

/** How a link's address reads in the plain text: a mail address without "mailto:". */
function displayAddress(href: string): string {
  if (!href.startsWith("mailto:")) return href;
  const address = href.slice("mailto:".length);
  return address.includes("?") ? href : decodeURIComponent(address);
}

function htmlRenderer(origin: string, topDepth: number): RendererObject<string, string> {
  return {
    heading({ tokens, depth }) {
      // The site's name is the mail's h1: the issue's highest heading ("#" or "##" alike) is h2 and the
      // rest follow in order, so no level is skipped (WCAG 1.3.1; axe "heading-order").
      const level = Math.min(Math.max(depth - topDepth + 2, 2), 6);
      return `<h${level} style="margin:28px 0 12px;font-size:${headingSizes[level]};line-height:1.3;color:${colors.heading};">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    paragraph({ tokens }) {
      return `<p style="margin:0 0 16px;">${this.parser.parseInline(tokens)}</p>\n`;
    },
    list(token) {
      const tag = token.ordered ? "ol" : "ul";
      const start = token.ordered && token.start !== 1 && token.start !== "" ? ` start="${Number(token.start)}"` : "";
      const items = token.items.map((item) => this.listitem(item)).join("");
      return `<${tag}${start} style="margin:0 0 16px;padding-left:28px;">\n${items}</${tag}>\n`;
    },
    listitem(item) {
      return `<li style="margin:0 0 6px;">${this.parser.parse(item.tokens)}</li>\n`;
    },
    checkbox({ checked }) {
      return checked ? "☑ " : "☐ ";
    },
    blockquote({ tokens }) {
      return `<blockquote style="margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${colors.quote};color:${colors.muted};">\n${this.parser.parse(tokens)}</blockquote>\n`;
    },
    code({ text }) {
      return `<pre style="margin:0 0 16px;padding:12px;background-color:${colors.codeBg};border-radius:4px;white-space:pre-wrap;word-wrap:break-word;font-family:${monoFamily};font-size:15px;line-height:1.5;"><code>${escapeHtml(text.replace(/\n$/, ""))}</code></pre>\n`;
    },
    codespan({ text }) {
      return `<code style="padding:1px 4px;background-color:${colors.codeBg};border-radius:3px;font-family:${monoFamily};font-size:15px;">${escapeHtml(text)}</code>`;
    },
    hr() {
      return `<hr style="margin:24px 0;border:0;border-top:1px solid ${colors.rule};">\n`;
    },
    table(token) {
      const cell = (c: Tokens.TableCell, header: boolean) => {
        const tag = header ? "th" : "td";
        const align = c.align ? `text-align:${c.align};` : "text-align:left;";
        return `<${tag}${header ? ' scope="col"' : ""} style="padding:6px 10px;border:1px solid ${colors.rule};${align}">${this.parser.parseInline(c.tokens)}</${tag}>`;
      };
      const head = `<tr>${token.header.map((c) => cell(c, true)).join("")}</tr>`;
      const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, false)).join("")}</tr>`).join("\n");
      return `<table style="margin:0 0 16px;border-collapse:collapse;font-size:16px;">\n<thead>${head}</thead>\n<tbody>${rows}</tbody>\n</table>\n`;
    },
    // Raw HTML, in a block or inline: shown as the text it is.
    html({ text, block }) {
      return block
        ? `<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(text.replace(/\n+$/, ""))}</p>\n`
        : escapeHtml(text);
    },
    // Always escaped, also the text marked leaves raw after a <script> or <pre> tag (its "raw block").
    text(token) {
      return "tokens" in token && token.tokens ? this.parser.parseInline(token.tokens) : escapeText(token.text);
    },
    link({ href, title, text, tokens, autolink }) {
      const label = autolink ? escapeText(text) : this.parser.parseInline(tokens);
      const target = safeLinkTarget(href, origin);
      if (target === null) return label;
      return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ""} style="${linkStyle}">${label}</a>`;
    },
    image({ text }) {
      return escapeText(text);
    },
  };
}

/** The plain text of inline Markdown: links as "tekst (adresse)", images as their alt text, raw HTML as written. */
function inlineText(tokens: Token[], origin: string): string {
  return tokens.map((token) => inlineTokenText(token, origin)).join("");
}

function inlineTokenText(token: Token, origin: string): string {
  switch (token.type) {
    case "text":
      return "tokens" in token && token.tokens ? inlineText(token.tokens, origin) : decodeEntities(token.text);
    case "escape":
    case "codespan":
    case "html":
      return token.text;
    case "strong":
    case "em":
    case "del":
      return inlineText(token.tokens ?? [], origin);
    case "br":
      return "\n";
    case "image":
      return decodeEntities(token.text);
    case "checkbox":
      return token.checked ? "[x] " : "[ ] ";
    case "link": {
      const label = token.autolink ? token.text : inlineText(token.tokens ?? [], origin);
      const target = safeLinkTarget(token.href, origin);
      if (target === null) return label;
      const shown = displayAddress(target);
      const same = [shown, target, token.href].some(
        (form) => form.replace(/\/$/, "") === label.trim().replace(/\/$/, ""),
      );
      return same ? label.trim() : `${label} (${shown})`;
    }
    default:
      return "raw" in token ? token.raw : "";
  }
}

const indent = (text: string, prefix: string, first = prefix) =>
  text
    .split("\n")
    .map((line, i) => (line === "" && i > 0 ? "" : (i === 0 ? first : prefix) + line))
    .join("\n");

/** The plain text of block Markdown: blocks separated by an empty line. */
function blockText(tokens: Token[], origin: string): string {
  return tokens
    .map((token) => blockTokenText(token, origin))
    .filter((block) => block !== "")
    .join("\n\n");
}

function blockTokenText(token: Token, origin: string): string {
  switch (token.type) {
    case "space":
    case "def":
      return "";
    case "paragraph":
      return inlineText(token.tokens ?? [], origin);
    case "text":
      return "tokens" in token && token.tokens ? inlineText(token.tokens, origin) : decodeEntities(token.text);
    case "heading": {
      const text = inlineText(token.tokens ?? [], origin);
      const width = Math.min(Math.max(...text.split("\n").map((line) => line.length)), 60);
      return token.depth === 1
        ? `${text}\n${"=".repeat(width)}`
        : token.depth === 2
          ? `${text}\n${"-".repeat(width)}`
          : text;
    }
    case "code":
      return indent(token.text.replace(/\n$/, ""), "    ");
    case "blockquote":
      return blockText(token.tokens ?? [], origin)
        .split("\n")
        .map((line) => (line === "" ? ">" : `> ${line}`))
        .join("\n");
    case "list": {
      const list = token as Tokens.List;
      const start = list.ordered && typeof list.start === "number" ? list.start : 1;
      return list.items
        .map((item, i) => {
          const marker = list.ordered ? `${start + i}. ` : "- ";
          const box = item.task ? (item.checked ? "[x] " : "[ ] ") : "";
          const body = blockText(
            item.tokens.filter((t) => t.type !== "checkbox"),
            origin,
          );
          return indent(box + body, " ".repeat(marker.length), marker);
        })
        .join(list.loose ? "\n\n" : "\n");
    }
    case "table": {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) =>
        cells.map((cell) => inlineText(cell.tokens, origin).trim()).join(" | ");
      return [row(table.header), ...table.rows.map(row)].join("\n");
    }
    case "hr":
      return "----------";
    case "html":
      return token.text.replace(/\n+$/, "");
    case "checkbox":
      return token.checked ? "[x]" : "[ ]";
    default:
      return "raw" in token ? token.raw.trim() : "";
  }
}

/**
 * A body that cannot become a mail: quotes or lists nested deeper than issueLimits.nesting (`depth`), or
 * one marked could not render at all (`depth` null: its recursion ran out of stack first). `message` is
 * what staff are told, naming the field.
 */
export class UnrenderableMarkdown extends Error {
  constructor(
    readonly depth: number | null,
    options?: { cause?: unknown },
  ) {
    super(depth === null ? markdownMessages.unrenderable : markdownMessages.tooDeep(depth), options);
    this.name = "UnrenderableMarkdown";
  }
}

/** How many blockquotes and lists stand inside one another at the deepest point (a loop: no recursion to overflow). */
function nestingDepth(tokens: readonly Token[]): number {
  let deepest = 0;
  const todo: Array<[Token, number]> = tokens.map((token) => [token, 0]);
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [token, outer] = next;
    const depth = outer + (token.type === "blockquote" || token.type === "list" ? 1 : 0);
    deepest = Math.max(deepest, depth);
    const children: Token[] =
      token.type === "list"
        ? (token as Tokens.List).items.flatMap((item) => item.tokens)
        : "tokens" in token && token.tokens
          ? token.tokens
          : [];
    for (const child of children) todo.push([child, depth]);
  }
  return deepest;
}

/** Quote and list markers opening a line ("> > - 1. "), when text follows them ("- - -" alone is a rule). */
const lineMarkers = /^(?:[ \t]{0,3}(?:>|[-+*][ \t]|\d{1,9}[.)][ \t]))+/;
const fence = /^ {0,3}(```|~~~)/;

/**
 * The most quote and list markers at the start of one line outside fenced code: read before marked
 * recurses into them, so a body nested hundreds deep is refused in a loop over its lines. Larger than
 * the real depth only in odd cases (an indented code block), so it refuses only far past the limit.
 */
function markersAtLineStart(markdown: string): number {
  let most = 0;
  let inFence: string | null = null;
  for (const line of markdown.split("\n")) {
    const opens = fence.exec(line)?.[1];
    if (opens && (inFence === null || inFence === opens)) inFence = inFence === null ? opens : null;
    if (inFence !== null || opens) continue;
    const markers = lineMarkers.exec(line)?.[0];
    if (!markers || markers.length === line.length) continue;
    most = Math.max(most, (markers.match(/>|[-+*][ \t]|\d{1,9}[.)][ \t]/g) ?? []).length);
  }
  return most;
}

/** The body's problem in words (`UnrenderableMarkdown`'s message), or null when it renders. The save path asks this. */
export function markdownProblem(markdown: string): string | null {
  try {
    newsletterRenderer({ subject: "", markdown, origin: "https://example.invalid" });
    return null;
  } catch (error) {
    if (error instanceof UnrenderableMarkdown) return error.message;
    throw error;
  }
}

const footerReason = `Du får denne e-posten fordi du har meldt deg på nyhetsbrevet fra ${site.name} og bekreftet påmeldingen.`;
const footerUnsubscribe = "Meld deg av nyhetsbrevet";

/**
 * The body as HTML and plain text. Throws UnrenderableMarkdown when it nests deeper than
 * issueLimits.nesting, or when marked's recursion overflows the stack before the depth could be counted
 * (a RangeError is caught here, close to where it happens, never passed on as a crash).
 */
function renderBody(
  markdown: string,
  origin: string,
  linkFor?: (target: string) => string,
): { bodyText: string; bodyHtml: string } {
  const markers = markersAtLineStart(markdown);
  if (markers > 10 * issueLimits.nesting) throw new UnrenderableMarkdown(markers);
  try {
    const marked = new Marked({ gfm: true, breaks: false, async: false });
    const tokens = marked.lexer(markdown);
    const depth = nestingDepth(tokens);
    if (depth > issueLimits.nesting) throw new UnrenderableMarkdown(depth);
    let topDepth = 6;
    marked.walkTokens(tokens, (token) => {
      if (token.type === "heading") topDepth = Math.min(topDepth, (token as Tokens.Heading).depth);
    });
    // Each http(s) link through our redirect (click counts, newsletter-links.server.ts), in both parts alike.
    if (linkFor)
      marked.walkTokens(tokens, (token) => {
        if (token.type !== "link") return;
        const target = safeLinkTarget((token as Tokens.Link).href, origin);
        if (target && /^https?:/.test(target)) (token as Tokens.Link).href = linkFor(target);
      });
    marked.use({ renderer: htmlRenderer(origin, topDepth) });
    return { bodyText: blockText(tokens, origin), bodyHtml: marked.parser(tokens) };
  } catch (error) {
    if (error instanceof RangeError) throw new UnrenderableMarkdown(null, { cause: error });
    throw error;
  }
}

/**
 * Renders an issue's body once; the result makes the mail for any unsubscribe link (one per subscriber).
 * `origin` is the site's public origin: links to "/side" in the Markdown go there.
 */
export function newsletterRenderer({
  subject,
  markdown,
  origin,
  linkFor,
}: NewsletterContent & {
  origin: string;
  /** Where each http(s) link of the body goes instead (the send's counted redirect); none: straight to it. */
  linkFor?: (target: string) => string;
}): (unsubscribeUrl: string) => RenderedNewsletter {
  const { bodyText, bodyHtml } = renderBody(markdown, origin, linkFor);
  const cleanSubject = subject.replace(/\s+/g, " ").trim();

  return (unsubscribeUrl) => {
    const text = [
      bodyText,
      "",
      "-- ",
      footerReason,
      `${footerUnsubscribe} (du trenger ikke logge inn):`,
      unsubscribeUrl,
      "",
      `${site.name}, ${site.city} – ${site.email}`,
      "",
    ].join("\n");

    const html = `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(cleanSubject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div role="article" aria-roledescription="e-post" aria-label="${escapeHtml(cleanSubject)}" lang="nb" style="margin:0;padding:24px 12px;background-color:${colors.page};">
<div style="max-width:600px;margin:0 auto;padding:28px 24px;background-color:#ffffff;border-radius:8px;font-family:${fontFamily};font-size:17px;line-height:1.6;color:${colors.text};">
<h1 style="margin:0 0 24px;font-size:26px;line-height:1.2;color:${colors.heading};">${escapeHtml(site.name)}</h1>
${bodyHtml}<hr style="margin:32px 0 16px;border:0;border-top:1px solid ${colors.rule};">
<div style="font-size:15px;line-height:1.5;color:${colors.muted};">
<p style="margin:0 0 12px;">${escapeHtml(footerReason)}</p>
<p style="margin:0 0 12px;"><a href="${escapeHtml(unsubscribeUrl)}" style="${linkStyle}font-weight:bold;">${footerUnsubscribe}</a>. Du trenger ikke logge inn.</p>
<p style="margin:0;">${escapeHtml(site.name)}, ${escapeHtml(site.city)} – <a href="mailto:${escapeHtml(site.email)}" style="${linkStyle}">${escapeHtml(site.email)}</a></p>
</div>
</div>
</div>
</body>
</html>
`;
    return { subject: cleanSubject, html, text };
  };
}

/** An issue as the mail one subscriber gets, with their own unsubscribe link (absolute, at the site's public origin). */
export function renderNewsletter({
  subject,
  markdown,
  unsubscribeUrl,
}: NewsletterContent & { unsubscribeUrl: string }): RenderedNewsletter {
  return newsletterRenderer({ subject, markdown, origin: new URL(unsubscribeUrl).origin })(unsubscribeUrl);
}
