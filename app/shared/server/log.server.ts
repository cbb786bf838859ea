import pino, { type DestinationStream, type Logger } from "pino";
import { stackFrames } from "./stack-frames.server";

type Level = "info" | "warn" | "error";

/**
 * One JSON object per line, written by pino (docs/decisions/0018-request-logging-with-pino.md): `level` as a
 * word, `time` as an ISO string, the fields, then `msg`. Asynchronous: lines are queued and written by the
 * event loop; pino writes what is queued synchronously when the process exits (process.exit, a fatal error,
 * the end of SIGTERM's shutdown). Error lines to stderr, the rest to stdout.
 */
function createLogger(destination: DestinationStream): Logger<never, false> {
  return pino(
    {
      level: "info",
      base: undefined, // no pid or hostname: the fields are ours
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: escapeLineSeparators },
    },
    destination,
  );
}

let loggers: { out: Logger<never, false>; err: Logger<never, false> } | null = null;

/** Created at the first line, so the lines can be taken (logLinesTo) before any is written. */
function loggersNow() {
  loggers ??= {
    out: createLogger(pino.destination({ dest: 1, sync: false })),
    err: createLogger(pino.destination({ dest: 2, sync: false })),
  };
  return loggers;
}

/**
 * Every line, as written, to `write` at once instead of stdout and stderr: for tests (tests/support/capture-log.ts)
 * and for the render worker, which reads a failed render's reason from its error line (host/render-check.worker.js).
 * Returns the function that gives the lines back to stdout and stderr.
 */
export function logLinesTo(write: (line: string) => void): () => void {
  const previous = loggers;
  const logger = createLogger({ write });
  loggers = { out: logger, err: logger };
  return () => {
    loggers = previous;
  };
}

/** JSON.stringify and pino escape \n and \r but not these, which some collectors also split lines on. */
function escapeLineSeparators(line: string): string {
  return /[\u0085\u2028\u2029]/.test(line)
    ? line.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    : line;
}

/**
 * Logs one event: `{"level","time",...fields,"msg"}` on one line.
 * An Error anywhere in the fields is written as its errorFields, never as itself: its own properties
 * (drizzle's `params`, the driver's `detail`) hold the values of the failed query. A request's line has
 * only strings and numbers, which go to pino as they are.
 */
export function logEvent(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (level === "info" && process.env.LOG_QUIET === "1") return;
  const { out, err } = loggersNow();
  (level === "error" ? err : out)[level](safeFields(fields), msg);
}

function safeFields(fields: Record<string, unknown>): Record<string, unknown> {
  let plain = true;
  for (const key in fields) {
    const value = fields[key];
    if (value !== null && typeof value === "object") plain = false;
    else if (typeof value === "bigint") plain = false;
  }
  if (plain) return fields;
  try {
    return JSON.parse(
      JSON.stringify(fields, (_key, value: unknown) =>
        value instanceof Error ? errorFields(value) : typeof value === "bigint" ? value.toString() : value,
      ),
    ) as Record<string, unknown>;
  } catch {
    return { logError: "the fields could not be written as JSON" };
  }
}

/** What a log may say about an error: nothing the failed query or the visitor sent. */
export type ErrorFields = {
  /** The error's class, e.g. DrizzleQueryError, DatabaseError, TypeError. */
  errorName: string;
  /** One line without values: drizzle's "params:" part is cut, quoted values and e-mail addresses are replaced. */
  errorMessage: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 (unique violation), 22021 (invalid byte sequence). */
  sqlState?: string;
  /** The PostgreSQL function that raised it, e.g. _bt_check_unique. */
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** A code that is not a SQLSTATE, e.g. ECONNREFUSED, EAUTH. */
  errorCode?: string;
  /** An SMTP reply code, e.g. 550. */
  responseCode?: number;
  /** Where it was thrown: the stack's frames without the message, read back to the source files (stackFrames). */
  errorStack?: string[];
};

const PART_LENGTH = 300;
const identifier = /^[\w$.-]{1,100}$/;

