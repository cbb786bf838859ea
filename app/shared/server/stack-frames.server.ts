import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A logged error's frames, read back to the source: the server build is minified (vite.config.ts), so V8's
// frames say `build/server/index.js:1111:84174`. The build writes its source map beside it; the map is read at
// the first error logged, not at start (an idle instance holds nothing for it: decision 0023), and let go a
// while after the last, so a burst of errors reads it once. A frame is looked up by one pass over the map's
// `mappings` that keeps only the running position: Node's SourceMap and @jridgewell/trace-mapping both decode
// the whole map into arrays first, 0,45 s and 40–64 MB for the server build's 0,9 MB map (measured, 0023).

/** Frames logged of one error: enough to find the route and what it called, bounded whatever was thrown. */
const MAX_FRAMES = 10;
const FRAME_LENGTH = 200;
/** How long a read map is kept after the last error that used it. */
const KEEP_MS = 60_000;
/** Files whose map (or lack of one) is remembered: the build, and the libraries' files that appear in frames. */
const MAX_FILES = 64;

/** A read map, and the positions already looked up in it (an error repeated in a burst is looked up once). */
type LoadedMap = { mappings: string; sources: string[]; folder: string; found: Map<string, Position | null> };
type Position = { source: number; line: number; column: number };
const MAX_POSITIONS = 256;
const maps = new Map<string, LoadedMap | null>();
let dropTimer: ReturnType<typeof setTimeout> | null = null;

function mapOf(file: string): LoadedMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    map = null;
    try {
      const payload = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { mappings?: unknown; sources?: unknown };
      const { mappings, sources } = payload;
      if (typeof mappings === "string" && Array.isArray(sources))
        map = { mappings, sources: sources.map(String), folder: path.dirname(file), found: new Map() };
    } catch {
      // no map beside it (a library's file), or one that does not read: the frame stays as V8 gave it
    }
    if (maps.size >= MAX_FILES) maps.clear();
    maps.set(file, map);
  }
  dropTimer ??= setTimeout(() => {
    maps.clear();
    dropTimer = null;
  }, KEEP_MS).unref();
  dropTimer.refresh();
  return map;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const digitOf = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) digitOf[BASE64.charCodeAt(i)] = i;

/**
 * Where generated line `line` (0-based), column `column` (0-based) came from: the last segment on that line at
 * or before the column (Source Map Revision 3, «mappings»: segments of base64 VLQ fields, each relative to the
 * previous one; `;` ends a generated line, `,` a segment). One pass, nothing kept but the running values.
 */
export function originalPosition(mappings: string, line: number, column: number): Position | null {
  let generatedLine = 0;
  let generatedColumn = 0;
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  let found: Position | null = null;
  const fields = [0, 0, 0, 0, 0];
  let i = 0;
  while (i < mappings.length && generatedLine <= line) {
    const char = mappings.charCodeAt(i);
    if (char === 59 /* ; */) {
      generatedLine++;
      generatedColumn = 0;
      i++;
      continue;
    }
    if (char === 44 /* , */) {
      i++;
      continue;
    }
    let count = 0;
    while (i < mappings.length && count < 5) {
      const next = mappings.charCodeAt(i);
      if (next === 59 || next === 44) break;
      let value = 0;
      let shift = 0;
      let digit: number;
      do {
        digit = digitOf[mappings.charCodeAt(i++)] ?? -1;
        if (digit < 0) return found; // not base64: a broken map says nothing more
        value += (digit & 31) * 2 ** shift;
        shift += 5;
      } while (digit & 32);
      fields[count++] = value % 2 ? -(value - 1) / 2 : value / 2;
    }
    generatedColumn += fields[0] ?? 0;
    if (count >= 4) {
      source += fields[1] ?? 0;
      sourceLine += fields[2] ?? 0;
      sourceColumn += fields[3] ?? 0;
    }
    if (generatedLine === line) {
      if (generatedColumn > column) break;
      // A segment of one field (generated code from no source, such as a closing brace) is passed over, as
      // Node's SourceMap does: the source position before it is the one a reader wants.
      if (count >= 4) found = { source, line: sourceLine, column: sourceColumn };
    }
  }
  return found;
}

/** A path as the operator reads it: relative to the working folder (the project's) when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

const framePattern = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

/**
 * An error's stack frames without its message (which may hold a visitor's values), each as
 * `name (file:line:column)`: a frame in a file with a source map beside it (the server build) names the
 * source file and line instead, e.g. `loader (app/site/search/search.route.tsx:42:11)`.
 */
export function stackFrames(error: Error): string[] {
  const stack = typeof error.stack === "string" ? error.stack : "";
  const frames: string[] = [];
  for (const line of stack.split("\n")) {
    if (frames.length >= MAX_FRAMES) break;
    const match = framePattern.exec(line);
    if (!match) continue;
    const [, name = "", location = "", lineText = "", columnText = ""] = match;
    if (location.startsWith("node:")) continue; // Node's own internals say nothing about our code
    let file = location;
    let line1 = Number(lineText);
    let column1 = Number(columnText);
    if (location.startsWith("file://") || path.isAbsolute(location)) {
      const absolute = location.startsWith("file://") ? fileURLToPath(location) : location;
      file = absolute;
      const map = mapOf(absolute);
      if (map) {
        const key = `${line1}:${column1}`;
        let origin = map.found.get(key);
        if (origin === undefined) {
          origin = originalPosition(map.mappings, line1 - 1, column1 - 1);
          if (map.found.size >= MAX_POSITIONS) map.found.clear();
          map.found.set(key, origin);
        }
        const source = origin ? map.sources[origin.source] : undefined;
        if (origin && source !== undefined) {
          file = source.startsWith("file://") ? fileURLToPath(source) : path.resolve(map.folder, source);
          line1 = origin.line + 1;
          column1 = origin.column + 1;
        }
      }
      file = shown(file);
    }
    const where = `${file}:${line1}:${column1}`;
    frames.push((name ? `${name} (${where})` : where).slice(0, FRAME_LENGTH));
  }
  return frames;
}
