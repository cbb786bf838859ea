// @ts-check
// `npm start`: build once if needed, then serve.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
await import("./index.js");
