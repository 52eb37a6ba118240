// The /api/v1 REST shim. Each route is a declaration in a table (one per module, `modules/*/*.rest.ts`): method,
// path, access, zod schemas of its path parameters, query string and JSON body, a GraphQL operation, a mapper from
// the validated values to the operation's variables and a mapper from the result to the legacy reply shape
// `{success, code?, message?, response|data}`. The runner validates a request before mapping it and executes the
// operation through the same Apollo Server as /graphql, so limits, auth and error handling are the ones GraphQL has.
// No business logic lives here.
import type { ApolloServer } from "@apollo/server";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { GraphQLError, parse, type DocumentNode, type GraphQLFormattedError } from "graphql";
import { z } from "zod";
import { requireAdmin, requireCustomer, requireShopper, type ContextInput, type ShopContext } from "./context.js";
import { MESSAGE_LANGUAGES } from "./i18n.js";
import { apiDocsPage, openApiDocument } from "./openapi.js";
import type { SurfaceRoute } from "./rest-surface.js";
import { keepRequestScope, loggerFor } from "./logger.js";
import { crossSiteRefusal } from "./rest-cross-site.js";
import { unreadBodyFields } from "./rest-body-fields.js";
import { isMultipart, readMultipartBody } from "./rest-upload.js";
import { errorMessage, thrownMessage, THROWN_ERROR_KEY, THROWN_ERROR_STATUS, type ThrownErrorCode } from "./errors.js";
import { unstorableTextPath } from "./unstorable-text.js";
import { isDatabaseOutage, OUTAGE_HEADERS } from "./database-outage.js";

/** Who may call a route (the tsv's access column): see docs/api/v1-routes.tsv. */
export type Access = "public" | "optional" | "shopper" | "customer" | "admin";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a route's mappers know of the request besides its validated values. */
export interface RestRequest {
  /** The validated request language. */
  language: string;
  header(name: string): string | undefined;
}

/** A request's parts as the route's schemas parsed them (`{}` for a part the route declares no schema for). */
export interface RestValues<TParams = Record<string, never>, TQuery = Record<string, never>, TBody = Record<string, never>> {
  params: TParams;
  query: TQuery;
  body: TBody;
}

interface ReplyHead {
  status?: number;
  /** Extra reply headers: a route that sends the browser on (a 302) names the place in `Location`. */
  headers?: Record<string, string>;
}

/** The legacy JSON reply, or a document a route publishes as it is (a product feed's XML). */
export type RestReply = (ReplyHead & { body: Record<string, unknown> }) | (ReplyHead & { document: { text: string; contentType: string } });

/** One route as a module declares it; the type parameters come from its schemas and its reply's `data`. */
export interface RouteDeclaration<TData, TParams, TQuery, TBody> {
  method: HttpMethod;
  /** Full path as in docs/api/v1-routes.tsv, `{name}` for path parameters. */
  path: string;
  access: Access;
  /** One entry per `{name}` of the path. */
  params?: z.ZodType<TParams>;
  /** The query parameters the route reads (others, and `language`, which the runner reads, are ignored). */
  query?: z.ZodType<TQuery>;
  /** The JSON body; a route without one does not read the body at all. */
  body?: z.ZodType<TBody>;
  /** The GraphQL operation the route runs. */
  document: string;
  /**
   * A payment provider's callback, posted as a plain form from the provider's site: exempt from the refusal of simple
   * cross-site requests (core/rest-cross-site.ts). Such a route must authenticate the callback itself (its signature).
   */
  acceptsCrossSiteForms?: boolean;
  /**
   * The body may also come as multipart/form-data (a file upload): its fields are read into the body object, each
   * file as base64 text, and validated by `body` like a JSON body (core/rest-upload.ts).
   */
  multipart?: boolean;
  variables?(values: RestValues<TParams, TQuery, TBody>, request: RestRequest): Record<string, unknown>;
  reply(data: TData, request: RestRequest, values: RestValues<TParams, TQuery, TBody>): RestReply;
}

/** A declaration with its types erased, as the heterogeneous route tables hold it. */
export type RestRoute = RouteDeclaration<never, unknown, unknown, unknown>;

/** Keeps a route's schema and data types while its declaration is written, then stores it in a route table. */
export function defineRoute<TData, TParams = Record<string, never>, TQuery = Record<string, never>, TBody = Record<string, never>>(
  route: RouteDeclaration<TData, TParams, TQuery, TBody>,
): RestRoute {
  return route as unknown as RestRoute;
}

/**
 * Thrown by a variables mapper for a rule no single part's schema can state (a value the query or the body may
 * carry, but one of them must): the reply is 400 `bad_user_input`, as for a schema failure.
 */
export class RestInputError extends Error {
  constructor(readonly field: string) {
    super(`invalid ${field}`);
  }
}

export const API_PREFIX = "/api/v1";

const restLog = loggerFor("rest");

