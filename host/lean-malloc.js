// @ts-check
// glibc's malloc keeps what the process has freed: large blocks (Brotli's windows, V8's compiler zones, PGlite's
// start-up) come from its heaps, and a heap gives pages back only from its top, so an idle instance held 100 MB
// and more that nothing used (docs/decisions/0023-instance-memory.md). With these two thresholds, blocks of
// 128 kB and up are mapped on their own and returned when freed, and a heap's free top is returned at 128 kB.
// On PostgreSQL, two arenas instead of glibc's eight a core: each thread that allocates (libuv's pool compressing
// pages, V8's helpers) otherwise gets a heap of its own, and each kept 2–4 MB of freed blocks at idle. Not on the
// embedded database: there the fewer heaps held 12–14 MB more (PGlite's start-up frees into them).
// glibc reads them from the environment only as the process starts, so the host starts itself again with them,
// in place: process.execve keeps the pid, the arguments and the open standard streams. The same restart gives V8
// a young generation of 2 MB semi-spaces instead of 16: start-up's peak falls by half and an idle instance
// holds less, at the same rate of pages served (measured with `npm run bench:load`, decision 0023).
export const mallocTuning = Object.freeze({ MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" });
export const arenaTuning = Object.freeze({ MALLOC_ARENA_MAX: "2" });
export const youngGenerationFlag = "--max-semi-space-size=2";

/** Whether this process runs on glibc (musl and other systems have no such thresholds). */
function onGlibc() {
  if (process.platform !== "linux") return false;
  const header = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (process.report?.getReport() ?? {})
    .header;
  return Boolean(header?.glibcVersionRuntime);
}

/**
 * What the process should start again with: each setting unless the operator gave their own (a threshold of
 * theirs keeps both of ours out, as they go together).
 * @param {NodeJS.ProcessEnv} env @param {string[]} execArgv
 */
export function leanSettings(env, execArgv) {
  const thresholds = Object.keys(mallocTuning).some((name) => env[name] !== undefined) ? {} : mallocTuning;
  const arenas = env.DATABASE_URL && env.MALLOC_ARENA_MAX === undefined ? arenaTuning : {};
  const semiSpaceGiven = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].some((arg) =>
    /^--max[-_]semi[-_]space[-_]size\b/.test(arg),
  );
  return { env: { ...thresholds, ...arenas }, execArgv: semiSpaceGiven ? [] : [youngGenerationFlag] };
}

/**
 * Restarts the process with `leanSettings` unless it already has them, `KORTVALG_MALLOC_TUNING=0` turns it off,
 * or the runtime cannot (no glibc, no execve).
 */
export function restartWithLeanMalloc() {
  const env = process.env;
  if (env.KORTVALG_MALLOC_TUNING === "0") return;
  const settings = leanSettings(env, process.execArgv);
  if (Object.keys(settings.env).length === 0 && settings.execArgv.length === 0) return;
  if (typeof process.execve !== "function" || !onGlibc()) return;
  process.execve(
    process.execPath,
    [process.execPath, ...settings.execArgv, ...process.execArgv, ...process.argv.slice(1)],
    { ...env, ...settings.env },
  );
}
