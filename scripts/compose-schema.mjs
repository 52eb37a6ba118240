#!/usr/bin/env node
// Composes the GraphQL schema clients read, schema.graphql, from the kernel's slice (graphql-server/core/*.graphql)
// and every module's slice (graphql-server/modules/<domain>/*.graphql). Run by `npm run codegen`; the
// codegen check fails when the committed file differs from the slices.
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { buildASTSchema, print } from "graphql";

const root = fileURLToPath(new URL("..", import.meta.url));

export function sliceFiles() {
  const core = join(root, "graphql-server/core");
  const modules = join(root, "graphql-server/modules");
  const files = readdirSync(core).filter((f) => f.endsWith(".graphql")).map((f) => join(core, f));
  // A module's slice is its `<name>.graphql`, and a large module may split it by use case (`<name>-profile.graphql`,
  // …): every .graphql file in its folder, the main one first.
  for (const entry of readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const name = entry.name;
    const folder = join(modules, name);
    const main = join(folder, `${name}.graphql`);
    if (existsSync(main)) files.push(main);
    for (const file of readdirSync(folder).sort()) {
      if (file.endsWith(".graphql") && file !== `${name}.graphql`) files.push(join(folder, file));
    }
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
    "# Composed from the schema slices (graphql-server/core/*.graphql, graphql-server/modules/*/*.graphql) by\n" +
    "# scripts/compose-schema.mjs: edit a slice, then run `npm run codegen`.\n\n" +
    print(merged) +
    "\n"
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, "schema.graphql"), composeSchema());
}
