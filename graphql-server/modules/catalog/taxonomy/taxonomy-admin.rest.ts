// /api/v1 admin routes of the taxonomy in the legacy snake_case shapes: categories (list, one, one language, add,
// update, updateLanguage, delete) and brands, models and suppliers (getAll, get…ByFilter, one, add, update, delete;
// the three are one declaration with three specs). Each route runs an admin GraphQL field, which checks the role.
import { z } from "zod";
import { ADMIN_FAILURES, ADMIN_REFUSAL, adminReply, legacyLanguageEntries } from "../../../core/admin-rest.js";
import { defineRoute, RestInputError, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyFlag, legacyObject, legacyText, pathId, positiveId, wholeNumber } from "../../../core/rest-input.js";
import type { AdminBrand, AdminCategory, AdminModel, AdminSupplier } from "../../../generated/resolvers-types.js";

/** A parent or brand reference: an id, or 0 / "" / null for none; left out = unchanged. */
export const optionalRef = z.union([z.never().optional(), z.literal([0, "0", "", null]).transform(() => null), positiveId]);

/** Long enough for anything a person writes; the GraphQL layer answers a too-long field with a translated message. */
const FREE_TEXT = 50_000;

const CATEGORY_TEXT = {
  language: legacyText(8),
  title: legacyText(FREE_TEXT),
  seo_link: legacyText(FREE_TEXT),
  seo_title: legacyText(FREE_TEXT),
  seo_description: legacyText(FREE_TEXT),
  description: legacyText(FREE_TEXT),
};

const categoryBody = legacyBody(
  () => ({ ...CATEGORY_TEXT, id: positiveId, parent_id: optionalRef, sort: wholeNumber, is_active: legacyFlag, languages: z.array(legacyObject(CATEGORY_TEXT)).max(3).nullish() }),
  (b) => ({ ...b, id: firstGiven(b, "id", "category_id"), parent_id: b.parent_id === undefined ? b.top_category_id : b.parent_id }),
);
type CategoryBody = z.infer<typeof categoryBody>;

const CATEGORY_FIELDS = `id parentId sort isActive depth title productCount childCount texts { language title seoLink seoTitle seoDescription description }`;

const legacyCategory = (c: AdminCategory) => ({
  id: c.id,
  parent_id: c.parentId ?? null,
  sort: c.sort,
  is_active: c.isActive,
  depth: c.depth,
  title: c.title,
  product_count: c.productCount,
  child_count: c.childCount,
  languages: c.texts.map((t) => ({ language: t.language, title: t.title, seo_link: t.seoLink, seo_title: t.seoTitle, seo_description: t.seoDescription, description: t.description })),
});

/** The per-language texts a category body carries (none when it sends no text field: a move or an order change). */
const categoryTexts = (body: CategoryBody) =>
  legacyLanguageEntries(body, (f, language) => {
    const texts = { title: f.title, seoLink: f.seo_link, seoTitle: f.seo_title, seoDescription: f.seo_description, description: f.description };
    return Object.values(texts).some((v) => v !== undefined) ? { language, ...texts } : null;
  });

const categoryInput = (body: CategoryBody, id: number | null) => ({
  id,
  parentId: body.parent_id,
  sort: body.sort ?? undefined,
  isActive: body.is_active ?? undefined,
  texts: categoryTexts(body),
});

const SAVE_CATEGORY = `mutation RestSaveAdminCategory($input: AdminCategoryInput!, $language: String) {
  saveAdminCategory(input: $input, language: $language) { __typename ... on AdminCategory { ${CATEGORY_FIELDS} } ${ADMIN_FAILURES} } }`;

type SaveCategoryData = { saveAdminCategory: AdminCategory };

const required = (id: number | null | undefined, field: string) => {
  if (!id) throw new RestInputError(field);
  return id;
};

