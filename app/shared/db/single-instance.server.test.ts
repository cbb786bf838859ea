import { afterAll, describe, expect, it } from "vitest";
import { singleInstance } from "./single-instance.server";

/** Two instances on one PostgreSQL: one holds the lock, the other takes it when the first lets go or dies. */
const url = process.env.TEST_DATABASE_URL;
const key = 724_311_000 + Math.floor(Math.random() * 999);

describe("one instance at a time", () => {
  it("is always this one on the embedded database (one owner process)", async () => {
    expect(await singleInstance(undefined, key, "test").held()).toBe(true);
  });

  describe.skipIf(!url)("on PostgreSQL", () => {
    const first = singleInstance(url, key, "test-first");
    const second = singleInstance(url, key, "test-second");
    afterAll(async () => {
      await first.release();
      await second.release();
    });

    it("lets one hold it, keeps it across rounds, and hands it over when the holder lets go", async () => {
      expect(await first.held()).toBe(true);
      expect(await second.held()).toBe(false);
      expect(await first.held()).toBe(true);
      expect(await second.held()).toBe(false);
      await first.release();
      expect(await second.held()).toBe(true);
      expect(await first.held()).toBe(false);
    });

    it("is taken over when the holder's connection dies (kill -9: PostgreSQL ends its session)", async () => {
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        expect(await second.held()).toBe(true);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kortvalg-test-second'",
        );
        await expect.poll(() => first.held(), { timeout: 10_000 }).toBe(true);
        expect(await second.held()).toBe(false);
      } finally {
        await admin.end();
      }
    });
  });
});
