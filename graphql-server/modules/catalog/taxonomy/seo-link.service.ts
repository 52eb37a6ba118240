// What a storefront path is: `/{seoLink}` (product, category, brand or content page) or
// `/{brandLink}/{categoryLink}` (a brand listing within a category), with a listing target's products; and every
// linkable page for the sitemap.
import type { ProductListing, SeoLinkKind, SeoLinkTarget, SitemapEntry } from "../../../generated/resolvers-types.js";
import type { CatalogScope } from "../catalog.scope.js";
import { sql } from "../../../core/db.js";
import { first } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import { listProducts, type ListingInput } from "../listing/index.js";

const NONE: SeoLinkTarget = { kind: "NONE", id: null, categoryId: null, seoLinks: [] };

/**
 * Splits a path into at most two decoded segments; anything else is not a seo link — also a segment whose escapes
 * decode to text no column stores (`%00`, or `%2500` from a caller that decoded the path once already).
 */
export function seoSegments(path: string): string[] | null {
  const segments = path.replace(/^\/+|\/+$/g, "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > 2) return null;
  try {
    const decoded = segments.map((s) => decodeURIComponent(s));
    if (decoded.some((s) => s.length > 255 || !isStorableText(s))) return null;
    return decoded;
  } catch {
    return null;
  }
}

/**
 * One statement: looks the link up among products, categories, content pages (in the language first, then any
 * language — a Turkish menu link opened under /en still resolves; compare `seoLinks` to redirect) and brands.
 */
export async function resolveSeoLink(scope: CatalogScope, path: string): Promise<SeoLinkTarget> {
  const segments = seoSegments(path);
  if (!segments) return NONE;
  if (segments.length === 2) {
    const [brandLink, categoryLink] = segments;
    const found = await first(
      scope.em,
      db
        .selectFrom("brand as b")
        .select((eb) => [
          "b.id as brandId",
          eb
            .selectFrom("category_translation as ct")
            .innerJoin("category as c", (join) => join.onRef("c.id", "=", "ct.category_id").on("c.is_active", "=", true))
            .select("ct.category_id")
            .where("ct.seo_link", "=", categoryLink)
            .orderBy((order) => order("ct.language", "=", scope.language), "desc")
            .limit(1)
            .as("categoryId"),
        ])
        .where("b.is_active", "=", true)
        .where("b.seo_link", "=", brandLink),
    );
    if (!found || found.categoryId === null) return NONE;
    return { kind: "BRAND", id: found.brandId, categoryId: found.categoryId, seoLinks: [] };
  }
  const [link] = segments;
  const rows = await sql<{ kind: SeoLinkKind; id: number; language: string | null; seo_link: string | null }>(
    scope.em,
    `with hit as (
       (select 'PRODUCT' as kind, t.product_id as id, (t.language = ?) as exact from product_translation t
          join product p on p.id = t.product_id and p.is_active where t.seo_link = ?)
       union all
       (select 'CATEGORY', t.category_id, (t.language = ?) from category_translation t
          join category c on c.id = t.category_id and c.is_active where t.seo_link = ?)
       union all
       (select 'CONTENT', t.page_id, (t.language = ?) from content_page_translation t
          join content_page c on c.id = t.page_id and c.is_active where t.seo_link = ?)
       union all
       (select 'BRAND', b.id, true from brand b where b.is_active and b.seo_link = ?)
     ), best as (select * from hit order by exact desc, array_position(array['PRODUCT','CATEGORY','CONTENT','BRAND'], kind) limit 1)
     select best.kind, best.id, l.language, l.seo_link from best
       left join lateral (
         select language, seo_link from product_translation where best.kind = 'PRODUCT' and product_id = best.id
         union all select language, seo_link from category_translation where best.kind = 'CATEGORY' and category_id = best.id
         union all select language, seo_link from content_page_translation where best.kind = 'CONTENT' and page_id = best.id
       ) l on true
      order by l.language`,
    [scope.language, link, scope.language, link, scope.language, link, link],
  );
  if (!rows.length) return NONE;
  const links = rows.flatMap(({ language, seo_link }) => (language === null ? [] : [{ language, seoLink: seo_link ?? "" }]));
  return { kind: rows[0].kind, id: rows[0].id, categoryId: null, seoLinks: links };
}

/**
 * The products of a CATEGORY or BRAND target (null for other kinds): `input`'s filters narrowed to the category and
 * brand the path names, so a listing page needs no second request once it knows what its path is.
 */
export function targetListing(scope: CatalogScope, path: string, kind: SeoLinkKind, input: ListingInput): Promise<ProductListing> | null {
  const segments = seoSegments(path);
  if (!segments || (kind !== "CATEGORY" && kind !== "BRAND")) return null;
  const [link, categoryLink] = segments;
  const filter = { ...input.filter };
  if (kind === "CATEGORY") filter.category = link;
  else {
    filter.brands = [link, ...(input.filter?.brands ?? [])];
    if (categoryLink) filter.category = categoryLink;
  }
  return listProducts(scope, { ...input, filter });
}

/** Every active product, category, brand and content page with its per-language links. One statement. */
export async function sitemapEntries(scope: CatalogScope): Promise<SitemapEntry[]> {
  const rows = await sql<{ kind: SeoLinkKind; id: number; updated_at: Date; links: SitemapEntry["links"] | string | null }>(
    scope.em,
    `select 'PRODUCT' as kind, p.id, p.updated_at, json_agg(json_build_object('language', t.language, 'seoLink', t.seo_link) order by t.language) as links
       from product p join product_translation t on t.product_id = p.id where p.is_active group by p.id
     union all
     select 'CATEGORY', c.id, c.updated_at, json_agg(json_build_object('language', t.language, 'seoLink', t.seo_link) order by t.language)
       from category c join category_translation t on t.category_id = c.id where c.is_active group by c.id
     union all
     select 'CONTENT', c.id, c.updated_at, json_agg(json_build_object('language', t.language, 'seoLink', t.seo_link) order by t.language)
       from content_page c join content_page_translation t on t.page_id = c.id where c.is_active group by c.id
     union all
     select 'BRAND', b.id, b.updated_at, (select json_agg(json_build_object('language', l.code, 'seoLink', b.seo_link) order by l.code)
                                            from language l where l.is_active)
       from brand b where b.is_active
     order by 1, 2`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    updatedAt: r.updated_at.toISOString(),
    // json arrives parsed from one driver, as text from another.
    links: (typeof r.links === "string" ? (JSON.parse(r.links) as SitemapEntry["links"]) : r.links) ?? [],
  }));
}
