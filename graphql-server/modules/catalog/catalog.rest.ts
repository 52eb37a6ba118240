// /api/v1 routes of the catalogue: products, categories, brands, models, suppliers, home pages. Each runs one
// GraphQL operation and maps the result to the legacy reply (snake_case, major-unit prices).
import type { Product, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, notFoundReply, type RestRoute } from "../../core/rest.js";
import { CURRENCY_FIELDS, legacyCurrency } from "../localization/index.js";
import { firstGiven, groupOr, legacyBody, legacyInt, legacyText, pathId, pathText } from "../../core/rest-input.js";
import { CARD_FIELDS, FACET_FIELDS, IMAGE_FIELDS, legacyCard, legacyCategory, legacyComment, legacyFacets, legacyImage, legacyPrice, legacyPropertyGroup, listingBody, listingVariables, PRICE_FIELDS } from "./catalog.legacy.js";
import { toMajor } from "../../core/money.js";

const withMessage = notFoundReply;
const byId = z.object({ id: pathId });
const bySeoLink = z.object({ seo: pathText });

/** Product ids, one or a list: the first 50 are read (the rest ignored, as a long history is not an error); blanks dropped. */
const productIds = z
  .preprocess((raw) => (raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw]).slice(0, 50), z.array(legacyInt(1)))
  .transform((ids) => ids.filter((id): id is number => id !== undefined));

const COMMENT_SORTS = ["NEWEST", "OLDEST", "RATE_DESC", "RATE_ASC"];

/** Comments paging: page (or currentPage) and length at the top or in a `paging` group; sort at the top. */
const commentsBody = legacyBody(
  () => ({
    page: legacyInt(1, 100_000),
    length: legacyInt(1, 50),
    sort: legacyText(16)
      .transform((sort) => sort?.toUpperCase())
      .refine((sort) => sort === undefined || COMMENT_SORTS.includes(sort)),
  }),
  (body) => {
    const paging = groupOr(body, "paging");
    return { sort: body.sort, page: firstGiven(paging, "currentPage", "page"), length: paging.length };
  },
);

const PRODUCT_DOCUMENT = /* GraphQL */ `
  query RestProductBySeoLink($seoLink: String!, $language: String) {
    product(seoLink: $seoLink, language: $language) {
      id title name model barcode seoTitle seoDescription seoKeyword seoLink seoLinks { language seoLink }
      description shortDescription brandName brandUrl category { id title seoLink } breadcrumbs { title seoLink }
      video commentRate commentTotal skt isFavorite hasProperty quantity inStock stockUnit memberMinOrder memberMaxOrder
      isNew isPromotional freeCargo dimensions { width height depth weight desi }
      price { ${PRICE_FIELDS} }
      images { ${IMAGE_FIELDS} }
      property1 { propertyCategoryId propertyCategoryName properties { propertyId propertyName hasStock isActive colour } }
      property2 { propertyCategoryId propertyCategoryName properties { propertyId propertyName hasStock isActive colour } }
      subProducts { id property1 property2 code attribute1 attribute2 quantity inStock price { ${PRICE_FIELDS} } }
      relatedProducts { id title seoLink images { ${IMAGE_FIELDS} } }
      accessoryProducts { ${CARD_FIELDS} }
      personalizations { id name description typeCode isRequired isPriceFree priceMinor currencyCode
                         options { id name priceMinor isPriceFree isImage image } }
      campaigns { id name }
    }
  }`;

