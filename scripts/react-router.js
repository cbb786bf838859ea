// @ts-check
// `npm run build` and `npm run typecheck`: React Router's command line (the arguments passed on) without the
// deprecation warning of its own Vite servers (host/upstream-warnings.js).
import "../host/upstream-warnings.js";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const cliPackage = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
await import(pathToFileURL(path.join(path.dirname(cliPackage), "bin.js")).href);
