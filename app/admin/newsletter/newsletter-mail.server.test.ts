import { describe, expect, it } from "vitest";
import { markdownProblem, renderNewsletter, safeLinkTarget, UnrenderableMarkdown } from "./newsletter-mail.server";

const unsubscribeUrl = "https://kortvalg.no/nyhetsbrev/avmeld?token=7.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const render = (markdown: string, subject = "Nytt fra Kortvalg") =>
  renderNewsletter({ subject, markdown, unsubscribeUrl });

/** The elements in an HTML text, by name (a scanner good enough for what marked writes). */
const elements = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][\w-]*)[\s>/]/g)].map((match) => match[1]?.toLowerCase());
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);

describe("renderNewsletter", () => {
  const markdown = [
    "# Nye kort i mars",
    "",
    "Vi har lagt til **tre nye kort** og oppdatert _rentene_.",
    "",
    "## Dette er nytt",
    "",
    "- Cashback-kort med 1,5 %",
    "- Reisekort uten valutapåslag",
    "",
    "1. Sammenlign",
    "2. Søk",
    "",
    "Les mer i [guiden vår](https://kortvalg.no/guider) eller [se alle kortene](/kredittkort). Spørsmål? <post@kortvalg.no>",
  ].join("\n");

  it.each([
    { name: "# and ##", markdown: "# A\n\n## B\n\n### C", levels: [2, 3, 4] },
    { name: "## first: still h2, no level skipped", markdown: "## A\n\n### B", levels: [2, 3] },
    { name: "### only", markdown: "### A\n\n### B", levels: [2, 2] },
    { name: "a heading inside a quote counts", markdown: "> ## A\n\n### B", levels: [2, 3] },
  ])("heading levels under the site's h1: $name", ({ markdown: body, levels }) => {
    const { html } = render(body);
    expect([...html.matchAll(/<h(\d) /g)].map((match) => Number(match[1]))).toEqual([1, ...levels]);
  });

  it("renders headings, lists, emphasis and links into a complete, simple e-mail document", () => {
    const { subject, html } = render(markdown);
    expect(subject).toBe("Nytt fra Kortvalg");
    expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Nytt fra Kortvalg</title>");
    expect(html).toContain("max-width:600px");
    expect(html).toMatch(/font-size:17px/);
    // The site's name is the heading; the issue's own headings come under it.
    expect(html).toMatch(/<h1 [^>]*>Kortvalg<\/h1>/);
    expect(html).toMatch(/<h2 [^>]*>Nye kort i mars<\/h2>/);
    expect(html).toMatch(/<h3 [^>]*>Dette er nytt<\/h3>/);
    expect(html).toContain("<strong>tre nye kort</strong>");
    expect(html).toContain("<em>rentene</em>");
    expect(html).toMatch(
      /<ul [^>]*>\s*<li [^>]*>Cashback-kort med 1,5 %<\/li>\s*<li [^>]*>Reisekort uten valutapåslag<\/li>\s*<\/ul>/,
    );
    expect(html).toMatch(/<ol [^>]*>\s*<li [^>]*>Sammenlign<\/li>/);
    expect(html).toMatch(/<a href="https:\/\/kortvalg.no\/guider" style="[^"]*">guiden vår<\/a>/);
    // A path on the site becomes an absolute link: a mail has no page to be relative to.
    expect(html).toMatch(/<a href="https:\/\/kortvalg.no\/kredittkort" style="[^"]*">se alle kortene<\/a>/);
    expect(html).toMatch(/<a href="mailto:post@kortvalg.no" style="[^"]*">post@kortvalg.no<\/a>/);
    // Inline styles only: no style sheet a mail program would drop.
    expect(elements(html)).not.toContain("style");
    expect(elements(html)).not.toContain("link");
  });

  it("makes the plain text from the Markdown: readable, with links as 'tekst (adresse)'", () => {
    const { text } = render(markdown);
    expect(text).toContain("Nye kort i mars\n===============");
    expect(text).toContain("Dette er nytt\n-------------");
    expect(text).toContain("Vi har lagt til tre nye kort og oppdatert rentene.");
    expect(text).toContain("- Cashback-kort med 1,5 %\n- Reisekort uten valutapåslag");
    expect(text).toContain("1. Sammenlign\n2. Søk");
    expect(text).toContain(
      "Les mer i guiden vår (https://kortvalg.no/guider) eller se alle kortene (https://kortvalg.no/kredittkort). Spørsmål? post@kortvalg.no",
    );
    expect(text).not.toMatch(/<[a-z]/);
    expect(text).not.toContain("**");
  });

  it("shows raw HTML as text: a <script> in the Markdown is no script element, also in marked's raw-block state", () => {
    const { html, text } = render(
      [
        "Før",
        "",
        "<script>alert(1)</script>",
        "",
        "Inne i avsnitt: <script>x <img src=x onerror=alert(1)</script> og <b onclick=alert(1)>fet</b>",
        "",
        "<iframe src=https://example.com></iframe>",
      ].join("\n"),
    );
    const found = elements(html);
    for (const name of ["script", "img", "iframe", "b"]) expect(found).not.toContain(name);
    // No element carries an event handler: "onerror=" is only ever text.
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).toContain("x &#60;img src=x onerror=alert(1)");
    // The plain text shows what was written.
    expect(text).toContain("<script>alert(1)</script>");
  });

  it("links only to http(s) and mailto: javascript:, data: and the like become plain text", () => {
    const { html, text } = render(
      [
        "[x](javascript:alert(1))",
        "[y](JaVaScRiPt:alert(1))",
        "[z](javascript&#58;alert(1))",
        "[w](  java\tscript:alert(1))",
        "[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "[v](vbscript:msgbox)",
        "[f](file:///etc/passwd)",
        "[a](#anker)",
        "<javascript:alert(1)>",
        "[ref][r]",
        "",
        "[r]: javascript:alert(2)",
      ].join("\n\n"),
    );
    for (const href of hrefs(html)) expect(href).toMatch(/^(https?:|mailto:)/);
    expect(html).not.toMatch(/javascript:[^<]*<\/a>|href="[^"]*script/i);
    expect(html).toContain(">x</p>");
    expect(text).toContain("x\n\ny\n\nz");
    expect(text).not.toMatch(/\(javascript/i);
    expect(safeLinkTarget("javascript:alert(1)", "https://kortvalg.no")).toBeNull();
    expect(safeLinkTarget("//evil.example/x", "https://kortvalg.no")).toBeNull();
    expect(safeLinkTarget("/kredittkort?x=1&y=2", "https://kortvalg.no")).toBe(
      "https://kortvalg.no/kredittkort?x=1&y=2",
    );
    expect(safeLinkTarget("mailto:post@kortvalg.no", "https://kortvalg.no")).toBe("mailto:post@kortvalg.no");
  });

  it("shows images as their alt text: nothing is loaded from anywhere", () => {
    const { html, text } = render(
      "Se her: ![Kortet i gull](https://sporing.example/pixel.gif) og [![logo](https://x.example/l.png)](https://kortvalg.no)",
    );
    expect(elements(html)).not.toContain("img");
    expect(html).not.toContain("sporing.example");
    expect(html).toContain("Se her: Kortet i gull og ");
    expect(html).toMatch(/<a href="https:\/\/kortvalg.no\/" [^>]*>logo<\/a>/);
    expect(text).toContain("Se her: Kortet i gull og logo (https://kortvalg.no/)");
  });

  it("escapes the subject and attribute values", () => {
    const { html } = render("Hei", 'Rente & "gebyr" <i>');
    expect(html).toContain("<title>Rente &#38; &#34;gebyr&#34; &#60;i&#62;</title>");
    expect(elements(html)).not.toContain("i");
  });

  it("ends both parts with why they get it and a visible link to unsubscribe", () => {
    const { html, text } = render("Hei");
    expect(html).toContain(
      "Du får denne e-posten fordi du har meldt deg på nyhetsbrevet fra Kortvalg og bekreftet påmeldingen.",
    );
    expect(html).toMatch(
      new RegExp(`<a href="${unsubscribeUrl.replace(/[.?]/g, "\\$&")}" style="[^"]*">Meld deg av nyhetsbrevet</a>`),
    );
    expect(text).toContain(
      "Du får denne e-posten fordi du har meldt deg på nyhetsbrevet fra Kortvalg og bekreftet påmeldingen.",
    );
    expect(text).toContain(`Meld deg av nyhetsbrevet (du trenger ikke logge inn):\n${unsubscribeUrl}`);
    // The unsubscribe link is the last link of the plain text, after the issue's own.
    expect(text.trimEnd().split("\n").at(-3)).toBe(unsubscribeUrl);
  });

  it("renders tables, quotes, code and task lists readably in both parts", () => {
    const { html, text } = render(
      [
        "> Sitat her",
        "",
        "| Kort | Rente |",
        "|---|--:|",
        "| A | 20 % |",
        "",
        "```",
        "kode <her>",
        "```",
        "",
        "- [x] ferdig",
        "- [ ] ikke",
      ].join("\n"),
    );
    expect(html).toMatch(/<blockquote [^>]*>\s*<p [^>]*>Sitat her<\/p>/);
    expect(html).toMatch(/<th scope="col" [^>]*>Kort<\/th>/);
    expect(html).toContain("kode &#60;her&#62;");
    expect(elements(html)).not.toContain("input");
    expect(text).toContain("> Sitat her");
    expect(text).toContain("Kort | Rente\nA | 20 %");
    expect(text).toContain("    kode <her>");
    expect(text).toContain("- [x] ferdig\n- [ ] ikke");
  });
});

