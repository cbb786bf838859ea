import { describe, expect, it } from "vitest";
import { dropDatabase } from "./drop-database.js";

/** A client whose answers are scripted: an error code to throw, or null to succeed. */
function scripted(answers: Array<string | null>) {
  const sent: string[] = [];
  return {
    sent,
    async query(sql: string) {
      sent.push(sql.includes("with (force)") ? "force" : "plain");
      const code = answers.shift();
      if (code) throw Object.assign(new Error(`error ${code}`), { code });
    },
  };
}

describe("dropDatabase", () => {
  it.each([
    { case: "force works", answers: [null], sent: ["force"] },
    { case: "autovacuum blocks force (42501): a plain drop", answers: ["42501", null], sent: ["force", "plain"] },
    { case: "still in use (55006), then free", answers: ["42501", "55006", null], sent: ["force", "plain", "force"] },
  ])("$case", async ({ answers, sent }) => {
    const client = scripted(answers);
    await dropDatabase(client, "kortvalg_test_ab12");
    expect(client.sent).toEqual(sent);
  });

  it("gives up on other errors at once", async () => {
    const client = scripted(["42P01"]);
    await expect(dropDatabase(client, "kortvalg_test_ab12")).rejects.toMatchObject({ code: "42P01" });
    expect(client.sent).toEqual(["force"]);
  });

  it("refuses a name that is not a plain identifier, sending nothing", async () => {
    const client = scripted([]);
    await expect(dropDatabase(client, "x; drop database postgres")).rejects.toThrow(/not a database name/);
    expect(client.sent).toEqual([]);
  });
});
