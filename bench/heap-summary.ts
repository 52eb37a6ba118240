// A heap snapshot (node --heapsnapshot-signal=SIGUSR2) summed by what holds the memory: self size per node type and
// constructor, and compiled code and source strings per script's package. Usage: npx tsx bench/heap-summary.ts
// file.heapsnapshot [top=25].
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: heap-summary.ts file.heapsnapshot [top]");
const top = Number(topArg ?? 25);
const snapshot = JSON.parse(readFileSync(file, "utf8")) as {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};
const fields = snapshot.snapshot.meta.node_fields;
const types = snapshot.snapshot.meta.node_types[0];
const width = fields.length;
const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((field) => fields.indexOf(field));

const byKind = new Map<string, number>();
let total = 0;
for (let i = 0; i < snapshot.nodes.length; i += width) {
  const type = types[snapshot.nodes[i + typeAt]];
  const name = snapshot.strings[snapshot.nodes[i + nameAt]];
  const size = snapshot.nodes[i + sizeAt];
  total += size;
  // Objects count under their constructor; code, strings and arrays under their type (their names are contents).
  const kind = type === "object" || type === "closure" || type === "native" ? `${type} ${name}` : type === "code" ? `code ${packageOf(name)}` : `(${type})`;
  byKind.set(kind, (byKind.get(kind) ?? 0) + size);
}

function packageOf(name: string): string {
  const at = name.lastIndexOf("node_modules/");
  // The production server is one file (scripts/build-server.mjs): its code counts as one bundle unless built with
  // SERVER_BUNDLE=packages-external.
  if (at < 0) return name.includes("server-bundle.cjs") || name.includes("server.mjs") ? "shop server bundle" : name.includes("build/server") ? "storefront build" : "(other)";
  const parts = name.slice(at + "node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1).padStart(6);
console.log(`${mb(total)} MB in ${snapshot.nodes.length / width} objects`);
for (const [kind, size] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(size)} MB  ${kind}`);
