// Thrown responses the root ErrorBoundary turns into the not-found / error pages.

/** The spec's not-found message; the page itself renders the localized title. */
export function notFound(message = "Sayfa bulunamadı"): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A same-site path to return to after a form post, or the fallback. Refuses absolute and protocol-relative URLs
 * so a crafted form cannot turn our redirect into an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
