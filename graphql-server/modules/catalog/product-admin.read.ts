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
} from "../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { adminPersonalizations } from "./product-personalizations.read.js";
import { inParallel, intList, iso, num, numOrNull, sql, str, strOrNull, translationJoins, type Row } from "../../core/db.js";

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

const rowOf = (r: Row): AdminProductRow => ({
  id: num(r.id),
  name: str(r.name),
  barcode: str(r.barcode),
  categoryName: strOrNull(r.category_name),
  brandName: strOrNull(r.brand_name),
  currencyCode: str(r.currency_code),
  sellingPriceMinor: num(r.selling_price_minor),
  discountedPriceMinor: numOrNull(r.discounted_price_minor),
  stockAmount: num(r.stock_amount),
  stockTotal: num(r.stock_total),
  hasSubProducts: Boolean(r.has_sub_products),
  isActive: Boolean(r.is_active),
  sort: num(r.sort),
  image: strOrNull(r.image),
  seoLink: strOrNull(r.seo_link),
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
  const [rows, counted] = await inParallel(em, [
    () =>
      sql(
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
    () => sql(em, `select count(*) as total ${from}`, params),
  ]);
  return { items: rows.map(rowOf), total: num(counted[0]?.total), page, perPage };
}

const translationOf = (r: Row): AdminProductTranslation => ({
  language: str(r.language),
  title: str(r.title),
  seoLink: str(r.seo_link),
  seoTitle: str(r.seo_title),
  seoDescription: str(r.seo_description),
  seoKeyword: str(r.seo_keyword),
  shortDescription: str(r.short_description),
  description: str(r.description),
});

export const adminImageOf = (r: Row): AdminProductImage => ({
  id: num(r.id),
  small: str(r.small),
  medium: str(r.medium),
  big: str(r.big),
  sort: num(r.sort),
  variant1Id: numOrNull(r.variant1_id),
  variant2Id: numOrNull(r.variant2_id),
});

const subProductOf = (r: Row): AdminSubProduct => ({
  id: num(r.id),
  property1Id: numOrNull(r.property1_id),
  property2Id: numOrNull(r.property2_id),
  code: str(r.code),
  sellingPriceMinor: num(r.selling_price_minor),
  discountedPriceMinor: numOrNull(r.discounted_price_minor),
  stockAmount: num(r.stock_amount),
  isActive: Boolean(r.is_active),
});

/** One product with everything the form edits; null when there is no such product. */
export async function adminFindProduct(em: EntityManager, id: number): Promise<AdminProduct | null> {
  const [products, translations, images, subProducts, links] = await inParallel(em, [
    () => sql(em, `select p.*, c.iso_code as currency_code from product p join currency c on c.id = p.currency_id where p.id = ?`, [id]),
    () => sql(em, `select * from product_translation where product_id = ? order by array_position(array['tr','en','ar'], language::text), language`, [id]),
    () => sql(em, `select * from product_image where product_id = ? order by sort, id`, [id]),
    () => sql(em, `select * from sub_product where product_id = ? order by property1_id nulls first, property2_id nulls first, id`, [id]),
    () => sql(em, `select kind, target_id from product_link where product_id = ? order by sort, id`, [id]),
  ]);
  const p = products[0];
  if (!p) return null;
  const linked = (kind: string) => links.filter((l) => l.kind === kind).map((l) => num(l.target_id));
  return {
    id: num(p.id),
    name: str(p.name),
    modelId: numOrNull(p.model_id),
    barcode: str(p.barcode),
    categoryId: numOrNull(p.category_id),
    brandId: numOrNull(p.brand_id),
    supplierId: numOrNull(p.supplier_id),
    currencyId: num(p.currency_id),
    currencyCode: str(p.currency_code),
    vatRate: num(p.vat_rate),
    cashPriceMinor: num(p.cash_price_minor),
    buyingPriceMinor: num(p.buying_price_minor),
    sellingPriceMinor: num(p.selling_price_minor),
    discountedPriceMinor: numOrNull(p.discounted_price_minor),
    stockUnit: str(p.stock_unit),
    stockAmount: num(p.stock_amount),
    supplierProductCode: str(p.supplier_product_code),
    width: num(p.width),
    height: num(p.height),
    depth: num(p.depth),
    weight: num(p.weight),
    desi: num(p.desi),
    isNew: Boolean(p.is_new),
    isPromotional: Boolean(p.is_promotional),
    isVendor: Boolean(p.is_vendor),
    freeCargo: Boolean(p.free_cargo),
    isActive: Boolean(p.is_active),
    sort: num(p.sort),
    searchWords: str(p.search_words),
    memberMinOrder: numOrNull(p.member_min_order),
    memberMaxOrder: numOrNull(p.member_max_order),
    translations: translations.map(translationOf),
    images: images.map(adminImageOf),
    subProducts: subProducts.map(subProductOf),
    relatedIds: linked("colour"),
    accessoryIds: linked("accessory"),
    personalizations: await adminPersonalizations(em, id),
    createdAt: iso(p.created_at),
    updatedAt: iso(p.updated_at),
  };
}

const choice = (r: Row): AdminChoice => ({ id: num(r.id), name: str(r.name) });

/** The form's choices, names in the language asked for (falling back to Turkish). */
export async function adminProductChoices(em: EntityManager, language: string) {
  const [categories, brands, models, suppliers, currencies, values] = await inParallel(em, [
    () => sql(em, `select c.id, coalesce(t.title, t0.title, '#' || c.id) as name from category c ${translationJoins("category_translation", "t", "category_id", "c.id")} order by name`, [language]),
    () => sql(em, `select id, name from brand order by lower(name)`),
    () => sql(em, `select id, name from model order by lower(name)`),
    () => sql(em, `select id, name from supplier order by lower(name)`),
    () => sql(em, `select id, iso_code || ' (' || symbol || ')' as name from currency order by sort, id`),
    () =>
      sql(
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
    const id = num(r.category_id);
    if (!properties.has(id)) properties.set(id, { id, name: str(r.category_name), values: [] });
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
  const rows = await sql(em, `select id from product where id = any(?::int[])`, [intList(ids)]);
  return new Set(rows.map((r) => num(r.id)));
}
