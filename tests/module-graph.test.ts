// The modules depend on each other in one direction only: a cycle (order → payment → order) makes two modules one
// unit in disguise. Every import in a module's files (static, type-only, re-exports and `import()`) is read with the
// TypeScript parser, resolved to the module it lands in, and the graph they make must have no cycle. A lazy
// `import()` of another module is refused outright: it is how a cycle hides from a reader of the static imports. A
// module that needs something of a module above it takes it as a service (ShopServices), as the catalogue takes the
// running price campaigns.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MODULES = path.resolve(__dirname, "../graphql-server/modules");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith(".ts") ? [full] : [];
  });
}

interface ModuleImport {
  /** The module the import lands in. */
  target: string;
  /** `import("…")`, loaded when first called instead of with the file. */
  lazy: boolean;
}

/** The module a path inside graphql-server/modules belongs to, or null for anything outside. */
const moduleOf = (file: string): string | null => {
  const relative = path.relative(MODULES, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
};

/** Every relative import of one file that lands in a module, its own included. */
function moduleImports(file: string, text: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  const add = (specifier: ts.Node | undefined, lazy: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith(".")) return;
    const target = moduleOf(path.resolve(path.dirname(file), specifier.text));
    if (target) found.push({ target, lazy });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, false);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

interface ModuleGraph {
  /** module → the modules it imports */
  edges: Map<string, Set<string>>;
  /** `file → module` for each lazy import of another module */
  lazy: string[];
}

function moduleGraph(): ModuleGraph {
  const names = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
  const edges = new Map(names.map((name) => [name, new Set<string>()]));
  const lazy: string[] = [];
  for (const name of names) {
    for (const file of filesUnder(path.join(MODULES, name))) {
      for (const { target, lazy: isLazy } of moduleImports(file, readFileSync(file, "utf8"))) {
        if (target === name || !edges.has(target)) continue;
        edges.get(name)!.add(target);
        if (isLazy) lazy.push(`${path.relative(MODULES, file)} → ${target}`);
      }
    }
  }
  return { edges, lazy };
}

/** The feature folder (path below the module) a module's file lies in; null for the module's root files. */
function featureOf(file: string): string | null {
  const folders = path.relative(MODULES, file).split(path.sep).slice(1, -1);
  const depth = folders[0] === "providers" ? 2 : 1;
  return folders.length >= depth ? folders.slice(0, depth).join("/") : null;
}

/** Inside each module, feature folder → the feature folders of the same module it imports (`module/feature`). */
function featureGraph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const name of readdirSync(MODULES).filter((entry) => statSync(path.join(MODULES, entry)).isDirectory())) {
    for (const file of filesUnder(path.join(MODULES, name))) {
      const from = featureOf(file);
      if (!from) continue;
      const targets = edges.get(`${name}/${from}`) ?? new Set<string>();
      edges.set(`${name}/${from}`, targets);
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/from "(\.[^"]+)"/g)) {
        const target = path.resolve(path.dirname(file), match[1]);
        const to = moduleOf(target) === name ? featureOf(target) : null;
        if (to && to !== from) targets.add(`${name}/${to}`);
      }
    }
  }
  return edges;
}

/** One cycle as a path `a → b → a`, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node];
    if (state.get(node) === "done") return null;
    state.set(node, "open");
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("module dependencies", () => {
  const graph = moduleGraph();
  const copyOf = (edges: Map<string, Set<string>>) => new Map([...edges].map(([name, targets]) => [name, new Set(targets)]));

  it("form no cycle", () => {
    expect(graph.edges.get("order")?.has("payment")).toBe(true);
    expect(findCycle(graph.edges)?.join(" → ") ?? null).toBeNull();
  });

  it("the check finds a cycle when there is one", () => {
    const edges = copyOf(graph.edges);
    edges.get("payment")!.add("order");
    expect(findCycle(edges)).toEqual(expect.arrayContaining(["order", "payment"]));
  });

  it("hold no lazy import of another module", () => {
    expect(graph.lazy).toEqual([]);
  });

  it("leave the admin module a leaf: the audit log and password hashing are the kernel's, admins' names a service", () => {
    expect([...graph.edges].filter(([, targets]) => targets.has("admin")).map(([name]) => name)).toEqual([]);
  });

  it("are read from every kind of import, whichever file of the other module it names", () => {
    const file = path.join(MODULES, "mail", "sub", "example.ts");
    const text = [
      `import { a } from "../../admin/index.js";`,
      `import type { B } from "../../cart/cart.read.js";`,
      `export { c } from "../../catalog/index.js";`,
      `const d: typeof import("../../coupon/index.js").d = async () => (await import("../../customer/index.js")).d();`,
      `// import { e } from "../../guest/index.js"; a comment is no import`,
      `import { f } from "../mail.service.js";`,
      `import { g } from "../../../core/db.js";`,
      `import { h } from "zod";`,
    ].join("\n");
    expect(moduleImports(file, text)).toEqual([
      { target: "admin", lazy: false },
      { target: "cart", lazy: false },
      { target: "catalog", lazy: false },
      { target: "coupon", lazy: false },
      { target: "customer", lazy: true },
      { target: "mail", lazy: false },
    ]);
  });

  it("inside a module, feature folders depend on each other one way: a shared piece sits at the module's root", () => {
    const features = featureGraph();
    expect(features.get("order/requests")).toBeDefined();
    expect(findCycle(features)?.join(" → ") ?? null).toBeNull();
  });
});
