// Lint rule: the import graph keeps the shape of the backend.
// - graphql-server/core/ (the kernel) imports only itself and the generated types, never a module;
// - a module (graphql-server/modules/<name>/) reaches another module only through that module's index.ts, and
//   never the composition around it (graphql-server/index.ts, the seed, the ORM config);
// - inside a module, a feature folder (`<name>/<feature>/`, and each provider's folder `<name>/providers/<code>/`)
//   is reached from outside it only through its own index.ts: its other files are its business;
// - the storefront (app/) never imports graphql-server/: it gets an executor from server.ts.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const GS = "graphql-server/";

function area(file) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (rel.startsWith(GS + "core/")) return { kind: "core", rel };
  const module = rel.match(/^graphql-server\/modules\/([^/]+)\//);
  if (module) return { kind: "module", name: module[1], rel };
  if (rel.startsWith("app/")) return { kind: "app", rel };
  return { kind: "other", rel };
}

/** The feature folder (path below the module) a module's file lies in, or null for the module's own root files. */
function featureOf(pathInModule) {
  const folders = pathInModule.split("/").slice(0, -1);
  const depth = folders[0] === "providers" ? 2 : 1;
  return folders.length >= depth ? folders.slice(0, depth).join("/") : null;
}

function problem(from, target) {
  const to = area(target);
  const rel = to.rel.replace(/\.(js|ts|tsx)$/, "");
  if (from.kind === "core") {
    if (rel.startsWith(GS) && !rel.startsWith(GS + "core/") && !rel.startsWith(GS + "generated/")) {
      return "the kernel (graphql-server/core) imports no module and nothing built on it";
    }
  } else if (from.kind === "module") {
    if (to.kind === "module" && to.name !== from.name && rel !== `${GS}modules/${to.name}/index`) {
      return `import module "${to.name}" through its public face, ../${to.name}/index.js`;
    }
    if (to.kind === "module" && to.name === from.name) {
      const prefix = `${GS}modules/${to.name}/`;
      const feature = featureOf(rel.slice(prefix.length));
      const own = featureOf(from.rel.slice(prefix.length));
      if (feature && feature !== own && rel !== `${prefix}${feature}/index`) {
        return `reach the feature folder "${feature}" through its face, ${feature}/index.js`;
      }
    }
    if (to.kind === "other" && rel.startsWith(GS) && !rel.startsWith(GS + "generated/")) {
      return "a module imports the kernel, its own files and other modules' faces, not the composition around them";
    }
  } else if (from.kind === "app") {
    if (rel.startsWith(GS)) return "the storefront never imports graphql-server/ (server.ts hands it an executor)";
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Keeps the kernel, module and storefront boundaries" },
    schema: [],
    messages: { boundary: "{{reason}} (imports {{source}})" },
  },
  create(context) {
    const from = area(context.filename);
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const reason = problem(from, target);
      if (reason) context.report({ node, messageId: "boundary", data: { reason, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
