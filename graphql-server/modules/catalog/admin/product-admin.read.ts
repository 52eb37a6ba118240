// The admin's reads of products: the list (search, filters, sort, paging; one statement plus its count), one product
// with everything the form edits, and the choices the form offers. Inactive products and choices are shown: the
// admin manages what the storefront hides.
import type { EntityManager } from "@mikro-orm/core";
import type {
  AdminChoice,
  AdminProduct,
  AdminProductImage,
  AdminProductPage,
  AdminProductRow,
  AdminProductTranslation,
  AdminPropertyChoice,
  AdminSubProduct,
} from "../../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { adminPersonalizations } from "./product-personalizations.read.js";
import type { Selectable } from "kysely";
import { inParallel, intList, sql, translationJoins } from "../../../core/db.js";
import { rows, sql as typedSql } from "../../../core/database.js";
import type { Tables } from "../../../generated/database.js";
import { catalogDatabase as db } from "../catalog.database.js";

export const ADMIN_PRODUCT_SORTS = ["sort", "newest", "name", "price_asc", "price_desc", "stock_asc"] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_MAX_PER_PAGE = 100;

export interface AdminProductFilter {
  search?: string | null;
  categoryId?: number | null;
  brandId?: number | null;
  active?: boolean | null;
  stock?: "in_stock" | "out_of_stock" | null;
  /** Only these products (at most 200; other ids are simply not found). */
  ids?: readonly number[] | null;
}

const ORDER_BY: Record<AdminProductSort, string> = {
  sort: "p.sort asc, p.id desc",
  newest: "p.id desc",
  name: "lower(p.name) asc, p.id asc",
  price_asc: "p.list_price_minor asc, p.id asc",
  price_desc: "p.list_price_minor desc, p.id desc",
  stock_asc: "p.stock_total asc, p.id asc",
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: AdminProductFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const search = filter.search?.trim().slice(0, 255);
  if (search) {
    clauses.push(`(p.name ilike ? or p.barcode ilike ? or p.supplier_product_code ilike ? or m.name ilike ?
      or exists (select 1 from product_translation t where t.product_id = p.id and t.title ilike ?) or p.id::text = ?)`);
    const like = likePattern(search);
    params.push(like, like, like, like, like, search);
  }
  if (filter.categoryId) {
    clauses.push(`p.category_id = ?`);
    params.push(filter.categoryId);
  }
  if (filter.brandId) {
    clauses.push(`p.brand_id = ?`);
    params.push(filter.brandId);
  }
  if (typeof filter.active === "boolean") {
    clauses.push(`p.is_active = ?`);
    params.push(filter.active);
  }
  if (filter.ids) {
    clauses.push(`p.id = any(?::int[])`);
    params.push(intList(filter.ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647).slice(0, 200)));
  }
  if (filter.stock === "in_stock") clauses.push(`p.stock_total > 0`);
  if (filter.stock === "out_of_stock") clauses.push(`p.stock_total <= 0`);
  return { where: clauses.length ? `where ${clauses.join(" and ")}` : "", params };
}

/** A row of the admin's product list as its statement answers it. */
type ListRow = {
  id: number;
  name: string;
  barcode: string;
  category_name: string | null;
  brand_name: string | null;
  currency_code: string;
  selling_price_minor: number;
  discounted_price_minor: number | null;
  stock_amount: number;
  stock_total: number;
  has_sub_products: boolean;
  is_active: boolean;
  sort: number;
  image: string | null;
  seo_link: string | null;
};

const rowOf = (r: ListRow): AdminProductRow => ({
  id: r.id,
  name: r.name,
  barcode: r.barcode,
  categoryName: r.category_name,
  brandName: r.brand_name,
  currencyCode: r.currency_code,
  sellingPriceMinor: r.selling_price_minor,
  discountedPriceMinor: r.discounted_price_minor,
  stockAmount: r.stock_amount,
  stockTotal: r.stock_total,
  hasSubProducts: r.has_sub_products,
  isActive: r.is_active,
  sort: r.sort,
  image: r.image,
  seoLink: r.seo_link,
});

