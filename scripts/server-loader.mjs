// build/server.mjs (written by scripts/build-server.mjs; `npm start` runs it): runs the server bundle,
// build/server-bundle.cjs, compiled from V8's code cache when one exists for this very bundle. Node 20 keeps no
// compile cache of its own (module.enableCompileCache is Node 22), and compiling the bundle's functions is a large
// part of a start. The cache is V8's compiled code for the functions that ran during a start and its first pages: it
// is written once, after a start that had none (or whose cache V8 refused: another Node version, other flags) has
// served itself a few pages (server/code-cache-warm-up.ts). It lies beside the bundle, and a bundle built anew has
// another hash, so an old cache is never used with new code. `npm run build` makes the cache for the start without
// options (scripts/build-code-cache.mjs runs this loader once with CODE_CACHE_THEN_EXIT=1), so that even the first
// start of a new build compiles from it: a start without a cache held ~60 MB more when idle, for good.
import { createHash } from "node:crypto";
import { Buffer } from "node:buffer";
import { closeSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { clearTimeout, setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { idleMemory } from "./server-memory.mjs";

const BUNDLE_HASH = "__BUNDLE_HASH__";
/** The event the shop emits once it has asked itself for its first pages (server/code-cache-warm-up.ts). */
const WARMED_UP_EVENT = "shop:warmed-up";
/** Should the warm-up never finish, the cache is written with what the process has compiled by then. */
const WRITE_CACHE_AT_LATEST_MS = 60_000;
/**
 * V8 drops the bytecode of functions that have not run for a few full collections, and the cache holds only
 * functions with bytecode: depending on when the collections fell, a start that made the cache left out between
 * none and 4.8 of its 9.4 MB (what ran at start-up: a restart then compiled it again). Kept until the cache is made.
 */
const KEEP_BYTECODE = "--no-flush-bytecode";
const FLUSH_BYTECODE = "--flush-bytecode";
/** The build's run of the loader: make the cache, then stop the shop (scripts/build-code-cache.mjs). */
const cacheThenExit = process.env.CODE_CACHE_THEN_EXIT === "1";
/** glibc's largest dynamic threshold for serving a block with its own mapping, and one page more. */
const ABOVE_MALLOC_THRESHOLD_LIMIT = 32 * 1024 * 1024 + 4096;

const bundleFile = fileURLToPath(new URL("./server-bundle.cjs", import.meta.url));
// V8 refuses a cache made under other flags: each set of Node options keeps its own, so starts with and without
// (npm start, the benches, a debugger) do not overwrite each other's.
const nodeOptions = `${process.execArgv.join(" ")}|${process.env.NODE_OPTIONS ?? ""}`;
const optionsHash = createHash("sha256").update(nodeOptions).digest("hex").slice(0, 8);
const cacheFile = fileURLToPath(new URL(`./server-bundle.${BUNDLE_HASH}.${optionsHash}.v8-cache`, import.meta.url));

// The heap's settings and its idle collections (server-memory.mjs).
const memory = idleMemory(nodeOptions);

const { script, cacheWanted } = compile();
// The build's run with a cache already there (made by a start under the same options) has nothing to do.
if (cacheThenExit && !cacheWanted) process.exit(0);
const bundleModule = { exports: {}, filename: bundleFile, id: bundleFile, loaded: false };
script.runInThisContext()(bundleModule.exports, createRequire(bundleFile), bundleModule, bundleFile, fileURLToPath(new URL(".", import.meta.url)));
memory.watch();

/**
 * Inside a function so that the bytes read stay referenced only until compiled. The bundle's text is the script's
 * source as read: a function expression already (build-server.mjs), taken as Latin-1 since it is ASCII only, which
 * gives V8 a one-byte string without UTF-8 decoding (~80 ms of a start for its 10 MB) and without a wrapped copy.
 */
function compile() {
  const { source, cachedData } = readBundleAndCache();
  const compiled = new vm.Script(source, {
    filename: bundleFile,
    cachedData,
    // import() inside the bundle (PGlite, vite in development) resolves as it would in any module of the process.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cacheWanted = !cachedData || compiled.cachedDataRejected;
  if (cacheWanted) writeCacheOnceWarm(compiled);
  return { script: compiled, cacheWanted };
}

/**
 * Both files read into one buffer of more than 32 MB. glibc's malloc serves a large block with its own mapping, and
 * when such a block of up to 32 MB is freed it raises the size below which later blocks come from its heap and the
 * free space it keeps there (to 10 MB and 20 MB for these files): the 10 MB of the bundle's bytes and the 9 MB of
 * the cache, freed after compiling, left ~30 MB more resident in an idle shop than one larger, untouched-at-the-end
 * buffer does (freeing a block above 32 MB changes nothing).
 */
function readBundleAndCache() {
  const bundleSize = statSync(bundleFile).size;
  const cacheSize = statSync(cacheFile, { throwIfNoEntry: false })?.size ?? 0;
  const buffer = Buffer.allocUnsafeSlow(Math.max(bundleSize + cacheSize, ABOVE_MALLOC_THRESHOLD_LIMIT));
  if (!readInto(bundleFile, buffer, 0, bundleSize)) throw new Error(`could not read ${bundleFile}`);
  const cachedData = cacheSize && readInto(cacheFile, buffer, bundleSize, cacheSize) ? buffer.subarray(bundleSize, bundleSize + cacheSize) : undefined;
  return { source: buffer.toString("latin1", 0, bundleSize), cachedData };
}

/** Reads `size` bytes of `file` into `buffer` at `offset`; false when the file is gone or shorter than that (a cache
 * being replaced is then left out; the bundle itself must be there). */
function readInto(file, buffer, offset, size) {
  let descriptor;
  try {
    descriptor = openSync(file, "r");
    let done = 0;
    while (done < size) {
      const read = readSync(descriptor, buffer, offset + done, size - done, done);
      if (read === 0) return false;
      done += read;
    }
    return true;
  } catch {
    return false;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * The cache holds the functions compiled when it is made: those of the start, and of the pages and reads the shop has
 * served. Listening for the event is what asks the shop to warm up; the timer covers a warm-up that never ends.
 */
function writeCacheOnceWarm(compiled) {
  const bytecodeFlushing = !/flush-bytecode/.test(nodeOptions);
  if (bytecodeFlushing) v8.setFlagsFromString(KEEP_BYTECODE);
  const write = () => {
    clearTimeout(timer);
    process.off(WARMED_UP_EVENT, write);
    // The start's flags again: V8 refuses a cache made under others.
    if (bytecodeFlushing) v8.setFlagsFromString(FLUSH_BYTECODE);
    writeCache(compiled);
    if (cacheThenExit) process.kill(process.pid, "SIGTERM");
  };
  const timer = setTimeout(write, WRITE_CACHE_AT_LATEST_MS).unref();
  process.on(WARMED_UP_EVENT, write);
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
