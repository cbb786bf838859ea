/**
 * A script that enhances a page that already works without it (forms and links do the job until it
 * runs): app/shared/ui/after-paint.client.ts loads it once the page has been painted, so the first paint waits
 * for nothing but the document. Import the script with `?url`; the same URL twice loads once.
 */
export function AfterPaintScript({ src }: { src: string }) {
  return <template data-after-paint={src} />;
}