/** The product object legacy clients render a product page from. */
function legacyProduct(p: Omit<Product, "sameProducts">) {
  return {
    id: p.id,
    title: p.title,
    name: p.name,
    model: p.model ?? null,
    barcode: p.barcode,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    seo_keyword: p.seoKeyword,
    seo_link: p.seoLink,
    seo_links: p.seoLinks.map((l) => ({ language: l.language, seo_link: l.seoLink })),
    description: p.description,
    short_description: p.shortDescription,
    brand_name: p.brandName ?? null,
    brand_url: p.brandUrl ?? null,
    category: p.category ? { id: p.category.id, title: p.category.title, seo_link: p.category.seoLink } : null,
    breadcrumbs: p.breadcrumbs.map((b) => ({ title: b.title, seo_link: b.seoLink })),
    video: p.video ?? null,
    comment_rate: p.commentRate,
    comment_total: p.commentTotal,
    skt: p.skt ?? null,
    is_favorite: p.isFavorite,
    hasProperty: p.hasProperty,
    ...legacyPrice(p.price),
    property1: legacyPropertyGroup(p.property1, 1),
    property2: legacyPropertyGroup(p.property2, 2),
    sub_products: p.subProducts.map((s) => ({
      id: s.id,
      property1: s.property1 ?? null,
      property2: s.property2 ?? null,
      selling_price_with_vat: toMajor(s.price.sellingPriceMinor),
      discounted_selling_price_with_vat: s.price.discountedPriceMinor === null || s.price.discountedPriceMinor === undefined ? null : toMajor(s.price.discountedPriceMinor),
      display_price: toMajor(s.price.displayPriceMinor),
      on_sale: s.price.onSale ? 1 : 0,
      code: s.code,
      attribute1: s.attribute1,
      attribute2: s.attribute2,
      quantity: s.quantity,
    })),
    related_products: p.relatedProducts.map((r) => ({ id: r.id, title: r.title, seo_link: r.seoLink, images: r.images.map(legacyImage) })),
    accessory_products: p.accessoryProducts.map(legacyCard),
    personalizations: p.personalizations.map((z) => ({
      id: z.id,
      name: z.name,
      description: z.description,
      type_code: z.typeCode.toLowerCase(),
      is_required: z.isRequired,
      is_price_free: z.isPriceFree,
      price: toMajor(z.priceMinor),
      currency_code: z.currencyCode,
      options: z.options.map((o) => ({ id: o.id, name: o.name, price: toMajor(o.priceMinor), is_price_free: o.isPriceFree, is_image: o.isImage, image: o.image ?? null })),
      value: null,
      error: false,
    })),
    images: p.images.map(legacyImage),
    member_min_order: p.memberMinOrder ?? null,
    member_max_order: p.memberMaxOrder ?? null,
    quantity: p.quantity,
    stock_unit: p.stockUnit,
    is_new: p.isNew,
    is_promotional: p.isPromotional,
    free_cargo: p.freeCargo,
    dimensions: p.dimensions,
    campaigns: p.campaigns.map((c) => ({ id: c.id, name: c.name })),
  };
}

const LISTING_DOCUMENT = /* GraphQL */ `
  query RestCategoryProducts($language: String, $filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
    products(language: $language, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total page pageSize pageCount items { ${CARD_FIELDS} }
    }
  }`;

