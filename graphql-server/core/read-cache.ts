// Answers to public reads, kept in memory: a query from a caller without a token whose every root field a module
// declared a public read (its answer depends only on the arguments, the language, the currency and data every
// visitor sees) is answered from memory while the database's read version (read-version.ts) has not moved. The
// key is the document, the operation, the variables, the language and the currency; nothing about the caller, since
// only anonymous callers are served. Entries also age out after `maxAgeSeconds`, for what changes with the clock
// alone (a campaign's start and end). Errors are never kept.
// Over HTTP, an answer is also kept as the bytes Apollo sent, under the exact request body and the headers that can
// change an answer (language, currency, accepted types): the same request from a caller without a token is then
// answered with those bytes before Apollo parses, validates and serialises anything (fastPath). Any doubt — another
// body, a token, another content type, a moved read version — goes the whole way through Apollo.
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextResponseForOperation } from "@apollo/server";
import type { NextFunction, Request, Response } from "express";
import { getArgumentValues, getVariableValues, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { createHash } from "node:crypto";
import type { ShopContext } from "./context.js";
import { Shelf } from "./memory.js";

/** What a hit's side effects may use: shop-wide services only, since a hit over HTTP builds no request context. */
export type HitContext = Pick<ShopContext, "searchTerms">;

/** What a module says about one of its root query fields. */
export interface PublicRead {
  /**
   * Runs when the field is answered from memory, with its arguments and its cached value: for the side effects the
   * resolver would have had (counting a searched term).
   */
  onHit?(args: Record<string, unknown>, value: unknown, ctx: HitContext): void;
}

export interface ReadCacheOptions {
  /** Root Query fields → what their module says about them. */
  publicReads: ReadonlyMap<string, PublicRead>;
  maxAgeSeconds: number;
  /** Memory budget, counted as the JSON length of the kept answers. */
  maxBytes: number;
}

interface Entry {
  /** The answer's data as JSON: each hit parses its own copy, so no caller can change what the next one gets. */
  json: string;
  bytes: number;
  /** The side effects a hit replays, with the arguments worked out once when the answer was kept. */
  hits: PreparedHit[];
}

interface PreparedHit {
  read: PublicRead;
  args: Record<string, unknown>;
  /** Where the field's value is in the answer's data (its alias or name). */
  at: string;
  /** The field's value, parsed once for the hooks (they only read it). */
  value: unknown;
}

/** An answer as sent over HTTP: body and the headers Apollo and Express gave it. */
interface SentEntry {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string | undefined;
  bytes: number;
  hits: PreparedHit[];
}

/**
 * Answers by key, each served only under the read version it was made under and for `maxAgeSeconds` at most. One
 * huge answer must not flush everything else.
 */
function answersShelf<E extends { bytes: number }>(options: ReadCacheOptions): Shelf<E> {
  return new Shelf<E>({ maxBytes: options.maxBytes, maxEntryBytes: options.maxBytes / 8, bytesOf: (entry) => entry.bytes, maxAgeMs: options.maxAgeSeconds * 1000 });
}

// On the context itself, not in a WeakMap keyed by it: Apollo hands plugins a shallow copy of the context.
const HTTP_REQUEST = Symbol("read cache: HTTP request");
type NotedContext = ShopContext & { [HTTP_REQUEST]?: Request };

type Candidate = { key: string; version: string; fields: FieldNode[] };

export interface ReadCache {
  plugin: ApolloServerPlugin<ShopContext>;
  /**
   * Once the database is open: how to read the version (shared between callers, read-version.ts) and what hits'
   * side effects use. Until then nothing is served from memory.
   */
  connect(readVersion: () => Promise<string>, hitContext: HitContext): void;
  /** express.json's `verify`: keeps the raw body of a request the fast path may answer. */
  keepRawBody(req: Request, res: Response, body: Buffer): void;
  /** The request behind a context (the context factory tells), so a kept answer can also be kept as sent. */
  noteRequest(ctx: ShopContext, req: Request): void;
  /** Mounted after express.json, before Apollo: answers a repeated anonymous public read with the bytes sent before. */
  fastPath(req: Request, res: Response, next: NextFunction): void;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const answers = answersShelf<Entry>(options);
  const sent = answersShelf<SentEntry>(options);
  const rawBodies = new WeakMap<Request, Buffer>();
  /** Requests whose answer is being kept: what the sent bytes are stored with. */
  const keeping = new WeakMap<Request, { version: string; hits: PreparedHit[] }>();
  let readVersion: (() => Promise<string>) | null = null;
  let hitContext: HitContext | null = null;

  // A hit inside Apollo replays with its own request's context (a page's operation counts nothing); one sent as
  // bytes comes from an HTTP caller, never from a page, and uses the shop's.
  const replay = (hits: PreparedHit[], context: HitContext) => {
    for (const hit of hits) hit.read.onHit?.(hit.args, hit.value, context);
  };

  const plugin: ApolloServerPlugin<ShopContext> = {
    async requestDidStart() {
      let candidate: Candidate | null = null;
      return {
        async responseForOperation(request) {
          if (!readVersion) return null;
          const fields = publicRootFields(request, options.publicReads);
          if (!fields) return null;
          const ctx = request.contextValue;
          // Without the version (the database out of reach) nothing is answered from memory: the operation runs and
          // meets the failure in its resolvers, where it is answered as such (a plugin's error would be a bare 500).
          const version = await readVersion().catch(() => null);
          if (version === null) return null;
          const key = keyOf(request, ctx);
          const entry = answers.get(key, version);
          if (!entry) {
            candidate = { key, version, fields };
            return null;
          }
          replay(entry.hits, ctx);
          const data = JSON.parse(entry.json) as Record<string, unknown>;
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: "single", singleResult: { data } } };
        },
        async willSendResponse(request) {
          if (!candidate || request.response.body.kind !== "single") return;
          const { data, errors } = request.response.body.singleResult;
          if (errors?.length || !data) return;
          const json = JSON.stringify(data);
          const hits = prepareHits(request as OperationRequest, candidate.fields, data, options.publicReads);
          // The hooked values are kept beside the JSON: counted as if as long.
          answers.set(candidate.key, candidate.version, { json, bytes: json.length * (hits.length ? 2 : 1), hits });
          const req = (request.contextValue as NotedContext)[HTTP_REQUEST];
          if (req) keeping.set(req, { version: candidate.version, hits });
        },
      };
    },
  };

  /** Wraps res.send of a request that may be answered from memory next time, to keep what it sends. */
  const keepWhatIsSent = (req: Request, res: Response, key: string) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const kept = keeping.get(req);
      if (kept && res.statusCode === 200 && typeof body === "string") {
        const bytes = Buffer.from(body);
        const contentType = res.getHeader("content-type");
        const cacheControl = res.getHeader("cache-control");
        const etagOf = req.app.get("etag fn") as ((body: Buffer) => string) | undefined;
        if (typeof contentType === "string") {
          sent.set(key, kept.version, {
            hits: kept.hits,
            body: bytes,
            contentType,
            cacheControl: typeof cacheControl === "string" ? cacheControl : undefined,
            etag: etagOf?.(bytes),
            bytes: bytes.length + key.length,
          });
        }
      }
      return send(body);
    };
  };

  return {
    plugin,
    connect(reader, context) {
      readVersion = reader;
      hitContext = context;
    },
    keepRawBody(req, _res, body) {
      if (req.method === "POST" && !req.headers.authorization) rawBodies.set(req, body);
    },
    noteRequest(ctx, req) {
      (ctx as NotedContext)[HTTP_REQUEST] = req;
    },
    fastPath(req, res, next) {
      const raw = rawBodies.get(req);
      if (!raw || !readVersion || req.headers.authorization || !req.is("application/json")) return next();
      const key = sentKeyOf(req, raw);
      // Only a request kept before waits for the version.
      if (!sent.peek(key)) {
        keepWhatIsSent(req, res, key);
        return next();
      }
      readVersion().then(
        (version) => {
          const entry = sent.get(key, version);
          if (!entry) {
            keepWhatIsSent(req, res, key);
            return next();
          }
          replay(entry.hits, hitContext!);
          res.status(200);
          res.setHeader("content-type", entry.contentType);
          if (entry.cacheControl) res.setHeader("cache-control", entry.cacheControl);
          if (entry.etag) res.setHeader("etag", entry.etag);
          res.send(entry.body);
        },
        // As above: Apollo runs the operation, which answers the failure.
        () => next(),
      );
    },
  };
}

