// Text no database can store never reaches one: for every root field of the schema with a String or ID argument (read
// from the schema itself, so new fields are covered without new code), a value with a NUL or another control
// character, or a lone surrogate, is refused with 400 BAD_USER_INPUT and a translated message — as a variable and as
// a literal — on HTTP, in-process and through the REST shim's executor alike. Nothing answers 500.
import fc from "fast-check";
import { buildSchema, getNamedType, isCompositeType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStorableText } from "../../graphql-server/core/unstorable-text.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const schema = buildSchema(readFileSync(path.resolve(__dirname, "../../schema.graphql"), "utf8"));

/** A harmless value for a required argument of another type (the check runs before any resolver). */
function filler(type: GraphQLInputType): string | null {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return "[]";
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) return null;
  return ({ Int: "1", Float: "1", Boolean: "true", Money: "1" } as Record<string, string>)[named.name] ?? '"x"';
}

interface Target {
  operation: "query" | "mutation";
  field: string;
  argument: string;
  /** The document with `$text` in place of the argument. */
  document: string;
}

function targets(): Target[] {
  const list: Target[] = [];
  for (const [operation, root] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const textArgument = field.args.find((a) => ["String", "ID"].includes(getNamedType(a.type).name) && !isListType(isNonNullType(a.type) ? a.type.ofType : a.type));
      if (!textArgument) continue;
      const others = field.args.filter((a) => a !== textArgument && isNonNullType(a.type)).map((a) => [a.name, filler(a.type)] as const);
      if (others.some(([, value]) => value === null)) continue;
      const args = [`${textArgument.name}: $text`, ...others.map(([name, value]) => `${name}: ${value}`)].join(", ");
      const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
      const variableType = `${getNamedType(textArgument.type).name}${isNonNullType(textArgument.type) ? "!" : ""}`;
      list.push({ operation, field: field.name, argument: textArgument.name, document: `${operation}($text: ${variableType}) { ${field.name}(${args})${selection} }` });
    }
  }
  return list;
}

const hostileText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000B", "\u001B", "\u007F", "\uD800", "\uDFFF"),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, bad, after]) => before + bad + after);

describe("text no database can store", () => {
  const all = targets();

  it("finds the fields to try in the schema", () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.map((target) => target.field)).toEqual(expect.arrayContaining(["search", "product", "applyCoupon"]));
  });

  it("is refused with 400 BAD_USER_INPUT for every text argument of every root field, in the caller's language", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), hostileText, fc.constantFrom("tr", "en", "ar"), async (target, text, language) => {
        fc.pre(!isStorableText(text));
        const { status, body } = await t.gql(target.document, { variables: { text }, headers: { "x-language": language } });
        expect(status, `${target.field}(${target.argument})`).toBe(400);
        expect(body.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "text" });
        expect(body.errors?.[0]?.message).not.toMatch(/\bat \w|select |insert /i);
      }),
      { numRuns: 120 },
    );
  });

  it("also as a literal in the document and in-process (the storefront's path)", async () => {
    const literal = await t.gql(`{ search(text: "kanepe\\u0000") { text } }`, { headers: { "x-language": "en" } });
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]).toMatchObject({ message: "The text contains a character that cannot be used (a control character).", extensions: { code: "BAD_USER_INPUT", field: "text" } });
    const inProcess = await t.exec(`query($q: String!) { search(text: $q) { text } }`, { variables: { q: "a\u0000b" } });
    expect(inProcess.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "q" });
  });

  it("keeps ordinary text, with tabs and line breaks, Turkish and Arabic letters and emoji", async () => {
    for (const text of ["kanepe", "Atatürk Cad.\tNo 5;\r\nDaire 3", "طاولة", "İğdır 🛋️"]) {
      const { status, body } = await t.gql(`query($text: String!) { search(text: $text) { listing { total } } }`, { variables: { text } });
      expect(status, text).toBe(200);
      expect(body.errors, text).toBeUndefined();
    }
  });
});
