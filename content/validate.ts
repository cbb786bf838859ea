import type { z } from "zod";

/**
 * Parses one content list with its schema and throws an error naming the list, the
 * entry and the field, so a content mistake fails the build with a usable message.
 * `safeParse` is the schema's own unless a caller keeps parses it has made (the card store, by the facts' text).
 */
export function parseContent<T extends z.ZodType>(
  listName: string,
  schema: T,
  input: unknown[],
  label: (raw: unknown, index: number) => string = (_, index) => `nr. ${index + 1}`,
  safeParse: (raw: unknown) => z.ZodSafeParseResult<z.infer<T>> = (raw) => schema.safeParse(raw),
): Array<z.infer<T>> {
  const problems: string[] = [];
  const parsed = input.flatMap((raw, index) => {
    const result = safeParse(raw);
    if (result.success) return [result.data as z.infer<T>];
    for (const issue of result.error.issues) {
      problems.push(
        `${listName} ${label(raw, index)}: feltet «${issue.path.join(".") || "(oppføringen)"}» ${issue.message}`,
      );
    }
    return [];
  });
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
  return parsed;
}

/** Labels an entry by one of its text fields, falling back to its position. */
export const labelBy =
  (field: string) =>
  (raw: unknown, index: number): string => {
    const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
    return typeof value === "string" ? `«${value}»` : `nr. ${index + 1}`;
  };

/** Throws the problems found by a check as one content error, in parseContent's words; does nothing when there are none. */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`Ugyldig innhold:\n- ${problems.join("\n- ")}`);
}
