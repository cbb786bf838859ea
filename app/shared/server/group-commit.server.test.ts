import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "../../../tests/support/capture-log";
import { groupCommit } from "./group-commit.server";

let log: ReturnType<typeof captureLog>;
let logged: string[] = [];
beforeEach(() => {
  log = captureLog();
  logged = log.lines;
});
afterEach(() => log.restore());

/** A fake multi-row insert that, like PostgreSQL, refuses the whole statement when any row holds a NUL. */
function fakeTable() {
  const stored: string[] = [];
  const statements: number[] = [];
  const insertMany = async (rows: string[]) => {
    statements.push(rows.length);
    // Like drizzle's DrizzleQueryError: the message ends with every row's values.
    if (rows.some((row) => row.includes("\u0000")))
      throw new Error(`Failed query: insert into "t" values ($1)\nparams: ${rows.join(",")}`);
    stored.push(...rows);
    return rows.map((row) => `id:${row}`);
  };
  return { stored, statements, insertMany };
}

describe("groupCommit", () => {
  it("writes rows that arrive together in one statement", async () => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany, { name: "test" });
    const results = await Promise.all(["a", "b", "c"].map(insert));
    expect(results).toEqual(["id:a", "id:b", "id:c"]);
    expect(table.statements).toEqual([3]);
  });

  it.each([
    [
      ["a", "b\u0000", "c", "d"],
      ["a", "c", "d"],
    ],
    [["x\u0000", "y", "z\u0000"], ["y"]],
    [["bad\u0000"], []],
  ])("one refused row never fails another's write: %j stores %j", async (rows, expected) => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany, { name: "test" });
    const outcomes = await Promise.allSettled(rows.map(insert));
    expect(table.stored.sort()).toEqual([...expected].sort());
    outcomes.forEach((outcome, i) => {
      const bad = rows[i]!.includes("\u0000");
      expect(outcome.status).toBe(bad ? "rejected" : "fulfilled");
      if (!bad && outcome.status === "fulfilled") expect(outcome.value).toBe(`id:${rows[i]}`);
    });
    // A refused batch is logged once, as one JSON line without the rows' values.
    expect(logged).toHaveLength(rows.length > 1 ? 1 : 0);
    for (const line of logged) {
      expect(JSON.parse(line)).toMatchObject({
        level: "warn",
        table: "test",
        rows: rows.length,
        errorMessage: 'Failed query: insert into "…" values ($1)',
      });
      expect(line).not.toMatch(/params|\\u0000/);
    }
  });

  it("keeps writing rows that arrive while a failed batch is retried", async () => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany, { name: "test" });
    const first = Promise.allSettled(["a", "b\u0000"].map(insert));
    const later = new Promise((resolve) => setImmediate(resolve)).then(() => insert("c"));
    await first;
    await expect(later).resolves.toBe("id:c");
    expect(table.stored.sort()).toEqual(["a", "c"]);
  });
});
