// GET /robots.txt — everything public may be crawled except private areas, actions and the resource routes under
// /resource/; points at the sitemap. A resource route itself, kept at the address crawlers ask for (`_resource` is a
// pathless segment: it names the kind of route and adds nothing to the URL).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceRoutes } from "~/utils/resource-routes";

export function loader({ context }: LoaderFunctionArgs) {
  const origin = context.publicOrigin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /cart",
    "Disallow: /graphql",
    "Disallow: /api/",
    `Disallow: ${resourceRoutes.prefix}`,
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
