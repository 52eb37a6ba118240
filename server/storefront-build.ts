// The Remix storefront's production build (build/server/index.js), imported by its path at run time: it does not
// exist in development. The production bundle (scripts/build-server.mjs) puts a static import of the same file in
// this module's place, so the storefront is compiled into the bundle and shares its packages with the server.
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { fromProjectRoot } from "../graphql-server/core/project-root";

export function importStorefrontBuild(): Promise<ServerBuild> {
  // A file URL keeps the dynamic import working from any working directory.
  return import(pathToFileURL(fromProjectRoot("build/server/index.js")).href) as Promise<ServerBuild>;
}
