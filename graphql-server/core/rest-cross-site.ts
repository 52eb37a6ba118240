// Cross-site request forgery on /api/v1. A page on another site can make a visitor's browser POST to the API without
// asking first (no CORS preflight) only as a "simple" request: a form or a fetch whose body is text/plain,
// application/x-www-form-urlencoded or multipart/form-data, or a bodiless POST, and without an Authorization header.
// Such a request could create guests and use up the visitor's address's rate limits. The API reads JSON bodies only,
// so a simple body type is refused (415) before anything runs; a bodiless POST is refused (403) when the browser says
// it comes from another site. A request with an Authorization header was preflighted (the header is not one a page
// may send unasked), and this server grants no cross-origin preflight, so it cannot come from another site's page.
// A payment provider's callback (a form the provider's page posts) is declared `acceptsCrossSiteForms` on its route
// and checks its own signature instead.
import type { Request } from "express";
import { isCrossSite } from "../../shared/same-origin.js";

/** The body types a browser sends cross-site without a preflight. */
export const SIMPLE_BODY_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"] as const;

export type CrossSiteRefusal = { status: 415; key: "unsupported_media_type" } | { status: 403; key: "cross_site_request" };

const mediaType = (contentType: string | undefined) => contentType?.split(";")[0].trim().toLowerCase() || undefined;

/** Whether the browser says another site's page sent it: the storefront's rule (shared/same-origin.ts). */
const fromAnotherSite = (req: Request): boolean =>
  isCrossSite({ get: (name) => req.get(name) ?? null }, req.get("host") ?? "", process.env.ALLOWED_ORIGINS);

/** Why a POST must not run, or null when it may. */
export function crossSiteRefusal(req: Request): CrossSiteRefusal | null {
  if (req.method !== "POST" || req.get("authorization")) return null;
  const type = mediaType(req.get("content-type"));
  if (type && (SIMPLE_BODY_TYPES as readonly string[]).includes(type)) return { status: 415, key: "unsupported_media_type" };
  if (!type && fromAnotherSite(req)) return { status: 403, key: "cross_site_request" };
  return null;
}
