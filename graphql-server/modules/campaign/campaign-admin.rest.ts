// /api/v1 routes of the campaign admin in the legacy snake_case shapes: one campaign, add, update, delete. Money in
// major units (Turkish notation accepted), id lists as arrays or comma-separated text, kinds `price` | `cart`.
import type { AdminCampaign, AdminCampaignResult, FormError, Mutation, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { toMajor } from "../../core/money.js";
import { defineRoute, RestInputError, type RestRoute } from "../../core/rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../core/rest-form.js";
import { firstGiven, legacyBody, legacyChoice, legacyFlag, legacyList, legacyMoney, legacyText, pathId, positiveId, text, wholeNumber } from "../../core/rest-input.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";

const FIELDS = `id kind name texts { language name description } startsAt endsAt isActive state discountPercent discountAmountMinor
  minCartAmountMinor isFreeCargo sort productIds categoryIds orderCount`;
const RESULT = `__typename ... on AdminCampaign { ${FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} }`;

const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : toMajor(minor));

/** The admin's campaign: the public item's fields and the conditions, names and usage. */
const legacyAdminCampaign = (c: AdminCampaign) => ({
  id: c.id,
  kind: c.kind.toLowerCase(),
  name: c.name,
  translations: c.texts,
  start_date: c.startsAt,
  end_date: c.endsAt,
  is_active: c.isActive,
  state: c.state.toLowerCase(),
  discount_percent: c.discountPercent ?? null,
  discount_amount: major(c.discountAmountMinor),
  min_cart_amount: major(c.minCartAmountMinor),
  is_free_cargo: c.isFreeCargo,
  sort: c.sort,
  product_ids: c.productIds,
  category_ids: c.categoryIds,
  order_count: c.orderCount,
});

const translation = z.object({ language: text.max(8), name: legacyText(255), description: legacyText(2000) });

const campaignBody = {
  kind: legacyChoice({ price: "PRICE", cart: "CART" }),
  name: legacyText(255),
  description: legacyText(2000),
  translations: z.array(translation).max(10).optional(),
  start_date: legacyText(40),
  end_date: legacyText(40),
  is_active: legacyFlag,
  discount_percent: wholeNumber,
  discount_amount: legacyMoney,
  min_cart_amount: legacyMoney,
  is_free_cargo: legacyFlag,
  sort: wholeNumber,
  product_ids: legacyList,
  category_ids: legacyList,
};
type CampaignBody = z.infer<z.ZodObject<typeof campaignBody>>;

const ids = (list: string[] | undefined, field: string) =>
  list?.map((item) => {
    if (!/^\d{1,9}$/.test(item)) throw new RestInputError(field);
    return Number(item);
  }) ?? null;

/** The body as CampaignInput: `name`/`description` are the default language's unless `translations` gives it. */
function campaignInput(b: CampaignBody) {
  const texts = (b.translations ?? []).map((t) => ({ language: t.language, name: t.name ?? null, description: t.description ?? null }));
  if ((b.name || b.description) && !texts.some((t) => t.language === DEFAULT_LANGUAGE)) {
    texts.push({ language: DEFAULT_LANGUAGE, name: b.name ?? null, description: b.description ?? null });
  }
  return {
    kind: b.kind ?? null,
    texts,
    startsAt: b.start_date ?? null,
    endsAt: b.end_date ?? null,
    isActive: b.is_active,
    discountPercent: b.discount_percent,
    discountAmountMinor: b.discount_amount ?? null,
    minCartAmountMinor: b.min_cart_amount ?? null,
    isFreeCargo: b.is_free_cargo,
    sort: b.sort,
    productIds: ids(b.product_ids, "product_ids"),
    categoryIds: ids(b.category_ids, "category_ids"),
  };
}

const saved = (result: AdminCampaignResult, code: string) =>
  result.__typename === "FormError"
    ? { body: legacyFormError(result as FormError) }
    : { body: { success: true, code, response: legacyAdminCampaign(result as AdminCampaign) } };

function required<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new RestInputError(field);
  return value;
}

export const campaignAdminRoutes: RestRoute[] = [
  /**
   * GET /api/v1/campaign/{id}?language — admin: 200 {success, response:{id, kind, name, translations:[{language,
   * name, description}], start_date, end_date, is_active, state, discount_percent, discount_amount, min_cart_amount,
   * is_free_cargo, sort, product_ids, category_ids, order_count}}; unknown: 404.
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/campaign/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestAdminCampaign($id: Int!, $language: String) { adminCampaign(id: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "adminCampaign">) => ({ body: { success: true, response: legacyAdminCampaign(data.adminCampaign) } }),
  }),
  /**
   * POST /api/v1/campaign/add?language — admin; body {kind (price | cart), name, description (default language) or
   * translations:[{language, name, description}], start_date, end_date (ISO), is_active, discount_percent or
   * discount_amount, min_cart_amount, is_free_cargo, sort, product_ids, category_ids}: 200 {success:true,
   * code:"campaign_added", response: the campaign} or {success:false, code, message, errors:[{field, message}]}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/campaign/add",
    access: "admin",
    body: legacyBody(() => campaignBody),
    document: `mutation RestCreateCampaign($input: CampaignInput!, $language: String) { createCampaign(input: $input, language: $language) { ${RESULT} } }`,
    variables: ({ body }, { language }) => ({ language, input: campaignInput(body) }),
    reply: (data: Pick<Mutation, "createCampaign">) => saved(data.createCampaign, "campaign_added"),
  }),
  /** POST /api/v1/campaign/update?language — admin; body {id, …the add body (the whole form)}: as add, code "campaign_updated"; unknown: 404. */
  defineRoute({
    method: "POST",
    path: "/api/v1/campaign/update",
    access: "admin",
    body: legacyBody(() => ({ id: positiveId, ...campaignBody }), (b) => ({ ...b, id: firstGiven(b, "id", "campaign_id") })),
    document: `mutation RestUpdateCampaign($id: Int!, $input: CampaignInput!, $language: String) { updateCampaign(id: $id, input: $input, language: $language) { ${RESULT} } }`,
    variables: ({ body }, { language }) => ({ language, id: required(body.id, "id"), input: campaignInput(body) }),
    reply: (data: Pick<Mutation, "updateCampaign">) => saved(data.updateCampaign, "campaign_updated"),
  }),
  /** POST /api/v1/campaign/delete?language — admin; body {id}: 200 {success:true, code:"campaign_deleted"}; unknown: 404. */
  defineRoute({
    method: "POST",
    path: "/api/v1/campaign/delete",
    access: "admin",
    body: legacyBody(() => ({ id: positiveId }), (b) => ({ ...b, id: firstGiven(b, "id", "campaign_id") })),
    document: `mutation RestDeleteCampaign($id: Int!) { deleteCampaign(id: $id) }`,
    variables: ({ body }) => ({ id: required(body.id, "id") }),
    reply: (_data: Pick<Mutation, "deleteCampaign">) => ({ body: { success: true, code: "campaign_deleted" } }),
  }),
];
