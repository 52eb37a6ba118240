// Groups a V8 CPU profile (`node --cpu-prof`) by package: self time per npm package, per folder of the shop's own
// code, and V8's own buckets (garbage collector, idle, program). Usage: npx tsx bench/profile-by-package.ts
// file.cpuprofile [top=25] [until-ms]. Self time is sampled time spent in the function itself, so the rows add up to
// the total; with until-ms only the samples of the profile's first that many milliseconds count (a start up to its
// first answer, say). The production server is one bundled file: its frames are mapped through the bundle's source
// map (server-bundle.cjs.map beside it) to the file each function came from, so they group as they would unbundled.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg, untilArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-by-package.ts file.cpuprofile [top] [until-ms]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const top = Number(topArg ?? 25);
const untilUs = untilArg ? Number(untilArg) * 1000 : Infinity;

/** The bucket a frame's time counts to: the npm package, the shop's folder, or V8's own name. */
export function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = url.slice(inModules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const shop = url.match(/\/?(build\/server\/|build\/|graphql-server\/[^/]+|app\/[^/]+|server\/|scripts\/|shared\/)/);
  return shop ? `shop:${shop[1]}` : url;
}

const maps = new Map<string, SourceMap | null>();
/** The source map of a bundled file, or null when it has none. */
function mapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const path = url.startsWith("file://") ? fileURLToPath(url) : url;
    const mapFile = `${path}.map`;
    maps.set(url, url.endsWith(".cjs") && existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(url)!;
}

/** The file a frame's function came from: through the bundle's source map where there is one. */
function sourceOf({ url, lineNumber, columnNumber }: ProfileNode["callFrame"]): string {
  const map = url ? mapOf(url) : null;
  if (!map) return url;
  const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string };
  return entry.originalSource ?? url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const bucketById = new Map<number, string>();
const microseconds = new Map<string, number>();
// Each sample's time delta belongs to the node sampled at it.
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed > untilUs) return;
  if (!bucketById.has(id)) {
    const { callFrame } = byId.get(id)!;
    bucketById.set(id, bucketOf(sourceOf(callFrame), callFrame.functionName));
  }
  const bucket = bucketById.get(id)!;
  microseconds.set(bucket, (microseconds.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...microseconds.values()].reduce((a, b) => a + b, 0);
console.log(`profile ${file}: ${Math.round(total / 1000)} ms sampled${untilArg ? ` (its first ${untilArg} ms)` : ""}`);
for (const [bucket, us] of [...microseconds].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${String(Math.round(us / 1000)).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${bucket}`);
}
