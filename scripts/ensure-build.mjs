// `npm start` runs this first: it builds when there is no production build yet, or when a source file a build
// depends on is newer than it. A fresh clone therefore needs only `npm install && npm start`.
// Two outputs: the Remix storefront (build/server/index.js, build/client) and the bundled server (build/server.mjs and
// build/server-bundle.cjs: server.ts, server/**, graphql-server/** and the storefront build; scripts/build-server.mjs). The bundle alone takes a fraction of a second to remake.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const outputs = [
  {
    file: "build/server/index.js",
    sources: ["app", "locales", "public", "vite.config.ts", "remix.config.js", "package-lock.json"],
    command: "npm run build",
  },
  {
    file: "build/server.mjs",
    // schema.graphql and locales/*/errors.json are read at run time, yet a change there usually comes with code. The
    // storefront build is compiled into the server bundle (scripts/build-server.mjs).
    sources: ["server.ts", "server", "graphql-server", "schema.graphql", "locales", "scripts/build-server.mjs", "scripts/server-loader.mjs", "scripts/server-memory.mjs", "scripts/build-code-cache.mjs", "build/server/index.js", "tsconfig.json", "package-lock.json"],
    command: "node scripts/build-server.mjs",
  },
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

for (const { file, sources, command } of outputs) {
  const builtAt = existsSync(file) ? statSync(file).mtimeMs : 0;
  if (builtAt > 0 && Math.max(...sources.map(newestMtime)) <= builtAt) continue;
  console.log(builtAt === 0 ? `No ${file} yet: building…` : `Sources changed since ${file} was built: rebuilding…`);
  // The start that follows makes the code cache itself once warmed up; the build's own run of the shop for it would
  // only keep a fresh clone's first start waiting ~8 s longer.
  execSync(command, { stdio: "inherit", env: { ...process.env, BUILD_CODE_CACHE: "off" } });
  // `npm run build` makes both outputs.
  if (command === "npm run build") break;
}