/** The exact request and every header the context or Apollo reads to shape a public answer. */
function sentKeyOf(req: Request, raw: Buffer): string {
  const { headers } = req;
  return `${headers["x-language"] ?? ""}\0${headers["x-currency"] ?? ""}\0${headers.accept ?? ""}\0${headers["content-type"] ?? ""}\0${raw.toString("latin1")}`;
}

type OperationRequest = GraphQLRequestContextResponseForOperation<ShopContext>;

/** The operation's root fields when it is an anonymous query made only of public reads; null otherwise. */
function publicRootFields(request: OperationRequest, publicReads: ReadonlyMap<string, PublicRead>): FieldNode[] | null {
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

function keyOf(request: OperationRequest, ctx: ShopContext): string {
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

/** The hooked fields of a kept answer with their arguments, worked out as execution would have (variable defaults). */
function prepareHits(request: OperationRequest, fields: FieldNode[], data: Record<string, unknown>, publicReads: ReadonlyMap<string, PublicRead>): PreparedHit[] {
  const hooked = fields.filter((field) => publicReads.get(field.name.value)?.onHit);
  if (!hooked.length) return [];
  const schema: GraphQLSchema = request.schema;
  const variables = getVariableValues(schema, request.operation.variableDefinitions ?? [], request.request.variables ?? {});
  if (variables.errors) return [];
  const queryType = schema.getQueryType();
  const prepared: PreparedHit[] = [];
  for (const field of hooked) {
    const definition = queryType?.getFields()[field.name.value];
    const read = publicReads.get(field.name.value);
    if (!definition || !read) continue;
    const at = field.alias?.value ?? field.name.value;
    // A copy: the hooks must not see what a later change to the answer sent (or to the cached copy) would do.
    prepared.push({ read, args: getArgumentValues(definition, field, variables.coerced), at, value: structuredClone(data[at]) });
  }
  return prepared;
}
