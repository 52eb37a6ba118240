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
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { campaignsFor, toCampaignDto } from "./price-campaigns.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { cardsByIds, priceBlock, priceSource, productImage } from "./cards.js";
import { convertMinor } from "../../../../shared/money.js";
import type { CatalogScope } from "../catalog.scope.js";
import { sql, translationJoins } from "../../../core/db.js";
import { first, rows, sql as typedSql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";

/** Product minus the fields that have their own resolver (sameProducts takes an argument; the member's alerts). */
export type ProductDto = Omit<Product, "sameProducts" | "myStockAlerts">;

const IMAGE_COLUMNS = ["id", "small", "medium", "big", "sort", "variant1_id", "variant2_id"] as const;

/** A sub-product with its two properties' sort, colour and names, and their categories' names, in the language. */
type SubRow = {
  id: number;
  property1_id: number | null;
  property2_id: number | null;
  code: string;
  attribute1: string;
  attribute2: string;
  selling_price_minor: number;
  discounted_price_minor: number | null;
  stock_amount: number;
  is_active: boolean;
  category1_id: number | null;
  category2_id: number | null;
  colour1: string | null;
  sort1: number | null;
  sort2: number | null;
  name1: string | null;
  name2: string | null;
  category1_name: string | null;
  category2_name: string | null;
};

/** Finds the product id for a seo link in the language (falling back to any language). */
export async function productIdBySeoLink(scope: CatalogScope, seoLink: string): Promise<number | null> {
  const found = await first(
    scope.em,
    db
      .selectFrom("product_translation as t")
      .innerJoin("product as p", (join) => join.onRef("p.id", "=", "t.product_id").on("p.is_active", "=", true))
      .select("t.product_id")
      .where("t.seo_link", "=", seoLink)
      .orderBy(typedSql`t.language = ${scope.language}`, "desc")
      .orderBy(typedSql`t.language = ${DEFAULT_LANGUAGE}`, "desc")
      .limit(1),
  );
  return found?.product_id ?? null;
}

/** The product row with its currency, its texts in the language (else the default language's), brand and model. */
const productRow = (language: string, id: number) =>
  db
    .selectFrom("product as p")
    .innerJoin("currency as cur", "cur.id", "p.currency_id")
    .leftJoin("product_translation as t", (join) => join.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .leftJoin("product_translation as t0", (join) => join.onRef("t0.product_id", "=", "p.id").on("t0.language", "=", typedSql.lit(DEFAULT_LANGUAGE)))
    .leftJoin("brand as b", "b.id", "p.brand_id")
    .leftJoin("model as m", "m.id", "p.model_id")
    .select((eb) => [
      "p.name",
      "p.category_id",
      "p.brand_id",
      "p.barcode",
      "p.selling_price_minor",
      "p.discounted_price_minor",
      "p.vat_rate",
      "p.video",
      "p.comment_rate",
      "p.comment_total",
      "p.skt",
      "p.stock_total",
      "p.stock_unit",
      "p.member_min_order",
      "p.member_max_order",
      "p.is_new",
      "p.is_promotional",
      "p.free_cargo",
      "p.width",
      "p.height",
      "p.depth",
      "p.weight",
      "p.desi",
      "cur.code as currency_code",
      "cur.iso_code",
      "cur.exchange_rate",
      eb.fn.coalesce("t.title", "t0.title", "p.name").as("title"),
      eb.fn.coalesce("t.seo_link", "t0.seo_link", typedSql.lit("")).as("seo_link"),
      eb.fn.coalesce("t.seo_title", "t0.seo_title", typedSql.lit("")).as("seo_title"),
      eb.fn.coalesce("t.seo_description", "t0.seo_description", typedSql.lit("")).as("seo_description"),
      eb.fn.coalesce("t.seo_keyword", "t0.seo_keyword", typedSql.lit("")).as("seo_keyword"),
      eb.fn.coalesce("t.description", "t0.description", typedSql.lit("")).as("description"),
      eb.fn.coalesce("t.short_description", "t0.short_description", typedSql.lit("")).as("short_description"),
      "b.name as brand_name",
      "b.seo_link as brand_url",
      "m.name as model_name",
    ])
    .where("p.id", "=", id)
    .where("p.is_active", "=", true);

/** The product's colour and accessory links to active products, with their titles and every image of the target. */
const productLinks = (language: string, id: number) =>
  db
    .selectFrom("product_link as l")
    .innerJoin("product as q", (join) => join.onRef("q.id", "=", "l.target_id").on("q.is_active", "=", true))
    .leftJoin("product_translation as t", (join) => join.onRef("t.product_id", "=", "q.id").on("t.language", "=", language))
    .leftJoin("product_translation as t0", (join) => join.onRef("t0.product_id", "=", "q.id").on("t0.language", "=", typedSql.lit(DEFAULT_LANGUAGE)))
    .select((eb) => [
      "l.kind",
      "l.target_id",
      eb.fn.coalesce("t.title", "t0.title", "q.name").as("title"),
      eb.fn.coalesce("t.seo_link", "t0.seo_link", typedSql.lit("")).as("seo_link"),
      jsonArrayFrom(eb.selectFrom("product_image as i").select(["i.id", "i.small", "i.medium", "i.big", "i.sort", "i.variant1_id", "i.variant2_id"]).whereRef("i.product_id", "=", "l.target_id").orderBy("i.sort").orderBy("i.id")).as("images"),
    ])
    .where("l.product_id", "=", id)
    .orderBy("l.kind")
    .orderBy("l.sort")
    .orderBy("l.id");

export async function getProduct(scope: CatalogScope, where: { id?: number; seoLink?: string }): Promise<ProductDto | null> {
  const id = where.id ?? (where.seoLink ? await productIdBySeoLink(scope, where.seoLink) : null);
  if (id === null || id === undefined) return null;
  const { em, language } = scope;
  const row = await first(em, productRow(language, id));
  if (!row) return null;
  const [links, images, subRows, personalizationRows, optionRows, linkRows, campaigns, categories, target] = await Promise.all([
    rows(em, db.selectFrom("product_translation").select(["language", "seo_link"]).where("product_id", "=", id).orderBy("language")),
    rows(em, db.selectFrom("product_image").select(IMAGE_COLUMNS).where("product_id", "=", id).orderBy("sort").orderBy("id")),
    // Eight translation joins: one statement as written, typed at its edge.
    sql<SubRow>(
      em,
      `select sp.id, sp.property1_id, sp.property2_id, sp.code, sp.attribute1, sp.attribute2, sp.selling_price_minor,
              sp.discounted_price_minor, sp.stock_amount, sp.is_active,
              pr1.property_category_id as category1_id, pr2.property_category_id as category2_id,
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
    rows(
      em,
      db
        .selectFrom("personalization as z")
        .leftJoin("personalization_translation as t", (join) => join.onRef("t.personalization_id", "=", "z.id").on("t.language", "=", language))
        .leftJoin("personalization_translation as t0", (join) =>
          join.onRef("t0.personalization_id", "=", "z.id").on("t0.language", "=", typedSql.lit(DEFAULT_LANGUAGE)),
        )
        .select((eb) => [
          "z.id",
          "z.type_code",
          "z.is_required",
          "z.is_price_free",
          "z.price_minor",
          eb.fn.coalesce("t.name", "t0.name", typedSql.lit("")).as("name"),
          eb.fn.coalesce("t.description", "t0.description", typedSql.lit("")).as("description"),
        ])
        .where("z.product_id", "=", id)
        .orderBy("z.sort")
        .orderBy("z.id"),
    ),
    rows(
      em,
      db
        .selectFrom("personalization_option as o")
        .innerJoin("personalization as z", "z.id", "o.personalization_id")
        .leftJoin("personalization_option_translation as t", (join) => join.onRef("t.option_id", "=", "o.id").on("t.language", "=", language))
        .leftJoin("personalization_option_translation as t0", (join) => join.onRef("t0.option_id", "=", "o.id").on("t0.language", "=", typedSql.lit(DEFAULT_LANGUAGE)))
        .select((eb) => ["o.id", "o.personalization_id", "o.price_minor", "o.is_price_free", "o.image", eb.fn.coalesce("t.name", "t0.name", typedSql.lit("")).as("name")])
        .where("z.product_id", "=", id)
        .orderBy("o.sort")
        .orderBy("o.id"),
    ),
    rows(em, productLinks(language, id)),
    scope.campaigns(),
    scope.categories(),
    scope.displayCurrency(),
  ]);

  const categoryId = row.category_id;
  const productCampaigns = campaignsFor(campaigns, id, categoryId);
  const source = priceSource(row);
  // Personalization prices are stored in the product's currency and shown, like its price, in the display currency.
  const shown = target ?? source;
  const toShown = (minor: number) => convertMinor(minor, source.exchangeRate, shown.exchangeRate);
  const title = row.title;
  const subProducts: SubProduct[] = subRows.map((s) => ({
    id: s.id,
    property1: s.property1_id,
    property2: s.property2_id,
    code: s.code,
    attribute1: s.attribute1,
    attribute2: s.attribute2,
    quantity: s.stock_amount,
    isActive: s.is_active,
    inStock: s.is_active && s.stock_amount > 0,
    price: priceBlock({ ...source, sellingMinor: s.selling_price_minor, discountedMinor: s.discounted_price_minor }, productCampaigns, target),
  }));
  const activeSubs = subRows.filter((s) => s.is_active);
  const property1 = propertyGroup(activeSubs, 1);
  const property2 = propertyGroup(activeSubs, 2);
  const accessoryIds = linkRows.filter((l) => l.kind === "accessory").map((l) => l.target_id);
  const relatedProducts: RelatedProduct[] = linkRows
    .filter((l) => l.kind === "colour")
    .map((l) => ({
      id: l.target_id,
      title: l.title,
      seoLink: l.seo_link,
      images: l.images.map((i) => productImage(i, l.title)),
    }))
    // Related colours are shown by their image, so one without images is left out.
    .filter((r) => r.images.length > 0);
  const optionsBy = new Map<number, typeof optionRows>();
  for (const o of optionRows) optionsBy.set(o.personalization_id, [...(optionsBy.get(o.personalization_id) ?? []), o]);
  const personalizations: Personalization[] = personalizationRows.map((z) => ({
    id: z.id,
    name: z.name,
    description: z.description,
    typeCode: z.type_code.toUpperCase() as PersonalizationType,
    isRequired: z.is_required,
    isPriceFree: z.is_price_free,
    priceMinor: toShown(z.price_minor),
    currencyCode: shown.currencyCode,
    options: (optionsBy.get(z.id) ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      priceMinor: toShown(o.price_minor),
      isPriceFree: o.is_price_free,
      isImage: o.image !== null,
      image: o.image,
    })),
  }));
  const path = categoryId === null ? [] : categories.path(categoryId);
  const category = path.at(-1);
  const stock = row.stock_total;
  return {
    id,
    title,
    name: row.name,
    model: row.model_name,
    barcode: row.barcode,
    seoTitle: row.seo_title || title,
    seoDescription: row.seo_description,
    seoKeyword: row.seo_keyword,
    seoLink: row.seo_link,
    seoLinks: links.map((l) => ({ language: l.language, seoLink: l.seo_link })),
    description: row.description,
    shortDescription: row.short_description,
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? "", seoLink: row.brand_url ?? "" },
    brandName: row.brand_name,
    brandUrl: row.brand_url,
    category: category ? { id: category.id, title: category.title, seoLink: category.seoLink } : null,
    breadcrumbs: path.map((c) => ({ title: c.title, seoLink: c.seoLink })),
    video: row.video,
    commentRate: Number(row.comment_rate),
    commentTotal: row.comment_total,
    skt: row.skt,
    isFavorite: false,
    hasProperty: subRows.length > 0,
    price: priceBlock(source, productCampaigns, target),
    quantity: stock,
    inStock: stock > 0,
    stockUnit: row.stock_unit,
    memberMinOrder: row.member_min_order,
    memberMaxOrder: row.member_max_order,
    isNew: row.is_new,
    isPromotional: row.is_promotional,
    freeCargo: row.free_cargo,
    dimensions: { width: Number(row.width), height: Number(row.height), depth: Number(row.depth), weight: Number(row.weight), desi: Number(row.desi) },
    property1,
    property2,
    subProducts,
    relatedProducts,
    accessoryProducts: await cardsByIds(scope, accessoryIds),
    personalizations,
    images: images.map((i) => productImage(i, title)),
    campaigns: productCampaigns.map(toCampaignDto),
  };
}

/** One of a sub-product's two properties: its value, name, colour (property1 only), sort and category. */
const propertyOf = (s: SubRow, which: 1 | 2) =>
  which === 1
    ? { id: s.property1_id, name: s.name1, colour: s.colour1, sort: s.sort1, categoryId: s.category1_id, categoryName: s.category1_name }
    : { id: s.property2_id, name: s.name2, colour: null, sort: s.sort2, categoryId: s.category2_id, categoryName: s.category2_name };

/**
 * A variant group from the active sub-products: property1 values carry has_stock (some sub-product with the value
 * has stock), property2 values is_active (some active sub-product has the value).
 */
function propertyGroup(subRows: SubRow[], which: 1 | 2): PropertyGroup | null {
  const withValue = subRows.filter((s) => propertyOf(s, which).id !== null);
  if (withValue.length === 0) return null;
  const first = propertyOf(withValue[0], which);
  const values = new Map<number, PropertyGroup["properties"][number] & { sort: number }>();
  for (const s of withValue) {
    const property = propertyOf(s, which);
    const propertyId = property.id!;
    const existing = values.get(propertyId);
    const hasStock = s.stock_amount > 0;
    if (existing) existing.hasStock ||= hasStock;
    else {
      values.set(propertyId, {
        propertyId,
        propertyName: property.name ?? "",
        hasStock,
        isActive: true,
        colour: property.colour,
        sort: property.sort ?? 0,
      });
    }
  }
  return {
    propertyCategoryId: first.categoryId ?? 0,
    propertyCategoryName: first.categoryName ?? "",
    properties: [...values.values()].sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...item }) => item),
  };
}

/** Products of the same category (best sellers first), excluding the product. Two statements. */
export async function sameProducts(scope: CatalogScope, productId: number, limit: number) {
  const same = await rows(
    scope.em,
    db
      .selectFrom(["product as q", "product as p"])
      .select("q.id")
      .where("p.id", "=", productId)
      .whereRef("q.category_id", "=", "p.category_id")
      .whereRef("q.id", "<>", "p.id")
      .where("q.is_active", "=", true)
      .orderBy("q.sold_count", "desc")
      .orderBy("q.id")
      .limit(Math.min(Math.max(limit, 1), 24)),
  );
  return cardsByIds(scope, same.map((r) => r.id));
}

type CommentColumn = "created_at" | "rate" | "id";
const COMMENT_ORDER: Record<CommentSort, [CommentColumn, "asc" | "desc"][]> = {
  NEWEST: [
    ["created_at", "desc"],
    ["id", "desc"],
  ],
  OLDEST: [
    ["created_at", "asc"],
    ["id", "asc"],
  ],
  RATE_DESC: [
    ["rate", "desc"],
    ["created_at", "desc"],
    ["id", "desc"],
  ],
  RATE_ASC: [
    ["rate", "asc"],
    ["created_at", "desc"],
    ["id", "desc"],
  ],
};

/** Approved comments, one page: start = (page − 1) × length, as the legacy API pages. */
export async function productComments(
  scope: CatalogScope,
  productId: number,
  input: { page?: number | null; pageSize?: number | null; sort?: CommentSort | null },
): Promise<CommentPage> {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(50, Math.max(1, Math.floor(input.pageSize ?? 10)));
  const approved = db.selectFrom("product_comment").where("product_id", "=", productId).where("is_approved", "=", true);
  const listed = COMMENT_ORDER[input.sort ?? "NEWEST"].reduce(
    (query, [column, direction]) => query.orderBy(column, direction),
    approved.select(["id", "title", "text", "rate", "customer_name", "is_name_display", "created_at"]),
  );
  const [comments, totals] = await Promise.all([
    rows(scope.em, listed.limit(pageSize).offset((page - 1) * pageSize)),
    first(scope.em, approved.select((eb) => [eb.fn.countAll<number>().as("total"), typedSql<string>`coalesce(avg(rate), 0)`.as("average")])),
  ]);
  return {
    items: comments.map((r) => ({
      id: r.id,
      title: r.title,
      text: r.text,
      rate: r.rate,
      customerName: r.is_name_display ? r.customer_name : null,
      isNameDisplay: r.is_name_display,
      createdAt: r.created_at.toISOString(),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
    averageRate: Math.round(Number(totals?.average ?? 0) * 100) / 100,
  };
}

export async function productFaq(scope: CatalogScope, productId: number): Promise<FaqItem[]> {
  return rows(
    scope.em,
    db
      .selectFrom("product_faq")
      .select(["id", "question", "answer"])
      .where("product_id", "=", productId)
      .where("language", "=", scope.language)
      .orderBy("sort")
      .orderBy("id"),
  );
}

/** Cards for last-viewed ids (at most 50, order kept). */
export function productsByIds(scope: CatalogScope, ids: readonly number[]) {
  return cardsByIds(scope, ids.slice(0, 50));
}
