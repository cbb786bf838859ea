import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Scripts are always files (never data: URLs), so the Content Security Policy can stay strict.
    assetsInlineLimit: (filePath) => (filePath.endsWith(".js") ? false : undefined),
  },
});
