import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { contactEnquiries } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { INBOX_PAGE, inboxPageQuery, listEnquiries, type InboxQuery } from "./enquiries.server";

/**
 * The inbox's «Alle» at the bench's volume (10 000 enquiries, scripts/bench-lists.js): its order comes from an
 * index, so a page reads its own rows and not every enquiry to sort them, on both databases; and the order is still
 * the inbox's (new first and oldest first, then latest contact first, id last).
 */

const ENQUIRIES = 10_000;

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(testDatabaseKinds)("the inbox with 10 000 enquiries on the %s database", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // As the bench writes them, with some spam, and a last contact that is not the arrival (replies came later).
    await database.db.execute(sql`
      insert into contact_enquiries (first_name, last_name, email, subject, message, created_at, last_contact_at, status, first_answered_at)
      select 'Kari' || g, 'Nordmann', 'kari' || g || '@example.no', 'general', 'Spørsmål nummer ' || g,
             now() - make_interval(hours => ${ENQUIRIES} - g),
             now() - make_interval(hours => ${ENQUIRIES} - g) + make_interval(mins => (g * 7919) % 5000),
             case when g % 10 = 0 then 'new' when g % 97 = 0 then 'spam' when g % 3 = 0 then 'closed' else 'answered' end,
             case when g % 10 = 0 then null else now() - make_interval(hours => ${ENQUIRIES} - g - 2) end
      from generate_series(1, ${ENQUIRIES}) g`);
    await database.db.execute(sql`analyze contact_enquiries`);
  }, 120_000);
  afterAll(() => database.close());

  /** The plan PostgreSQL ran for one page, with what each node read. */
  async function planOf(query: InboxQuery, page: number): Promise<PlanNode[]> {
    const result = (await database.db.execute(
      sql`explain (analyze, format json) ${inboxPageQuery(database.db, query, page)}`,
    )) as unknown as { rows: Array<{ "QUERY PLAN": unknown }> };
    const cell = result.rows[0]?.["QUERY PLAN"];
    const [top] = (typeof cell === "string" ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    return nodesOf(top!.Plan);
  }
  /** Rows of contact_enquiries the plan read: returned and filtered out, in every loop. */
  const enquiryRowsRead = (nodes: PlanNode[]) =>
    nodes
      .filter((node) => node["Relation Name"] === "contact_enquiries")
      .reduce(
        (sum, node) =>
          sum + (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) + (node["Rows Removed by Filter"] ?? 0),
        0,
      );

  for (const page of [1, 3]) {
    it(`«Alle», page ${page}: a page's rows read in order from an index, nothing sorted`, async () => {
      const nodes = await planOf({ filter: "alle", search: "" }, page);
      expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(nodes.filter((node) => node["Relation Name"] === "contact_enquiries")).not.toContainEqual(
        expect.objectContaining({ "Node Type": "Seq Scan" }),
      );
      // The rows up to this page's last, and the few spam rows among them: not the 10 000.
      expect(enquiryRowsRead(nodes)).toBeLessThanOrEqual(page * INBOX_PAGE * 1.1);
    });
  }

  it("«Alle» keeps the inbox's order: new first and oldest first, then latest contact first, id last", async () => {
    const all = await database.db
      .select({
        id: contactEnquiries.id,
        status: contactEnquiries.status,
        createdAt: contactEnquiries.createdAt,
        lastContactAt: contactEnquiries.lastContactAt,
      })
      .from(contactEnquiries);
    const expected = all
      .filter((row) => row.status !== "spam")
      .sort((a, b) => {
        const aNew = a.status === "new";
        const bNew = b.status === "new";
        if (aNew !== bNew) return aNew ? -1 : 1;
        if (aNew && a.createdAt.getTime() !== b.createdAt.getTime())
          return a.createdAt.getTime() - b.createdAt.getTime();
        if (a.lastContactAt.getTime() !== b.lastContactAt.getTime())
          return b.lastContactAt.getTime() - a.lastContactAt.getTime();
        return a.id - b.id;
      })
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(9_000);
    // The first page, the last of the new ones (1 in 10) and the first of the others, and the last.
    const pages = Math.ceil(expected.length / INBOX_PAGE);
    const lastNew = ENQUIRIES / 10 / INBOX_PAGE;
    for (const page of [1, lastNew, lastNew + 1, pages]) {
      const listed = await listEnquiries(database.db, { filter: "alle", search: "", page });
      expect(listed.pages).toBe(pages);
      expect(listed.rows.map((row) => row.id)).toEqual(expected.slice((page - 1) * INBOX_PAGE, page * INBOX_PAGE));
    }
  });
});
