// /api/v1 routes of the shop's product operations (admin) in the legacy snake_case shapes: the product list, one
// product (or one language of it), add/update/delete, price, sort, language and image order; sub-products; image
// upload and removal. Money travels in major units (Turkish notation accepted); a refused form answers 200
// {success:false, code, message, errors:[{field, message}]} as the other forms do; an unknown id is a 404.
import { z } from "zod";
import type { AdminProduct, AdminProductRow, AdminProductTranslation, AdminSubProduct, FormError, Mutation, Query } from "../../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { toMajor } from "../../../core/money.js";
import { defineRoute, RestInputError, type RestRoute } from "../../../core/rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../../core/rest-form.js";
import { firstGiven, legacyBody, legacyChoice, legacyFlag, legacyInt, legacyList, legacyMoney, legacyText, pathId, positiveId, text, wholeNumber } from "../../../core/rest-input.js";

const byId = z.object({ id: pathId });
const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : toMajor(minor));

const TRANSLATION_FIELDS = `language title seoLink seoTitle seoDescription seoKeyword shortDescription description`;
const SUB_PRODUCT_FIELDS = `id property1Id property2Id code sellingPriceMinor discountedPriceMinor stockAmount isActive`;
const PRODUCT_FIELDS = `id name modelId barcode categoryId brandId supplierId currencyId currencyCode vatRate cashPriceMinor buyingPriceMinor
  sellingPriceMinor discountedPriceMinor stockUnit stockAmount supplierProductCode width height depth weight desi isNew isPromotional isVendor
  freeCargo isActive sort searchWords memberMinOrder memberMaxOrder relatedIds accessoryIds createdAt updatedAt
  translations { ${TRANSLATION_FIELDS} } images { id small medium big sort variant1Id variant2Id } subProducts { ${SUB_PRODUCT_FIELDS} }`;
const PRODUCT_RESULT = `__typename ... on AdminProduct { ${PRODUCT_FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} }`;

const legacyTranslation = (t: AdminProductTranslation) => ({
  language: t.language,
  title: t.title,
  seo_link: t.seoLink,
  seo_title: t.seoTitle,
  seo_description: t.seoDescription,
  seo_keyword: t.seoKeyword,
  short_description: t.shortDescription,
  description: t.description,
});

const legacySubProduct = (s: AdminSubProduct) => ({
  id: s.id,
  property1: s.property1Id ?? null,
  property2: s.property2Id ?? null,
  code: s.code,
  selling_price_with_vat: money(s.sellingPriceMinor),
  discounted_selling_price_with_vat: money(s.discountedPriceMinor),
  stock_amount: s.stockAmount,
  is_active: s.isActive ? 1 : 0,
});

