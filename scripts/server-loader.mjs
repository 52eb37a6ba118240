// build/server.mjs (written by scripts/build-server.mjs; `npm start` runs it): runs the server bundle,
// build/server-bundle.cjs, compiled from V8's code cache when one exists for this very bundle. Node 20 keeps no
// compile cache of its own (module.enableCompileCache is Node 22), and compiling the bundle's functions is a large
// part of a start. The cache is V8's compiled code for the functions that ran during a start: it is written once,
// a while after a start that had none (or whose cache V8 refused: another Node version, other flags), beside the
// bundle, and a bundle built anew has another hash, so an old cache is never used with new code.
import { createHash } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { idleMemory } from "./server-memory.mjs";

const BUNDLE_HASH = "__BUNDLE_HASH__";
/** Long enough for a start and its first pages to have compiled what a shop runs; short enough to happen. */
const WRITE_CACHE_AFTER_MS = 15_000;

const bundleFile = fileURLToPath(new URL("./server-bundle.cjs", import.meta.url));
// V8 refuses a cache made under other flags: each set of Node options keeps its own, so starts with and without
// (npm start, the benches, a debugger) do not overwrite each other's.
const nodeOptions = `${process.execArgv.join(" ")}|${process.env.NODE_OPTIONS ?? ""}`;
const optionsHash = createHash("sha256").update(nodeOptions).digest("hex").slice(0, 8);
const cacheFile = fileURLToPath(new URL(`./server-bundle.${BUNDLE_HASH}.${optionsHash}.v8-cache`, import.meta.url));

// The heap's settings and its idle collections (server-memory.mjs).
const memory = idleMemory(nodeOptions);

const script = compile();
const bundleModule = { exports: {}, filename: bundleFile, id: bundleFile, loaded: false };
script.runInThisContext()(bundleModule.exports, createRequire(bundleFile), bundleModule, bundleFile, fileURLToPath(new URL(".", import.meta.url)));
memory.watch();

/** Inside a function so that neither the file's text nor the cache's bytes stay referenced once compiled. */
function compile() {
  const cachedData = readCache();
  // The bundle is ASCII only (the build escapes the rest): read as bytes and taken as Latin-1, it becomes V8's
  // one-byte string without the UTF-8 decoding, which took ~80 ms of a start for its 10 MB.
  const source = readFileSync(bundleFile).toString("latin1");
  const compiled = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
    // import() inside the bundle (PGlite, vite in development) resolves as it would in any module of the process.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (!cachedData || compiled.cachedDataRejected) setTimeout(() => writeCache(compiled), WRITE_CACHE_AFTER_MS).unref();
  return compiled;
}

function readCache() {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Best effort: a read-only build folder only means every start compiles. */
function writeCache(compiled) {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, memory.underStartFlags(() => compiled.createCachedData()));
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true });
  }
}
