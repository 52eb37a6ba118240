// HTTP caching of storefront pages. A page its loader marks public (catalogue, search, campaigns, blog, content:
// PUBLIC_PAGE_MARK), asked for by an anonymous visitor (no bearer token, and no cookie besides the language,
// cookie-consent and currency choices), is the same for every such visitor with the same choices, so it may be kept
// by the browser and shared caches for a short while, and revalidated with its ETag — unless the answer sets a
// cookie the visitor did not choose (a sign-in link, a toast): then it is private. Every page asked for with
// anything personal (a cart, a member, a guest, a toast, the recently viewed list) is `private, no-store`.
//
// The ETag names what the page is made of, not its bytes (each render carries its own script nonce): the database's
// read version, which moves with every committed write a public page could show (decision 052), the build, the URL,
// the choices above, the Accept-Language header ("/" picks its language from it) and a one-minute clock window
// (campaign windows open and close without a write; the public-read cache gives its answers the same bound). So an
// ETag seen again means the same page: once this node has sent a page under an ETag, a revalidation carrying it is
// answered 304 at once, before any loader runs. A 304 carries no Content-Security-Policy: the browser keeps the one
// stored with the body, whose nonce matches that body's scripts. The same name lets this node keep the page whole
// (server/page-store.ts): the next anonymous visitor with the same choices gets it without loaders or a render, for
// as long as the ETag stays the current one.
import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LAST_VIEWED_COOKIE } from "../app/utils/catalog.js";
import { COOKIE_NAMES, PUBLIC_PAGE_MARK } from "../app/utils/constants.js";
import { addVary, PageStore } from "./page-store.js";

/** Browsers and shared caches keep an anonymous page this long, then show it while they revalidate it for this long. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
const WINDOW_MS = 60_000;
/** ETags this node sent with a public page, newest last; enough for every page a busy shop serves in a minute. */
const REMEMBERED_ETAGS = 20_000;

/** Cookies that change a page without making it personal: their values are part of the ETag. */
const CHOICE_COOKIES = [COOKIE_NAMES.language, COOKIE_NAMES.consent, COOKIE_NAMES.currency] as const;
const CHOICES = new Set<string>(CHOICE_COOKIES);
/**
 * Cookies a public page may set and still be shared: the choices, and the recently viewed list a product page starts
 * (for a visitor without one it holds just that product, the same for everyone).
 */
const SHAREABLE_SET_COOKIES = new Set<string>([...CHOICE_COOKIES, LAST_VIEWED_COOKIE]);

export interface PageCacheOptions {
  /** The database's read version (Shop.readVersion). */
  readVersion: () => Promise<string>;
  /** Changes with every build (the Remix build's assets version). */
  buildVersion: string;
  /** Memory for pages kept whole (server/page-store.ts); 0 keeps none. */
  storeBytes?: number;
}

/** Memory for anonymous pages kept whole: PAGE_STORE_MB megabytes (0 keeps none), else 32. */
export function pageStoreBytes(env: NodeJS.ProcessEnv = process.env): number {
  const megabytes = Number(env.PAGE_STORE_MB ?? 32);
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * 1024 * 1024) : 0;
}

function cookiesOf(req: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const separator = part.indexOf("=");
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (name) cookies.set(name, separator < 0 ? "" : part.slice(separator + 1).trim());
  }
  return cookies;
}

/** The visitor's choices when the request is anonymous; null when it carries anything personal. */
export function anonymousChoices(req: Request): Map<string, string> | null {
  if (req.headers.authorization) return null;
  const cookies = cookiesOf(req);
  for (const name of cookies.keys()) if (!CHOICES.has(name)) return null;
  return cookies;
}

/** What a page is besides its data: the URL, the host it was asked under and the visitor's choices. */
function pageKeyOf(req: Request, choices: Map<string, string>): string {
  const parts = [req.originalUrl, req.headers.host ?? "", req.headers["x-forwarded-host"] ?? "", req.headers["x-forwarded-proto"] ?? ""];
  parts.push(String(req.headers["accept-language"] ?? ""));
  for (const name of CHOICE_COOKIES) parts.push(choices.get(name) ?? "");
  return parts.join("\0");
}

