// `npm run build`, second step: bundles server.ts, the shop's own code (graphql-server/**, server/**), the Remix
// storefront build (build/server/index.js) and the packages they use into one CommonJS file,
// build/server-bundle.cjs, which build/server.mjs (scripts/server-loader.mjs) runs through V8's code cache. Why one
// file and CommonJS (docs/decisions/070): a start spent about half its CPU loading modules — Node resolving hundreds
// of files, lexing every CommonJS package an ES module imports for its export names, and compiling each. One file
// needs no resolving or lexing, and a CommonJS script (unlike an ES module on Node 20) can be compiled from a cache.
// Packages stay outside the bundle when they are native addons or read files beside themselves (sharp, argon2,
// PGlite's WASM), when the shop never loads them (knex's other dialects), or when they are for development only.
// `SERVER_BUNDLE=packages-external npm run build` builds the former layout (packages from node_modules) for profiles
// grouped by package (bench/profile-by-package.ts), which cannot see packages inside one file.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { parse } from "graphql";
import ts from "typescript";
import { buildCodeCache } from "./build-code-cache.mjs";

const packagesExternal = process.env.SERVER_BUNDLE === "packages-external";
const BUNDLE = "build/server-bundle.cjs";
const MODULE_WRAPPER_PARAMETERS = "exports, require, module, __filename, __dirname";

/** Native addons, packages reading their own files at run time, and development tools: loaded from node_modules. */
const EXTERNAL = ["argon2", "sharp", "@electric-sql/pglite", "mikro-orm-pglite", "vite", "qrcode"];

/** Both production bundles: one CommonJS file for Node 20. */
const COMMONJS_BUNDLE = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // import() of a package outside the bundle becomes require() (Node loads ES modules that way since 20.19 and
  // 22.12): V8 forgets a script's dynamic import callback when it compiles the script from a code cache.
  supported: { "dynamic-import": false },
  minify: true,
  logLevel: "warning",
};

if (packagesExternal) await buildModuleImportingPackages();
else await buildOneFile();

async function buildOneFile() {
  await build({
    ...COMMONJS_BUNDLE,
    entryPoints: ["server.ts"],
    outfile: BUNDLE,
    // Code that finds files from its own place (core/project-root.ts) sees the bundle's place, as an ES module would.
    define: {
      "import.meta.url": "__shopBundleUrl",
      // MikroORM compares the versions of its installed packages at every start, reading their package.json files.
      // The bundle holds the one version it was built with, so the check reads files to learn nothing.
      "process.env.MIKRO_ORM_ALLOW_VERSION_MISMATCH": '"bundled"',
    },
    // The file is one function expression, the module wrapper Node would add: the loader compiles the file's text
    // as it is, without a wrapped copy of it (scripts/server-loader.mjs).
    banner: { js: `(function (${MODULE_WRAPPER_PARAMETERS}) {const __shopBundleUrl = require("node:url").pathToFileURL(__filename).href;` },
    footer: { js: "})" },
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Minified: less source to parse and to keep in memory (V8 holds a script's source for as long as it runs).
    // Names stay: the ORM and error handling read classes' and functions' names. Stack traces point at the sources
    // with `node --enable-source-maps`.
    keepNames: true,
    sourcemap: true,
    plugins: [awaitInsideAFunction(), storefrontBuildInside(), schemaDocumentInside(), nodeHashForApollo(), noWorkerProbeInPg(), migrationBaseAlone(), missingPackagesOutside()],
  });
  asciiOnly(BUNDLE);
  await buildDemoImagesDrawer();
  // The loader names the bundle's content hash: a code cache is only ever used with the bundle it was made from.
  const bundleHash = createHash("sha256").update(readFileSync(BUNDLE)).digest("hex").slice(0, 16);
  writeFileSync("build/server.mjs", readFileSync("scripts/server-loader.mjs", "utf8").replace("__BUNDLE_HASH__", bundleHash));
  copyFileSync("scripts/server-memory.mjs", "build/server-memory.mjs");
  rmSync("build/server.mjs.map", { force: true });
  // Code caches of earlier bundles are never read again.
  for (const file of readdirSync("build")) if (file.endsWith(".v8-cache")) rmSync(path.join("build", file), { force: true });
  if (process.env.BUILD_CODE_CACHE !== "off") await buildCodeCache();
}

/**
 * The demo pictures' drawer, a process of its own that the server starts on a first start (demo-images.ts finds it
 * beside the bundle, where import.meta.url points): a small file of its own, since it needs only the drawings.
 */
async function buildDemoImagesDrawer() {
  await build({
    ...COMMONJS_BUNDLE,
    entryPoints: ["graphql-server/seed/demo-images-drawer.ts"],
    outfile: "build/demo-images-drawer.cjs",
    define: { "import.meta.url": "__drawerUrl" },
    banner: { js: 'const __drawerUrl = require("node:url").pathToFileURL(__filename).href;' },
    external: ["sharp", "sharp/*"],
  });
}

/** The former layout, for profiles by package: server.ts and the shop's code as one ES module, packages from node_modules. */
async function buildModuleImportingPackages() {
  await build({
    entryPoints: ["server.ts"],
    outfile: "build/server.mjs",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  for (const file of readdirSync("build")) if (file.startsWith("server-bundle.") || file === "server-memory.mjs") rmSync(path.join("build", file), { force: true });
}

/**
 * V8 keeps a script's source in memory while it runs, one byte a character when every character is Latin-1, else
 * two. esbuild escapes strings and names, not regular expressions (the price parser's "₺", the Turkish letters of
 * slugs), and one such character doubled the 9 MB bundle's share of the heap. \\uXXXX means the same character in
 * a string, a regular expression (a surrogate pair is one character under the u flag) and a comment.
 */
function asciiOnly(file) {
  const text = readFileSync(file, "utf8");
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (escaped !== text) writeFileSync(file, escaped);
}

/**
 * CommonJS has no top-level await, and server.ts awaits at its top level (its start-up reads top to bottom). The
 * bundle gets server.ts with its imports first and the rest of its statements inside one async function, called
 * at once; a rejection ends the process as a failed top-level await does.
 */
function awaitInsideAFunction() {
  return {
    name: "await-inside-a-function",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]server\.ts$/ }, (args) => {
        if (path.relative(process.cwd(), args.path) !== "server.ts") return undefined;
        const source = readFileSync(args.path, "utf8");
        const file = ts.createSourceFile(args.path, source, ts.ScriptTarget.Latest, true);
        const imports = file.statements.filter(ts.isImportDeclaration);
        const rest = file.statements.filter((statement) => !ts.isImportDeclaration(statement));
        const text = (nodes) => nodes.map((node) => node.getFullText(file)).join("");
        const contents = `${text(imports)}\nvoid (async () => {${text(rest)}\n})().catch((error) => { console.error(error); process.exit(1); });\n`;
        return { contents, loader: "ts" };
      });
    },
  };
}

