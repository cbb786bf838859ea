import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Components get data from loaders: importing validated content would put zod in the browser bundle.
    // Only route modules (*.route.tsx) and server modules (*.server.ts) may read content or zod.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.route.tsx", "app/**/*.server.tsx", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["\\#content/*", "!\\#content/site", "!\\#content/card-constants", "zod", "zod/*"],
              allowTypeImports: true,
              message: "Komponenter får innhold som props fra loaderen; importer bare typer herfra.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    // Browser scripts: bundled for the browser (vite.config.ts), so Node's globals are not theirs.
    files: ["app/**/*.client.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
