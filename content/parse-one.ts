import type { z } from "zod";
import { parseContent } from "./validate";

/** parseContent for a single record (a page's facts), with the same build-time error messages. */
export function parseOne<T extends z.ZodType>(name: string, schema: T, raw: unknown): z.infer<T> {
  const [parsed] = parseContent(name, schema, [raw], () => "");
  if (parsed === undefined) throw new Error(`Ugyldig innhold: ${name} mangler`);
  return parsed;
}
