// Prints a V8 CPU profile (`node --cpu-prof`) grouped by package (profile-groups.ts): self time per npm package, per
// folder of the shop's own code, and V8's own buckets (garbage collector, idle, program). Usage: npx tsx
// bench/profile-by-package.ts file.cpuprofile [top=25] [until-ms]. Self time is sampled time spent in the function
// itself, so the rows add up to the total; with until-ms only the samples of the profile's first that many
// milliseconds count (a start up to its first answer, say).
import { readFileSync } from "node:fs";
import { groupProfile, type CpuProfile } from "./profile-groups";

const [file, topArg, untilArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-by-package.ts file.cpuprofile [top] [until-ms]");
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
const groups = groupProfile(profile, process.cwd(), untilArg ? Number(untilArg) : Infinity);
const total = groups.reduce((sum, group) => sum + group.ms, 0);
console.log(`profile ${file}: ${Math.round(total)} ms sampled${untilArg ? ` (its first ${untilArg} ms)` : ""}`);
for (const { name, ms } of groups.slice(0, Number(topArg ?? 25))) {
  console.log(`${String(Math.round(ms)).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
}
