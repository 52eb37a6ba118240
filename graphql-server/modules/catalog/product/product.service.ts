// The product page: one product by seo link (or id) with everything the page shows, mapped to a plain DTO. A fixed
// number of statements: the product row, its links in every language, images, sub-products with their property
// names, personalizations with options, related-colour products with images, and accessory cards.
import type {
  CommentPage,
  CommentSort,
  FaqItem,
  Personalization,
  PersonalizationType,
  Product,
  PropertyGroup,
  RelatedProduct,
  SubProduct,
} from "../../../generated/resolvers-types.js";
import { campaignsFor, toCampaignDto } from "./price-campaigns.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { cardsByIds, imageDto, priceBlock, priceSource } from "./cards.js";
import { convertMinor } from "../../../../shared/money.js";
import type { CatalogScope } from "../catalog.scope.js";
import { iso, num, numOrNull, sql, str, strOrNull, type Row, translationJoins } from "../../../core/db.js";

/** Product minus the fields that have their own resolver (sameProducts takes an argument; the member's alerts). */
export type ProductDto = Omit<Product, "sameProducts" | "myStockAlerts">;

const PRODUCT_COLUMNS = `p.*, cur.code as currency_code, cur.iso_code, cur.exchange_rate,
  coalesce(t.title, t0.title, p.name) as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
  coalesce(t.seo_title, t0.seo_title, '') as seo_title, coalesce(t.seo_description, t0.seo_description, '') as seo_description,
  coalesce(t.seo_keyword, t0.seo_keyword, '') as seo_keyword, coalesce(t.description, t0.description, '') as description,
  coalesce(t.short_description, t0.short_description, '') as short_description,
  b.name as brand_name, b.seo_link as brand_url, m.name as model_name`;

/** Finds the product id for a seo link in the language (falling back to any language). */
export async function productIdBySeoLink(scope: CatalogScope, seoLink: string): Promise<number | null> {
  const rows = await sql(
    scope.em,
    `select t.product_id from product_translation t join product p on p.id = t.product_id and p.is_active
      where t.seo_link = ? order by t.language = ? desc, t.language = ? desc limit 1`,
    [seoLink, scope.language, DEFAULT_LANGUAGE],
  );
  return rows.length ? num(rows[0].product_id) : null;
}

