/**
 * An SVG as a data: URL, for images the first paint must not wait a request for (the favicon, a
 * card page's card). Escaped only where a URL or React's attribute escaping needs it: quotes, angle
 * brackets, '#' (a fragment) and '%', and line breaks; everything else stays readable and small.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/["<>#%\r\n]/g, encodeURIComponent)}`;
}