describe("a body that cannot become a mail", () => {
  it.each([
    { name: "a pasted thread of 1 900 nested quotes", markdown: `${">".repeat(1900)} Hei`, depth: 1900 },
    { name: "quotes and lists mixed, 11 deep", markdown: "> - > - > - > - > - > Hei", depth: 11 },
    {
      name: "lists nested by indentation, 11 deep",
      markdown: Array.from({ length: 11 }, (_, i) => `${"  ".repeat(i)}- nivå ${i + 1}`).join("\n"),
      depth: 11,
    },
  ])("refuses $name, naming how deep it goes", ({ markdown, depth }) => {
    expect(() => render(markdown)).toThrow(UnrenderableMarkdown);
    expect(markdownProblem(markdown)).toBe(
      `Innholdet har sitater eller lister ${depth.toLocaleString("nb-NO")} nivåer inni hverandre, men høyst 10 kan vises. ` +
        "Fjern noen av «>»-tegnene eller innrykkene, for eksempel i en innlimt e-posttråd",
    );
  });

  it("refuses what marked itself cannot render (its recursion runs out of stack)", () => {
    // Emphasis 5 000 deep: marked's inline lexer recurses once per level.
    expect(markdownProblem(`${"*".repeat(5000)}x${"*".repeat(5000)}`)).toBe(
      "Innholdet kan ikke gjøres om til e-post: noe står for mange nivåer inni hverandre (sitater, lister eller utheving med * og _). " +
        "Forenkle det, for eksempel ved å fjerne «>»-tegnene i en innlimt e-posttråd",
    );
  });

  it("counts markers on one line before marked recurses into them, and not inside fenced code", () => {
    const started = performance.now();
    expect(markdownProblem(`${"- ".repeat(5000)}x`)).toMatch(
      /^Innholdet har sitater eller lister 5\u00a0000 nivåer inni hverandre/,
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(markdownProblem(`\`\`\`\n${">".repeat(500)} sitert\n\`\`\`\n\n${"* ".repeat(30)}`)).toBeNull();
  });

  it("renders ten levels, the most allowed", () => {
    const markdown = "> - > - > - > - > Hei";
    expect(markdownProblem(markdown)).toBeNull();
    expect(render(markdown).text).toContain("Hei");
  });
});
