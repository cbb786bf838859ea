// @ts-check
// Imported first by the commands that run React Router's Vite servers (scripts/react-router.js, host/dev.js):
// drops the one deprecation warning they print on every run, "The `envFile` option is deprecated".
// @react-router/dev 7.18 creates its own Vite servers with `envFile: false` (dist/cli/index.js, dist/vite.js),
// which Vite 8 deprecates; React Router 8 passes `envDir: false`. Nothing of ours sets it. Remove with the
// move to React Router 8. Every other warning is printed as it was.
const warn = console.warn;
console.warn = (/** @type {unknown[]} */ ...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};
