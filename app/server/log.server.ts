/** One JSON object per line on stdout/stderr: what log collectors read without parsing rules. */
export function logEvent(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  if (level === "info" && process.env.LOG_QUIET === "1") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
