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
        `${listName} ${label(raw, index)}: feltet «${issue.path.join(".") || "(oppføringen)"}» ${issueMessage(issue)}`,
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

const typeWords: Record<string, string> = {
  number: "et tall",
  int: "et helt tall",
  string: "en tekst",
  boolean: "true eller false",
  array: "en liste",
  object: "et objekt",
};

/**
 * An issue's message in Norwegian. The schemas' own messages are already; zod's built-in ones (a value of the
 * wrong type, one not among the choices, a field the schema does not have) are English, and are said here instead.
 * Used for every content list, so it says "felt", not what the list holds.
 */
export function issueMessage(issue: {
  code?: string;
  message: string;
  expected?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
}): string {
  // A schema's own message stands (`.int("må være et helt antall kroner")` is an invalid_type too).
  if (!/^(Invalid (input|option)|Unrecognized key)/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      if (/received undefined$/.test(issue.message)) return "mangler";
      return `må være ${typeWords[String(issue.expected)] ?? "av en annen type"}`;
    case "invalid_value":
      return `må være en av ${(issue.values ?? []).map((value) => `«${String(value)}»`).join(", ")}`;
    case "unrecognized_keys":
      return `har felt som ikke finnes: ${(issue.keys ?? []).map((key) => `«${key}»`).join(", ")}`;
    default:
      return issue.message;
  }
}