const categoryRoutes: RestRoute[] = [
  /** GET /api/v1/category?language — admin: every category depth-first. 200 {success, response:[{id, parent_id, sort, is_active, depth, title, product_count, child_count, languages:[{language, title, seo_link, seo_title, seo_description, description}]}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/category",
    access: "admin",
    document: `query RestAdminCategories($language: String) { adminCategories(language: $language) { ${CATEGORY_FIELDS} } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: { adminCategories: AdminCategory[] }) => ({ body: { success: true, response: data.adminCategories.map(legacyCategory) } }),
  }),
  /** GET /api/v1/category/getCategoryByLanguage/{id}/{lang} — admin: one category with its texts in `lang` (empty texts when it has none). 404 unknown. */
  defineRoute({
    method: "GET",
    path: "/api/v1/category/getCategoryByLanguage/{id}/{lang}",
    access: "admin",
    params: z.object({ id: pathId, lang: z.enum(["tr", "en", "ar"]) }),
    document: `query RestAdminCategoryByLanguage($id: Int!) { adminCategory(id: $id) { ${CATEGORY_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: { adminCategory: AdminCategory }, _r, { params }) => {
      const { languages, ...category } = legacyCategory(data.adminCategory);
      const text = languages.find((t) => t.language === params.lang) ?? { language: params.lang, title: "", seo_link: "", seo_title: "", seo_description: "", description: "" };
      return { body: { success: true, response: { ...category, ...text } } };
    },
  }),
  /** GET /api/v1/category/{id}?language — admin: one category with every language's texts. 404 unknown. */
  defineRoute({
    method: "GET",
    path: "/api/v1/category/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestAdminCategory($id: Int!, $language: String) { adminCategory(id: $id, language: $language) { ${CATEGORY_FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: { adminCategory: AdminCategory }) => ({ body: { success: true, response: legacyCategory(data.adminCategory) } }),
  }),
  /**
   * POST /api/v1/category/add?language — admin; body {parent_id, sort, is_active, language (default tr), title,
   * seo_link, seo_title, seo_description, description} or the texts as languages:[{language, title, …}]: 200
   * {success:true, code:"category_added", response: category} or {success:false, code, message, errors:[{field,
   * message}]} (form_required_general_message, seo_link_taken, category_cycle; fields title_tr, seo_link_en, …).
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/category/add",
    access: "admin",
    body: categoryBody,
    document: SAVE_CATEGORY,
    variables: ({ body }, { language }) => ({ language, input: categoryInput(body, null) }),
    reply: (data: SaveCategoryData) => adminReply(data.saveAdminCategory, "category_added", legacyCategory),
  }),
  /** POST /api/v1/category/update/{id}?language — admin; the add body, every field optional (left out: unchanged). code "category_updated"; 404 unknown. */
  defineRoute({
    method: "POST",
    path: "/api/v1/category/update/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    body: categoryBody,
    document: SAVE_CATEGORY,
    variables: ({ params, body }, { language }) => ({ language, input: categoryInput(body, params.id) }),
    reply: (data: SaveCategoryData) => adminReply(data.saveAdminCategory, "category_updated", legacyCategory),
  }),
  /** POST /api/v1/category/updateLanguage?language — admin; body {id (or category_id), language, title, seo_link, seo_title, seo_description, description}: one language's texts. code "category_updated". */
  defineRoute({
    method: "POST",
    path: "/api/v1/category/updateLanguage",
    access: "admin",
    body: categoryBody,
    document: SAVE_CATEGORY,
    variables: ({ body }, { language }) => ({ language, input: { id: required(body.id, "id"), texts: categoryTexts(body) } }),
    reply: (data: SaveCategoryData) => adminReply(data.saveAdminCategory, "category_updated", legacyCategory),
  }),
  /** POST /api/v1/category/delete/{id}?language — admin: 200 {success:true, code:"category_deleted", response:{id}} or {success:false, code: category_has_products | category_has_children, message}; 404 unknown. */
  defineRoute({
    method: "POST",
    path: "/api/v1/category/delete/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `mutation RestDeleteAdminCategory($id: Int!, $language: String) { deleteAdminCategory(id: $id, language: $language) { __typename ... on AdminDeleted { id } ${ADMIN_REFUSAL} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: { deleteAdminCategory: { id: number } }) => adminReply(data.deleteAdminCategory, "category_deleted", (d) => ({ id: d.id })),
  }),
];

// ---- Brands, models and suppliers: one set of routes, three specs.

interface FlatSpec<Item extends object> {
  /** The path segment and the reply codes' stem: brand → brand_added. */
  name: "brand" | "model" | "supplier";
  /** GraphQL names: Brand → adminBrands, adminBrand, saveAdminBrand, deleteAdminBrand, AdminBrandInput. */
  type: "Brand" | "Model" | "Supplier";
  fields: string;
  legacy(item: Item): Record<string, unknown>;
  body: z.ZodRawShape;
  input(body: Record<string, unknown>): Record<string, unknown>;
}

const FILTER_BODY = legacyBody(
  () => ({ search: legacyText(FREE_TEXT), is_active: legacyFlag, brand_id: positiveId, page: wholeNumber, per_page: wholeNumber }),
  (b) => ({ ...b, search: firstGiven(b, "search", "name", "q") }),
);

/** getAll answers the first this many (a shop's brands, models and suppliers are counted in hundreds). */
const GET_ALL = 100;

function flatRoutes<Item extends object>(spec: FlatSpec<Item>): RestRoute[] {
  const { name, type } = spec;
  const plural = `admin${type}s`;
  const base = `/api/v1/${name}`;
  const body = legacyBody(() => ({ id: positiveId, ...spec.body }), (b) => ({ ...b, id: firstGiven(b, "id", `${name}_id`) }));
  const save = `mutation RestSaveAdmin${type}($input: Admin${type}Input!, $language: String) {
    saveAdmin${type}(input: $input, language: $language) { __typename ... on Admin${type} { ${spec.fields} } ${ADMIN_FAILURES} } }`;
  const list = `query RestAdmin${type}s($filter: AdminTaxonomyFilter, $page: Int, $pageSize: Int) {
    ${plural}(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize items { ${spec.fields} } } }`;
  type Page = Record<string, { items: Item[]; total: number; page: number; pageSize: number }>;
  type Saved = Record<string, Item>;
  return [
    /** GET /api/v1/{name}/getAll — admin: the first 100 by name. 200 {success, response:[item]} */
    defineRoute({
      method: "GET",
      path: `${base}/getAll`,
      access: "admin",
      document: list,
      variables: () => ({ page: 1, pageSize: GET_ALL }),
      reply: (data: Page) => ({ body: { success: true, response: data[plural].items.map(spec.legacy) } }),
    }),
    /** POST /api/v1/{name}/get{Type}ByFilter — admin; body {search (or name), is_active, brand_id (models), page, per_page}: 200 {success, response:{data:[item], total, page, per_page}} */
    defineRoute({
      method: "POST",
      path: `${base}/get${type}ByFilter`,
      access: "admin",
      body: FILTER_BODY,
      document: list,
      variables: ({ body: b }) => ({ filter: { search: b.search ?? null, isActive: b.is_active, brandId: b.brand_id }, page: b.page, pageSize: b.per_page }),
      reply: (data: Page) => {
        const page = data[plural];
        return { body: { success: true, response: { data: page.items.map(spec.legacy), total: page.total, page: page.page, per_page: page.pageSize } } };
      },
    }),
    /** GET /api/v1/{name}/{id} — admin: one. 404 unknown. */
    defineRoute({
      method: "GET",
      path: `${base}/{id}`,
      access: "admin",
      params: z.object({ id: pathId }),
      document: `query RestAdmin${type}($id: Int!) { admin${type}(id: $id) { ${spec.fields} } }`,
      variables: ({ params }) => ({ id: params.id }),
      reply: (data: Saved) => ({ body: { success: true, response: spec.legacy(data[`admin${type}`]) } }),
    }),
    /** POST /api/v1/{name}/add?language — admin: 200 {success:true, code:"{name}_added", response: item} or the legacy form failure. */
    defineRoute({
      method: "POST",
      path: `${base}/add`,
      access: "admin",
      body,
      document: save,
      variables: ({ body: b }, { language }) => ({ language, input: { ...spec.input(b), id: null } }),
      reply: (data: Saved) => adminReply(data[`saveAdmin${type}`], `${name}_added`, spec.legacy),
    }),
    /** POST /api/v1/{name}/update?language — admin; the add body with id: code "{name}_updated"; 404 unknown. */
    defineRoute({
      method: "POST",
      path: `${base}/update`,
      access: "admin",
      body,
      document: save,
      variables: ({ body: b }, { language }) => ({ language, input: { ...spec.input(b), id: required(b.id as number | null, "id") } }),
      reply: (data: Saved) => adminReply(data[`saveAdmin${type}`], `${name}_updated`, spec.legacy),
    }),
    /** POST /api/v1/{name}/delete?language — admin; body {id}: code "{name}_deleted", or {success:false, code:"record_in_use"}; 404 unknown. */
    defineRoute({
      method: "POST",
      path: `${base}/delete`,
      access: "admin",
      body,
      document: `mutation RestDeleteAdmin${type}($id: Int!, $language: String) { deleteAdmin${type}(id: $id, language: $language) { __typename ... on AdminDeleted { id } ${ADMIN_REFUSAL} } }`,
      variables: ({ body: b }, { language }) => ({ language, id: required(b.id as number | null, "id") }),
      reply: (data: Record<string, { id: number }>) => adminReply(data[`deleteAdmin${type}`], `${name}_deleted`, (d) => ({ id: d.id })),
    }),
  ];
}

const nameAndActive = { name: legacyText(FREE_TEXT), is_active: legacyFlag };
const activeInput = (b: Record<string, unknown>) => ({ name: b.name ?? "", isActive: b.is_active ?? undefined });

const brandRoutes = flatRoutes<AdminBrand>({
  name: "brand",
  type: "Brand",
  fields: "id name seoLink description sort isActive productCount",
  legacy: (b) => ({ id: b.id, name: b.name, seo_link: b.seoLink, description: b.description, sort: b.sort, is_active: b.isActive, product_count: b.productCount }),
  body: { ...nameAndActive, seo_link: legacyText(FREE_TEXT), description: legacyText(FREE_TEXT), sort: wholeNumber },
  input: (b) => ({ ...activeInput(b), seoLink: b.seo_link ?? null, description: b.description ?? null, sort: b.sort ?? undefined }),
});

const modelRoutes = flatRoutes<AdminModel>({
  name: "model",
  type: "Model",
  fields: "id name brandId brandName isActive productCount",
  legacy: (m) => ({ id: m.id, name: m.name, brand_id: m.brandId ?? null, brand_name: m.brandName ?? null, is_active: m.isActive, product_count: m.productCount }),
  body: { ...nameAndActive, brand_id: optionalRef },
  input: (b) => ({ ...activeInput(b), brandId: b.brand_id }),
});

const supplierRoutes = flatRoutes<AdminSupplier>({
  name: "supplier",
  type: "Supplier",
  fields: "id name isActive productCount",
  legacy: (s) => ({ id: s.id, name: s.name, is_active: s.isActive, product_count: s.productCount }),
  body: nameAndActive,
  input: activeInput,
});

export const taxonomyAdminRoutes: RestRoute[] = [...categoryRoutes, ...brandRoutes, ...modelRoutes, ...supplierRoutes];
