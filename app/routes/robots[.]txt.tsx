// GET /robots.txt — everything public may be crawled except private areas, actions and resource routes; points
// at the sitemap.
import type { LoaderFunctionArgs } from "@remix-run/node";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /cart",
    "Disallow: /graphql",
    "Disallow: /api/",
    "Disallow: /quick-view",
    "Disallow: /search-suggestions",
    "Disallow: /set-language",
    "Disallow: /cookie-consent",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
