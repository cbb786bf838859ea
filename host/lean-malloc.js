// @ts-check
// glibc's malloc keeps what the process has freed: large blocks (Brotli's windows, V8's compiler zones, PGlite's
// start-up) come from its heaps, and a heap gives pages back only from its top, so an idle instance held 100 MB
// and more that nothing used (docs/decisions/0023-instance-memory.md). With these two thresholds, blocks of
// 128 kB and up are mapped on their own and returned when freed, and a heap's free top is returned at 128 kB.
// glibc reads them from the environment only as the process starts, so the host starts itself again with them,
// in place: process.execve keeps the pid, the arguments and the open standard streams.
export const mallocTuning = Object.freeze({ MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" });

/** Whether this process runs on glibc (musl and other systems have no such thresholds). */
function onGlibc() {
  if (process.platform !== "linux") return false;
  const header = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (process.report?.getReport() ?? {})
    .header;
  return Boolean(header?.glibcVersionRuntime);
}

/**
 * Restarts the process with `mallocTuning` unless it already has it, an operator set either threshold
 * (theirs is kept), `KORTVALG_MALLOC_TUNING=0` turns it off, or the runtime cannot (no glibc, no execve).
 */
export function restartWithLeanMalloc() {
  const env = process.env;
  if (env.KORTVALG_MALLOC_TUNING === "0") return;
  if (Object.keys(mallocTuning).some((name) => env[name] !== undefined)) return;
  if (typeof process.execve !== "function" || !onGlibc()) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...env,
    ...mallocTuning,
  });
}
