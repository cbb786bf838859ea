/**
 * What the host (host/*.js) uses from the loaded build: the server entry's exports, one type. The host
 * imports only this type (JSDoc), never app code: it reads the values from build/server/index.js.
 */
import type * as entry from "./entry.server";

export type HostExports = typeof entry;
