// The enhancement script of the pages React does not hydrate (app/enhance/catalogue-page.ts) is bundled on its own,
// and the widgets' behaviour lives in it once: React components attach the same enhancers (app/utils/use-enhancer.ts).
// So nothing it reaches may pull React, Remix or i18next into that small bundle, and the separate bundle has no "~"
// alias: every import it follows, from the entry down, must be a relative path to a file of the app.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ENTRY = path.resolve(__dirname, "../app/enhance/catalogue-page.ts");

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => existsSync(file) && file.match(/\.tsx?$/));
  if (!found) throw new Error(`${path.relative(process.cwd(), from)} imports ${specifier}, which is no file of the app`);
  return found;
}

/** What a file imports at run time: type-only imports are erased from the bundle. */
function runtimeImports(source: string): string[] {
  const file = ts.createSourceFile("file.ts", source, ts.ScriptTarget.Latest);
  return file.statements.flatMap((statement) => {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) return [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
    const bindings = clause && ts.isImportClause(clause) ? clause.namedBindings : undefined;
    const onlyTypes =
      (clause && ts.isImportClause(clause) && clause.isTypeOnly) ||
      (clause && ts.isExportDeclaration(clause) && clause.isTypeOnly) ||
      (clause &&
        ts.isImportClause(clause) &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((element) => element.isTypeOnly));
    return onlyTypes ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
  });
}

/** Every file the entry reaches, each with the imports that are not relative paths. */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specifiers = runtimeImports(readFileSync(file, "utf8"));
    seen.set(
      file,
      specifiers.filter((specifier) => !specifier.startsWith(".")),
    );
    for (const specifier of specifiers) if (specifier.startsWith(".")) queue.push(resolveRelative(file, specifier));
  }
  return seen;
}

describe("the enhancement script", () => {
  it("reaches only the app's own files, by relative paths", () => {
    const files = reach(ENTRY);
    const outside = [...files].flatMap(([file, bare]) => bare.map((specifier) => `${path.relative(process.cwd(), file)} → ${specifier}`));
    expect(outside).toEqual([]);
    // The widgets' enhancers are all in it.
    const names = [...files.keys()].map((file) => path.relative(path.dirname(ENTRY), file));
    for (const widget of ["quantity.ts", "gallery.ts", "quick-view.ts", "search-suggestions.ts", "page-controls.ts", "site-scripts.ts"]) {
      expect(names).toContain(widget);
    }
  });

  it("tells a run-time import from one of types only", () => {
    const source = [
      'import { useEffect } from "react";',
      'import { type Locale, isLocale } from "~/utils/locale";',
      'import type { MetaDescriptor } from "@remix-run/node";',
      'import { type Page } from "@playwright/test";',
      'export { enhanceGallery } from "./gallery";',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["react", "~/utils/locale", "./gallery"]);
  });
});
