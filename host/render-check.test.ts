import { describe, expect, test } from "vitest";
import { availableParallelism } from "node:os";
import { idleCores, idleCoresFrom, idleCoresNow, joined } from "./render-check.js";

describe("idleCores: how many render workers a write's check starts", () => {
  test("every core on a quiet machine", () => {
    expect(idleCores(2, 0.1)).toBe(2);
    expect(idleCores(8, 0.4)).toBe(8);
  });
  test("fewer as the machine's load takes cores, never none", () => {
    expect(idleCores(2, 1)).toBe(1);
    expect(idleCores(8, 3.6)).toBe(4);
    expect(idleCores(2, 9)).toBe(1);
  });
});

describe("idleCoresNow: the cores idle over a moment, for workers started ahead of a write", () => {
  test("rounds the idle and our own share of the cores to whole workers, at least one, at most every core", () => {
    expect(idleCoresFrom(2, 1.7)).toBe(2);
    expect(idleCoresFrom(2, 1.2)).toBe(1);
    expect(idleCoresFrom(2, 0.1)).toBe(1);
    expect(idleCoresFrom(4, 9)).toBe(4);
  });
  test("reads this machine's CPU times over the window", async () => {
    const idle = await idleCoresNow(50);
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(idle).toBeLessThanOrEqual(availableParallelism());
  });
});

describe("the workers' answers joined", () => {
  const page = (path: string) => ({
    path,
    csp: "default-src 'self'",
    etag: `"${path}"`,
    body: new Uint8Array([1]),
    consentedEtag: `"${path}-c"`,
    consentedBody: new Uint8Array([2]),
  });
  const part = (paths: string[], date: string | null = "2026-11-28", paying = [8]) => ({
    pages: paths.map(page),
    paying,
    date,
  });

  test("hand over every worker's pages when all rendered on one date with the same paying cards", () => {
    const answer = joined([
      { problems: [], handedOver: part(["/", "/kort/a"]) },
      { problems: [], handedOver: part(["/kort/b"]) },
    ]);
    expect(answer.problems).toEqual([]);
    expect(answer.handOver?.pages.map((entry) => entry.path)).toEqual(["/", "/kort/a", "/kort/b"]);
    expect(answer.handOver).toMatchObject({ paying: [8], date: "2026-11-28" });
  });

  test("hand over nothing when a worker cannot vouch for its pages, or the write is refused", () => {
    const across = joined([
      { problems: [], handedOver: part(["/"]) },
      { problems: [], handedOver: part(["/kort/b"], null) },
    ]);
    expect(across.handOver).toBeNull();
    const otherDay = joined([
      { problems: [], handedOver: part(["/"]) },
      { problems: [], handedOver: part(["/kort/b"], "2026-11-29") },
    ]);
    expect(otherDay.handOver).toBeNull();
    const missing = joined([
      { problems: [], handedOver: part(["/"]) },
      { problems: [], handedOver: null },
    ]);
    expect(missing.handOver).toBeNull();
    const refused = joined([
      { problems: [{ path: "", reason: "kortlisten ble avvist" }], handedOver: null },
      { problems: [{ path: "", reason: "kortlisten ble avvist" }], handedOver: part(["/kort/b"]) },
    ]);
    // A problem of the whole list, found by every worker, is named once.
    expect(refused).toEqual({ problems: [{ path: "", reason: "kortlisten ble avvist" }], handOver: null });
  });
});
