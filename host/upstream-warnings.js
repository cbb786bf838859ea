// @ts-check
// Drops warnings that libraries print on every run and that we cannot act on; every other warning is printed
// as it was. Imported first by the development server
// (host/dev.js), by the server (host/index.js) and by the unit tests (tests/support/log-per-test.ts).

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
