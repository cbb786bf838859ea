import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as previewRoute from "~/admin/newsletter/issue-preview.route";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { staff } from "../../shared/db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Services } from "../../services.server";
import { testOrigin, testServices } from "../../../tests/support/test-services";
import { createSession } from "../access/sessions.server";
import { renderNewsletter } from "./newsletter-mail.server";
import { issueLimits, markdownMessages } from "./newsletter-issue";
import { loadContext } from "../../shared/server/load-context.server";

/**
 * The live preview's endpoint as React Router calls it: staff only, a bounded body, the draft's fields checked, and
 * an answer whose mail is, to the character, what newsletter-mail.server.ts makes of the same draft.
 */

type Answer = { status: number; type: string; text: string; json: { message?: string } };

async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response)
    return {
      status: result.status,
      type: result.headers.get("Content-Type") ?? "",
      text: await result.text(),
      json: {},
    };
  const { init, data } = result as { init?: { status?: number }; data: { message?: string } };
  return { status: init?.status ?? 200, type: "", text: "", json: data };
}

/** The HTML escapes React writes in text and attributes, undone. */
const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("the newsletter draft's live preview", () => {
  let database: DatabaseHandle;
  let services: Services;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase("embedded");
    services = testServices(database);
    const [row] = await database.db
      .insert(staff)
      .values({
        email: `forhand.${randomBytes(3).toString("hex")}@kortvalg.no`,
        role: "redaktør",
        webauthnUserId: `forhand-${randomBytes(8).toString("hex")}`,
      })
      .returning();
    cookie = await createSession(database.db, row!.id, "Chrome på Linux");
  }, 60_000);
  afterAll(() => database.close());

  async function post(body: BodyInit, headers: Record<string, string> = {}, session: string | null = cookie) {
    const request = new Request(`${testOrigin}/admin/nyhetsbrev/forhandsvisning`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(session ? { Cookie: `kv_ansatt=${session}` } : {}),
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    const args = {
      request,
      url: new URL(request.url),
      pattern: "/admin/nyhetsbrev/forhandsvisning",
      context: loadContext(services, "203.0.113.9"),
      params: {},
    };
    try {
      return await answerOf(await previewRoute.action(args as Parameters<typeof previewRoute.action>[0]));
    } catch (thrown) {
      return answerOf(thrown);
    }
  }
  const draft = (subject: string, markdown: string) => new URLSearchParams({ subject, markdown });

  it("answers the preview whose HTML and text are the mail's, to the character", async () => {
    const subject = "Renter & gebyrer i «mars»";
    const markdown = [
      "# Nye kort",
      "",
      'Se [alle kortene](/kredittkort "Alle") og **årsgebyret** på 0 kr.',
      "",
      "<script>alert('hei')</script>",
      "",
      "- én",
      "- to & tre",
    ].join("\n");
    const answer = await post(draft(subject, markdown));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/html; charset=utf-8");

    const mail = renderNewsletter({ subject, markdown, unsubscribeUrl: `${testOrigin}/nyhetsbrev/avmeld` });
    const srcdoc = /<iframe[^>]*\ssrcdoc="([^"]*)"/i.exec(answer.text)?.[1];
    const text = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(answer.text)?.[1];
    expect(srcdoc && unescape(srcdoc)).toBe(mail.html);
    expect(text && unescape(text)).toBe(mail.text);
    // The mail's own escaping stands: the script is text in the frame, never a tag.
    expect(mail.html).toContain("&#60;script&#62;");
    expect(answer.text).toContain('sandbox=""');
    expect(answer.text).toContain("Slik blir e-posten med teksten i skjemaet. Den er ikke lagret ennå.");
  });

  it("follows every change of the text", async () => {
    const first = await post(draft("Emne", "Første versjon"));
    const second = await post(draft("Emne", "Andre versjon"));
    expect(first.text).toContain("Første versjon");
    expect(second.text).toContain("Andre versjon");
    expect(second.text).not.toContain("Første versjon");
  });

  it("says why a body that cannot become a mail is not shown, as the page does", async () => {
    const answer = await post(draft("Emne", `${">".repeat(12)} dypt`));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("data-preview-problem");
    expect(unescape(answer.text)).toContain(`Forhåndsvisningen kan ikke vises. ${markdownMessages.tooDeep(12)}.`);
    expect(answer.text).not.toContain("<iframe");
  });

  it("refuses anyone who is not signed in, with a message and no redirect", async () => {
    for (const session of [null, "ikke-en-gyldig-okt"]) {
      const answer = await post(draft("Emne", "Tekst"), {}, session);
      expect(answer.status).toBe(401);
      expect(answer.json.message).toBe("Du er ikke logget inn lenger. Logg inn igjen for å fortsette.");
    }
  });

  it("refuses a body larger than the largest draft before reading it, and an over-long body by its field", async () => {
    const huge = draft("Emne", "ø".repeat(previewRoute.PREVIEW_MAX_BYTES));
    const declared = await post(huge, { "Content-Length": String(Buffer.byteLength(huge.toString())) });
    expect(declared.status).toBe(413);
    expect(declared.json.message).toBe(
      "Utkastet er for stort til å forhåndsvises. Innholdet kan ha høyst 20\u00a0000 tegn",
    );
    // Without Content-Length (streamed): counted as it is read.
    const stream = new Blob([huge.toString()]).stream();
    const streamed = await post(stream, {});
    expect(streamed.status).toBe(413);

    const overLimit = await post(draft("Emne", "a".repeat(issueLimits.markdown + 1)));
    expect(overLimit.status).toBe(400);
    expect(overLimit.json.message).toBe("Innholdet kan ha høyst 20\u00a0000 tegn. Del det i to nyhetsbrev");
    const noSubject = await post(draft(" ", "Tekst"));
    expect(noSubject.status).toBe(400);
    expect(noSubject.json.message).toBe("Skriv et emne for nyhetsbrevet");
  });

  it("takes the largest valid draft, in any script, within the bound", async () => {
    const subject = "日".repeat(issueLimits.subject);
    const markdown = "日".repeat(issueLimits.markdown);
    expect(draft(subject, markdown).toString().length).toBeLessThanOrEqual(previewRoute.PREVIEW_MAX_BYTES);
    const answer = await post(draft(subject, markdown));
    expect(answer.status).toBe(200);
  });
});
