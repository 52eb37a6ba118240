// /api/v1 routes of campaigns (read side).
import type { Campaign, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { pathId } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";

const FIELDS = "id name description startsAt endsAt isActive discountPercent discountAmountMinor productIds categoryIds";

const legacyCampaign = (c: Campaign) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  start_date: c.startsAt,
  end_date: c.endsAt,
  is_active: c.isActive,
  discount_percent: c.discountPercent ?? null,
  discount_amount: c.discountAmountMinor === null || c.discountAmountMinor === undefined ? null : toMajor(c.discountAmountMinor),
  product_ids: c.productIds,
  category_ids: c.categoryIds,
});

export const campaignRoutes: RestRoute[] = [
  /**
   * GET /api/v1/campaign/getActiveCampaign?language — campaigns active now.
   * 200 {success, response:[{id,name,description,start_date,end_date,is_active,discount_percent,discount_amount,product_ids,category_ids}]}
   */
  defineRoute<Pick<Query, "activeCampaigns">>({
    method: "GET",
    path: "/api/v1/campaign/getActiveCampaign",
    access: "public",
    document: `query RestActiveCampaigns($language: String) { activeCampaigns(language: $language) { ${FIELDS} } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => ({ body: { success: true, response: data.activeCampaigns.map(legacyCampaign) } }),
  }),
  /** GET /api/v1/campaign/getByProduct/{id}?language — active campaigns covering the product. Same item shape. */
  defineRoute({
    method: "GET",
    path: "/api/v1/campaign/getByProduct/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestProductCampaigns($id: Int!, $language: String) { productCampaigns(productId: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "productCampaigns">) => ({ body: { success: true, response: data.productCampaigns.map(legacyCampaign) } }),
  }),
];
