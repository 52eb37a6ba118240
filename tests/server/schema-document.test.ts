// The schema document the server builds its schema from. The production bundle carries it as JSON
// (scripts/build-server.mjs) instead of parsing schema.graphql at start: read back from JSON, it must build the very
// schema the parsed one builds. The server builds it without validating it (the same document at every start): it
// is validated here.
import { buildASTSchema, printSchema, validateSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { loadSchemaDocument } from "../../graphql-server/core/schema-document.js";

describe("the schema document as JSON", () => {
  it("builds the same schema as the parsed SDL", () => {
    const parsed = loadSchemaDocument();
    const fromJson = JSON.parse(JSON.stringify(parsed)) as typeof parsed;
    expect(printSchema(buildASTSchema(fromJson))).toBe(printSchema(buildASTSchema(parsed)));
  });

  it("builds a valid schema", () => {
    expect(validateSchema(buildASTSchema(loadSchemaDocument())).map((error) => error.message)).toEqual([]);
  });
});
