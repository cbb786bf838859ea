/**
 * The layout's rules (README, "The map"; docs/decisions/0012-house-by-feature.md), checked by
 * `npm run lint:deps` in `npm test`.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "revenue-never-orders-cards",
      comment:
        "Revenue never reaches the public site (docs/decisions/0022): the modules that order, rate, badge or recommend cards (the card kernel, finance, the rating method, the public features) take nothing from the commission kernel. Only the apply button, the commission notice, the method page's list of paying banks, the PDF's notice (which cards pay, never how much), the redirect and the networks' callback may.",
      severity: "error",
      from: {
        path: "^app/(shared/(cards|finance|rating)|site)/",
        pathNot:
          "^app/site/(commission/|tracking/apply-redirect\\.server\\.ts$|frame/(apply-link|commission-notice)\\.tsx$|ranking-method/paying-banks\\.tsx$|guides/savings/savings-guide-pdf\\.server\\.ts$)|\\.test\\.tsx?$",
      },
      to: { path: "^app/shared/commission/" },
    },
    {
      name: "no-cycle",
      comment:
        "An import cycle: two modules that need each other belong together, or their shared fact needs a home of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-imports-neither-tree",
      comment: "app/shared is the kernel under both trees: it imports neither the public site nor the back office.",
      severity: "error",
      from: { path: "^app/shared/" },
      to: { path: "^app/(site|admin)/" },
    },
    {
      name: "site-never-imports-admin",
      comment: "The public site never imports the back office (the back office may read the site's features).",
      severity: "error",
      from: { path: "^app/site/" },
      to: { path: "^app/admin/" },
    },
    {
      name: "trees-never-import-the-root",
      comment:
        "app/*.ts(x) compose the trees (routes, entry, services): the trees never import them back, except the Services type of the load context. Tests compose the app as the host does.",
      severity: "error",
      from: { path: "^app/(shared|site|admin)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/[^/]+$", pathNot: "^app/app\\.css$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-never-imports-the-host",
      comment: "host/ loads the build; what it needs from the app is exported by app/entry.server.tsx.",
      severity: "error",
      from: { path: "^(app|content)/" },
      to: { path: "^host/" },
    },
    {
      name: "host-loads-only-the-build",
      comment:
        "host/ loads the built app (build/server), never its sources: what it needs is in the build's exports (HostExports).",
      severity: "error",
      from: { path: "^host/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(app|content)/" },
    },
    {
      name: "content-never-imports-admin",
      comment:
        "Editorial data is the public site's: it may use the kernel's and the site's rules, never the back office.",
      severity: "error",
      from: { path: "^content/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/admin/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".d.ts"] },
  },
};
