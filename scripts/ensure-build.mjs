// `npm start` runs this first: it builds the storefront when there is no production build yet, or when a source
// file the build depends on is newer than it. A fresh clone therefore needs only `npm install && npm start`.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = "build/server/index.js";
const sources = ["app", "locales", "public", "vite.config.ts", "remix.config.js", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "No production build yet: building…" : "Sources changed since the last build: rebuilding…");
  execSync("npm run build", { stdio: "inherit" });
}
