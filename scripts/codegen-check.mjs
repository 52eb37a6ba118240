#!/usr/bin/env node
// Fails when `npm run codegen` changes the committed generated files (schema.graphql composed from the slices, the
// resolver types, the storefront's document types, the table types of the typed query layer). Compares file contents
// before and after (not git), so it works in any checkout, including an unpacked tarball.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const outputs = ["schema.graphql", "graphql-server/generated", "app/graphql/generated"];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path, "utf8"));
    }
  };
  for (const out of outputs) {
    const path = join(root, out);
    if (existsSync(path) && !statSync(path).isDirectory()) files.set(out, readFileSync(path, "utf8"));
    else walk(path);
  }
  return files;
}

const before = snapshot();
try {
  execFileSync(process.execPath, [join(root, "scripts/compose-schema.mjs")], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  execFileSync(process.execPath, [join(root, "node_modules/@graphql-codegen/cli/cjs/bin.js"), "--config", "codegen.ts", "--silent"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "scripts/database-types.ts")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
} catch {
  console.error("codegen-check: graphql-codegen failed");
  process.exit(2);
}
const after = snapshot();

const changed = [];
for (const [file, content] of after) {
  if (!before.has(file)) changed.push(`${file} (new)`);
  else if (before.get(file) !== content) changed.push(`${file} (changed)`);
}
for (const file of before.keys()) if (!after.has(file)) changed.push(`${file} (removed)`);

if (changed.length) {
  console.error("codegen-check: generated files were out of date (now regenerated; commit them):");
  for (const file of changed) console.error(`  ${file}`);
  process.exit(1);
}
console.log("codegen-check: generated files are up to date");
