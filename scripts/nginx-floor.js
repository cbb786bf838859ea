// @ts-check
// The static floor for `npm run bench:load`: Debian's nginx serving one page precompressed from disk, one
// worker, its access log on or off, as a reference for what our server's rate could be (issue 32). Started in
// a folder of its own, never as the system's service; gone when stopped.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

const nginxPaths = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];
const brotliModule = "/usr/share/nginx/modules/ngx_http_brotli_static_module.so";
/** Issue 32's goal: our server at least this share of nginx's rate, logging on on both. */
export const nginxRatioGoal = 0.8;

/** nginx's binary, or null when it is not installed. */
export function findNginx() {
  return nginxPaths.find((file) => existsSync(file)) ?? null;
}

/**
 * Serves `brotliBody` (a page as our server sends it to a browser that takes Brotli) at `pagePath` with
 * `Content-Encoding: br`, from disk, on 127.0.0.1:`port`. `pin` runs nginx under `taskset -c <pin>`;
 * `accessLog: false` turns its access log off (on by default, a line written per request, unbuffered).
 * @param {{ port: number, pagePath: string, brotliBody: Buffer, pin?: string, accessLog?: boolean }} options
 */
export async function startNginxFloor({ port, pagePath, brotliBody, pin, accessLog = true }) {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx er ikke installert");
  if (!existsSync(brotliModule))
    throw new Error(`nginx mangler modulen ${brotliModule} (libnginx-mod-http-brotli-static)`);
  const dir = mkdtempSync(path.join(tmpdir(), "kortvalg-nginx-"));
  const pageDir = path.join(dir, "root", ...pagePath.split("/").filter(Boolean));
  mkdirSync(pageDir, { recursive: true });
  mkdirSync(path.join(dir, "temp"));
  // brotli_static serves index.html.br when the client takes br; the plain file is there for the others.
  writeFileSync(path.join(pageDir, "index.html"), brotliDecompressSync(brotliBody));
  writeFileSync(path.join(pageDir, "index.html.br"), brotliBody);
  const temp = (/** @type {string} */ kind) => `${kind}_temp_path ${path.join(dir, "temp", kind)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `load_module ${brotliModule};
worker_processes 1;
daemon off;
master_process off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log ${accessLog ? path.join(dir, "access.log") : "off"};
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  types { text/html html; }
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, "root")};
    location / {
      brotli_static on;
      try_files $uri/index.html =404;
    }
  }
}
`,
  );
  const command = pin ? "taskset" : nginx;
  const args = [...(pin ? ["-c", pin, nginx] : []), "-c", path.join(dir, "nginx.conf"), "-p", dir];
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx stoppet ved start (kode ${child.exitCode})`);
    if (await listening(port)) break;
    if (i > 100) throw new Error("nginx startet ikke");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    /** Lines in the access log so far (0 when it is off). */
    accessLogLines() {
      const file = path.join(dir, "access.log");
      return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).length : 0;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @param {number} port */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The site beside nginx, logging on and off: req/s and p99 of each, and the site's rate as a share of nginx's
 * (the goal applies with logging on).
 * @param {Record<"on" | "off", { site?: { requests: { average: number }, latency: { p99: number } }, nginx?: { requests: { average: number }, latency: { p99: number } } }>} results
 */
export function ratioRows(results) {
  const times = (/** @type {number} */ ratio) =>
    Number.isFinite(ratio) ? `${ratio.toLocaleString("nb-NO", { maximumFractionDigits: 2 })} ×` : "–";
  let ok = true;
  const rows = /** @type {const} */ (["on", "off"]).map((turn) => {
    const { site, nginx } = results[turn];
    const ratio = (site?.requests.average ?? NaN) / (nginx?.requests.average ?? NaN);
    if (turn === "on" && !(ratio >= nginxRatioGoal)) ok = false;
    return {
      logging: turn === "on" ? "på" : "av",
      "nginx req/s": nginx ? Math.round(nginx.requests.average) : "–",
      "nginx p99 ms": nginx?.latency.p99 ?? "–",
      "Kortvalg req/s": site ? Math.round(site.requests.average) : "–",
      "Kortvalg p99 ms": site?.latency.p99 ?? "–",
      "Kortvalg / nginx": times(ratio),
      mål: turn === "on" ? `≥ ${times(nginxRatioGoal)}: ${ratio >= nginxRatioGoal ? "ok" : "MISS"}` : "–",
    };
  });
  return { rows, ok };
}