export async function getProduct(scope: CatalogScope, where: { id?: number; seoLink?: string }): Promise<ProductDto | null> {
  const id = where.id ?? (where.seoLink ? await productIdBySeoLink(scope, where.seoLink) : null);
  if (id === null || id === undefined) return null;
  const { em, language } = scope;
  const rows = await sql(
    em,
    `select ${PRODUCT_COLUMNS}
       from product p
       join currency cur on cur.id = p.currency_id
       ${translationJoins("product_translation", "t", "product_id", "p.id")}
       left join brand b on b.id = p.brand_id
       left join model m on m.id = p.model_id
      where p.id = ? and p.is_active`,
    [language, id],
  );
  const row = rows[0];
  if (!row) return null;
  const [links, images, subRows, personalizationRows, optionRows, linkRows, campaigns, categories, target] = await Promise.all([
    sql(em, `select language, seo_link from product_translation where product_id = ? order by language`, [id]),
    sql(em, `select id, small, medium, big, sort, variant1_id, variant2_id from product_image where product_id = ? order by sort, id`, [id]),
    sql(
      em,
      `select sp.*, pr1.property_category_id as category1_id, pr2.property_category_id as category2_id,
              pr1.colour as colour1, pr1.sort as sort1, pr2.sort as sort2,
              coalesce(n1.name, n10.name) as name1, coalesce(n2.name, n20.name) as name2,
              coalesce(c1.name, c10.name) as category1_name, coalesce(c2.name, c20.name) as category2_name
         from sub_product sp
         left join property pr1 on pr1.id = sp.property1_id
         left join property pr2 on pr2.id = sp.property2_id
         ${translationJoins("property_translation", "n1", "property_id", "pr1.id")}
         ${translationJoins("property_translation", "n2", "property_id", "pr2.id")}
         ${translationJoins("property_category_translation", "c1", "property_category_id", "pr1.property_category_id")}
         ${translationJoins("property_category_translation", "c2", "property_category_id", "pr2.property_category_id")}
        where sp.product_id = ?
        order by pr1.sort nulls first, pr2.sort nulls first, sp.id`,
      [language, language, language, language, id],
    ),
    sql(
      em,
      `select z.*, coalesce(t.name, t0.name, '') as name, coalesce(t.description, t0.description, '') as description
         from personalization z
         ${translationJoins("personalization_translation", "t", "personalization_id", "z.id")}
        where z.product_id = ? order by z.sort, z.id`,
      [language, id],
    ),
    sql(
      em,
      `select o.*, coalesce(t.name, t0.name, '') as name
         from personalization_option o
         join personalization z on z.id = o.personalization_id
         ${translationJoins("personalization_option_translation", "t", "option_id", "o.id")}
        where z.product_id = ? order by o.sort, o.id`,
      [language, id],
    ),
    sql(
      em,
      `select l.kind, l.target_id, coalesce(t.title, t0.title, q.name) as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
              coalesce((select json_agg(json_build_object('id', i.id, 'small', i.small, 'medium', i.medium, 'big', i.big, 'sort', i.sort,
                                                          'variant1_id', i.variant1_id, 'variant2_id', i.variant2_id) order by i.sort, i.id)
                          from product_image i where i.product_id = l.target_id), '[]') as images
         from product_link l
         join product q on q.id = l.target_id and q.is_active
         ${translationJoins("product_translation", "t", "product_id", "q.id")}
        where l.product_id = ? order by l.kind, l.sort, l.id`,
      [language, id],
    ),
    scope.campaigns(),
    scope.categories(),
    scope.displayCurrency(),
  ]);

  const categoryId = row.category_id === null ? null : num(row.category_id);
  const productCampaigns = campaignsFor(campaigns, id, categoryId);
  const source = priceSource(row);
  // Personalization prices are stored in the product's currency and shown, like its price, in the display currency.
  const shown = target ?? source;
  const toShown = (minor: number) => convertMinor(minor, source.exchangeRate, shown.exchangeRate);
  const title = str(row.title);
  const subProducts: SubProduct[] = subRows.map((s) => ({
    id: num(s.id),
    property1: numOrNull(s.property1_id),
    property2: numOrNull(s.property2_id),
    code: str(s.code),
    attribute1: str(s.attribute1),
    attribute2: str(s.attribute2),
    quantity: num(s.stock_amount),
    isActive: Boolean(s.is_active),
    inStock: Boolean(s.is_active) && num(s.stock_amount) > 0,
    price: priceBlock({ ...source, sellingMinor: num(s.selling_price_minor), discountedMinor: numOrNull(s.discounted_price_minor) }, productCampaigns, target),
  }));
  const activeSubs = subRows.filter((s) => s.is_active);
  const property1 = propertyGroup(activeSubs, 1);
  const property2 = propertyGroup(activeSubs, 2);
  const accessoryIds = linkRows.filter((l) => l.kind === "accessory").map((l) => num(l.target_id));
  const relatedProducts: RelatedProduct[] = linkRows
    .filter((l) => l.kind === "colour")
    .map((l) => ({
      id: num(l.target_id),
      title: str(l.title),
      seoLink: str(l.seo_link),
      images: (l.images as Row[]).map((i) => imageDto(i, str(l.title))),
    }))
    // Related colours are shown by their image, so one without images is left out.
    .filter((r) => r.images.length > 0);
  const optionsBy = new Map<number, Row[]>();
  for (const o of optionRows) optionsBy.set(num(o.personalization_id), [...(optionsBy.get(num(o.personalization_id)) ?? []), o]);
  const personalizations: Personalization[] = personalizationRows.map((z) => ({
    id: num(z.id),
    name: str(z.name),
    description: str(z.description),
    typeCode: str(z.type_code).toUpperCase() as PersonalizationType,
    isRequired: Boolean(z.is_required),
    isPriceFree: Boolean(z.is_price_free),
    priceMinor: toShown(num(z.price_minor)),
    currencyCode: shown.currencyCode,
    options: (optionsBy.get(num(z.id)) ?? []).map((o) => ({
      id: num(o.id),
      name: str(o.name),
      priceMinor: toShown(num(o.price_minor)),
      isPriceFree: Boolean(o.is_price_free),
      isImage: o.image !== null,
      image: strOrNull(o.image),
    })),
  }));
  const path = categoryId === null ? [] : categories.path(categoryId);
  const category = path.at(-1);
  const stock = num(row.stock_total);
  return {
    id,
    title,
    name: str(row.name),
    model: strOrNull(row.model_name),
    barcode: str(row.barcode),
    seoTitle: str(row.seo_title) || title,
    seoDescription: str(row.seo_description),
    seoKeyword: str(row.seo_keyword),
    seoLink: str(row.seo_link),
    seoLinks: links.map((l) => ({ language: str(l.language), seoLink: str(l.seo_link) })),
    description: str(row.description),
    shortDescription: str(row.short_description),
    brand: row.brand_id === null ? null : { id: num(row.brand_id), name: str(row.brand_name), seoLink: str(row.brand_url) },
    brandName: strOrNull(row.brand_name),
    brandUrl: strOrNull(row.brand_url),
    category: category ? { id: category.id, title: category.title, seoLink: category.seoLink } : null,
    breadcrumbs: path.map((c) => ({ title: c.title, seoLink: c.seoLink })),
    video: strOrNull(row.video),
    commentRate: num(row.comment_rate),
    commentTotal: num(row.comment_total),
    skt: strOrNull(row.skt),
    isFavorite: false,
    hasProperty: subRows.length > 0,
    price: priceBlock(source, productCampaigns, target),
    quantity: stock,
    inStock: stock > 0,
    stockUnit: str(row.stock_unit),
    memberMinOrder: numOrNull(row.member_min_order),
    memberMaxOrder: numOrNull(row.member_max_order),
    isNew: Boolean(row.is_new),
    isPromotional: Boolean(row.is_promotional),
    freeCargo: Boolean(row.free_cargo),
    dimensions: { width: num(row.width), height: num(row.height), depth: num(row.depth), weight: num(row.weight), desi: num(row.desi) },
    property1,
    property2,
    subProducts,
    relatedProducts,
    accessoryProducts: await cardsByIds(scope, accessoryIds),
    personalizations,
    images: images.map((i) => imageDto(i, title)),
    campaigns: productCampaigns.map(toCampaignDto),
  };
}

