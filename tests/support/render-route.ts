import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** A route module as a test renders it: its loader, its page and its meta. */
export type PageModule = {
  loader?: (args: never) => unknown;
  meta?: (args: never) => unknown;
  default: unknown;
};

/**
 * A page as the server renders it for `url`: the loader run on a GET of that address, the component rendered
 * to HTML with its data, and the <title> its meta gives.
 */
export async function renderRoute(module: PageModule, url: string): Promise<{ markup: string; title: string }> {
  const request = new Request(`http://localhost${url}`);
  const result = module.loader ? await module.loader({ request, params: {}, context: {} } as never) : undefined;
  const loaderData =
    result && typeof result === "object" && "data" in result && (result as { data?: unknown }).data !== undefined
      ? (result as { data: unknown }).data
      : result;
  const Page = module.default as ComponentType<object>;
  const Stub = createRoutesStub([
    { path: new URL(url, "http://localhost").pathname, Component: () => createElement(Page, { loaderData } as object) },
  ]);
  const markup = renderToStaticMarkup(createElement(Stub, { initialEntries: [url] }));
  const meta = (module.meta?.({ loaderData, location: new URL(request.url), params: {}, matches: [] } as never) ??
    []) as Array<{ title?: string }>;
  return { markup, title: meta.find((entry) => entry.title !== undefined)?.title ?? "" };
}

/** The visible text of some markup: tags out, spaces of every kind as one. */
export const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The text of every element `tag` in the markup (h1, h2, …), in order. */
export const elementsText = (markup: string, tag: string) =>
  [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => textOf(match[1]!));
