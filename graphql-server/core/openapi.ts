// The OpenAPI 3.1 description of /api/v1, made from the route declarations (method, path, access, the schemas of
// their path parameters, query strings and bodies, the GraphQL operation they run) and the notes of the route table.
// Served at /api/v1/openapi.json, and as a page at /api/v1/docs.
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { z } from "zod";
import type { Access, RestRoute } from "./rest.js";
import type { SurfaceRoute } from "./rest-surface.js";

const ACCESS_TEXT: Record<Access, string> = {
  public: "no token needed",
  optional: "no token needed; personalised with a customer or guest token",
  shopper: "a customer or guest bearer token",
  customer: "a customer (member) bearer token",
  admin: "an admin bearer token",
};

const failure = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } } });

const operationName = (document: string) =>
  parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? null;

const operationId = (route: { method: string; path: string }) =>
  route.method.toLowerCase() + route.path.replace(/^\/api\/v1/, "").replace(/[{}]/g, "").split(/[/-]/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1)).join("");

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/**
 * What a client may send, as JSON Schema. The pieces accept more than their output (digit strings for numbers,
 * Turkish money), so the input side is described; a transform's result cannot be expressed and reads as "any".
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return json;
}

/** An object schema's fields as OpenAPI parameters of one location. */
function parametersOf(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const json = inputSchema(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === "path" || (json.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === "string" ? { description } : {}),
    };
  });
}

export function openApiDocument(routes: readonly RestRoute[], surface: readonly SurfaceRoute[]) {
  const notes = new Map(surface.map((r) => [`${r.method} ${r.path}`, r.notes]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const needsToken = route.access === "shopper" || route.access === "customer" || route.access === "admin";
    const operation = operationName(route.document);
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: notes.get(`${route.method} ${route.path}`) || undefined,
      description: `Who may call it: ${ACCESS_TEXT[route.access]}.${operation ? ` Runs the GraphQL operation \`${operation}\`.` : ""}`,
      "x-access": route.access,
      tags: [route.path.split("/")[3]],
      security: needsToken ? [{ bearer: [] }] : route.access === "optional" ? [{}, { bearer: [] }] : [],
      parameters: [
        ...parametersOf(route.params, "path"),
        ...parametersOf(route.query, "query"),
        { name: "language", in: "query", required: false, schema: { type: "string", enum: ["tr", "en", "ar"] }, description: "Language of names and messages (default tr)." },
      ],
      // Bodies are optional on the wire (none reads as {}); the schema says which fields a route reads.
      ...(route.body ? { requestBody: { required: false, content: { "application/json": { schema: inputSchema(route.body) } } } } : {}),
      responses: {
        "200": { description: "The legacy reply: `success` and the route's data.", content: { "application/json": { schema: { $ref: "#/components/schemas/Reply" } } } },
        "400": failure(
          route.access === "admin" && route.method !== "GET"
            ? "Malformed input (`bad_user_input`), or a body field the route does not read (`unknown_field`, the field named in `field`)."
            : "Malformed input (`bad_user_input`).",
        ),
        ...(needsToken ? { "401": failure("No (valid) token (`unauthorized`)."), "403": failure("A token of the wrong kind (`forbidden`).") } : {}),
        "404": failure("Not found, or another shopper's (`not_found`)."),
        "429": failure("Too many attempts (`rate_limited`)."),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "The shop — REST API v1",
      version: "1",
      description: "The legacy REST surface; every route runs a GraphQL operation of /graphql. Failures answer {success: false, code, message}.",
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "A customer, guest or admin token." } },
      schemas: {
        Reply: { type: "object", required: ["success"], properties: { success: { type: "boolean" } }, additionalProperties: true },
        Failure: {
          type: "object",
          required: ["success", "code", "message"],
          properties: { success: { const: false }, code: { type: "string" }, message: { type: "string" }, field: { type: ["string", "null"] } },
        },
      },
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The route table as a page people can read: every route, who may call it, and whether it is served yet. */
export function apiDocsPage(routes: readonly RestRoute[], surface: readonly SurfaceRoute[]): string {
  const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const rows = surface
    .map(
      (r) => `<tr><td><code>${r.method}</code></td><td><code>${escapeHtml(r.path)}</code></td><td>${r.access}</td><td>${
        served.has(`${r.method} ${r.path}`) ? "served" : "planned"
      }</td><td>${escapeHtml(r.notes)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API v1</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;inline-size:100%}
th,td{border-block-end:1px solid #d9e2ec;padding:.35rem .5rem;text-align:start;vertical-align:top}code{font-size:13px}</style></head>
<body><h1>REST API v1</h1>
<p>${served.size} of ${surface.length} routes are served; planned ones answer 401/403 without the access they need, then 501.
Failures answer <code>{success: false, code, message}</code>. Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>method</th><th>path</th><th>access</th><th>status</th><th>notes</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
