/**
 * The inbox's teamwork rules that are not I/O (docs/decisions/0026): how long "has it open" lasts, how a
 * saved reply is filled in and where it goes, and how a signature is added to a reply.
 */

/** A colleague "has the enquiry open" for this long after their page last said so. */
export const PRESENCE_SECONDS = 120;
/** How often an open page says so (app/admin/enquiries/presence.client.ts): well inside PRESENCE_SECONDS. */
export const PRESENCE_POLL_SECONDS = 15;
/** A draft is saved this long after the last keystroke (app/admin/enquiries/reply-form.client.ts). */
export const DRAFT_DEBOUNCE_MS = 1500;

export const savedReplyLimits = { title: 80, body: 5_000 } as const;
export const signatureMax = 500;

/** The placeholders a saved reply may use, filled in from the enquiry. */
export function fillSavedReply(text: string, visitor: { firstName: string; lastName: string }): string {
  const first = visitor.firstName.trim();
  const whole = `${first} ${visitor.lastName.trim()}`.trim();
  return text.replace(/\{fornavn\}/g, first).replace(/\{navn\}/g, whole);
}

/**
 * Where a saved reply goes when the browser cannot say (no JavaScript): into the empty lines the form
 * starts with between greeting and sign-off, else before the sign-off («Hilsen …»), else at the end.
 */
export function insertSavedReply(current: string, text: string): string {
  const body = current.replace(/\r\n?/g, "\n");
  const gap = body.indexOf("\n\n\n\n");
  if (gap >= 0) return `${body.slice(0, gap)}\n\n${text}\n\n${body.slice(gap + 4)}`;
  const lines = body.split("\n");
  const signOff = lines.findLastIndex((line) => /^(?:hilsen|vennlig hilsen|med vennlig hilsen)\b/i.test(line.trim()));
  if (signOff > 0) {
    const before = lines.slice(0, signOff).join("\n").replace(/\n+$/, "");
    return `${before}\n\n${text}\n\n${lines.slice(signOff).join("\n")}`;
  }
  return body.trim() ? `${body.replace(/\n+$/, "")}\n\n${text}` : text;
}

/** The reply as sent: the typed text, then the writer's signature (shown under the field before sending). */
export function withSignature(body: string, signature: string): string {
  const sign = signature.trim();
  return sign ? `${body.replace(/\s+$/, "")}\n\n${sign}` : body;
}
