// The build's code cache step (scripts/build-code-cache.mjs) with the real loader (scripts/server-loader.mjs) around
// a stand-in bundle: the run is on a throwaway database in memory whatever the environment names, the cache is
// written once the shop has warmed up and the run then stops by itself, and a cache already there means no run.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCodeCache } from "../../scripts/build-code-cache.mjs";
import { WARMED_UP_EVENT } from "../../server/code-cache-warm-up";

/** Notes what each run of it saw, warms up at once and stops on SIGTERM as the shop does. */
const STAND_IN_BUNDLE = `(function (exports, require, module, __filename, __dirname) {
  const seen = { database: process.env.DATABASE_URL ?? null, pglite: process.env.PGLITE_DIR, nodeEnv: process.env.NODE_ENV, port: process.env.PORT };
  require("node:fs").appendFileSync(require("node:path").join(__dirname, "runs.jsonl"), JSON.stringify(seen) + "\\n");
  process.on("SIGTERM", () => process.exit(0));
  setTimeout(() => process.emit(${JSON.stringify(WARMED_UP_EVENT)}), 20);
})`;

let buildDir: string | undefined;
afterEach(() => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function standInBuild(bundle = STAND_IN_BUNDLE): string {
  buildDir = mkdtempSync(path.join(tmpdir(), "shop-build-"));
  writeFileSync(path.join(buildDir, "server.mjs"), readFileSync("scripts/server-loader.mjs", "utf8").replace("__BUNDLE_HASH__", "0123456789abcdef"));
  copyFileSync("scripts/server-memory.mjs", path.join(buildDir, "server-memory.mjs"));
  writeFileSync(path.join(buildDir, "server-bundle.cjs"), bundle);
  return buildDir;
}

const caches = (dir: string) => readdirSync(dir).filter((file) => file.endsWith(".v8-cache"));
const runs = (dir: string) => (existsSync(path.join(dir, "runs.jsonl")) ? readFileSync(path.join(dir, "runs.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line)) : []);

describe("the build's code cache", () => {
  it("is made by one run of the loader on a database in memory, which then stops", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/production");
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const dir = standInBuild();
    await buildCodeCache(dir);
    expect(caches(dir)).toHaveLength(1);
    expect(caches(dir)[0]).toMatch(/^server-bundle\.0123456789abcdef\.[0-9a-f]{8}\.v8-cache$/);
    expect(runs(dir)).toEqual([{ database: null, pglite: "memory://", nodeEnv: "production", port: "0" }]);
  });

  it("is not made again when the bundle has one", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const dir = standInBuild();
    await buildCodeCache(dir);
    await buildCodeCache(dir);
    expect(runs(dir)).toHaveLength(1);
    expect(caches(dir)).toHaveLength(1);
  });

  it("leaves the build without one, and says why, when the server fails to start", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const dir = standInBuild(`(function () { console.error("no database driver"); process.exit(3); })`);
    await buildCodeCache(dir);
    expect(caches(dir)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^No code cache made \(the server's run ended with code 3 after [\d.]+ s\): the first start will make it\.\nno database driver/));
  });
});
