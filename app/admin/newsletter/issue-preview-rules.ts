/** Where the issue page's script posts the draft as typed (issue-preview.route.ts, app/routes.ts). */
export const LIVE_PREVIEW_URL = "/admin/nyhetsbrev/forhandsvisning";

/**
 * The preview is asked for this long after the last keystroke: a pause between words, not every key. With the
 * render (a few milliseconds) and the round trip it follows the text within about half a second.
 */
export const LIVE_PREVIEW_DEBOUNCE_MS = 300;

/**
 * And at most one request a second: every post under /admin counts against the client's 600 in 10 minutes
 * (README), which a preview at every short pause could use up for a whole office behind one address.
 */
export const LIVE_PREVIEW_MIN_GAP_MS = 1_000;
