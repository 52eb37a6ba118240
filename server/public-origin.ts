// The shop's public address, from PUBLIC_URL: canonical links, hreflang alternates, the sitemap and robots.txt are
// built from it, never from the request's Host or X-Forwarded-Host headers — a forged host would otherwise end up in
// pages and a sitemap that caches and crawlers keep. Unset, it is http://localhost:<PORT> (development).
export function publicOrigin(publicUrl: string | undefined, port: number): string {
  const configured = publicUrl?.trim();
  if (!configured) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address such as https://shop.example, not "${configured}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_URL must start with https:// or http://, not "${configured}"`);
  }
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL is an origin only (scheme, host and port), without a path: "${configured}"`);
  }
  return url.origin;
}