export async function adminProductsPage(
  em: EntityManager,
  language: string,
  filter: AdminProductFilter,
  sort: AdminProductSort,
  page: number,
  perPage: number,
): Promise<AdminProductPage> {
  const { where, params } = whereOf(filter);
  const from = `from product p left join model m on m.id = p.model_id ${where}`;
  const [listed, counted] = await inParallel(em, [
    () =>
      sql<ListRow>(
        em,
        `select p.id, p.name, p.barcode, p.selling_price_minor, p.discounted_price_minor, p.stock_amount, p.stock_total, p.is_active, p.sort,
                c.iso_code as currency_code, b.name as brand_name, coalesce(ct.title, ct0.title) as category_name,
                exists (select 1 from sub_product sp where sp.product_id = p.id) as has_sub_products,
                (select i.small from product_image i where i.product_id = p.id order by i.sort, i.id limit 1) as image,
                (select t.seo_link from product_translation t where t.product_id = p.id and t.language = '${DEFAULT_LANGUAGE}') as seo_link
           from (select p.* ${from} order by ${ORDER_BY[sort]} limit ? offset ?) p
           join currency c on c.id = p.currency_id
           left join brand b on b.id = p.brand_id
           ${translationJoins("category_translation", "ct", "category_id", "p.category_id")}
          order by ${ORDER_BY[sort]}`,
        [...params, perPage, (page - 1) * perPage, language],
      ),
    () => sql<{ total: number }>(em, `select count(*) as total ${from}`, params),
  ]);
  return { items: listed.map(rowOf), total: counted[0]?.total ?? 0, page, perPage };
}

const translationOf = (r: Selectable<Tables["product_translation"]>): AdminProductTranslation => ({
  language: r.language,
  title: r.title,
  seoLink: r.seo_link,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
  seoKeyword: r.seo_keyword,
  shortDescription: r.short_description,
  description: r.description,
});

export const adminImageOf = (r: Selectable<Tables["product_image"]>): AdminProductImage => ({
  id: r.id,
  small: r.small,
  medium: r.medium,
  big: r.big,
  sort: r.sort,
  variant1Id: r.variant1_id,
  variant2Id: r.variant2_id,
});

const subProductOf = (r: Selectable<Tables["sub_product"]>): AdminSubProduct => ({
  id: r.id,
  property1Id: r.property1_id,
  property2Id: r.property2_id,
  code: r.code,
  sellingPriceMinor: r.selling_price_minor,
  discountedPriceMinor: r.discounted_price_minor,
  stockAmount: r.stock_amount,
  isActive: r.is_active,
});

