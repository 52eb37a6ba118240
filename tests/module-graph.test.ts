// The modules depend on each other in one direction only: a cycle (order → payment → order) makes two modules one
// unit in disguise. Each module's imports of another's face (`../<other>/index.js`) are read from its files, and the
// graph they make must have no cycle. A module that needs something of a module above it takes it as a service
// (ShopServices), as the catalogue takes the running price campaigns.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODULES = path.resolve(__dirname, "../graphql-server/modules");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith(".ts") ? [full] : [];
  });
}

function moduleGraph(): Map<string, Set<string>> {
  const names = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
  const graph = new Map(names.map((name) => [name, new Set<string>()]));
  for (const name of names) {
    for (const file of filesUnder(path.join(MODULES, name))) {
      for (const [, target] of readFileSync(file, "utf8").matchAll(/from "(?:\.\.\/)+([a-z-]+)\/index\.js"/g)) {
        if (target !== name && graph.has(target)) graph.get(name)!.add(target);
      }
    }
  }
  return graph;
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
  it("form no cycle", () => {
    const graph = moduleGraph();
    expect(graph.get("order")?.has("payment")).toBe(true);
    expect(findCycle(graph)?.join(" → ") ?? null).toBeNull();
  });

  it("the check finds a cycle when there is one", () => {
    const graph = moduleGraph();
    graph.get("payment")!.add("order");
    expect(findCycle(graph)).toEqual(expect.arrayContaining(["order", "payment"]));
  });
});
