import { spawn, type ChildProcess } from "node:child_process";

/** Starts the production server (the current build) as its own process; resolves once it listens. */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, "server/index.js"], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_REQUESTS: "0", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("server listening")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
