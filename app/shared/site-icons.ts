import faviconSvg from "../../public/favicon.svg?raw";
import { svgDataUri } from "~/shared/format/svg-data-uri";

/**
 * The favicon, written into every page as a data: URL: a favicon file is fetched by the browser as
 * soon as the page has loaded, and on a fast page that is before the first paint, one more request
 * the first paint then waits for in Lighthouse's simulation (docs/decisions/0004-serving-fast.md).
 * public/favicon.svg stays the one source.
 */
export const faviconHref = svgDataUri(faviconSvg);

/** Search engines and home screens take a file: Google accepts apple-touch-icon as the site's favicon. */
export const touchIconHref = "/icon-192.png";

/** Added by app/shared/ui/after-paint.client.ts after the first paint, for the same reason as above. */
export const manifestHref = "/manifest.webmanifest";
