/**
 * The import boundaries of docs/ARCHITECTURE.md, checked in `npm test` (npm run depcruise).
 * Only these rules: each one is a promise the architecture makes, and a break fails the build.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "common-imports-no-server",
      comment:
        "common/ is shared by the browser and the server, so it (its tests too) imports nothing from server/.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^server/" },
    },
    {
      name: "common-imports-no-web",
      comment:
        "common/ (its tests too) imports nothing from web/: the server imports common/ as well.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^web/" },
    },
    {
      name: "web-imports-no-server",
      comment:
        "The browser app never imports server code; it knows the API only through the generated types in web/api/schema.d.ts.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    {
      name: "web-api-imports-no-pages",
      comment:
        "web/api/ (clients, query keys, caches) sits below the pages and never imports them.",
      severity: "error",
      from: { path: "^web/api/" },
      to: { path: "^web/pages/" },
    },
    {
      name: "context-reaches-no-jobs-or-routes",
      comment:
        "AppContext is a plain interface: server/context.ts reaches no job or route module, not even through another import; they are registered where a process starts (server/startWorkers.ts, server/app.ts).",
      severity: "error",
      from: { path: "^server/context\\.ts$" },
      to: { path: "^server/(jobs|routes)/", reachable: true },
    },
    {
      name: "no-circular",
      comment:
        "No import cycles in server/, web/ or common/: a cycle makes start-up order fragile.",
      severity: "error",
      from: { path: "^(server|web|common)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^web/api/schema\\.d\\.ts$" },
    // Resolves the @server/ @web/ @common/ aliases (tsconfig.json paths).
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
  },
};
