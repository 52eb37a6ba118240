// The production bundle carries the schema's parsed document as JSON (scripts/build-server.mjs) instead of parsing
// schema.graphql at start. A document read back from JSON must build the very schema the parsed one builds.
import { buildASTSchema, printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { loadSchemaDocument } from "../../graphql-server/core/schema-document.js";

describe("the schema document as JSON", () => {
  it("builds the same schema as the parsed SDL", () => {
    const parsed = loadSchemaDocument();
    const fromJson = JSON.parse(JSON.stringify(parsed)) as typeof parsed;
    expect(printSchema(buildASTSchema(fromJson))).toBe(printSchema(buildASTSchema(parsed)));
  });
});
