// Whether a state-changing request comes from another site (cross-site request forgery). `Sec-Fetch-Site` decides
// when the browser sends it; else `Origin` must name this host, the forwarded host, or one of the allowed origins.
// A request with neither header (an old browser, a server-side tool) counts as ours: the SameSite=Lax session
// cookie is not sent on a browser's cross-site post anyway. Read by the storefront's request handler (before the
// framework's own check, which answers such a post with a bare 500) and by every storefront action.

export interface HeaderSource {
  get(name: string): string | null;
}

/** `allowedOrigins`: comma-separated extra hosts (ALLOWED_ORIGINS), e.g. a storefront domain in front of a proxy. */
export function isCrossSite(headers: HeaderSource, ownHost: string, allowedOrigins = ""): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("Origin");
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = [ownHost, headers.get("X-Forwarded-Host"), ...allowedOrigins.split(",")]
    .map((value) => value?.trim().replace(/^https?:\/\//, ""))
    .filter(Boolean);
  return !allowed.includes(host);
}
