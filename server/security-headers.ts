// Security headers on every reply (storefront pages, /graphql, /api/v1, /media, assets), set by helmet. The
// Content-Security-Policy allows scripts only by a per-request nonce: the server render puts it on every script Remix
// emits (entry.server.tsx, root.tsx), and 'strict-dynamic' extends the trust to the scripts those load or create —
// the site's modules and the admin's analytics scripts (components/site-scripts.tsx gives them the nonce as well).
// Other kinds of content (styles, images, fonts, connections, frames) may come from this origin or any https
// origin, because admin-configured tags load from hosts the shop cannot know in advance. See docs/decisions/026.
// Forms may go to this origin and to the social login providers the environment configures (decision 038); the
// approve step's may also be sent on to a card's 3-D Secure page.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { socialLoginOrigins } from "../graphql-server/modules/customer/index.js";
import { iyzicoEnvOrigin, paytrFrameOrigin } from "../graphql-server/modules/payment/index.js";

/** The nonce of this reply's scripts (server.ts hands it to Remix through the load context). */
export const cspNonceOf = (res: Response): string => res.locals.cspNonce as string;

/** helmet hands directive functions the plain Node reply; Express's is the same object. */
const nonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${cspNonceOf(res as Response)}'`;

/** A year: browsers keep to https for this long once they saw the header over TLS. */
const HSTS = "max-age=31536000";

/**
 * Powerful browser features the shop never uses are off for the page and every frame in it; the Payment Request
 * API stays available to the shop's own origin (card payments).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=(self)",
  "usb=()",
].join(", ");

/** The checkout's approve step, in every language: its "Place order" is the post a card payment starts from. */
const APPROVE_STEP = /^(?:\/(?:en|ar))?\/odeme\/onay\/?$/;

/**
 * Without JavaScript "Place order" is a form post the shop answers with a redirect to the 3-D Secure page of the
 * card's bank or provider, and browsers hold every redirect of a form post to form-action. Those pages are on the
 * banks' own hosts, which the shop cannot list: any https origin, on the approve step only (every other page keeps
 * 'self'), plus the local fake iyzico's plain-http origin in the demo and tests.
 */
function formActionSources(): (req: IncomingMessage) => string {
  const everywhere = ["'self'", ...socialLoginOrigins()].join(" ");
  const onApproveStep = [everywhere, "https:", iyzicoEnvOrigin()].filter((source): source is string => source !== null).join(" ");
  return (req) => (APPROVE_STEP.test(pathOf(req.url)) ? onApproveStep : everywhere);
}

/** The request's path as sent, without parsing it as a URL: `//x` would read as another host. */
const pathOf = (url: string | undefined) => (url ?? "/").split("?", 1)[0];

type Directives = Record<string, Iterable<string | typeof nonceSource | ReturnType<typeof formActionSources>> | null>;

function directives(dev: boolean, secure: boolean): Directives {
  return {
    defaultSrc: ["'self'"],
    // 'https:' and 'unsafe-inline' only matter to browsers without nonce support; the others ignore both once a
    // nonce and 'strict-dynamic' are present.
    scriptSrc: [nonceSource, "'strict-dynamic'", "https:", "'unsafe-inline'"],
    scriptSrcAttr: ["'none'"],
    // Admin CSS is an inline <style>, React writes style attributes, and Vite injects styles in development.
    styleSrc: ["'self'", "https:", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:", "https:"],
    // Development: Vite's HMR socket listens on a port of its own.
    connectSrc: ["'self'", "https:", ...(dev ? ["ws:", "wss:"] : [])],
    // PayTR's card iframe: https like any frame, plus the local fake's plain-http address in the demo and tests.
    frameSrc: ["'self'", "https:", ...[paytrFrameOrigin()].filter((origin): origin is string => origin !== null)],
    mediaSrc: ["'self'", "https:"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // A social login may post to (or be redirected to after a post from) the configured providers' sign-in pages; a
    // card payment without JavaScript is redirected from the approve step's post to its 3-D Secure page.
    formAction: [formActionSources()],
    frameAncestors: ["'self'"],
    // Only over TLS: on plain http (development, tests) it would rewrite the shop's own addresses to https.
    upgradeInsecureRequests: secure ? [] : null,
  };
}

function helmetFor(dev: boolean, secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(dev, secure) },
    // Set below, and only over TLS: a browser that saw it over plain http ignores it anyway, and a shop served
    // on http behind no proxy (development) must not tell browsers otherwise.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "sameorigin" },
    // Product images are also shown by mail clients and other sites' previews; everything else is for this site.
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  }) as RequestHandler;
}

/**
 * The middleware server.ts mounts first. `req.secure` is true for https, also behind a proxy that TRUST_PROXY
 * names (X-Forwarded-Proto).
 */
export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  const plain = helmetFor(dev, false);
  const tls = helmetFor(dev, true);
  // Apollo's Sandbox page (development only) runs inline scripts with a nonce of its own.
  const withoutCsp = dev ? helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    if (withoutCsp && req.method === "GET" && req.path === "/graphql" && req.accepts("html")) return withoutCsp(req, res, next);
    (req.secure ? tls : plain)(req, res, next);
  };
}

/** Product images may be embedded anywhere (mails, marketplaces): mounted on /media after securityHeaders. */
export function crossOriginImages(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  next();
}
