import { sql, type SQL } from "drizzle-orm";

/**
 * Word-prefix search served by PostgreSQL's built-in full-text search, which PGlite has too with no extension
 * (decision 0027, «Searches»). The 'simple' configuration lowercases and does not stem, so names and the parts of
 * an address stay as typed. An address is split on @ . - _ + / into words first: the default parser keeps
 * «ola.nordmann@example.no» whole as one e-mail token, which no prefix of «nordmann» or «example» would find.
 * The index and the query must use the very same expression for the planner to use the index.
 */
export function searchDocument(text: SQL): SQL {
  return sql`to_tsvector('simple', translate(${text}, '@.-_+/', '      '))`;
}

/**
 * The words a user typed, as the operands of a tsquery: only runs of letters and digits, so an operator
 * (& | ! ( ) : * ' <->) or a backslash is a separator and never syntax. Null when no word is left.
 */
export function searchWords(typed: string): string[] {
  return typed
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20);
}

/**
 * `document @@ query`: every typed word the prefix of a word in the document (ANDed, `word:*`). to_tsquery
 * lowercases each word with the same configuration as the document. No word (only punctuation typed): nothing
 * matches.
 */
export function matchesWords(document: SQL, typed: string): SQL {
  const words = searchWords(typed);
  if (words.length === 0) return sql`false`;
  const query = words.map((word) => `${word}:*`).join(" & ");
  return sql`${document} @@ to_tsquery('simple', ${query})`;
}
