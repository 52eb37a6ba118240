// The storefront says its language once per request (the X-Language header, app/utils/graphql.server.ts), so its
// own GraphQL documents name none: a `$language` variable or a `language:` argument in one would be a second
// source of the language that can disagree with the page's. The schema keeps the arguments for the REST shim and
// older clients; this reads every document under app/ and names the operations that still use them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, visit } from "graphql";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../app");
const GENERATED = path.join(APP, "graphql", "generated");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (full === GENERATED) return [];
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The GraphQL texts of a source file: every graphql(`…`) call, as the codegen reads them. */
const documentsOf = (source: string): string[] => [...source.matchAll(/\bgraphql\(\s*`([^`]*)`/g)].map((match) => match[1]);

/** Where a document names a language: `Operation $language` and `Operation field(language:)`, one line each. */
function languageUses(document: string): string[] {
  const uses: string[] = [];
  let owner = "";
  visit(parse(document), {
    OperationDefinition: (node) => void (owner = node.name?.value ?? "(anonymous)"),
    FragmentDefinition: (node) => void (owner = node.name.value),
    VariableDefinition: (node) => void (node.variable.name.value === "language" && uses.push(`${owner} $language`)),
    Field: (node) => void (node.arguments?.some((argument) => argument.name.value === "language") && uses.push(`${owner} ${node.name.value}(language:)`)),
  });
  return uses;
}

describe("first-party GraphQL documents", () => {
  it("finds a declared $language and a language argument", () => {
    const document = `query Page($seoLink: String!, $language: String) { product(seoLink: $seoLink, language: $language) { id } }
      fragment Names on Query { brands(language: "en") { name } }`;
    expect(languageUses(document)).toEqual(["Page $language", "Page product(language:)", "Names brands(language:)"]);
    expect(languageUses(`query Page($seoLink: String!) { product(seoLink: $seoLink) { id translations { language } } }`)).toEqual([]);
  });

  it("name no language under app/: the request carries it", () => {
    const files = sourceFiles(APP);
    const found = files.flatMap((file) =>
      documentsOf(readFileSync(file, "utf8")).flatMap((document) => languageUses(document).map((use) => `${path.relative(APP, file)}: ${use}`)),
    );
    // The reader must see the documents at all, or an empty answer proves nothing.
    expect(files.reduce((count, file) => count + documentsOf(readFileSync(file, "utf8")).length, 0)).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