export const catalogRoutes: RestRoute[] = [
  /** POST /api/v1/product/getProductShowCase/{id} — a home showcase with its products. 200 {success, response:{id,code,title,products:[card]}} | 404 */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getProductShowCase/{id}",
    access: "optional",
    params: byId,
    document: `query RestShowcase($id: Int!, $language: String) { showcase(id: $id, language: $language) { id code title products { ${CARD_FIELDS} } } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "showcase">, { language }) =>
      data.showcase
        ? { body: { success: true, response: { id: data.showcase.id, code: data.showcase.code, title: data.showcase.title, products: data.showcase.products.map(legacyCard) } } }
        : withMessage(language),
  }),
  /** POST /api/v1/product/getSameProducts/{id} — products of the same category. 200 {success, response:[card]} */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getSameProducts/{id}",
    access: "optional",
    params: byId,
    document: `query RestSameProducts($id: Int!, $language: String) { sameProducts(productId: $id, language: $language, limit: 12) { ${CARD_FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "sameProducts">) => ({ body: { success: true, response: data.sameProducts.map(legacyCard) } }),
  }),
  /** POST /api/v1/product/getProductBySeoLink/{seo}?language&currency&fbp&fbc — the product page object. 200 {success, response:<product>} | 404 */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getProductBySeoLink/{seo}",
    access: "optional",
    params: bySeoLink,
    document: PRODUCT_DOCUMENT,
    variables: ({ params }, { language }) => ({ seoLink: params.seo, language }),
    reply: (data: Pick<Query, "product">, { language }) => (data.product ? { body: { success: true, response: legacyProduct(data.product) } } : withMessage(language)),
  }),
  /** POST /api/v1/product/getLastViewedProducts — body {products:[id…], token}. 200 {success, response:[card]} (order kept) */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getLastViewedProducts",
    access: "optional",
    body: legacyBody(() => ({ products: productIds })),
    document: `query RestLastViewed($ids: [Int!]!, $language: String) { productsByIds(ids: $ids, language: $language) { ${CARD_FIELDS} } }`,
    variables: ({ body }, { language }) => ({ ids: body.products, language }),
    reply: (data: Pick<Query, "productsByIds">) => ({ body: { success: true, response: data.productsByIds.map(legacyCard) } }),
  }),
  /** POST /api/v1/product/getCategoryBestSellersProducts — body {category?, limit?}. 200 {success, response:[{category:{id,title,seo_link}, products:[card]}]} */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getCategoryBestSellersProducts",
    access: "optional",
    body: legacyBody(() => ({ category: legacyText(), limit: legacyInt(1, 24) })),
    document: `query RestBestSellers($language: String, $category: String, $limit: Int) {
      categoryBestSellers(language: $language, category: $category, limit: $limit) { category { id title seoLink } products { ${CARD_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({ language, category: body.category, limit: body.limit ?? 8 }),
    reply: (data: Pick<Query, "categoryBestSellers">) => ({
      body: {
        success: true,
        response: data.categoryBestSellers.map((g) => ({
          category: { id: g.category.id, title: g.category.title, seo_link: g.category.seoLink },
          products: g.products.map(legacyCard),
        })),
      },
    }),
  }),
  /**
   * POST /api/v1/product/getCategoryProducts — body {category, brands, properties, min_price, max_price, in_stock,
   * campaign_id, sort, page, length, token}. 200 {success, response:[card], total, page, length, page_count}
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getCategoryProducts",
    access: "optional",
    body: listingBody,
    document: LISTING_DOCUMENT,
    variables: ({ body }, { language }) => ({ language, ...listingVariables(body) }),
    reply: (data: Pick<Query, "products">) => ({
      body: {
        success: true,
        response: data.products.items.map(legacyCard),
        total: data.products.total,
        page: data.products.page,
        length: data.products.pageSize,
        page_count: data.products.pageCount,
      },
    }),
  }),
  /** POST /api/v1/product/getCategoryProductsTotal — same body as getCategoryProducts. 200 {success, response:{total}} */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getCategoryProductsTotal",
    access: "optional",
    body: listingBody,
    document: `query RestCategoryProductsTotal($language: String, $filter: ProductFilter) { products(language: $language, filter: $filter, pageSize: 1) { total } }`,
    variables: ({ body }, { language }) => ({ language, filter: listingVariables(body).filter }),
    reply: (data: Pick<Query, "products">) => ({ body: { success: true, response: { total: data.products.total } } }),
  }),
  /**
   * POST /api/v1/product/getProductComments/{id}?language — body {currentPage|page, length, sort:newest|oldest|rate_desc|rate_asc};
   * start=(page-1)*length. 200 {success, response:{comment_total, currentPage, length, average_rate, items:[{id,title,comment,rate,name,is_name_display,created_at}]}}
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getProductComments/{id}",
    access: "public",
    params: byId,
    body: commentsBody,
    document: `query RestComments($id: Int!, $page: Int, $pageSize: Int, $sort: CommentSort) {
      productComments(productId: $id, page: $page, pageSize: $pageSize, sort: $sort) {
        total page pageSize averageRate items { id title text rate customerName isNameDisplay createdAt } } }`,
    variables: ({ params, body }) => ({ id: params.id, page: body.page ?? 1, pageSize: body.length ?? 10, sort: body.sort }),
    reply: (data: Pick<Query, "productComments">) => ({
      body: {
        success: true,
        response: {
          comment_total: data.productComments.total,
          currentPage: data.productComments.page,
          length: data.productComments.pageSize,
          average_rate: data.productComments.averageRate,
          items: data.productComments.items.map(legacyComment),
        },
      },
    }),
  }),
  /** POST /api/v1/product/getProductSSS/{id}?language — product FAQ. 200 {success, response:[{id,question,answer}]} */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getProductSSS/{id}",
    access: "public",
    params: byId,
    document: `query RestFaq($id: Int!, $language: String) { productFaq(productId: $id, language: $language) { id question answer } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "productFaq">) => ({ body: { success: true, response: data.productFaq } }),
  }),
  /**
   * POST /api/v1/product/getFilters — same body as getCategoryProducts. 200 {success, response:{brands:[{id,name,seo_link,count}],
   * properties:[{property_category_id,property_category_name,properties:[{property_id,property_name,colour,count}]}],
   * categories:[{id,title,seo_link,count}], min_price, max_price, in_stock_count}}
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getFilters",
    access: "public",
    body: listingBody,
    document: `query RestFilters($language: String, $filter: ProductFilter) { products(language: $language, filter: $filter, pageSize: 1) { facets { ${FACET_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({ language, filter: listingVariables(body).filter }),
    reply: (data: Pick<Query, "products">) => ({ body: { success: true, response: legacyFacets(data.products.facets) } }),
  }),
  /** GET /api/v1/product/getCurrencyList — active currencies, as GET /api/v1/currency. */
  defineRoute<Pick<Query, "currencies">>({
    method: "GET",
    path: "/api/v1/product/getCurrencyList",
    access: "public",
    document: `query RestProductCurrencies { currencies { ${CURRENCY_FIELDS} } }`,
    reply: (data) => ({ body: { success: true, response: data.currencies.map(legacyCurrency) } }),
  }),
  /** GET /api/v1/category/getCategoryTree?language. 200 {success, response:[{id,parent_id,title,seo_link,sort,image,children:[…]}]} */
  defineRoute<Pick<Query, "categoryTree">>({
    method: "GET",
    path: "/api/v1/category/getCategoryTree",
    access: "public",
    document: `query RestCategoryTree($language: String) { categoryTree(language: $language) { ...C children { ...C children { ...C children { ...C } } } } }
      fragment C on Category { id parentId title seoLink sort image }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => ({ body: { success: true, response: data.categoryTree.map(legacyCategory) } }),
  }),
  /** GET /api/v1/category/getBySeoLink/{seo}?language. 200 {success, response:{id,parent_id,title,seo_link,seo_title,seo_description,description,breadcrumbs,seo_links,children}} | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/category/getBySeoLink/{seo}",
    access: "public",
    params: bySeoLink,
    document: `query RestCategory($seo: String!, $language: String) { category(seoLink: $seo, language: $language) {
      id parentId title seoLink sort image seoTitle seoDescription description breadcrumbs { title seoLink } seoLinks { language seoLink }
      children { id parentId title seoLink sort image } } }`,
    variables: ({ params }, { language }) => ({ seo: params.seo, language }),
    reply: (data: Pick<Query, "category">, { language }) => {
      const c = data.category;
      if (!c) return withMessage(language);
      return {
        body: {
          success: true,
          response: {
            ...legacyCategory(c),
            seo_title: c.seoTitle,
            seo_description: c.seoDescription,
            description: c.description,
            breadcrumbs: c.breadcrumbs.map((b) => ({ title: b.title, seo_link: b.seoLink })),
            seo_links: c.seoLinks.map((l) => ({ language: l.language, seo_link: l.seoLink })),
          },
        },
      };
    },
  }),
  /** POST /api/v1/brand — public brand list. 200 {success, response:[{id,name,seo_link,description,image,sort}]} */
  defineRoute<Pick<Query, "brands">>({
    method: "POST",
    path: "/api/v1/brand",
    access: "public",
    document: `query RestBrands { brands { id name seoLink description image sort } }`,
    reply: (data) => ({ body: { success: true, response: data.brands.map((b) => ({ id: b.id, name: b.name, seo_link: b.seoLink, description: b.description, image: b.image ?? null, sort: b.sort })) } }),
  }),
  /** GET /api/v1/brand/getBrandBySeoLink/{seo}. 200 {success, response:{id,name,seo_link,description,image,sort}} | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/brand/getBrandBySeoLink/{seo}",
    access: "public",
    params: bySeoLink,
    document: `query RestBrand($seo: String!) { brand(seoLink: $seo) { id name seoLink description image sort } }`,
    variables: ({ params }) => ({ seo: params.seo }),
    reply: (data: Pick<Query, "brand">, { language }) => {
      const b = data.brand;
      return b ? { body: { success: true, response: { id: b.id, name: b.name, seo_link: b.seoLink, description: b.description, image: b.image ?? null, sort: b.sort } } } : withMessage(language);
    },
  }),
  /** POST /api/v1/model — public model list. 200 {success, response:[{id,name,brand_id}]} */
  defineRoute<Pick<Query, "models">>({
    method: "POST",
    path: "/api/v1/model",
    access: "public",
    document: `query RestModels { models { id name brandId } }`,
    reply: (data) => ({ body: { success: true, response: data.models.map((m) => ({ id: m.id, name: m.name, brand_id: m.brandId ?? null })) } }),
  }),
  /** POST /api/v1/supplier — public supplier list. 200 {success, response:[{id,name}]} */
  defineRoute<Pick<Query, "suppliers">>({
    method: "POST",
    path: "/api/v1/supplier",
    access: "public",
    document: `query RestSuppliers { suppliers { id name } }`,
    reply: (data) => ({ body: { success: true, response: data.suppliers } }),
  }),
  /**
   * GET /api/v1/pages/getPages/{x}?language&currency — the home page's data: showcases and category best sellers.
   * 200 {success, response:{page, showcases:[{id,code,title,products:[card]}], best_sellers:[{category,products}]}}
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/pages/getPages/{x}",
    access: "optional",
    params: z.object({ x: pathText }),
    document: `query RestPages($language: String) {
      homeBlocks(language: $language, limit: 12) { id code title products { ${CARD_FIELDS} } }
      categoryBestSellers(language: $language, limit: 8) { category { id title seoLink } products { ${CARD_FIELDS} } } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data: Pick<Query, "homeBlocks" | "categoryBestSellers">, _request, { params }) => ({
      body: {
        success: true,
        response: {
          page: params.x,
          showcases: data.homeBlocks.map((s) => ({ id: s.id, code: s.code, title: s.title, products: s.products.map(legacyCard) })),
          best_sellers: data.categoryBestSellers.map((g) => ({
            category: { id: g.category.id, title: g.category.title, seo_link: g.category.seoLink },
            products: g.products.map(legacyCard),
          })),
        },
      },
    }),
  }),
];
