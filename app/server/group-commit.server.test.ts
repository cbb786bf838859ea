import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.server";

/** A fake multi-row insert that, like PostgreSQL, refuses the whole statement when any row holds a NUL. */
function fakeTable() {
  const stored: string[] = [];
  const statements: number[] = [];
  const insertMany = async (rows: string[]) => {
    statements.push(rows.length);
    if (rows.some((row) => row.includes("\u0000"))) throw new Error("invalid byte sequence for encoding \"UTF8\": 0x00");
    stored.push(...rows);
    return rows.map((row) => `id:${row}`);
  };
  return { stored, statements, insertMany };
}

describe("groupCommit", () => {
  it("writes rows that arrive together in one statement", async () => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany);
    const results = await Promise.all(["a", "b", "c"].map(insert));
    expect(results).toEqual(["id:a", "id:b", "id:c"]);
    expect(table.statements).toEqual([3]);
  });

  it.each([
    [["a", "b\u0000", "c", "d"], ["a", "c", "d"]],
    [["x\u0000", "y", "z\u0000"], ["y"]],
    [["bad\u0000"], []],
  ])("one refused row never fails another's write: %j stores %j", async (rows, expected) => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany);
    const outcomes = await Promise.allSettled(rows.map(insert));
    expect(table.stored.sort()).toEqual([...expected].sort());
    outcomes.forEach((outcome, i) => {
      const bad = rows[i]!.includes("\u0000");
      expect(outcome.status).toBe(bad ? "rejected" : "fulfilled");
      if (!bad && outcome.status === "fulfilled") expect(outcome.value).toBe(`id:${rows[i]}`);
    });
  });

  it("keeps writing rows that arrive while a failed batch is retried", async () => {
    const table = fakeTable();
    const insert = groupCommit(table.insertMany);
    const first = Promise.allSettled(["a", "b\u0000"].map(insert));
    const later = new Promise((resolve) => setImmediate(resolve)).then(() => insert("c"));
    await first;
    await expect(later).resolves.toBe("id:c");
    expect(table.stored.sort()).toEqual(["a", "c"]);
  });
});