/**
 * server.ts imports the storefront build by its path at run time (it is not there in development). Here that import
 * becomes one of the bundle's own modules, so the storefront's code is compiled from the same cache and the
 * packages it shares with the server (Remix, React) exist once.
 */
function storefrontBuildInside() {
  return {
    name: "storefront-build-inside",
    setup(pluginBuild) {
      const storefrontBuild = JSON.stringify(path.resolve("build/server/index.js"));
      pluginBuild.onLoad({ filter: /[\\/]server[\\/]storefront-build\.ts$/ }, () => ({
        contents: `export const importStorefrontBuild = () => import(${storefrontBuild});`,
        loader: "ts",
      }));
    },
  };
}

/**
 * The schema's parsed document, written into the bundle as JSON: JSON.parse reads it several times faster than
 * graphql-js parses the SDL, and the document has no source locations either way (plain objects only).
 */
function schemaDocumentInside() {
  return {
    name: "schema-document-inside",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]core[\\/]schema-document\.ts$/ }, () => {
        const document = parse(readFileSync("schema.graphql", "utf8"), { noLocation: true });
        return {
          contents: `export const loadSchemaDocument = () => JSON.parse(${JSON.stringify(JSON.stringify(document))});`,
          loader: "js",
          watchFiles: [path.resolve("schema.graphql")],
        };
      });
    },
  };
}

/**
 * Apollo Server hashes every operation's text (its document cache key) with Node's crypto only when the module
 * calling it has `module.require`; a module inside a bundle has none, so every request hashed with sha.js, SHA-256
 * in JavaScript. The bundle gets the same function on Node's crypto.
 */
function nodeHashForApollo() {
  return {
    name: "node-hash-for-apollo",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@apollo\/utils\.createhash$/ }, () => ({ path: "node-create-hash", namespace: "shop-bundle" }));
      pluginBuild.onLoad({ filter: /^node-create-hash$/, namespace: "shop-bundle" }, () => ({
        contents: 'import { createHash } from "node:crypto"; export { createHash };',
        loader: "js",
      }));
    },
  };
}

/**
 * pg asks at load time whether it runs in a Cloudflare Worker. On Node 20 (no `navigator`) it answers by making a
 * `Response`, which loads Node's whole fetch implementation during the start (about 40 ms of CPU) before any page
 * needs it. The server bundle runs on Node only, so the answer is known. The build fails if pg's probe changes shape,
 * rather than bundling a probe it no longer skips.
 */
function noWorkerProbeInPg() {
  const probe = "function isCloudflareRuntime() {";
  return {
    name: "no-worker-probe-in-pg",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes(probe)) throw new Error(`pg's stream.js no longer declares ${probe}: check its runtime probe`);
        return { contents: source.replace(probe, `${probe}\n  return false;`), loader: "js" };
      });
    },
  };
}

/**
 * Each migration extends the migrator's base class, and the list of migrations is imported at every start (its
 * names tell whether anything is pending). Through the package's entry, that import evaluated the whole migrator at
 * every start: umzug and the command-line libraries it brings, for a start that almost never migrates. The
 * migrations get the base class's own file; the migrator (migrations/migrator.ts) loads the package when it runs.
 * The base class is one module either way, so the migrator sees the classes it knows.
 */
function migrationBaseAlone() {
  const base = path.resolve("node_modules/@mikro-orm/migrations/Migration.js");
  return {
    name: "migration-base-alone",
    setup(pluginBuild) {
      if (!existsSync(base)) throw new Error(`${base} is missing: check where @mikro-orm/migrations keeps its Migration class`);
      pluginBuild.onResolve({ filter: /^@mikro-orm\/migrations$/ }, (args) => {
        const fromMigration = path.relative(path.resolve("graphql-server/migrations"), args.importer);
        return /^\d{14}-[^/\\]+\.ts$/.test(fromMigration) ? { path: base } : undefined;
      });
    },
  };
}

/** Optional packages the installed ones name but the shop does not install (knex's other databases, pg-native). */
function missingPackagesOutside() {
  const installed = new Map();
  return {
    name: "missing-packages-outside",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:")) return undefined;
        const parts = args.path.split("/");
        const name = args.path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
        if (!installed.has(name)) installed.set(name, isInstalled(name, args.resolveDir));
        return installed.get(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** A package folder in a node_modules on the way up (their exports decide the rest, which esbuild reads). */
function isInstalled(name, fromDir) {
  for (let dir = path.resolve(fromDir || "."); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules", name, "package.json"))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
