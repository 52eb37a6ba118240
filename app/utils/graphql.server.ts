// How loaders and actions run GraphQL operations: a thin typed executor, no client. Each operation goes in-process
// through the server's Apollo Server (same limits, auth and error formatting as over HTTP), or over HTTP when
// GRAPHQL_URL points at a separate API tier. An Apollo Client per request used to do this; with its cache switched
// off it only added cost (its document transforms were redone for every new client: a quarter of a product page's
// CPU), so what it did that pages rely on is kept here, computed once per document: `__typename` on every selection
// (pages tell union members apart by it) and the printed text.
// Every operation is asked in the page's language, sent once as the X-Language header (the URL's prefix, or the
// admin's remembered choice): the documents name no language. A caller that speaks for another page (a resource
// route told the language by its caller, a flow that remembered the shopper's) passes that language last.
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { addTypenameToDocument } from "@apollo/client/utilities";
import type { TypedDocumentNode } from "@apollo/client";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { print, type DocumentNode, type FormattedExecutionResult, type OperationDefinitionNode } from "graphql";
import { badRequest } from "~/utils/http.server";
import { getCurrencyCookie } from "~/utils/cookies.server";
import { localeFromRequest } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { shopperToken } from "~/utils/shopper.server";
import { SERVICE_UNAVAILABLE } from "../../shared/outage";

/** Headers a GraphQL call needs from the shopper's request: cookies carry the session, the rest is for logs. */
const FORWARDED_HEADERS = ["cookie", "authorization", "accept-language", "user-agent", "x-forwarded-for"];

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The browser's shopper session becomes the bearer token of every operation made for this request.
  const token = headers.has("authorization") ? null : shopperToken(request);
  if (token) headers.set("authorization", `Bearer ${token}`);
  // Every amount of every operation in the shopper's currency; without a choice (or an unknown one) the server uses
  // the shop's default, never each product's own.
  headers.set("x-currency", getCurrencyCookie(request) ?? "default");
  // The page's language, said once for every operation made for it: documents name no language of their own.
  headers.set("x-language", localeFromRequest(request));
  return headers;
}

interface PreparedDocument {
  text: string;
  operationName: string | undefined;
}

// The storefront's documents are module constants: transform and print each once, not on every operation.
const preparedDocuments = new WeakMap<DocumentNode, PreparedDocument>();
function prepared(document: DocumentNode): PreparedDocument {
  let entry = preparedDocuments.get(document);
  if (!entry) {
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition");
    entry = { text: print(addTypenameToDocument(document)), operationName: operation?.name?.value };
    preparedDocuments.set(document, entry);
  }
  return entry;
}

/** What a public read needs from the request: the shopper's choices and the log fields, never who asks. */
function anonymousHeaders(request: Request): Headers {
  const headers = forwardedHeaders(request);
  headers.delete("authorization");
  headers.delete("cookie");
  return headers;
}

// One header set per incoming request and kind, shared by the root loader and the route loaders that run for it.
const requestHeaders = { shopper: new WeakMap<Request, Headers>(), anonymous: new WeakMap<Request, Headers>() };
function headersFor(request: Request, as: keyof typeof requestHeaders, language: Locale | undefined): Headers {
  let headers = requestHeaders[as].get(request);
  if (!headers) {
    headers = as === "anonymous" ? anonymousHeaders(request) : forwardedHeaders(request);
    requestHeaders[as].set(request, headers);
  }
  if (language === undefined || headers.get("x-language") === language) return headers;
  const other = new Headers(headers);
  other.set("x-language", language);
  return other;
}

async function overHttp(url: string, body: string, headers: Headers): Promise<FormattedExecutionResult> {
  const sent = new Headers(headers);
  sent.set("content-type", "application/json");
  sent.set("accept", "application/json");
  const response = await fetch(url, { method: "POST", headers: sent, body });
  const text = await response.text();
  try {
    return JSON.parse(text) as FormattedExecutionResult;
  } catch {
    throw new Error(`GraphQL endpoint answered ${response.status} without a GraphQL result`);
  }
}

