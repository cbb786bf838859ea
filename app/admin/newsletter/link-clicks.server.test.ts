import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCards } from "#content/cards";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { mailOutbox, newsletterSubscribers } from "../../shared/db/schema";
import { createMailer } from "../../shared/mail/mail.server";
import { commandLine } from "../../shared/db/audit.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { followNewsletterLink } from "../../site/newsletter/newsletter-links.server";
import { issueLinkClicks, newsletterTarget } from "./link-clicks.server";
import { createIssue, issuePreview, runSendingJobs, startSending } from "./newsletter-send.server";

const origin = "https://kortvalg.no";
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const card = allCards.find((entry) => entry.retiredOn === undefined)!;

describe("our apply links from a newsletter", () => {
  it("carry the newsletter as their placement and the issue as their campaign; other links stay as written", () => {
    expect(newsletterTarget(`${origin}/go/${card.urlSlug}`, origin, 12)).toBe(
      `${origin}/go/${card.urlSlug}?plassering=nyhetsbrev&kampanje=nyhetsbrev-12`,
    );
    // An editor's own placement on the link is replaced: the link is the newsletter's.
    expect(newsletterTarget(`${origin}/go/${card.urlSlug}?plassering=flis`, origin, 12)).toBe(
      `${origin}/go/${card.urlSlug}?plassering=nyhetsbrev&kampanje=nyhetsbrev-12`,
    );
    expect(newsletterTarget(`${origin}/kort/${card.urlSlug}`, origin, 12)).toBe(`${origin}/kort/${card.urlSlug}`);
    expect(newsletterTarget("https://bank.example/go/x", origin, 12)).toBe("https://bank.example/go/x");
  });
});

describe.each(testDatabaseKinds)("click counts per issue and link on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("sends every link through the counted redirect, which goes only where the issue linked and counts browsers' GETs", async () => {
    const db = database.db;
    await db.insert(newsletterSubscribers).values({ email: "leser@example.no", status: "confirmed" });
    const markdown = `Se [kortet](/go/${card.urlSlug}), [banken](https://bank.example/vilkar) og <https://bank.example/vilkar>. Skriv til [oss](mailto:post@kortvalg.no).`;
    const created = await createIssue(db, { subject: "Klikk", markdown }, commandLine);
    if (created.outcome !== "created") throw new Error("not created");
    const issue = created.issue;
    await startSending(db, issue.id, commandLine);
    const mailer = createMailer(db, { from: "Kortvalg <post@kortvalg.no>" });
    const context = { db, mailer, publicOrigin: origin, secret: "klikk-secret" };
    await runSendingJobs(context, {
      instanceId: `klikk-${kind}`,
      ratePerMinute: 60_000_000,
      sleep: async () => undefined,
    });

    const links = await issueLinkClicks(db, issue.id);
    expect(links).toEqual([
      { url: `${origin}/go/${card.urlSlug}?plassering=nyhetsbrev&kampanje=nyhetsbrev-${issue.id}`, clicks: 0 },
      { url: "https://bank.example/vilkar", clicks: 0 },
    ]);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "leser@example.no"));
    const redirects = [...new Set(mail!.htmlBody!.match(/https:\/\/kortvalg\.no\/nyhetsbrev\/lenke\/\d+/g))];
    expect(redirects).toHaveLength(2);
    // Both parts link through it; the mailto link and the unsubscribe link go straight.
    expect(mail!.textBody).toContain(`kortet (${redirects[0]})`);
    expect(mail!.htmlBody).not.toContain('href="https://bank.example/vilkar"');
    expect(mail!.htmlBody).toContain('href="mailto:post@kortvalg.no"');
    // The preview and the test mail link straight, as written.
    expect(issuePreview(context, issue).mail.html).toContain('href="https://bank.example/vilkar"');

    // What a click may change: the link's count, and nothing else in the database (no row about who clicked).
    const rows = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const rowsPerTable = async () => {
      const counts: Record<string, number> = {};
      const tables = await rows(sql`select table_name from information_schema.tables where table_schema = 'public'`);
      for (const { table_name: name } of tables)
        counts[String(name)] = Number(
          (await rows(sql`select count(*) as n from ${sql.identifier(String(name))}`))[0]!.n,
        );
      return counts;
    };
    const before = await rowsPerTable();
    const id = (url: string) => url.split("/").at(-1);
    const follow = (url: string, method = "GET", userAgent: string | null = browser) =>
      followNewsletterLink(db, id(url), { method, userAgent });
    expect(await follow(redirects[0]!)).toBe(
      `${origin}/go/${card.urlSlug}?plassering=nyhetsbrev&kampanje=nyhetsbrev-${issue.id}`,
    );
    expect(await follow(redirects[1]!)).toBe("https://bank.example/vilkar");
    expect(await follow(redirects[1]!)).toBe("https://bank.example/vilkar");
    // Not counted: HEAD, a robot, no User-Agent. Still redirected.
    expect(await follow(redirects[1]!, "HEAD")).toBe("https://bank.example/vilkar");
    expect(await follow(redirects[1]!, "GET", "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(
      "https://bank.example/vilkar",
    );
    expect(await follow(redirects[1]!, "GET", null)).toBe("https://bank.example/vilkar");
    expect((await issueLinkClicks(db, issue.id)).map((link) => link.clicks)).toEqual([1, 2]);
    expect(await rowsPerTable()).toEqual(before);
    // No id we gave out: nothing, never a redirect elsewhere.
    for (const bad of ["999999", "1e3", "../1", "", undefined])
      expect(await followNewsletterLink(db, bad, { method: "GET", userAgent: browser })).toBeNull();
  });
});
