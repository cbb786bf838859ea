import { expect, test } from "@playwright/test";
import { bytesOnTheWire, FIRST_ROUND_TRIP_BYTES, sentOnceBestCompressed } from "./bytes-on-the-wire";
import { prerenderedPaths } from "./site-pages";

for (const path of prerenderedPaths()) {
  // In Lighthouse's simulation every request that ends before the first paint delays it by a round
  // trip; on a page without images the load event, and the favicon and manifest fetches that follow it,
  // come before the paint. So the document names nothing the browser would fetch on its own.
  test(`${path} names nothing the browser fetches before the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|manifest|preload|modulepreload)"/);
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });

  test(`${path} fits the first round trip for a first-time visitor (≤ ${FIRST_ROUND_TRIP_BYTES} bytes with headers)`, async ({
    baseURL,
  }) => {
    // No consent cookie: the heavier variant, with the cookie banner.
    const sent = await bytesOnTheWire(`${baseURL}${path}`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(sent.encoding).toBe("br");
    expect(sent.headerBytes + sent.bodyBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}

test("a sorted list page is kept and fits the first round trip once its best compression is in", async ({
  baseURL,
  request,
}) => {
  // Rendered on its first request and put out at a quick compression; the best one follows (decision 0030).
  const sent = await sentOnceBestCompressed(`${baseURL}/kredittkort?sortering=arsgebyr`);
  expect(sent.encoding).toBe("br");
  expect(sent.headerBytes + sent.bodyBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  // Kept, and asked again with its ETag: 304. Another sort is a page of its own.
  const etag = (await request.get("/kredittkort?sortering=arsgebyr")).headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get("/kredittkort?sortering=arsgebyr", { headers: { "If-None-Match": etag! } })).status()).toBe(
    304,
  );
  expect((await request.get("/kredittkort?sortering=rente")).headers().etag).not.toBe(etag);
});

test("the filter form's own spelling of a list page is served the kept page and fits the first round trip", async ({
  baseURL,
  request,
}) => {
  // A category pressed on a sorted list sends the sort first and «Alle» as `kategori=`; the default page spelled out.
  const spelled = "/kredittkort?sortering=cashback&kategori=&side=1";
  const sent = await sentOnceBestCompressed(`${baseURL}${spelled}`);
  expect(sent.encoding).toBe("br");
  expect(sent.headerBytes + sent.bodyBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  // The same page as its one spelling's: the same ETag, and the same words.
  const own = await request.get("/kredittkort?sortering=cashback");
  const other = await request.get(spelled);
  expect(other.headers().etag).toBe(own.headers().etag);
  expect(await other.text()).toBe(await own.text());
  expect((await request.get("/kredittkort?kategori=&sortering=vurdering")).headers().etag).toBe(
    (await request.get("/kredittkort?sortering=vurdering&utm_source=nyhetsbrev")).headers().etag,
  );
});

test("the favicon, touch icon and web manifest are all there, the manifest linked after the first paint", async ({
  page,
  request,
}) => {
  await page.goto("/om");
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon ?? "")).headers()["content-type"]).toBe("image/png");
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveCount(1);
  const manifest = await (await request.get((await manifestLink.getAttribute("href")) ?? "")).json();
  expect(manifest).toMatchObject({ lang: "nb", start_url: "/" });
  for (const icon of manifest.icons as Array<{ src: string }>) expect((await request.get(icon.src)).status()).toBe(200);
});
