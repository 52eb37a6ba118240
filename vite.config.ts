import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  // Single Fetch changes the inferred loader data types (naked objects, no JSON serialisation).
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remix(remixOptions), tsconfigPaths()],
  // Hashed client assets go to build/client/assets (Vite's default assetsDir) and are served immutable.
  build: { assetsDir: "assets" },
  optimizeDeps: {
    // Pre-bundle the i18n stack up front; otherwise Vite discovers it on the first dev page load and reloads.
    include: [
      "i18next",
      "react-i18next",
      "remix-i18next/client",
      "remix-i18next/react",
    ],
    // Server-only packages imported by loaders, actions and *.server.ts files. The dependency scanner reads route
    // files before Remix strips server code from them, finds these, and would re-optimise (and reload the page)
    // on the first request. The browser never imports them.
    exclude: ["@remix-run/node", "@apollo/client", "graphql", "rxjs", "remix-i18next/server"],
  },
});
