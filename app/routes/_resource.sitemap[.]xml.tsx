// GET /sitemap.xml — every product, category, brand and content page in every routed language, with hreflang
// alternates (xhtml:link) so search engines pair the translations. A resource route at its well-known address
// (`_resource` is a pathless segment).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import { isLocale, LOCALES } from "~/utils/locale";
import { pathFor } from "~/utils/seo";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The configured public origin: a forged Host header must never reach this publicly cached document.
  const origin = context.publicOrigin;
  const { sitemapEntries } = await runQuery(request, context, SitemapDocument, {});
  const urls: string[] = [];
  const home = LOCALES.map((locale) => ({ locale, href: `${origin}${pathFor("", locale)}` }));
  const entries: { links: { locale: string; href: string }[]; updatedAt: string | null }[] = [{ links: home, updatedAt: null }];
  for (const entry of sitemapEntries) {
    const links = entry.links
      .flatMap((link) => (isLocale(link.language) ? [{ locale: link.language, href: origin + pathFor(link.seoLink, link.language) }] : []));
    if (links.length) entries.push({ links, updatedAt: entry.updatedAt });
  }
  for (const entry of entries) {
    const alternates = entry.links
      .map((link) => `<xhtml:link rel="alternate" hreflang="${link.locale}" href="${escapeXml(link.href)}"/>`)
      .join("");
    const lastmod = entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt.slice(0, 10))}</lastmod>` : "";
    for (const link of entry.links) urls.push(`<url><loc>${escapeXml(link.href)}</loc>${lastmod}${alternates}</url>`);
  }
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n";
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

const SitemapDocument = graphql(`
  query Sitemap {
    sitemapEntries {
      kind
      updatedAt
      links {
        language
        seoLink
      }
    }
  }
`);