/** One product with everything the form edits; null when there is no such product. */
export async function adminFindProduct(em: EntityManager, id: number): Promise<AdminProduct | null> {
  const [products, translations, images, subProducts, links] = await inParallel(em, [
    () => rows(em, db.selectFrom("product as p").innerJoin("currency as c", "c.id", "p.currency_id").selectAll("p").select("c.iso_code as currency_code").where("p.id", "=", id)),
    () =>
      rows(
        em,
        db
          .selectFrom("product_translation")
          .selectAll()
          .where("product_id", "=", id)
          .orderBy(typedSql`array_position(array['tr','en','ar'], language::text)`)
          .orderBy("language"),
      ),
    () => rows(em, db.selectFrom("product_image").selectAll().where("product_id", "=", id).orderBy("sort").orderBy("id")),
    () =>
      rows(
        em,
        db
          .selectFrom("sub_product")
          .selectAll()
          .where("product_id", "=", id)
          .orderBy("property1_id", (order) => order.asc().nullsFirst())
          .orderBy("property2_id", (order) => order.asc().nullsFirst())
          .orderBy("id"),
      ),
    () => rows(em, db.selectFrom("product_link").select(["kind", "target_id"]).where("product_id", "=", id).orderBy("sort").orderBy("id")),
  ]);
  const p = products[0];
  if (!p) return null;
  const linked = (kind: string) => links.filter((l) => l.kind === kind).map((l) => l.target_id);
  return {
    id: p.id,
    name: p.name,
    modelId: p.model_id,
    barcode: p.barcode,
    categoryId: p.category_id,
    brandId: p.brand_id,
    supplierId: p.supplier_id,
    currencyId: p.currency_id,
    currencyCode: p.currency_code,
    vatRate: p.vat_rate,
    cashPriceMinor: p.cash_price_minor,
    buyingPriceMinor: p.buying_price_minor,
    sellingPriceMinor: p.selling_price_minor,
    discountedPriceMinor: p.discounted_price_minor,
    stockUnit: p.stock_unit,
    stockAmount: p.stock_amount,
    supplierProductCode: p.supplier_product_code,
    // numeric measures arrive as text
    width: Number(p.width),
    height: Number(p.height),
    depth: Number(p.depth),
    weight: Number(p.weight),
    desi: Number(p.desi),
    isNew: p.is_new,
    isPromotional: p.is_promotional,
    isVendor: p.is_vendor,
    freeCargo: p.free_cargo,
    isActive: p.is_active,
    sort: p.sort,
    searchWords: p.search_words,
    memberMinOrder: p.member_min_order,
    memberMaxOrder: p.member_max_order,
    translations: translations.map(translationOf),
    images: images.map(adminImageOf),
    subProducts: subProducts.map(subProductOf),
    relatedIds: linked("colour"),
    accessoryIds: linked("accessory"),
    personalizations: await adminPersonalizations(em, id),
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

/** A choice as the statements answer it; `id` is null for a property group without values. */
type ChoiceRow = { id: number; name: string };

const choice = (r: ChoiceRow): AdminChoice => ({ id: r.id, name: r.name });

/** The form's choices, names in the language asked for (falling back to Turkish). */
export async function adminProductChoices(em: EntityManager, language: string) {
  const [categories, brands, models, suppliers, currencies, values] = await inParallel(em, [
    () => sql<ChoiceRow>(em, `select c.id, coalesce(t.title, t0.title, '#' || c.id) as name from category c ${translationJoins("category_translation", "t", "category_id", "c.id")} order by name`, [language]),
    () => rows(em, db.selectFrom("brand").select(["id", "name"]).orderBy(typedSql`lower(name)`)),
    () => rows(em, db.selectFrom("model").select(["id", "name"]).orderBy(typedSql`lower(name)`)),
    () => rows(em, db.selectFrom("supplier").select(["id", "name"]).orderBy(typedSql`lower(name)`)),
    () => rows(em, db.selectFrom("currency").select(["id", typedSql<string>`iso_code || ' (' || symbol || ')'`.as("name")]).orderBy("sort").orderBy("id")),
    () =>
      sql<ChoiceRow & { category_id: number; category_name: string }>(
        em,
        `select pc.id as category_id, coalesce(pct.name, pct0.name, '#' || pc.id) as category_name, v.id, coalesce(vt.name, vt0.name, '#' || v.id) as name
           from property_category pc
           ${translationJoins("property_category_translation", "pct", "property_category_id", "pc.id")}
           left join property v on v.property_category_id = pc.id
           ${translationJoins("property_translation", "vt", "property_id", "v.id")}
          order by pc.sort, pc.id, v.sort, v.id`,
        [language, language],
      ),
  ]);
  const properties = new Map<number, AdminPropertyChoice>();
  for (const r of values) {
    const id = r.category_id;
    if (!properties.has(id)) properties.set(id, { id, name: r.category_name, values: [] });
    if (r.id !== null) properties.get(id)!.values.push(choice(r));
  }
  return {
    categories: categories.map(choice),
    brands: brands.map(choice),
    models: models.map(choice),
    suppliers: suppliers.map(choice),
    currencies: currencies.map(choice),
    properties: [...properties.values()],
  };
}

/** The ids among `ids` that are products. */
export async function existingProductIds(em: EntityManager, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows(em, db.selectFrom("product").select("id").where("id", "=", typedSql<number>`any(${ids}::int[])`));
  return new Set(found.map((r) => r.id));
}
