/**
 * Whether the open data shares the facts Finansportalen's feed supplies (decision 0012, stop 44): off unless
 * the host says its agreement allows it (FINANSPORTALEN_OPEN_DATA, read in host/config.js). Installed once
 * at start, before any request; the build and the render check, which have no host, keep it off.
 */
let shared = false;

export function installFeedSharing(allowed: boolean): void {
  shared = allowed;
}

export const feedFactsShared = (): boolean => shared;
