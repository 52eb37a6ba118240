// Files the shop reads at run time (schema.graphql, locales/*/errors.json, the Remix build) are found from the
// project root, never from the reading module's own place: the same code runs from source (tsx, vitest) and bundled
// into build/server.mjs (`npm start`), where `new URL("../schema.graphql", import.meta.url)` names another folder.
// The root is the nearest folder upwards holding package.json: one step up from graphql-server/ or from build/.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`The shop's package.json was not found above ${start}`);
  }
}

/** The project's root folder (absolute), computed once. */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** An absolute path inside the project: `fromProjectRoot("locales", "tr", "errors.json")`. */
export const fromProjectRoot = (...segments: string[]) => path.join(projectRoot, ...segments);
