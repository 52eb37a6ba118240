// Answers to public reads, kept in memory: a query from a caller without a token whose every root field a module
// declared a public read (its answer depends only on the arguments, the language, the currency and data every
// visitor sees) is answered from memory while the database's read version (read-version.ts) has not moved. The
// key is the document, the operation, the variables, the language and the currency; nothing about the caller, since
// only anonymous callers are served. Entries also age out after `maxAgeSeconds`, for what changes with the clock
// alone (a campaign's start and end). Errors are never kept.
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextResponseForOperation } from "@apollo/server";
import { getArgumentValues, getVariableValues, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { createHash } from "node:crypto";
import type { ShopContext } from "./context.js";
import { readVersion } from "./read-version.js";

/** What a module says about one of its root query fields. */
export interface PublicRead {
  /**
   * Runs when the field is answered from memory, with its arguments and its cached value: for the side effects the
   * resolver would have had (counting a searched term).
   */
  onHit?(args: Record<string, unknown>, value: unknown, ctx: ShopContext): void;
}

export interface ReadCacheOptions {
  /** Root Query fields → what their module says about them. */
  publicReads: ReadonlyMap<string, PublicRead>;
  maxAgeSeconds: number;
  /** Memory budget, counted as the JSON length of the kept answers. */
  maxBytes: number;
}

interface Entry {
  version: string;
  expires: number;
  /** The answer's data as JSON: each hit parses its own copy, so no caller can change what the next one gets. */
  json: string;
  bytes: number;
}

/** Least recently used first: a Map keeps insertion order, and a hit moves its entry to the end. */
class Answers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || entry.expires <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes / 8) return; // one huge answer must not flush everything else
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }
}

type Candidate = { key: string; version: string };

export function readCachePlugin(options: ReadCacheOptions): ApolloServerPlugin<ShopContext> {
  const answers = new Answers(options.maxBytes);
  return {
    async requestDidStart() {
      let candidate: Candidate | null = null;
      return {
        async responseForOperation(request) {
          const fields = publicRootFields(request, options.publicReads);
          if (!fields) return null;
          const ctx = request.contextValue;
          const version = await readVersion(ctx.em);
          const key = keyOf(request, ctx);
          const entry = answers.get(key, version, Date.now());
          if (!entry) {
            candidate = { key, version };
            return null;
          }
          const data = JSON.parse(entry.json) as Record<string, unknown>;
          runHitHooks(request, fields, data, options.publicReads);
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: "single", singleResult: { data } } };
        },
        async willSendResponse(request) {
          if (!candidate || request.response.body.kind !== "single") return;
          const { data, errors } = request.response.body.singleResult;
          if (errors?.length || !data) return;
          const json = JSON.stringify(data);
          answers.set(candidate.key, { version: candidate.version, expires: Date.now() + options.maxAgeSeconds * 1000, json, bytes: json.length });
        },
      };
    },
  };
}

type Request = GraphQLRequestContextResponseForOperation<ShopContext>;

/** The operation's root fields when it is an anonymous query made only of public reads; null otherwise. */
function publicRootFields(request: Request, publicReads: ReadonlyMap<string, PublicRead>): FieldNode[] | null {
  const operation: OperationDefinitionNode = request.operation;
  if (operation.operation !== "query") return null;
  const { auth } = request.contextValue;
  if (auth.admin || auth.customer || auth.guest) return null;
  const fields: FieldNode[] = [];
  for (const selection of operation.selectionSet.selections) {
    // Fragments at the root are rare enough to be left uncached rather than resolved here.
    if (selection.kind !== "Field") return null;
    if (selection.name.value === "__typename") continue;
    if (!publicReads.has(selection.name.value)) return null;
    // @include and @skip depend only on the variables, which are part of the key (a page's one operation switches
    // its root fields with them); any other directive is left to execution.
    if (selection.directives?.some((directive) => directive.name.value !== "include" && directive.name.value !== "skip")) return null;
    fields.push(selection);
  }
  return fields.length ? fields : null;
}

function keyOf(request: Request, ctx: ShopContext): string {
  return createHash("sha256")
    .update(request.queryHash ?? "")
    .update("\0")
    .update(request.operationName ?? "")
    .update("\0")
    .update(JSON.stringify(request.request.variables ?? {}))
    .update("\0")
    .update(ctx.language)
    .update("\0")
    .update(ctx.currency ?? "")
    .digest("base64url");
}

function runHitHooks(request: Request, fields: FieldNode[], data: Record<string, unknown>, publicReads: ReadonlyMap<string, PublicRead>) {
  const hooked = fields.filter((field) => publicReads.get(field.name.value)?.onHit);
  if (!hooked.length) return;
  const schema: GraphQLSchema = request.schema;
  // Execution would have applied the operation's variable defaults; the arguments are read the same way.
  const variables = getVariableValues(schema, request.operation.variableDefinitions ?? [], request.request.variables ?? {});
  if (variables.errors) return;
  const queryType = schema.getQueryType();
  for (const field of hooked) {
    const definition = queryType?.getFields()[field.name.value];
    if (!definition) continue;
    const args = getArgumentValues(definition, field, variables.coerced);
    publicReads.get(field.name.value)?.onHit?.(args, data[field.alias?.value ?? field.name.value], request.contextValue);
  }
}
