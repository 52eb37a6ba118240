// The schema (schema.graphql) as graphql-js's document, which the server builds its schema from. Read and parsed
// here; the production bundle puts the parsed document itself in this module's place (scripts/build-server.mjs), so
// a start does not parse the whole SDL (about a tenth of the bundle's own start-up work).
import { readFileSync } from "node:fs";
import { parse, type DocumentNode } from "graphql";
import { fromProjectRoot } from "./project-root.js";

/**
 * Without source locations: the schema's tokens and locations would otherwise stay in memory for good (~2 MB) and
 * nothing reads them once the schema is built.
 */
export const loadSchemaDocument = (): DocumentNode => parse(readFileSync(fromProjectRoot("schema.graphql"), "utf8"), { noLocation: true });
