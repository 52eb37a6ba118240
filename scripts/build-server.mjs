// `npm run build`, second step: bundles server.ts with everything local it imports (graphql-server/**) into one
// ES module, build/server.mjs, which `npm start` runs with plain Node — no TypeScript compiler at start-up.
// Packages stay external (imported from node_modules as usual); files read at run time (schema.graphql, locales,
// the Remix build) are found through graphql-server/project-root.ts. See docs/decisions/017.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Stack traces point at the TypeScript sources with `node --enable-source-maps`.
  sourcemap: true,
  logLevel: "warning",
});