/** `/api/v1/x/{id}` → `/x/:id` (the router is mounted at /api/v1). */
export function toExpressPath(path: string): string {
  if (!path.startsWith(API_PREFIX + "/")) throw new Error(`REST route outside ${API_PREFIX}: ${path}`);
  return path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ":$1");
}

/** The `{name}`s of a path. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

const paramCount = (path: string) => pathParamNames(path).length;

/** A route's path parameters and its params schema must name the same things: checked at start-up. */
function checkParamsSchema(route: RestRoute) {
  const names = pathParamNames(route.path).sort();
  const shape = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : route.params ? null : [];
  if (shape === null || shape.join() !== names.join()) {
    throw new Error(`REST route ${route.method} ${route.path}: its params schema must be an object of exactly {${names.join(", ")}}`);
  }
}

const EMPTY = z.object({});

/** The request's parts parsed by the route's schemas, or null when one of them does not fit. */
function validate(route: RestRoute, req: Request): RestValues<unknown, unknown, unknown> | null {
  const params = (route.params ?? EMPTY).safeParse(req.params);
  const query = (route.query ?? EMPTY).safeParse(req.query);
  const body = route.body ? route.body.safeParse(req.body) : EMPTY.safeParse({});
  if (!params.success || !query.success || !body.success) return null;
  return { params: params.data, query: query.data, body: body.data };
}

interface RunnerDeps {
  routes: RestRoute[];
  /** The route table: routes it lists that `routes` does not serve answer the access check, then 501. */
  surface: readonly SurfaceRoute[];
  server: ApolloServer<ShopContext>;
  buildContext(input: ContextInput): Promise<ShopContext>;
}

const ACCESS_CHECK: Record<Access, ((ctx: ShopContext) => unknown) | null> = {
  public: null,
  optional: null,
  shopper: requireShopper,
  customer: requireCustomer,
  admin: requireAdmin,
};

function replyLanguage(req: Request): string {
  const lang = req.query.language;
  return typeof lang === "string" && (MESSAGE_LANGUAGES as readonly string[]).includes(lang.toLowerCase())
    ? lang.toLowerCase()
    : "tr";
}

function sendFailure(res: Response, status: number, key: string, message: string) {
  res.status(status).json({ success: false, code: key, message });
}

/** A thrown GraphQL error (ours or Apollo's) → HTTP status and reply; unknown codes are internal errors. */
function sendGraphQLError(res: Response, error: GraphQLFormattedError | GraphQLError, language: string) {
  const code = error.extensions?.code;
  if (typeof code === "string" && code in THROWN_ERROR_STATUS) {
    const thrownCode = code as ThrownErrorCode;
    if (thrownCode === "SERVICE_UNAVAILABLE") res.set(OUTAGE_HEADERS);
    sendFailure(res, THROWN_ERROR_STATUS[thrownCode], THROWN_ERROR_KEY[thrownCode], thrownMessage(error, language));
    return;
  }
  if (code === "GRAPHQL_VALIDATION_FAILED" || code === "GRAPHQL_PARSE_FAILED") {
    // Limits (depth, cost) or a broken route document: the caller cannot fix it, so it is not a 400.
    restLog.error({ reason: error.message }, "operation rejected");
  }
  sendFailure(res, 500, "internal_error", errorMessage(language, "internal_error"));
}

