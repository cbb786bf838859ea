import { defineConfig } from "vitest/config";
import { clientScripts, clientSources, inlineScripts } from "./vite.config.ts";

export default defineConfig({
  // Components import their browser scripts as the build does (?client, ?inline-script).
  plugins: [inlineScripts(), clientSources(), clientScripts()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "content/**/*.test.ts", "host/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    env: { LOG_QUIET: "1" },
    setupFiles: ["tests/support/log-per-test.ts"],
  },
});
