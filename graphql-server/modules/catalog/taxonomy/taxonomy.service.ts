// Categories, brands, models, suppliers, showcases and category best sellers: read side for the storefront.
import type {
  Brand,
  Category,
  CategoryBestSellers,
  LocalizedLink,
  Model,
  ShowcaseBlock,
  Supplier,
} from "../../../generated/resolvers-types.js";
import { cardsByIds } from "../product/index.js";
import { categoryLinkedInAnyLanguage, type CatalogScope, type CategoryIndex, type CategoryNode } from "../catalog.scope.js";
import { intList, sql, translationJoins } from "../../../core/db.js";
import { first, rows } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";

function categoryDto(index: CategoryIndex, node: CategoryNode, links: LocalizedLink[] = []): Category {
  return {
    id: node.id,
    parentId: node.parentId,
    title: node.title,
    seoLink: node.seoLink,
    seoTitle: node.seoTitle || node.title,
    seoDescription: node.seoDescription,
    description: node.description,
    sort: node.sort,
    image: node.image,
    seoLinks: links,
    breadcrumbs: index.path(node.id).map((c) => ({ title: c.title, seoLink: c.seoLink })),
    children: node.children.map((id) => categoryDto(index, index.byId.get(id)!)),
  };
}

export async function categoryTree(scope: CatalogScope): Promise<Category[]> {
  const index = await scope.categories();
  return index.roots.map((id) => categoryDto(index, index.byId.get(id)!));
}

export async function categoryBySeoLink(scope: CatalogScope, seoLink: string): Promise<Category | null> {
  const index = await scope.categories();
  let node = index.bySeoLink(seoLink);
  if (!node) {
    node = await categoryLinkedInAnyLanguage(scope.em, seoLink, index);
  }
  if (!node) return null;
  const links = await rows(scope.em, db.selectFrom("category_translation").select(["language", "seo_link as seoLink"]).where("category_id", "=", node.id).orderBy("language"));
  return categoryDto(index, node, links);
}

/** The active brands with the columns a brand answers, under its field names. */
const activeBrands = () =>
  db.selectFrom("brand").select(["id", "name", "seo_link as seoLink", "description", "image", "sort"]).where("is_active", "=", true);

export function listBrands(scope: CatalogScope): Promise<Brand[]> {
  return rows(scope.em, activeBrands().orderBy("sort").orderBy("name"));
}

export async function brandBySeoLink(scope: CatalogScope, seoLink: string): Promise<Brand | null> {
  return (await first(scope.em, activeBrands().where("seo_link", "=", seoLink))) ?? null;
}

export function listModels(scope: CatalogScope): Promise<Model[]> {
  return rows(scope.em, db.selectFrom("model").select(["id", "name", "brand_id as brandId"]).where("is_active", "=", true).orderBy("name").orderBy("id"));
}

export function listSuppliers(scope: CatalogScope): Promise<Supplier[]> {
  return rows(scope.em, db.selectFrom("supplier").select(["id", "name"]).where("is_active", "=", true).orderBy("name").orderBy("id"));
}

/** Showcase blocks with their products: one statement for the blocks and their product ids, one for the cards. */
export async function showcases(scope: CatalogScope, limit: number, onlyId?: number): Promise<ShowcaseBlock[]> {
  const size = Math.min(Math.max(limit, 1), 48);
  const found = await sql<{ id: number; code: string; title: string; product_id: number | null }>(
    scope.em,
    `select s.id, s.code, coalesce(t.title, t0.title, s.code) as title, x.product_id
       from showcase s
       ${translationJoins("showcase_translation", "t", "showcase_id", "s.id")}
       left join lateral (
         select p.id as product_id from product p
          where p.is_active and case s.rule
                  when 'new' then p.is_new
                  when 'promotional' then p.is_promotional
                  when 'discounted' then p.discounted_price_minor is not null
                  when 'best_selling' then true
                  else exists (select 1 from showcase_product sp where sp.showcase_id = s.id and sp.product_id = p.id) end
          order by case when s.rule = 'best_selling' then p.sold_count end desc nulls last, p.sort, p.id
          limit ?) x on true
      where s.is_active ${onlyId === undefined ? "" : "and s.id = ?"}
      order by s.sort, s.id`,
    onlyId === undefined ? [scope.language, size] : [scope.language, size, onlyId],
  );
  const blocks = new Map<number, { id: number; code: string; title: string; ids: number[] }>();
  for (const { id, code, title, product_id } of found) {
    const block = blocks.get(id) ?? { id, code, title, ids: [] };
    if (product_id !== null) block.ids.push(product_id);
    blocks.set(id, block);
  }
  const cards = new Map((await cardsByIds(scope, [...blocks.values()].flatMap((b) => b.ids))).map((c) => [c.id, c]));
  return [...blocks.values()].map((b) => ({
    id: b.id,
    code: b.code,
    title: b.title,
    products: b.ids.map((id) => cards.get(id)).filter((c) => c !== undefined),
  }));
}

/** Best sellers of each top-level category (or of the given category's children): two statements. */
export async function categoryBestSellers(scope: CatalogScope, categorySeoLink: string | null | undefined, limit: number): Promise<CategoryBestSellers[]> {
  const index = await scope.categories();
  const parent = categorySeoLink ? index.bySeoLink(categorySeoLink) : undefined;
  if (categorySeoLink && !parent) return [];
  const groups = (parent ? (parent.children.length ? parent.children : [parent.id]) : index.roots).map((id) => index.byId.get(id)!);
  if (groups.length === 0) return [];
  const size = Math.min(Math.max(limit, 1), 24);
  const values = groups.map(() => `(?::int, ?::int[])`).join(", ");
  const found = await sql<{ category_id: number; id: number }>(
    scope.em,
    `select v.category_id, x.id from (values ${values}) as v(category_id, ids)
       cross join lateral (select p.id from product p where p.is_active and p.category_id = any(v.ids)
                            order by p.sold_count desc, p.id limit ?) x`,
    [...groups.flatMap((g) => [g.id, intList(index.subtree(g.id))]), size],
  );
  const cards = new Map((await cardsByIds(scope, found.map((r) => r.id))).map((c) => [c.id, c]));
  return groups.map((g) => ({
    category: { id: g.id, title: g.title, seoLink: g.seoLink },
    products: found
      .filter((r) => r.category_id === g.id)
      .map((r) => cards.get(r.id))
      .filter((c) => c !== undefined),
  }));
}
