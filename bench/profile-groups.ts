// Groups a V8 CPU profile's self time by where the code lives: each npm package by name, the storefront build
// (build/server), the bundled server (build/server.mjs: graphql-server and server/), Node's own modules, and V8's
// pseudo-frames ((garbage collector), (program), (idle)).

export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Group {
  name: string;
  ms: number;
}

export function groupOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node";
  const file = url.replace(/^file:\/\//, "");
  const modules = file.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first, second] = file.slice(modules + "/node_modules/".length).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  const local = file.startsWith(root) ? file.slice(root.length + 1) : file;
  if (local.startsWith("build/server/")) return "storefront (app/)";
  if (local.startsWith("build/server.mjs")) return "server bundle (graphql-server/)";
  return local;
}

/** Self time per group, largest first. */
export function groupProfile(profile: CpuProfile, root: string): Group[] {
  const nodeGroup = new Map(profile.nodes.map((node) => [node.id, groupOf(node.callFrame.url, node.callFrame.functionName, root)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const group = nodeGroup.get(nodeId) ?? "(unknown)";
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** The functions with the most self time (name, file tail and line), for a closer look inside a group. */
export function topFunctions(profile: CpuProfile, count: number): Group[] {
  const nodeName = new Map(
    profile.nodes.map((node) => {
      const { functionName, url } = node.callFrame;
      const lineNumber = (node.callFrame as { lineNumber?: number }).lineNumber ?? 0;
      return [node.id, `${functionName || "(anonymous)"} ${url.split("/node_modules/").pop()?.slice(-60) ?? ""}:${lineNumber + 1}`];
    }),
  );
  const totals = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const name = nodeName.get(nodeId) ?? "(unknown)";
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals]
    .filter(([name]) => !name.startsWith("(idle)"))
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
