// @ts-check
// Drops warnings that libraries print on every run and that we cannot act on; every other warning is printed
// as it was. Imported first by the commands that run React Router's Vite servers (scripts/react-router.js,
// host/dev.js), by the server (host/index.js) and by the unit tests (tests/support/log-per-test.ts).

// "The `envFile` option is deprecated": @react-router/dev 7.18 creates its own Vite servers with
// `envFile: false` (dist/cli/index.js, dist/vite.js), which Vite 8 deprecates; React Router 8 passes
// `envDir: false`. Nothing of ours sets it. Remove with the move to React Router 8.
const warn = console.warn;
console.warn = (/** @type {unknown[]} */ ...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

// "The supports Web Crypto API method is an experimental feature" and "The ML-DSA-44 Web Crypto API algorithm
// is an experimental feature": @simplewebauthn/server 14 asks Node which key algorithms it supports when it
// makes a passkey registration's options (runtimeSupportsWebCryptoKeyAlg), and Node 24 marks both as
// experimental. A staff member adding a passkey is not a fault to report on stderr.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = /** @type {typeof process.emitWarning} */ (
  (/** @type {string | Error} */ warning, /** @type {any[]} */ ...rest) => {
    const message = typeof warning === "string" ? warning : warning.message;
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0]?.type ?? (warning instanceof Error && warning.name));
    if (type === "ExperimentalWarning" && /\bWeb Crypto API\b/.test(message)) return;
    emitWarning(warning, ...rest);
  }
);
