// Groups a V8 CPU profile's self time by where the code lives: each npm package by name, the shop's own code by
// folder (graphql-server/core, app/routes, …), Node's own modules, and V8's pseudo-frames ((garbage collector),
// (program), (idle)). The production server is one bundled file: its frames are mapped through the bundle's source
// map (server-bundle.cjs.map beside it) to the file each function came from, so they group as they would unbundled.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

export interface CallFrame {
  url: string;
  functionName: string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Group {
  name: string;
  ms: number;
}

const maps = new Map<string, SourceMap | null>();
/** The source map of a bundled file, or null when it has none. */
function mapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = url.startsWith("file://") ? fileURLToPath(url) : url;
    const mapFile = `${file}.map`;
    maps.set(url, file.endsWith(".cjs") && existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(url)!;
}

/** The file a frame's function came from: through its bundle's source map where there is one. */
export function sourceOf({ url, lineNumber = 0, columnNumber = 0 }: CallFrame): string {
  const map = url ? mapOf(url) : null;
  if (!map) return url;
  return (map.findEntry(lineNumber, columnNumber) as { originalSource?: string }).originalSource ?? url;
}

export function groupOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  const file = url.replace(/^file:\/\//, "");
  const modules = file.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [first, second] = file.slice(modules + "node_modules/".length).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  // A bundle's sources are named relative to it (../graphql-server/…); unmapped bundle frames (its module wrappers)
  // keep the bundle's own name.
  const local = (file.startsWith(root) ? file.slice(root.length + 1) : file).replace(/^(\.\.\/)+/, "");
  if (local.startsWith("build/")) return local;
  const [top, second] = local.split("/");
  return second && ["graphql-server", "app"].includes(top) ? `${top}/${second}` : top;
}

/** Self time per group, largest first; with `untilMs`, only the samples of the profile's first that many ms. */
export function groupProfile(profile: CpuProfile, root: string, untilMs = Infinity): Group[] {
  const nodeGroup = new Map(profile.nodes.map((node) => [node.id, groupOf(sourceOf(node.callFrame), node.callFrame.functionName, root)]));
  const totals = new Map<string, number>();
  let elapsed = 0;
  profile.samples.forEach((nodeId, index) => {
    elapsed += (profile.timeDeltas[index] ?? 0) / 1000;
    if (elapsed > untilMs) return;
    const group = nodeGroup.get(nodeId) ?? "(unknown)";
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** The functions with the most self time (name, file tail and line), for a closer look inside a group. */
export function topFunctions(profile: CpuProfile, count: number): Group[] {
  const nodeName = new Map(
    profile.nodes.map((node) => {
      const { functionName, lineNumber = 0 } = node.callFrame;
      const file = sourceOf(node.callFrame).split("/node_modules/").pop()?.slice(-60) ?? "";
      return [node.id, `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`];
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