function etagOf(pageKey: string, version: string, buildVersion: string): string {
  const hash = createHash("sha256");
  for (const part of [version, buildVersion, String(Math.floor(Date.now() / WINDOW_MS)), pageKey]) hash.update(part).update("\0");
  // Weak: the same page, not the same bytes (the nonce differs from render to render).
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag.replace(/^W\//, "") || candidate.trim() === "*");

const isPage = (res: Response) => res.statusCode === 200 && /^text\/html\b/.test(String(res.getHeader("content-type") ?? ""));

function setsOnlyShareableCookies(res: Response): boolean {
  const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
  return cookies.every((cookie) => SHAREABLE_SET_COOKIES.has(cookie.slice(0, cookie.indexOf("=")).trim()));
}

/** Whether the page's loader marked it public; the mark is taken off either way (it is for this file only). */
function markedPublic(res: Response): boolean {
  const marked = res.getHeader(PUBLIC_PAGE_MARK) !== undefined;
  res.removeHeader(PUBLIC_PAGE_MARK);
  return marked;
}

function notModified(res: Response, etag: string) {
  res.statusCode = 304;
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  addVary(res, "Cookie");
  for (const name of ["content-security-policy", "content-type", "content-length", "set-cookie"]) res.removeHeader(name);
}

/** Runs `decide` once, just before the reply's status and headers go out (whoever sends them). */
function beforeHeaders(res: Response, decide: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    res.writeHead = writeHead;
    if (typeof args[0] === "number") res.statusCode = args[0];
    decide();
    return writeHead.apply(this, [res.statusCode, ...args.slice(1)] as unknown as Parameters<Response["writeHead"]>);
  } as Response["writeHead"];
}

/** `null` (development: the code changes under the same ETag) only keeps pages with a shopper private. */
export function pageCache(options: PageCacheOptions | null): RequestHandler {
  /** ETags sent, oldest first. */
  const sent = new Set<string>();
  const remember = (etag: string) => {
    sent.delete(etag);
    sent.add(etag);
    if (sent.size > REMEMBERED_ETAGS) sent.delete(sent.values().next().value!);
  };

  const storeBytes = options?.storeBytes ?? pageStoreBytes();
  const store = options && storeBytes > 0 ? new PageStore(storeBytes) : null;

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const choices = anonymousChoices(req);
    if (!choices) {
      beforeHeaders(res, () => {
        markedPublic(res);
        if (isPage(res)) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
      });
      return next();
    }
    if (!options) {
      beforeHeaders(res, () => markedPublic(res));
      return next();
    }
    const ifNoneMatch = req.headers["if-none-match"];
    const pageKey = pageKeyOf(req, choices);
    // The version is read before the loaders run: the page may already be kept whole, or known to the browser.
    let etag: string | null = null;
    const known = options.readVersion().then((version) => (etag = etagOf(pageKey, version, options.buildVersion)));
    // Only a reply that is rendered here is watched for keeping (not a kept page's or a 304).
    let watched: ReturnType<PageStore["watch"]> | null = null;
    const render = () => {
      if (store && req.method === "GET") watched = store.watch(pageKey, res);
      next();
    };
    beforeHeaders(res, () => {
      if (!markedPublic(res) || !isPage(res)) return;
      if (!setsOnlyShareableCookies(res)) {
        res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
        return;
      }
      if (etag === null) return;
      remember(etag);
      if (matches(ifNoneMatch, etag)) return notModified(res, etag);
      sharedHeaders(res, etag);
      watched?.keep(etag);
    });
    known.then((tag) => {
      if (sent.has(tag) && matches(ifNoneMatch, tag)) {
        notModified(res, tag);
        res.end();
        return;
      }
      if (!store) return next();
      const sendKept = () => {
        const page = store.take(pageKey, tag);
        if (!page) return false;
        remember(tag);
        sharedHeaders(res, tag);
        PageStore.send(req, res, page);
        return true;
      };
      if (sendKept()) return;
      const underWay = req.method === "GET" ? store.joinRender(pageKey, tag, res) : null;
      if (!underWay) return render();
      underWay.then(() => {
        if (!sendKept()) render();
      }, next);
      // Without the version (the database out of reach) the page is rendered uncached: its loaders meet the same
      // failure and answer with the shop's own error page, not the framework's bare one.
    }, render);
  };
}

function sharedHeaders(res: Response, etag: string) {
  res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader("ETag", etag);
  addVary(res, "Cookie");
}
