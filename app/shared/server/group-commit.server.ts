import { errorFields, logEvent } from "./log.server";

/**
 * Group commit: rows that arrive while a write is in progress wait and go to the database together, in
 * one multi-row insert. Each caller's promise settles only after the insert holding its row has committed,
 * so an answer never runs ahead of the data; under load many requests share one round trip (the embedded
 * database runs on the server's own thread, so fewer statements means a freer event loop).
 * A batch that fails is written again row by row, so one row the database refuses can never fail
 * another visitor's write: only its own caller sees the error. The batch's error is logged only as
 * errorFields: its message lists every row's values.
 */
export function groupCommit<Row, Result>(
  insertMany: (rows: Row[]) => Promise<Result[]>,
  options: { name: string; maxBatch?: number },
) {
  const maxBatch = options.maxBatch ?? 500;
  type Pending = { row: Row; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let writing = false;

  async function insertOne(pending: Pending) {
    try {
      const [result] = await insertMany([pending.row]);
      if (result === undefined) throw new Error("group commit: no result for the row");
      pending.resolve(result);
    } catch (error) {
      pending.reject(error);
    }
  }

  async function flush() {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const results = await insertMany(batch.map((pending) => pending.row));
      if (results.length !== batch.length)
        throw new Error(`group commit: ${results.length} results for ${batch.length} rows`);
      batch.forEach((pending, i) => pending.resolve(results[i] as Result));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else {
        logEvent("warn", "group commit: batch refused, writing row by row", {
          ...errorFields(error),
          table: options.name,
          rows: batch.length,
        });
        for (const pending of batch) await insertOne(pending);
      }
    } finally {
      writing = false;
      if (queue.length > 0) void flush();
    }
  }

  return (row: Row) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      // The rest of this tick's requests join the same batch.
      if (!writing) setImmediate(flush);
    });
}
