/**
 * Rows written a batch to a statement: a sync of the whole market writes some 300 card versions and links,
 * one round trip each before (decision 0030). A hundred rows keep a statement's parameters (a few per row) and
 * its JSON well inside what either database takes.
 */
export const ROWS_PER_STATEMENT = 100;

/** `items` in order, `size` at a time. */
export function batches<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a batch holds at least one item, not ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
