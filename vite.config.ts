import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const DEV_PORT = 5173;
/** Where `npm run dev` finds the API server; API_URL points it elsewhere. */
const API_TARGET = process.env.API_URL ?? "http://localhost:3000";
const DEV_ORIGINS = [`http://localhost:${DEV_PORT}`, `http://127.0.0.1:${DEV_PORT}`];
/** web/api/*.ts is served at /api/*.ts in development; those are modules, not API calls. */
const SOURCE_MODULE = /^\/api\/[^?]*\.(?:tsx?|jsx?|mjs|css|json|map)(?:\?|$)/;

/**
 * react-router's package.json points every condition at its development build, whose dev-only
 * warnings (ENABLE_DEV_WARNINGS) then ship to browsers and print in production consoles
 * (remix-run/react-router#14102, open). Its production build sits beside it, identical but for
 * that flag; a build uses it, so the minifier drops the warnings and their text.
 */
const productionReactRouter = {
  find: /^react-router$/,
  replacement: path.join(here, "node_modules/react-router/dist/production/index.mjs"),
};

/**
 * The web app lives in web/ and is built to dist/web, which the server serves with an SPA
 * fallback (server/app.ts). The server's CSP allows only same-origin scripts, styles and fonts,
 * so nothing here may pull from a CDN or inline a script.
 */
export default defineConfig(({ command }) => ({
  root: path.join(here, "web"),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@web", replacement: path.join(here, "web") },
      { find: "@common", replacement: path.join(here, "common") },
      ...(command === "build" ? [productionReactRouter] : []),
    ],
  },
  build: {
    outDir: path.join(here, "dist", "web"),
    emptyOutDir: true,
    sourcemap: true,
    // The browsers of Vite's default target preload modules themselves, but for Safari 16.4-16.6
    // and Firefox 114 (17 and 115 do): there a lazy page's imports load one after another
    // instead of together. The polyfill cost every first page load about 0.3 KB of gzip, against
    // the home page's 100 KB budget, where each new shared chunk adds its name to the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: {
      "/api": {
        target: API_TARGET,
        ws: true,
        bypass: (req) => (SOURCE_MODULE.test(req.url ?? "") ? req.url : undefined),
        // The server refuses state-changing requests from origins other than APP_URL. The dev
        // server's own pages are that app, so their Origin is rewritten to the API's; requests
        // from any other site keep their Origin and are still refused.
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyReq, req) => {
            if (DEV_ORIGINS.includes(req.headers.origin ?? ""))
              proxyReq.setHeader("origin", API_TARGET);
          });
          proxy.on("proxyReqWs", (proxyReq, req) => {
            if (DEV_ORIGINS.includes(req.headers.origin ?? ""))
              proxyReq.setHeader("origin", API_TARGET);
          });
        },
      },
    },
  },
}));
