import type { APIRequestContext } from "@playwright/test";

/**
 * What the server answers at a URL, its redirect not followed: the status and where it sends the reader, as
 * «301 /kort/ny-adresse», «302 https://banken.no/…» or «200 ». For expect.poll while a change reaches a server.
 */
export async function answerAt(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ""}`;
}
