// The Remix storefront for in-process tests: Vite's SSR module of the app (the same routes the production build
// holds), so vitest needs no `npm run build` first and always tests the current source. Loading takes a few
// seconds (Vite transforms the app once); close() stops Vite.
import type { ServerBuild } from "@remix-run/node";
import { createServer } from "vite";

export interface StorefrontBuild {
  build: ServerBuild;
  close(): Promise<void>;
}

export async function loadStorefrontBuild(): Promise<StorefrontBuild> {
  const vite = await createServer({
    configFile: "vite.config.ts",
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
