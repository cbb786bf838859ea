import type { ServerBuild } from "react-router";

/**
 * A production build of just these route modules under an empty root, for tests that drive React Router's
 * request handler (createRequestHandler) as a client meets a route. The document entry answers with the
 * status and headers React Router gives it, so a test reads what a page would have answered.
 */
export function testBuild(routes: Record<string, { path: string; module: unknown }>): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response("document", { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }])),
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
