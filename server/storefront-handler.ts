// The storefront's Express handler: the Remix request handler behind one step that judges cross-site posts itself.
// Remix's own check (an `Origin` that is not the Host) throws before any route runs and answers a bare 500, and it
// ignores ALLOWED_ORIGINS and resource routes. Here the shared rule decides, the `Origin` header is taken away so the
// framework's check never fires, and a cross-site post is marked `Sec-Fetch-Site: cross-site`: the action's form
// reader (app/utils/form.server.ts) then refuses it with 403 and the translated error page — except where an action
// reads with `fromAnySite` (Apple's sign-in callback and a card provider's payment callback, which another site's
// page posts). Pages are cached over HTTP as server/page-cache.ts says (production builds only: in development the
// code changes under the same ETag); what a page's visit counts is counted before that (server/page-visits.ts).
// server.ts and the storefront tests mount this same handler.
import { createRequestHandler, type GetLoadContextFunction } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express, { type Request as ExpressRequest } from "express";
import { isCrossSite } from "../shared/same-origin.js";
import { drainUnreadBody } from "./drain-unread-body.js";
import { pageCache } from "./page-cache.js";
import { countPageVisits, type PageVisitCounters } from "./page-visits.js";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface StorefrontOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: GetLoadContextFunction;
  /** The database's read version (Shop.readVersion): with it, anonymous pages get ETags and a short public cache life. */
  readVersion?: () => Promise<string>;
  /** What a page's visit counts (a search, a blog post's view), counted as its request arrives. */
  pageVisits?: PageVisitCounters;
}

/**
 * The storefront handler on a build loaded on first use, or by `load()` (whichever comes first): evaluating the
 * storefront's modules is start-up work an API read does not need. A page that comes before the build waits for it.
 */
export function storefrontOnceLoaded(loadBuild: () => Promise<ServerBuild>, options: Omit<StorefrontOptions, "build">): { handler: express.RequestHandler; load: () => Promise<void> } {
  let loaded: express.Router | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= loadBuild().then((build) => {
      loaded = storefrontHandler({ ...options, build });
    }));
  const handler: express.RequestHandler = (req, res, next) => {
    if (loaded) return loaded(req, res, next);
    load().then(() => loaded!(req, res, next), next);
  };
  return { handler, load };
}

export function storefrontHandler({ build, mode, getLoadContext, readVersion, pageVisits }: StorefrontOptions): express.Router {
  const router = express.Router();
  router.use(drainUnreadBody());
  router.use((req, _res, next) => {
    if (UNSAFE_METHODS.has(req.method)) judgeOrigin(req);
    next();
  });
  if (pageVisits) router.use(countPageVisits(pageVisits));
  router.use(pageCache(readVersion && typeof build !== "function" ? { readVersion, buildVersion: build.assets.version } : null));
  // `use`, not `all("*")`: a route pattern makes Express decode the path and answer a malformed escape (`/%C0`)
  // with its own untranslated 400 page; Remix matches the raw path and answers with the translated 404.
  router.use(createRequestHandler({ build, mode, getLoadContext }));
  return router;
}

function judgeOrigin(req: ExpressRequest) {
  const headers = { get: (name: string) => req.get(name) ?? null };
  const crossSite = isCrossSite(headers, req.get("host") ?? "", process.env.ALLOWED_ORIGINS);
  delete req.headers.origin;
  if (crossSite) req.headers["sec-fetch-site"] = "cross-site";
}