/**
 * Any thrown value as safe, single-line log fields. The messages of database errors carry the
 * query's values: drizzle appends "params: Kari,Nordmann,kari@…", and PostgreSQL quotes the
 * offending value ('invalid input syntax for type integer: "…"'); its `detail` ("Key (email)=(…)")
 * is never read.
 */
export function errorFields(error: unknown): ErrorFields {
  // A redacted error's own frames: they name the storage call and, through the awaits, the route that made it.
  if (error instanceof RedactedError) {
    const frames = stackFrames(error);
    return { ...error.fields, errorMessage: error.message, ...(frames.length ? { errorStack: frames } : {}) };
  }
  if (!(error instanceof Error)) {
    return {
      errorName: typeof error,
      errorMessage: typeof error === "string" ? cleanMessage(error, new Set()) : "a thrown value that is not an Error",
    };
  }
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 4 && !chain.includes(e); e = e.cause) chain.push(e);
  const database = chain.find(isDatabaseError);
  // Names PostgreSQL may quote: the query text is drizzle's, with $1… in place of values, so what it quotes is schema.
  const known = new Set<string>();
  for (const e of chain) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === "string") for (const match of query.matchAll(/"([^"]{1,100})"/g)) known.add(match[1] ?? "");
  }
  const fields: ErrorFields = { errorName: nameOf(error), errorMessage: "" };
  if (database) {
    fields.sqlState = database.code;
    for (const key of ["routine", "table", "column", "constraint"] as const) {
      const value = database[key];
      if (typeof value === "string" && identifier.test(value)) {
        fields[key] = value;
        known.add(value);
      }
    }
  }
  const first = chain[0];
  const code = first && (first as { code?: unknown }).code;
  if (!database && typeof code === "string" && /^[A-Z][A-Z0-9_]{1,39}$/.test(code)) fields.errorCode = code;
  const responseCode = first && (first as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === "number") fields.responseCode = responseCode;
  const messages: string[] = [];
  for (const e of chain) {
    const message = cleanMessage(e.message, known);
    if (message && !messages.some((m) => m.includes(message))) messages.push(message);
  }
  fields.errorMessage = messages.join(" | ") || "(no message)";
  const frames = stackFrames(error);
  if (frames.length) fields.errorStack = frames;
  return fields;
}

/**
 * An error that is safe to print however it is printed (String(error), error.stack, console.error):
 * its message and fields come from errorFields of the original, which is dropped with its cause.
 * Storage code throws this instead of the driver's error, so no caller can log a visitor's values.
 */
export class RedactedError extends Error {
  readonly fields: ErrorFields;
  constructor(what: string, original: unknown) {
    const fields = errorFields(original);
    super(`${what}: ${fields.errorMessage}`);
    this.name = "RedactedError";
    this.fields = fields;
  }
}

/** Runs database work and rethrows any failure as a RedactedError saying what failed. */
export async function redactErrors<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new RedactedError(what, error);
  }
}

type DatabaseErrorShape = Error & {
  code: string;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
};

/** node-postgres and PGlite both give PostgreSQL's error fields: a severity and a five-character SQLSTATE. */
function isDatabaseError(error: Error): error is DatabaseErrorShape {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === "string" && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

function nameOf(error: Error): string {
  if (isDatabaseError(error)) return "DatabaseError";
  // Drizzle's errors keep the name "Error"; the class says more. A minified class name says nothing.
  const className = error.constructor?.name;
  const name = className && className !== "Error" && className.length > 2 ? className : error.name;
  return identifier.test(name) ? name : "Error";
}

function cleanMessage(message: string, known: Set<string>): string {
  let text = message;
  const params = text.search(/(^|\s)params:/);
  if (params !== -1) text = text.slice(0, params);
  text = text
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (known.has(inner) ? quoted : '"…"'))
    .replace(/'[^']*'/g, "'…'")
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "<e-post>")
    .replace(/[\p{Cc}\u0085\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > PART_LENGTH ? `${text.slice(0, PART_LENGTH - 1)}…` : text;
}
