#!/usr/bin/env node
// Composes the GraphQL schema clients read, schema.graphql, from the kernel's slice (graphql-server/core/*.graphql)
// and every module's slices (graphql-server/modules/<domain>/**/*.graphql). Run by `npm run codegen`; the
// codegen check fails when the committed file differs from the slices.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { buildASTSchema, print } from "graphql";

const root = fileURLToPath(new URL("..", import.meta.url));

export function sliceFiles() {
  const core = join(root, "graphql-server/core");
  const modules = join(root, "graphql-server/modules");
  const files = readdirSync(core).filter((f) => f.endsWith(".graphql")).map((f) => join(core, f));
  // A module's slice is its `<name>.graphql`, and a large module splits it by use case (`<name>-profile.graphql`,
  // …), in its feature folders too: every .graphql file under its folder, the main one first, then by file name, so
  // that moving a slice into a feature folder leaves the composed schema as it was.
  for (const entry of readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const name = entry.name;
    const slices = readdirSync(join(modules, name), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".graphql"))
      .sort((a, b) => Number(basename(b) === `${name}.graphql`) - Number(basename(a) === `${name}.graphql`) || basename(a).localeCompare(basename(b)));
    files.push(...slices.map((file) => join(modules, name, file)));
  }
  return files;
}

export function composeSchema() {
  const merged = mergeTypeDefs(sliceFiles().map((file) => readFileSync(file, "utf8")), {
    throwOnConflict: true,
    sort: false,
  });
  // Fails on a type used but defined in no slice, or a field defined twice.
  buildASTSchema(merged);
  return (
    "# Composed from the schema slices (graphql-server/core/*.graphql, graphql-server/modules/**/*.graphql) by\n" +
    "# scripts/compose-schema.mjs: edit a slice, then run `npm run codegen`.\n\n" +
    print(merged) +
    "\n"
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, "schema.graphql"), composeSchema());
}
