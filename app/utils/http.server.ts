// Thrown responses the root ErrorBoundary turns into the not-found / error pages.
import { isCrossSite } from "../../shared/same-origin";

/**
 * A plain-text 404 ("Sayfa bulunamadı", page not found, unless told otherwise); the page itself renders the
 * localized title.
 */
export function notFound(message = "Sayfa bulunamadı"): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Refuses a form post from another site (cross-site request forgery) with 403: the rule is shared/same-origin.ts. */
export function assertSameOrigin(request: Request): void {
  if (isCrossSite(request.headers, new URL(request.url).host, process.env.ALLOWED_ORIGINS)) throw forbiddenPost();
}

function forbiddenPost(): Response {
  return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A request the shop cannot read (not a form, a broken one, text in a URL no page has): the 400 error page. */
export function badRequest(): Response {
  return new Response("Bad Request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A body over the limit of its kind: the 413 error page. */
export function tooLarge(): Response {
  return new Response("Payload Too Large", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