/** Runs one operation; errors in the answer throw as CombinedGraphQLErrors (the shape graphQLErrorCode reads). */
async function execute<TData>(
  request: Request,
  context: AppLoadContext,
  document: DocumentNode,
  variables: Record<string, unknown>,
  language: Locale | undefined,
  as: keyof typeof requestHeaders = "shopper",
): Promise<TData> {
  const { text, operationName } = prepared(document);
  const headers = headersFor(request, as, language);
  const url = process.env.GRAPHQL_URL;
  const result = url
    ? await overHttp(url, JSON.stringify({ query: text, operationName, variables }), headers)
    : await context.graphql({ query: text, operationName, variables }, { headers });
  // The database is out of reach: the page says so (503 with Retry-After, entry.server.tsx) rather than failing.
  if (result.errors?.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE)) throw data(null, { status: 503 });
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!result.data) throw new Error(`GraphQL operation returned no data`);
  return result.data as TData;
}

/** The `extensions.code` of a thrown GraphQL error (UNAUTHENTICATED, NOT_FOUND, RATE_LIMITED, …), or null. */
export function graphQLErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/**
 * Runs one operation for a loader or action; GraphQL errors surface as a thrown error (the error page). A page read
 * (GET) whose input the server refuses took that input from the URL: the 400 error page, not a 500 — the loaders
 * clean what they read (url-params.ts), this is the net for what they miss.
 */
export async function runQuery<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
  language?: Locale,
): Promise<TData> {
  return readPage(request, context, query, variables, language, "shopper");
}

/**
 * runQuery for a document whose answer is the same whoever asks (the layout: settings, menu, languages): it is
 * asked without the shopper's identity, so a shopper with a cart or a session is answered from the public-read cache
 * like anyone else instead of running its statements again. Only for documents with no per-shopper field.
 */
export function runPublicQuery<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
  language?: Locale,
): Promise<TData> {
  return readPage(request, context, query, variables, language, "anonymous");
}

async function readPage<TData>(
  request: Request,
  context: AppLoadContext,
  query: DocumentNode,
  variables: Record<string, unknown>,
  language: Locale | undefined,
  as: keyof typeof requestHeaders,
): Promise<TData> {
  return refusedUrlInputAsBadRequest(request, execute<TData>(request, context, query, variables, language, as));
}

/** Runs one mutation for an action; GraphQL errors surface as a thrown error. */
export function runMutation<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
  language?: Locale,
): Promise<TData> {
  return execute<TData>(request, context, mutation, variables, language);
}

/**
 * runMutation for a loader that runs one with input from its URL (a provider's return address confirming a
 * payment): input the server refuses is the 400 page, as for a page's read.
 */
export function runUrlMutation<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
  language?: Locale,
): Promise<TData> {
  return refusedUrlInputAsBadRequest(request, execute<TData>(request, context, mutation, variables, language));
}

/**
 * A page's action with its net: the forms answer what the server refuses in their fields themselves; input the
 * server refuses that no field of the form carries (a hidden id, a language, a choice the page never offered) can
 * only come from a post made by hand, and gets the 400 page instead of a 500. The net sits outside the action, so
 * the action's own answers to a refusal come first.
 */
export function withInputNet<T>(handler: (args: ActionFunctionArgs) => Promise<T>): (args: ActionFunctionArgs) => Promise<T> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (graphQLErrorCode(error) === "BAD_USER_INPUT") throw badRequest();
      throw error;
    }
  };
}

async function refusedUrlInputAsBadRequest<TData>(request: Request, answer: Promise<TData>): Promise<TData> {
  try {
    return await answer;
  } catch (error) {
    if (request.method === "GET" && graphQLErrorCode(error) === "BAD_USER_INPUT") throw badRequest();
    throw error;
  }
}
