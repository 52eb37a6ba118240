// The admin's view of the category tree: every category, active or not, with its texts in every language, how many
// products and subcategories it has, depth-first. Two statements however big the tree is.
import type { EntityManager } from "@mikro-orm/core";
import { depthFirst } from "../../../core/admin-records.js";
import { inParallel } from "../../../core/db.js";
import { first, rows, sql } from "../../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import type { AdminCategory, AdminCategoryText } from "../../../generated/resolvers-types.js";
import { catalogDatabase as db } from "../catalog.database.js";

export type AdminCategoryRecord = AdminCategory & { __typename: "AdminCategory" };

/** The categories (all, or the given ones), depth-first, titles in `language`. */
export async function adminCategoryList(em: EntityManager, language: string, only?: number[]): Promise<AdminCategoryRecord[]> {
  const [categories, texts] = await inParallel(em, [
    () =>
      rows(
        em,
        db
          .selectFrom("category as c")
          .select((eb) => [
            "c.id",
            "c.parent_id",
            "c.sort",
            "c.is_active",
            eb.selectFrom("product as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.category_id", "=", "c.id").as("product_count"),
            eb.selectFrom("category as k").select(eb.fn.countAll<number>().as("n")).whereRef("k.parent_id", "=", "c.id").as("child_count"),
          ])
          .$if(only !== undefined, (query) => query.where("c.id", "=", sql<number>`any(${only}::int[])`))
          .orderBy("c.sort")
          .orderBy("c.id"),
      ),
    () =>
      rows(
        em,
        db
          .selectFrom("category_translation")
          .select(["category_id", "language", "title", "seo_link as seoLink", "seo_title as seoTitle", "seo_description as seoDescription", "description"])
          .$if(only !== undefined, (query) => query.where("category_id", "=", sql<number>`any(${only}::int[])`))
          .orderBy("language"),
      ),
  ]);
  const textsOf = new Map<number, AdminCategoryText[]>();
  for (const { category_id, ...text } of texts) textsOf.set(category_id, [...(textsOf.get(category_id) ?? []), text]);
  const nodes = categories.map((r) => {
    const own = textsOf.get(r.id) ?? [];
    const title = (own.find((t) => t.language === language) ?? own.find((t) => t.language === DEFAULT_LANGUAGE))?.title ?? "";
    return {
      __typename: "AdminCategory" as const,
      id: r.id,
      parentId: r.parent_id,
      sort: r.sort,
      isActive: r.is_active,
      title,
      productCount: r.product_count ?? 0,
      childCount: r.child_count ?? 0,
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
  const found = await rows(
    em,
    db
      .withRecursive("below(id)", (below) =>
        below.selectNoFrom(sql<number>`${categoryId}::int`.as("id")).union(below.selectFrom("category as c").innerJoin("below as b", "c.parent_id", "b.id").select("c.id")),
      )
      .selectFrom("product as p")
      .innerJoin("below as b", "p.category_id", "b.id")
      .select("p.id"),
  );
  return found.map((r) => r.id);
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
  const inLanguage = sql<string>`coalesce(${language}::text, language)`;
  const one = sql<number>`1`.as("taken");
  const taken = await first(
    em,
    db
      .selectFrom("category_translation")
      .select(one)
      .where("seo_link", "=", link)
      .where("language", "=", inLanguage)
      .where("category_id", "<>", except.category ?? 0)
      .unionAll(db.selectFrom("product_translation").select(one).where("seo_link", "=", link).where("language", "=", inLanguage).where("product_id", "<>", except.product ?? 0))
      .unionAll(db.selectFrom("content_page_translation").select(one).where("seo_link", "=", link).where("language", "=", inLanguage))
      .unionAll(db.selectFrom("brand").select(one).where("seo_link", "=", link).where("id", "<>", except.brand ?? 0))
      .limit(1),
  );
  return taken !== undefined;
}