/**
 * A variant group from the active sub-products: property1 values carry has_stock (some sub-product with the value
 * has stock), property2 values is_active (some active sub-product has the value).
 */
function propertyGroup(subRows: Row[], which: 1 | 2): PropertyGroup | null {
  const withValue = subRows.filter((s) => s[`property${which}_id`] !== null);
  if (withValue.length === 0) return null;
  const first = withValue[0];
  const values = new Map<number, PropertyGroup["properties"][number] & { sort: number }>();
  for (const s of withValue) {
    const propertyId = num(s[`property${which}_id`]);
    const existing = values.get(propertyId);
    const hasStock = num(s.stock_amount) > 0;
    if (existing) existing.hasStock ||= hasStock;
    else {
      values.set(propertyId, {
        propertyId,
        propertyName: str(s[`name${which}`]),
        hasStock,
        isActive: true,
        colour: which === 1 ? strOrNull(s.colour1) : null,
        sort: num(s[`sort${which}`]),
      });
    }
  }
  return {
    propertyCategoryId: num(first[`category${which}_id`]),
    propertyCategoryName: str(first[`category${which}_name`]),
    properties: [...values.values()].sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...item }) => item),
  };
}

/** Products of the same category (best sellers first), excluding the product. Two statements. */
export async function sameProducts(scope: CatalogScope, productId: number, limit: number) {
  const rows = await sql(
    scope.em,
    `select q.id from product q, product p
      where p.id = ? and q.category_id = p.category_id and q.id <> p.id and q.is_active
      order by q.sold_count desc, q.id limit ?`,
    [productId, Math.min(Math.max(limit, 1), 24)],
  );
  return cardsByIds(scope, rows.map((r) => num(r.id)));
}

const COMMENT_ORDER: Record<CommentSort, string> = {
  NEWEST: "created_at desc, id desc",
  OLDEST: "created_at asc, id asc",
  RATE_DESC: "rate desc, created_at desc, id desc",
  RATE_ASC: "rate asc, created_at desc, id desc",
};

/** Approved comments, one page: start = (page − 1) × length, as the legacy API pages. */
export async function productComments(
  scope: CatalogScope,
  productId: number,
  input: { page?: number | null; pageSize?: number | null; sort?: CommentSort | null },
): Promise<CommentPage> {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(50, Math.max(1, Math.floor(input.pageSize ?? 10)));
  const [rows, totals] = await Promise.all([
    sql(
      scope.em,
      `select id, title, text, rate, customer_name, is_name_display, created_at from product_comment
        where product_id = ? and is_approved order by ${COMMENT_ORDER[input.sort ?? "NEWEST"]} limit ? offset ?`,
      [productId, pageSize, (page - 1) * pageSize],
    ),
    sql(scope.em, `select count(*) as total, coalesce(avg(rate), 0) as average from product_comment where product_id = ? and is_approved`, [productId]),
  ]);
  return {
    items: rows.map((r) => ({
      id: num(r.id),
      title: str(r.title),
      text: str(r.text),
      rate: num(r.rate),
      customerName: r.is_name_display ? str(r.customer_name) : null,
      isNameDisplay: Boolean(r.is_name_display),
      createdAt: iso(r.created_at),
    })),
    total: num(totals[0].total),
    page,
    pageSize,
    averageRate: Math.round(num(totals[0].average) * 100) / 100,
  };
}

export async function productFaq(scope: CatalogScope, productId: number): Promise<FaqItem[]> {
  const rows = await sql(
    scope.em,
    `select id, question, answer from product_faq where product_id = ? and language = ? order by sort, id`,
    [productId, scope.language],
  );
  return rows.map((r) => ({ id: num(r.id), question: str(r.question), answer: str(r.answer) }));
}

/** Cards for last-viewed ids (at most 50, order kept). */
export function productsByIds(scope: CatalogScope, ids: readonly number[]) {
  return cardsByIds(scope, ids.slice(0, 50));
}

