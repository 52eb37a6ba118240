// Thrown responses the root ErrorBoundary turns into the not-found / error pages.

/**
 * A plain-text 404 ("Sayfa bulunamadı", page not found, unless told otherwise); the page itself renders the
 * localized title.
 */
export function notFound(message = "Sayfa bulunamadı"): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Refuses a cookie-authenticated form post from another site (cross-site request forgery): `Sec-Fetch-Site` when the browser sends
 * it, else `Origin` must name this host. Requests without either (old browsers, server-side tools) pass: the
 * SameSite=Lax session cookie is not sent on their cross-site posts anyway. `ALLOWED_ORIGINS` (comma-separated)
 * adds hosts, e.g. a storefront domain in front of a proxy.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) {
    if (site === "same-origin" || site === "none") return;
    throw forbiddenPost();
  }
  const origin = request.headers.get("Origin");
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbiddenPost();
  }
  const allowed = [new URL(request.url).host, request.headers.get("X-Forwarded-Host"), ...(process.env.ALLOWED_ORIGINS ?? "").split(",")]
    .map((value) => value?.trim().replace(/^https?:\/\//, ""))
    .filter(Boolean);
  if (!allowed.includes(host)) throw forbiddenPost();
}

function forbiddenPost(): Response {
  return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