const legacyAdminProduct = (p: AdminProduct) => ({
  id: p.id,
  name: p.name,
  model_id: p.modelId ?? null,
  barcode: p.barcode,
  category_id: p.categoryId ?? null,
  brand_id: p.brandId ?? null,
  supplier_id: p.supplierId ?? null,
  currency_id: p.currencyId,
  currency_code: p.currencyCode,
  vat: p.vatRate,
  cash_price: money(p.cashPriceMinor),
  buying_price: money(p.buyingPriceMinor),
  selling_price_with_vat: money(p.sellingPriceMinor),
  discounted_selling_price_with_vat: money(p.discountedPriceMinor),
  stock_unit: p.stockUnit,
  stock_amount: p.stockAmount,
  supplier_product_code: p.supplierProductCode,
  width: p.width,
  height: p.height,
  depth: p.depth,
  weight: p.weight,
  cbm: p.desi,
  is_new: p.isNew ? 1 : 0,
  is_promotional: p.isPromotional ? 1 : 0,
  is_vendor: p.isVendor ? 1 : 0,
  is_free_cargo: p.freeCargo ? 1 : 0,
  is_active: p.isActive ? 1 : 0,
  sort: p.sort,
  search_words: p.searchWords,
  member_min_order: p.memberMinOrder ?? null,
  member_max_order: p.memberMaxOrder ?? null,
  languages: p.translations.map(legacyTranslation),
  images: p.images.map((i) => ({ id: i.id, S: i.small, M: i.medium, B: i.big, sort: i.sort, variant1: i.variant1Id ?? null, variant2: i.variant2Id ?? null })),
  sub_products: p.subProducts.map(legacySubProduct),
  related_products: p.relatedIds,
  accessory_products: p.accessoryIds,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

const legacyRow = (r: AdminProductRow) => ({
  id: r.id,
  name: r.name,
  barcode: r.barcode,
  category_name: r.categoryName ?? null,
  brand_name: r.brandName ?? null,
  currency_code: r.currencyCode,
  selling_price_with_vat: money(r.sellingPriceMinor),
  discounted_selling_price_with_vat: money(r.discountedPriceMinor),
  stock_amount: r.stockAmount,
  stock_total: r.stockTotal,
  has_property: r.hasSubProducts ? 1 : 0,
  is_active: r.isActive ? 1 : 0,
  sort: r.sort,
  image: r.image ?? null,
  seo_link: r.seoLink ?? null,
});

type ProductReply = AdminProduct | (FormError & { __typename: "FormError" });
const productReply = (result: ProductReply, code: string) =>
  result.__typename === "FormError" ? { body: legacyFormError(result as FormError) } : { body: { success: true, code, data: legacyAdminProduct(result as AdminProduct) } };

// ---- The list.

const listBody = legacyBody(
  () => ({
    search: legacyText(255),
    category_id: positiveId,
    brand_id: positiveId,
    is_active: legacyFlag,
    stock: legacyChoice({ in_stock: "IN_STOCK", out_of_stock: "OUT_OF_STOCK" }),
    sort: legacyChoice({ sort: "SORT", newest: "NEWEST", name: "NAME", price_asc: "PRICE_ASC", price_desc: "PRICE_DESC", stock_asc: "STOCK_ASC" }),
    page: wholeNumber,
    per_page: wholeNumber,
  }),
  (b) => ({ ...b, search: firstGiven(b, "search", "q", "text"), per_page: firstGiven(b, "per_page", "length") }),
);
type ListBody = z.infer<typeof listBody>;

const LIST_DOCUMENT = `query RestAdminProducts($filter: AdminProductFilter, $sort: AdminProductSort, $page: Int, $perPage: Int) {
  adminProducts(filter: $filter, sort: $sort, page: $page, perPage: $perPage) { total page perPage
    items { id name barcode categoryName brandName currencyCode sellingPriceMinor discountedPriceMinor stockAmount stockTotal hasSubProducts isActive sort image seoLink } } }`;

const listVariables = (body: ListBody) => ({
  filter: { search: body.search ?? null, categoryId: body.category_id, brandId: body.brand_id, active: body.is_active, stock: body.stock ?? null },
  sort: body.sort ?? null,
  page: body.page,
  perPage: body.per_page,
});

const listReply = (data: Pick<Query, "adminProducts">) => ({
  body: { success: true, response: { data: data.adminProducts.items.map(legacyRow), total: data.adminProducts.total, page: data.adminProducts.page, per_page: data.adminProducts.perPage } },
});

// ---- A product's fields as legacy bodies name them.

const translationShape = {
  language: legacyText(8),
  title: legacyText(255),
  seo_link: legacyText(255),
  seo_title: legacyText(255),
  seo_description: legacyText(5000),
  seo_keyword: legacyText(255),
  short_description: legacyText(20_000),
  description: legacyText(200_000),
};
const translationObject = z.object(translationShape);
type LegacyTranslation = z.infer<typeof translationObject>;

const translationVariables = (t: LegacyTranslation, language: string | undefined) => ({
  language: (t.language ?? language ?? "").toLowerCase(),
  title: t.title ?? "",
  seoLink: t.seo_link ?? null,
  seoTitle: t.seo_title ?? null,
  seoDescription: t.seo_description ?? null,
  seoKeyword: t.seo_keyword ?? null,
  shortDescription: t.short_description ?? null,
  description: t.description ?? null,
});

const measure = z.union([z.number(), z.string().trim().regex(/^\d{1,7}([.,]\d{1,3})?$/).transform((s) => Number(s.replace(",", ".")))]).nullish();

const productBody = legacyBody(
  () => ({
    name: legacyText(255),
    model_id: legacyInt(0, 2_147_483_647),
    barcode: legacyText(64),
    category_id: legacyInt(0, 2_147_483_647),
    brand_id: legacyInt(0, 2_147_483_647),
    supplier_id: legacyInt(0, 2_147_483_647),
    currency_id: positiveId,
    vat: legacyInt(0, 100),
    cash_price: legacyMoney,
    buying_price: legacyMoney,
    selling_price: legacyMoney,
    discounted_price: legacyMoney,
    stock_unit: legacyText(16),
    stock_amount: legacyInt(0, 1_000_000_000),
    supplier_product_code: legacyText(64),
    width: measure,
    height: measure,
    depth: measure,
    weight: measure,
    cbm: measure,
    is_new: legacyFlag,
    is_promotional: legacyFlag,
    is_vendor: legacyFlag,
    is_free_cargo: legacyFlag,
    is_active: legacyFlag,
    sort: legacyInt(-1_000_000_000, 1_000_000_000),
    search_words: legacyText(5000),
    member_min_order: legacyInt(0, 1_000_000_000),
    member_max_order: legacyInt(0, 1_000_000_000),
    languages: z.array(translationObject).max(3).nullish(),
    ...translationShape,
  }),
  (b) => ({
    ...b,
    selling_price: firstGiven(b, "selling_price", "selling_price_with_vat"),
    discounted_price: firstGiven(b, "discounted_price", "discounted_selling_price_with_vat"),
    cbm: firstGiven(b, "cbm", "desi"),
    vat: firstGiven(b, "vat", "vat_rate"),
    is_free_cargo: firstGiven(b, "is_free_cargo", "free_cargo"),
  }),
);
type ProductBody = z.infer<typeof productBody>;

/** The product input: the languages list, or the top-level title and SEO fields (Turkish unless `language` says). */
function productInput(body: ProductBody) {
  const translations = body.languages?.length
    ? body.languages.map((t) => translationVariables(t, undefined))
    : body.title !== undefined
      ? [translationVariables(body, body.language ?? DEFAULT_LANGUAGE)]
      : null;
  return {
    name: body.name ?? null,
    modelId: body.model_id ?? null,
    barcode: body.barcode ?? null,
    categoryId: body.category_id ?? null,
    brandId: body.brand_id ?? null,
    supplierId: body.supplier_id ?? null,
    currencyId: body.currency_id,
    vatRate: body.vat ?? null,
    cashPriceMinor: body.cash_price ?? null,
    buyingPriceMinor: body.buying_price ?? null,
    sellingPriceMinor: body.selling_price ?? null,
    // A zero discounted price means no discount.
    discountedPriceMinor: body.discounted_price === undefined ? null : body.discounted_price === 0 ? -1 : body.discounted_price,
    stockUnit: body.stock_unit ?? null,
    stockAmount: body.stock_amount ?? null,
    supplierProductCode: body.supplier_product_code ?? null,
    width: body.width ?? null,
    height: body.height ?? null,
    depth: body.depth ?? null,
    weight: body.weight ?? null,
    desi: body.cbm ?? null,
    isNew: body.is_new,
    isPromotional: body.is_promotional,
    isVendor: body.is_vendor,
    freeCargo: body.is_free_cargo,
    isActive: body.is_active,
    sort: body.sort ?? null,
    searchWords: body.search_words ?? null,
    memberMinOrder: body.member_min_order ?? null,
    memberMaxOrder: body.member_max_order ?? null,
    translations,
  };
}

function required<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new RestInputError(field);
  return value;
}

const subProductBody = legacyBody(
  () => ({
    id: positiveId,
    product_id: positiveId,
    property1_id: positiveId,
    property2_id: positiveId,
    code: legacyText(64),
    selling_price: legacyMoney,
    discounted_price: legacyMoney,
    stock_amount: legacyInt(0, 1_000_000_000),
    is_active: legacyFlag,
  }),
  (b) => ({
    ...b,
    property1_id: firstGiven(b, "property1_id", "property1"),
    property2_id: firstGiven(b, "property2_id", "property2"),
    selling_price: firstGiven(b, "selling_price", "selling_price_with_vat"),
    discounted_price: firstGiven(b, "discounted_price", "discounted_selling_price_with_vat"),
    stock_amount: firstGiven(b, "stock_amount", "stock", "quantity"),
  }),
);
type SubProductBody = z.infer<typeof subProductBody>;

const SAVE_SUB_PRODUCTS = `mutation RestSaveSubProducts($productId: Int!, $items: [AdminSubProductInput!]!, $language: String) {
  saveSubProducts(productId: $productId, items: $items, language: $language) { ${PRODUCT_RESULT} } }`;

const subProductVariables = (body: SubProductBody, language: string, withId: boolean) => ({
  productId: required(body.product_id, "product_id"),
  language,
  items: [
    {
      id: withId ? required(body.id, "id") : null,
      property1Id: body.property1_id,
      property2Id: body.property2_id,
      code: body.code ?? null,
      sellingPriceMinor: required(body.selling_price, "selling_price"),
      discountedPriceMinor: body.discounted_price === undefined || body.discounted_price === 0 ? -1 : body.discounted_price,
      stockAmount: required(body.stock_amount, "stock_amount"),
      isActive: body.is_active,
    },
  ],
});

const imageBody = legacyBody(
  () => ({ product_id: positiveId, image: text.max(12_000_000).nullish(), file: text.max(12_000_000).nullish(), variant1_id: positiveId, variant2_id: positiveId }),
  (b) => ({ ...b, variant1_id: firstGiven(b, "variant1_id", "variant1"), variant2_id: firstGiven(b, "variant2_id", "variant2") }),
);

/** Both upload routes take the same form: the product's picture, stored in sizes S, M, B. */
const uploadRoute = (path: string) =>
  defineRoute({
    method: "POST",
    path,
    access: "admin",
    multipart: true,
    body: imageBody,
    document: `mutation RestUploadProductImage($productId: Int!, $image: String!, $variant1Id: Int, $variant2Id: Int, $language: String) {
      uploadProductImage(productId: $productId, image: $image, variant1Id: $variant1Id, variant2Id: $variant2Id, language: $language) {
        __typename ... on AdminProductImageUploaded { largeFile image { id small medium big sort variant1Id variant2Id } } ... on FormError { ${FORM_ERROR_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({
      productId: required(body.product_id, "product_id"),
      image: body.image ?? body.file ?? "",
      variant1Id: body.variant1_id,
      variant2Id: body.variant2_id,
      language,
    }),
    reply: (data: Pick<Mutation, "uploadProductImage">) => {
      const result = data.uploadProductImage;
      if (result.__typename === "FormError") return { body: legacyFormError(result as FormError) };
      const { image, largeFile } = result as Extract<typeof result, { largeFile: boolean }>;
      return {
        body: {
          success: true,
          code: "successfully_uploaded",
          // Above 300 KB the picture is kept, with the advice to use a lighter one.
          warning: largeFile ? "image_size_advice" : null,
          data: { id: image.id, S: image.small, M: image.medium, B: image.big, sort: image.sort, variant1: image.variant1Id ?? null, variant2: image.variant2Id ?? null },
        },
      };
    },
  });

export const productAdminRoutes: RestRoute[] = [
  /** POST /api/v1/product — admin; body {search, category_id, brand_id, is_active, stock, sort, page, per_page}: the product list. */
  defineRoute({ method: "POST", path: "/api/v1/product", access: "admin", body: listBody, document: LIST_DOCUMENT, variables: ({ body }) => listVariables(body), reply: listReply }),
  /** POST /api/v1/product/getCategoryProductsForAdmin — admin; the list of one category (category_id required). */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/getCategoryProductsForAdmin",
    access: "admin",
    body: listBody,
    document: LIST_DOCUMENT,
    variables: ({ body }) => ({ ...listVariables(body), filter: { ...listVariables(body).filter, categoryId: required(body.category_id, "category_id") } }),
    reply: listReply,
  }),
  /** GET /api/v1/product/getProductById/{id} — admin; 200 {success, data: product with languages, images, sub_products}; unknown: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/product/getProductById/{id}",
    access: "admin",
    params: byId,
    document: `query RestAdminProduct($id: Int!) { adminProduct(id: $id) { ${PRODUCT_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: Pick<Query, "adminProduct">) => ({ body: { success: true, data: legacyAdminProduct(data.adminProduct) } }),
  }),
  /** GET /api/v1/product/getProductByLanguage/{id}/{lang} — admin; 200 {success, data: the language's content or null}. */
  defineRoute({
    method: "GET",
    path: "/api/v1/product/getProductByLanguage/{id}/{lang}",
    access: "admin",
    params: z.object({ id: pathId, lang: z.string().regex(/^[A-Za-z]{2}$/).transform((s) => s.toLowerCase()) }),
    document: `query RestAdminProductLanguages($id: Int!) { adminProduct(id: $id) { id translations { ${TRANSLATION_FIELDS} } } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: Pick<Query, "adminProduct">, _r, { params }) => {
      const translation = data.adminProduct.translations.find((t) => t.language === params.lang);
      return { body: { success: true, data: translation ? { product_id: data.adminProduct.id, ...legacyTranslation(translation) } : null } };
    },
  }),
  /** POST /api/v1/product/add?language — admin; body: the product's fields and `languages` (or title and seo fields): 200 {success, code:"successfully_added", data}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/add",
    access: "admin",
    body: productBody,
    document: `mutation RestCreateProduct($input: AdminProductInput!, $language: String) { createProduct(input: $input, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ body }, { language }) => ({ input: productInput(body), language }),
    reply: (data: Pick<Mutation, "createProduct">) => productReply(data.createProduct as ProductReply, "successfully_added"),
  }),
  /** POST /api/v1/product/update/{id}?language — admin; the fields given change: 200 {success, code:"successfully_updated", data}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/update/{id}",
    access: "admin",
    params: byId,
    body: productBody,
    document: `mutation RestUpdateProduct($id: Int!, $input: AdminProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ params, body }, { language }) => ({ id: params.id, input: productInput(body), language }),
    reply: (data: Pick<Mutation, "updateProduct">) => productReply(data.updateProduct as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/product/updatePrice/{id} — admin; body {selling_price, discounted_price (0: none), buying_price, cash_price, vat}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/updatePrice/{id}",
    access: "admin",
    params: byId,
    body: productBody,
    document: `mutation RestUpdateProductPrice($id: Int!, $input: AdminProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ params, body }, { language }) => {
      const input = productInput(body);
      return { id: params.id, language, input: { sellingPriceMinor: input.sellingPriceMinor, discountedPriceMinor: input.discountedPriceMinor, buyingPriceMinor: input.buyingPriceMinor, cashPriceMinor: input.cashPriceMinor, vatRate: input.vatRate } };
    },
    reply: (data: Pick<Mutation, "updateProduct">) => productReply(data.updateProduct as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/product/updateSort/{id} — admin; body {sort}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/updateSort/{id}",
    access: "admin",
    params: byId,
    body: legacyBody(() => ({ sort: legacyInt(-1_000_000_000, 1_000_000_000) })),
    document: `mutation RestUpdateProductSort($id: Int!, $input: AdminProductInput!, $language: String) { updateProduct(id: $id, input: $input, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ params, body }, { language }) => ({ id: params.id, language, input: { sort: required(body.sort, "sort") } }),
    reply: (data: Pick<Mutation, "updateProduct">) => productReply(data.updateProduct as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/product/updateLanguage — admin; body {product_id (or id), language, title, seo_link, seo_title, seo_description, seo_keyword, short_description, description}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/updateLanguage",
    access: "admin",
    body: legacyBody(() => ({ product_id: positiveId, ...translationShape }), (b) => ({ ...b, product_id: firstGiven(b, "product_id", "id"), language: firstGiven(b, "language", "lang") })),
    document: `mutation RestUpdateProductLanguage($id: Int!, $input: AdminProductTranslationInput!, $language: String) { updateProductLanguage(id: $id, input: $input, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ body }, { language }) => ({ id: required(body.product_id, "product_id"), input: translationVariables({ ...body, language: required(body.language, "language") }, undefined), language }),
    reply: (data: Pick<Mutation, "updateProductLanguage">) => productReply(data.updateProductLanguage as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/product/updateProductImage/{id} — admin; body {images: [{id, sort, variant1, variant2}]}: the images' order and variant binding. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/updateProductImage/{id}",
    access: "admin",
    params: byId,
    body: legacyBody(() => ({
      images: z
        .array(z.object({ id: positiveId, sort: legacyInt(-1_000_000, 1_000_000), variant1: positiveId, variant2: positiveId }))
        .max(500)
        .nullish(),
      ids: legacyList,
    })),
    document: `mutation RestOrderProductImages($productId: Int!, $images: [AdminProductImageOrder!]!, $language: String) {
      orderProductImages(productId: $productId, images: $images, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ params, body }, { language }) => {
      // Either the images with their places, or just the ids in their new order.
      const images = body.images?.length
        ? body.images.map((i, index) => ({ id: required(i.id, "images"), sort: i.sort ?? index, variant1Id: i.variant1, variant2Id: i.variant2 }))
        : (body.ids ?? []).map((id, index) => {
            if (!/^\d{1,9}$/.test(id)) throw new RestInputError("ids");
            return { id: Number(id), sort: index };
          });
      return { productId: params.id, images, language };
    },
    reply: (data: Pick<Mutation, "orderProductImages">) => productReply(data.orderProductImages as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/product/delete/{id} — admin; 200 {success, code:"successfully_deleted"}, or {success:false, code:"product_has_orders"}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/delete/{id}",
    access: "admin",
    params: byId,
    document: `mutation RestDeleteProduct($id: Int!, $language: String) { deleteProduct(id: $id, language: $language) {
      __typename ... on AdminProductDeleted { id } ... on FormError { ${FORM_ERROR_FIELDS} } } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Mutation, "deleteProduct">) =>
      data.deleteProduct.__typename === "FormError" ? { body: legacyFormError(data.deleteProduct as FormError) } : { body: { success: true, code: "successfully_deleted" } },
  }),
  /** GET /api/v1/sub_product/getByProductId/{id} — admin; 200 {success, data: [sub-products]}. */
  defineRoute({
    method: "GET",
    path: "/api/v1/sub_product/getByProductId/{id}",
    access: "admin",
    params: byId,
    document: `query RestSubProducts($id: Int!) { adminProduct(id: $id) { id subProducts { ${SUB_PRODUCT_FIELDS} } } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: Pick<Query, "adminProduct">) => ({ body: { success: true, data: data.adminProduct.subProducts.map(legacySubProduct) } }),
  }),
  /** POST /api/v1/sub_product/add — admin; body {product_id, property1_id, property2_id, code, selling_price, discounted_price, stock_amount, is_active}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/sub_product/add",
    access: "admin",
    body: subProductBody,
    document: SAVE_SUB_PRODUCTS,
    variables: ({ body }, { language }) => subProductVariables(body, language, false),
    reply: (data: Pick<Mutation, "saveSubProducts">) => productReply(data.saveSubProducts as ProductReply, "successfully_added"),
  }),
  /** POST /api/v1/sub_product/update — admin; body as add, with the sub-product's id. */
  defineRoute({
    method: "POST",
    path: "/api/v1/sub_product/update",
    access: "admin",
    body: subProductBody,
    document: SAVE_SUB_PRODUCTS,
    variables: ({ body }, { language }) => subProductVariables(body, language, true),
    reply: (data: Pick<Mutation, "saveSubProducts">) => productReply(data.saveSubProducts as ProductReply, "successfully_updated"),
  }),
  /** POST /api/v1/sub_product/delete — admin; body {id} or {ids}: sub-products of one product. */
  defineRoute({
    method: "POST",
    path: "/api/v1/sub_product/delete",
    access: "admin",
    body: legacyBody(() => ({ id: positiveId, ids: legacyList })),
    document: `mutation RestDeleteSubProducts($ids: [Int!]!, $language: String) { deleteSubProducts(ids: $ids, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ body }, { language }) => {
      const ids = body.ids?.length ? body.ids.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : 0)) : [required(body.id, "id")];
      if (ids.some((id) => id === 0)) throw new RestInputError("ids");
      return { ids, language };
    },
    reply: (data: Pick<Mutation, "deleteSubProducts">) => productReply(data.deleteSubProducts as ProductReply, "successfully_deleted"),
  }),
  /** POST /api/v1/image/upload — admin; form data {product_id, image (or file), variant1_id, variant2_id}. */
  uploadRoute("/api/v1/image/upload"),
  /** POST /api/v1/image/uploadProductImage — admin; as upload: stores sizes S, M, B; warning "image_size_advice" above 300 KB. */
  uploadRoute("/api/v1/image/uploadProductImage"),
  /** POST /api/v1/image/removeFile — admin; body {id} (the image's id): the image and its files. */
  defineRoute({
    method: "POST",
    path: "/api/v1/image/removeFile",
    access: "admin",
    body: legacyBody(() => ({ id: positiveId }), (b) => ({ ...b, id: firstGiven(b, "id", "image_id") })),
    document: `mutation RestRemoveProductImage($id: Int!, $language: String) { removeProductImage(id: $id, language: $language) { ${PRODUCT_RESULT} } }`,
    variables: ({ body }, { language }) => ({ id: required(body.id, "id"), language }),
    reply: (data: Pick<Mutation, "removeProductImage">) => productReply(data.removeProductImage as ProductReply, "successfully_deleted"),
  }),
];
