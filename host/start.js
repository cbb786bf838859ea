// @ts-check
// `npm start`: build once if needed, then serve.
import { restartWithLeanMalloc } from "./lean-malloc.js";
import { ensureBuild } from "./ensure-build.js";

// First, before anything is allocated: it may start the process again, in place, with a leaner malloc.
restartWithLeanMalloc();
ensureBuild();
await import("./index.js");
