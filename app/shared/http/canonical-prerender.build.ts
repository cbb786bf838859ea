// The prerendered pages rendered again at their own address, at the end of the build (react-router.config.ts,
// `buildEnd`). With `v8_trailingSlashAwareDataRequests` (React Router 8's behaviour) React Router renders a
// page's HTML from "/kredittkort/", the folder its index.html is written to, and the page then shows that
// address: its forms post to "/kredittkort/", which answers 301 here, and it differs from the page the
// server renders for "/kredittkort", so the host replaced it at start (docs/decisions/0019, stop 47).
// Build-time only: nothing the server runs imports this file.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

const redirects = new Set([301, 302, 303, 307, 308]);

/** Writes each prerendered page's index.html as the server renders the page's own address; returns how many. */
export async function prerenderAtOwnAddress(buildDirectory: string): Promise<number> {
  const serverFile = path.join(buildDirectory, "server", "index.js");
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverFile).href)) as ServerBuild;
  const render = createRequestHandler(build, "production");
  let written = 0;
  for (const urlPath of build.prerender) {
    // "/" is rendered from "/" already; resource routes (no index.html) keep their file.
    const file = path.join(buildDirectory, "client", ...urlPath.split("/"), "index.html");
    if (urlPath === "/" || !existsSync(file)) continue;
    const response = await render(new Request(`http://localhost${urlPath}`));
    if (redirects.has(response.status)) continue; // React Router's redirect page, written from the same answer
    if (response.status !== 200) throw new Error(`prerender: ${urlPath} svarte ${response.status}`);
    await writeFile(file, await response.text());
    written++;
  }
  return written;
}
