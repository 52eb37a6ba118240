// Remix options shared with vite.config.ts (the Vite plugin is the compiler; this file only holds the options so
// they live where Remix users expect them). v3 future flags are on so the upgrade to React Router 7 is a no-op.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  // CSS, tests and helpers next to route files are not routes.
  ignoredRouteFiles: ["**/*.css", "**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
