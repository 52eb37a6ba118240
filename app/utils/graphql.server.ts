// Apollo Client for loaders and actions: a fresh client per request (no cache shared between shoppers). The link
// runs the operation in-process through the server's GraphQL executor (same limits, auth and error formatting as
// over HTTP), or over HTTP when GRAPHQL_URL points at a separate API tier.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { AppLoadContext } from "@remix-run/node";
import { print, type DocumentNode } from "graphql";
import { Observable } from "rxjs";
import possibleTypesResult from "~/graphql/generated/possible-types";
import { badRequest } from "~/utils/http.server";
import { getCurrencyCookie } from "~/utils/cookies.server";
import { shopperToken } from "~/utils/shopper.server";

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
  return headers;
}

// The storefront's documents are module constants: print each once, not on every operation (print walks the AST).
const printedDocuments = new WeakMap<DocumentNode, string>();
function printed(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print(document);
    printedDocuments.set(document, text);
  }
  return text;
}

function inProcessLink(context: AppLoadContext, request: Request): ApolloLink {
  const headers = forwardedHeaders(request);
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let active = true;
        context
          .graphql(
            { query: printed(operation.query), operationName: operation.operationName, variables: operation.variables },
            { headers },
          )
          .then(
            (result) => {
              if (!active) return;
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => active && observer.error(error),
          );
        return () => {
          active = false;
        };
      }),
  );
}

// One client per incoming request, shared by the root loader and the route loaders that run for it; never shared
// between requests (the WeakMap entry goes with the Request).
const clients = new WeakMap<Request, ApolloClient>();

export function graphQLClientFor(request: Request, context: AppLoadContext): ApolloClient {
  let client = clients.get(request);
  if (!client) {
    client = createGraphQLClient(request, context);
    clients.set(request, client);
  }
  return client;
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
  variables: TVariables,
): Promise<TData> {
  let result;
  try {
    result = await graphQLClientFor(request, context).query<TData, TVariables>({ query, variables } as never);
  } catch (error) {
    if (request.method === "GET" && graphQLErrorCode(error) === "BAD_USER_INPUT") throw badRequest();
    throw error;
  }
  if (!result.data) throw new Error(`GraphQL operation returned no data`);
  return result.data as TData;
}

/** Runs one mutation for an action (same in-process client); GraphQL errors surface as a thrown error. */
export async function runMutation<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data } = await graphQLClientFor(request, context).mutate<TData, TVariables>({ mutation, variables } as never);
  if (!data) throw new Error(`GraphQL mutation returned no data`);
  return data as TData;
}

function createGraphQLClient(request: Request, context: AppLoadContext): ApolloClient {
  const url = process.env.GRAPHQL_URL;
  const link = url
    ? new HttpLink({ uri: url, headers: Object.fromEntries(forwardedHeaders(request)) })
    : inProcessLink(context, request);
  return new ApolloClient({
    link,
    // The schema's unions and interfaces (generated): the cache then knows which member a fragment on a union
    // result matches instead of guessing (and warning) on every such result.
    cache: new InMemoryCache({ possibleTypes: possibleTypesResult.possibleTypes }),
    // Each request is its own client; normalising results into a cache nobody reads again is wasted work.
    defaultOptions: { query: { fetchPolicy: "no-cache" }, mutate: { fetchPolicy: "no-cache" } },
  });
}
