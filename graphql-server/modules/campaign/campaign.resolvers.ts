// The price campaigns running now: all of them (with or without their first products) or those covering one product.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { num, sql } from "../../core/db.js";
import { campaignsFor, scopeFor, toCampaignDto } from "../catalog/index.js";
import { campaignsWithProducts } from "./campaign-products.js";

export const campaignQueries: QueryResolvers = {
  // The catalogue's scope memoises the running campaigns per request: a page that also lists products loads them once.
  activeCampaigns: async (_p, args, ctx) => (await (await scopeFor(ctx)).campaigns()).map(toCampaignDto),
  activeCampaignsWithProducts: async (_p, args, ctx) => campaignsWithProducts(await scopeFor(ctx), args.limit ?? 12),
  productCampaigns: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    const [rows, campaigns] = await Promise.all([
      sql(ctx.em, `select category_id from product where id = ? and is_active`, [args.productId]),
      scope.campaigns(),
    ]);
    if (!rows.length) return [];
    const categoryId = rows[0].category_id === null ? null : num(rows[0].category_id);
    return campaignsFor(campaigns, args.productId, categoryId).map(toCampaignDto);
  },
};
