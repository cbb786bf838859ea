import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database.server";
import { contactEnquiries, enquiryInboundMail, enquirySearchDocument, newsletterSubscribers } from "./schema";
import { matchesWords, searchDocument, searchWords } from "./text-search";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";

describe("the words of a search", () => {
  it("keeps runs of letters and digits, and nothing tsquery reads as syntax", () => {
    expect(searchWords("Ola.Nordmann@eksempel.no")).toEqual(["Ola", "Nordmann", "eksempel", "no"]);
    expect(searchWords("rente & | ! ( ) : * ' \\ <-> Østby")).toEqual(["rente", "Østby"]);
    expect(searchWords("!&'\\")).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("full-text search on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  const rows = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  it("has the 'simple' configuration and splits an address into its lowercased parts", async () => {
    const [row] = await rows(
      sql`select ${searchDocument(sql`${"Ola.Nord-mann+news@Eksempel_AS.no"}::text`)}::text as v`,
    );
    expect(row?.v).toBe("'as':6 'eksempel':5 'mann':3 'news':4 'no':7 'nord':2 'ola':1");
  });

  // With sequential scans priced out, a plan with the index shows the query's expression is the index's own.
  const plan = async (query: SQL) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<{ "QUERY PLAN": string }> };
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });

  it("serves the subscriber and inbox searches from their GIN indexes", async () => {
    expect(
      await plan(
        sql`select id from ${newsletterSubscribers} where ${matchesWords(searchDocument(sql`${newsletterSubscribers.email}`), "leser47")}`,
      ),
    ).toContain("newsletter_subscribers_search_idx");
    expect(
      await plan(
        sql`select id from ${contactEnquiries} where ${matchesWords(enquirySearchDocument(contactEnquiries), "rente kari")}`,
      ),
    ).toContain("contact_enquiries_search_idx");
    expect(
      await plan(
        sql`select enquiry_id from ${enquiryInboundMail} where ${matchesWords(searchDocument(sql`${enquiryInboundMail.body}`), "rente")}`,
      ),
    ).toContain("enquiry_inbound_mail_search_idx");
  });
});