export function createRestRouter({ routes, surface, server, buildContext }: RunnerDeps): Router {
  const router = express.Router();
  router.use(keepRequestScope(express.json({ limit: "1mb" })));

  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`REST route listed twice: ${key}`);
    seen.add(key);
  }
  /**
   * One handler shape for every route: the request's language and context, the table's access check (and again in
   * the resolver for served routes), then `respond`; thrown errors and malformed input become the legacy failure
   * replies. The access check comes before input validation: a caller without a token learns nothing about inputs.
   */
  const handle = (
    { access, acceptsCrossSiteForms = false }: { access: Access; acceptsCrossSiteForms?: boolean },
    respond: (ctx: ShopContext, req: Request, res: Response) => Promise<void> | void,
  ) => {
    const check = ACCESS_CHECK[access];
    return async (req: Request, res: Response, next: NextFunction) => {
      let language = replyLanguage(req);
      // Before the context: a forged request must not create a guest or count against the caller's rate limits.
      const refusal = acceptsCrossSiteForms ? null : crossSiteRefusal(req);
      if (refusal) return sendFailure(res, refusal.status, refusal.key, errorMessage(language, refusal.key));
      try {
        const rawLanguage = req.query.language;
        // Every parameter, names included, and not only those a route reads: the runner itself hands `language` and
        // `currency` to the context, whose lookups would fail on a NUL before any route schema is asked.
        if ((rawLanguage !== undefined && typeof rawLanguage !== "string") || unstorableTextPath(req.query, "") !== null) {
          return sendFailure(res, 400, "bad_user_input", errorMessage(language, "bad_user_input"));
        }
        // `?currency` shows catalogue prices in that currency; a repeated or odd value is simply not used.
        const currency = typeof req.query.currency === "string" ? req.query.currency : undefined;
        const contextValue = await buildContext({ header: (name) => req.get(name), language: rawLanguage || undefined, currency, clientIp: req.ip });
        language = contextValue.language;
        check?.(contextValue);
        await respond(contextValue, req, res);
      } catch (error) {
        if (error instanceof GraphQLError) return sendGraphQLError(res, error, language);
        if (error instanceof RestInputError) return sendFailure(res, 400, "bad_user_input", errorMessage(language, "bad_user_input"));
        next(error);
      }
    };
  };
  const mount = (route: { method: HttpMethod; path: string }, handler: ReturnType<typeof handle>) =>
    router[route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete"](toExpressPath(route.path), handler);
  // Static paths before parametric ones, so `/category/getCategoryTree` is not swallowed by `/category/{id}`.
  const byParams = <T extends { path: string }>(list: readonly T[]) => [...list].sort((a, b) => paramCount(a.path) - paramCount(b.path));

  for (const route of byParams(routes)) {
    checkParamsSchema(route);
    // Parsed at the route's first request, not at every start: the coverage test parses and validates every route's
    // document against the schema, so a typo fails the tests rather than a caller's request.
    let document: DocumentNode | undefined;
    mount(
      route,
      handle(route, async (contextValue, req, res) => {
        if (route.multipart && isMultipart(req)) {
          const read = await readMultipartBody(req);
          if (!read.ok) {
            const [status, key] = read.reason === "too_large" ? [413, "payload_too_large"] : [400, "bad_user_input"];
            return sendFailure(res, status, key, errorMessage(contextValue.language, key));
          }
          req.body = read.body;
        }
        // An admin's write names what it changes: a field the route does not read is refused, never ignored.
        if (route.access === "admin" && route.method !== "GET") {
          const [unread] = unreadBodyFields(route.body, req.body);
          if (unread !== undefined) {
            return void res.status(400).json({ success: false, code: "unknown_field", message: errorMessage(contextValue.language, "unknown_field", { field: unread }), field: unread });
          }
        }
        const values = validate(route, req);
        if (!values) return sendFailure(res, 400, "bad_user_input", errorMessage(contextValue.language, "bad_user_input"));
        const request: RestRequest = { language: contextValue.language, header: (name) => req.get(name) };
        const variables = route.variables?.(values, request) ?? {};
        const response = await server.executeOperation({ query: (document ??= parse(route.document)), variables }, { contextValue });
        if (response.body.kind !== "single") throw new Error("incremental delivery is not used by REST routes");
        const result = response.body.singleResult;
        if (result.errors?.length) return sendGraphQLError(res, result.errors[0], contextValue.language);
        const reply = route.reply(result.data as never, request, values);
        restLog.debug({ route: `${route.method} ${route.path}`, status: reply.status ?? 200 }, "rest route");
        if (reply.headers) res.set(reply.headers);
        if ("document" in reply) res.status(reply.status ?? 200).type(reply.document.contentType).send(reply.document.text);
        else res.status(reply.status ?? 200).json(reply.body);
      }),
    );
  }

  // Listed but not served yet: callers without the access the table names get 401/403 as from a served route.
  for (const route of byParams(surface.filter((r) => !seen.has(`${r.method} ${r.path}`)))) {
    mount(
      route,
      handle(route, (ctx, _req, res) => sendFailure(res, 501, "not_implemented", errorMessage(ctx.language, "not_implemented"))),
    );
  }

  // The descriptions are made on first request: nothing at start-up pays for them.
  let openApi: string | undefined;
  let docsPage: string | undefined;
  router.get("/openapi.json", (_req, res) => void res.type("application/json").send((openApi ??= JSON.stringify(openApiDocument(routes, surface)))));
  router.get("/docs", (_req, res) => void res.type("html").send((docsPage ??= apiDocsPage(routes, surface))));

  // Unknown /api/v1 paths answer JSON, never the storefront's HTML 404.
  router.use((req: Request, res: Response) => {
    sendFailure(res, 404, "not_found", errorMessage(replyLanguage(req), "route_not_found"));
  });

  // Malformed bodies (invalid JSON, too large) are the caller's fault; anything else is logged, never echoed.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return sendFailure(res, status, "bad_user_input", errorMessage(replyLanguage(req), "bad_user_input"));
    }
    if (isDatabaseOutage(error)) {
      res.set(OUTAGE_HEADERS);
      return sendFailure(res, 503, "service_unavailable", errorMessage(replyLanguage(req), "service_unavailable"));
    }
    restLog.error({ err: error }, "unexpected error");
    sendFailure(res, 500, "internal_error", errorMessage(replyLanguage(req), "internal_error"));
  });

  return router;
}

/** 404 reply for an unknown seo link or id: the same shape as every REST failure. */
export const notFoundReply = (language: string) => ({
  status: 404,
  body: { success: false, code: "not_found", message: errorMessage(language, "not_found") },
});
