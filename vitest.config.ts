import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "content/**/*.test.ts", "host/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    env: { LOG_QUIET: "1" },
  },
});
