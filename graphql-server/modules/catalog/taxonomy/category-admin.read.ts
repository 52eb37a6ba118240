// The admin's view of the category tree: every category, active or not, with its texts in every language, how many
// products and subcategories it has, depth-first. Two statements however big the tree is.
import type { EntityManager } from "@mikro-orm/core";
import { depthFirst } from "../../../core/admin-records.js";
import { inParallel, intList, num, numOrNull, sql, str } from "../../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import type { AdminCategory, AdminCategoryText } from "../../../generated/resolvers-types.js";

export type AdminCategoryRecord = AdminCategory & { __typename: "AdminCategory" };

/** The categories (all, or the given ones), depth-first, titles in `language`. */
export async function adminCategoryList(em: EntityManager, language: string, only?: number[]): Promise<AdminCategoryRecord[]> {
  const filter = only ? `where c.id = any(?::int[])` : "";
  const params = only ? [intList(only)] : [];
  const [rows, texts] = await inParallel(em, [
    () =>
      sql(
        em,
        `select c.id, c.parent_id, c.sort, c.is_active,
                (select count(*) from product p where p.category_id = c.id) as product_count,
                (select count(*) from category k where k.parent_id = c.id) as child_count
           from category c ${filter} order by c.sort, c.id`,
        params,
      ),
    () =>
      sql(
        em,
        `select t.category_id, t.language, t.title, t.seo_link, t.seo_title, t.seo_description, t.description
           from category_translation t ${only ? "where t.category_id = any(?::int[])" : ""} order by t.language`,
        params,
      ),
  ]);
  const textsOf = new Map<number, AdminCategoryText[]>();
  for (const t of texts) {
    const id = num(t.category_id);
    textsOf.set(id, [
      ...(textsOf.get(id) ?? []),
      { language: str(t.language), title: str(t.title), seoLink: str(t.seo_link), seoTitle: str(t.seo_title), seoDescription: str(t.seo_description), description: str(t.description) },
    ]);
  }
  const nodes = rows.map((r) => {
    const id = num(r.id);
    const own = textsOf.get(id) ?? [];
    const title = (own.find((t) => t.language === language) ?? own.find((t) => t.language === DEFAULT_LANGUAGE))?.title ?? "";
    return {
      __typename: "AdminCategory" as const,
      id,
      parentId: numOrNull(r.parent_id),
      sort: num(r.sort),
      isActive: Boolean(r.is_active),
      title,
      productCount: num(r.product_count),
      childCount: num(r.child_count),
      texts: own,
    };
  });
  return only ? nodes.map((n) => ({ ...n, depth: 0 })) : depthFirst(nodes);
}

export async function adminCategoryById(em: EntityManager, id: number, language: string): Promise<AdminCategoryRecord | null> {
  return (await adminCategoryList(em, language, [id]))[0] ?? null;
}

/** The products filed under the category or any category below it (their search documents name its title). */
export async function productsBelow(em: EntityManager, categoryId: number): Promise<number[]> {
  const rows = await sql(
    em,
    `with recursive below(id) as (select ?::int union select c.id from category c join below b on c.parent_id = b.id)
     select p.id from product p join below b on p.category_id = b.id`,
    [categoryId],
  );
  return rows.map((r) => num(r.id));
}

/**
 * Whether a seo link is used already in a language (null: in any, as brands' links serve every language): by a
 * category, a product, a content page or a brand other than the one being written (`except`). Every catalogue page's
 * link is checked here, so a product and a category can never answer the same address.
 */
export async function seoLinkTaken(
  em: EntityManager,
  link: string,
  language: string | null,
  except: { category?: number; brand?: number; product?: number },
): Promise<boolean> {
  const rows = await sql(
    em,
    `select 1 from category_translation where seo_link = ? and language = coalesce(?::text, language) and category_id <> ?
     union all select 1 from product_translation where seo_link = ? and language = coalesce(?::text, language) and product_id <> ?
     union all select 1 from content_page_translation where seo_link = ? and language = coalesce(?::text, language)
     union all select 1 from brand where seo_link = ? and id <> ?
     limit 1`,
    [link, language, except.category ?? 0, link, language, except.product ?? 0, link, language, link, except.brand ?? 0],
  );
  return rows.length > 0;
}
