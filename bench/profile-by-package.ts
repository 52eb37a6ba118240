// Groups a V8 CPU profile (`node --cpu-prof`) by package: self time per npm package, per folder of the shop's own
// code, and V8's own buckets (garbage collector, idle, program). Usage: npx tsx bench/profile-by-package.ts
// file.cpuprofile [top=25]. Self time is sampled time spent in the function itself, so the rows add up to the total.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-by-package.ts file.cpuprofile [top]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const top = Number(topArg ?? 25);

/** The bucket a frame's time counts to: the npm package, the shop's folder, or V8's own name. */
export function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = url.slice(inModules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const shop = url.match(/\/(build\/server\/|build\/|graphql-server\/[^/]+|app\/[^/]+|server\/)/);
  return shop ? `shop:${shop[1]}` : url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const microseconds = new Map<string, number>();
// Each sample's time delta belongs to the node sampled at it.
profile.samples.forEach((id, i) => {
  const node = byId.get(id)!;
  const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
  microseconds.set(bucket, (microseconds.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...microseconds.values()].reduce((a, b) => a + b, 0);
console.log(`profile ${file}: ${Math.round(total / 1000)} ms sampled`);
for (const [bucket, us] of [...microseconds].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${String(Math.round(us / 1000)).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${bucket}`);
}
