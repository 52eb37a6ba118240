// The admin session in the browser: the admin's bearer token in its own HttpOnly cookie (apart from the shopper's
// g_u_t, so an admin can shop in the same browser), the guards adminAuthenticated and notAdminAuthenticated, and
// GraphQL calls made as the admin.
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { TypedDocumentNode } from "@apollo/client";
import { ADMIN_PATH, adminLoginPath, adminReturnPath } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import type { AdminShellMeQuery } from "~/graphql/generated/graphql";
import { readCookie, siteCookie } from "~/utils/cookies.server";
import { graphQLErrorCode, runMutation, runQuery } from "~/utils/graphql.server";
import { forbiddenPage } from "~/utils/admin-forms.server";

export const ADMIN_TOKEN_COOKIE = "admin_token";
/** As long as the server keeps the token (12 hours); the server's expiry is the one that counts. */
export const ADMIN_SESSION_SECONDS = 12 * 3600;

const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function adminTokenOf(request: Request): string | null {
  const token = readCookie(request, ADMIN_TOKEN_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export const adminTokenCookie = (token: string) => siteCookie(ADMIN_TOKEN_COOKIE, token, ADMIN_SESSION_SECONDS, { httpOnly: true });
export const clearAdminTokenCookie = () => siteCookie(ADMIN_TOKEN_COOKIE, "", 0, { httpOnly: true });

/**
 * The same request carrying the admin's token instead of the shopper's (operations then run as the admin). Its method
 * is kept: a page's read (GET) whose input the server refuses is the 400 page, a form's post is answered by its action.
 */
function asAdmin(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${token}`);
  return new Request(request.url, { method: request.method, headers });
}

export type SignedInAdmin = AdminShellMeQuery["adminMe"];

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

type FoundAdmin = { token: string; admin: SignedInAdmin } | null;

/**
 * The admin frame's loader and the page's own guard run for the same request side by side: the lookup is made once
 * per request and shared.
 */
const lookups = new WeakMap<Request, Promise<FoundAdmin>>();

/** The signed-in admin, or null when the cookie is missing, expired, revoked or the account closed. */
export function currentAdmin(args: GuardArgs): Promise<FoundAdmin> {
  let lookup = lookups.get(args.request);
  if (!lookup) {
    lookup = lookUpAdmin(args);
    lookups.set(args.request, lookup);
  }
  return lookup;
}

async function lookUpAdmin({ request, context }: GuardArgs): Promise<FoundAdmin> {
  const token = adminTokenOf(request);
  if (!token) return null;
  try {
    const { adminMe } = await runQuery(asAdmin(request, token), context, AdminShellMeDocument, {});
    return { token, admin: adminMe };
  } catch (error) {
    if (graphQLErrorCode(error) === "UNAUTHENTICATED" || graphQLErrorCode(error) === "FORBIDDEN") return null;
    throw error;
  }
}

/** The path of this request, to come back to after signing in. */
const requestPath = (request: Request) => {
  const url = new URL(request.url);
  return adminReturnPath(url.pathname + url.search);
};

/** Admin pages: the signed-in admin, else /login?r=<this page> (a stale cookie is cleared on the way). */
export async function adminAuthenticated(args: GuardArgs): Promise<{ token: string; admin: SignedInAdmin }> {
  const found = await currentAdmin(args);
  if (found) return found;
  const headers = adminTokenOf(args.request) ? { "Set-Cookie": clearAdminTokenCookie() } : undefined;
  throw redirect(adminLoginPath(requestPath(args.request)), { headers });
}

/** The admin login page: an admin already signed in goes to the admin area. */
export async function notAdminAuthenticated(args: GuardArgs): Promise<void> {
  if (await currentAdmin(args)) throw redirect(ADMIN_PATH);
}

/**
 * A refusal of the admin's role (an admin of another role reaching a page or form by its address) is the 403 page,
 * whatever the page: no page needs to catch it. Every other error goes on to the caller.
 */
const roleRefusalAsPage = (request: Request) => (error: unknown) =>
  graphQLErrorCode(error) === "FORBIDDEN" ? forbiddenPage(request) : Promise.reject(error);

/** Runs a query as the signed-in admin (the token from adminAuthenticated). */
export const adminQuery = <TData, TVariables extends Record<string, unknown>>(
  { request, context }: GuardArgs,
  token: string,
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
) => runQuery(asAdmin(request, token), context, query, variables).catch(roleRefusalAsPage(request));

/** Runs a mutation as the signed-in admin; a refused role is the 403 page, as for queries. */
export const adminMutation = <TData, TVariables extends Record<string, unknown>>(
  { request, context }: GuardArgs,
  token: string,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
) => runMutation(asAdmin(request, token), context, mutation, variables).catch(roleRefusalAsPage(request));

const AdminShellMeDocument = graphql(`
  query AdminShellMe {
    adminMe {
      id
      name
      email
      roles
      totpEnabled
    }
  }
`);
