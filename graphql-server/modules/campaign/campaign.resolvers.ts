import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { scopeFor } from "../catalog/catalog.resolvers.js";
import { num, sql } from "../catalog/catalog.sql.js";
import { campaignsFor, toCampaignDto } from "./campaign.service.js";

export const campaignQueries: QueryResolvers = {
  activeCampaigns: async (_p, args, ctx) => (await (await scopeFor(ctx, args.language)).campaigns()).map(toCampaignDto),
  productCampaigns: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx, args.language);
    const [rows, campaigns] = await Promise.all([
      sql(ctx.em, `select category_id from product where id = ? and is_active`, [args.productId]),
      scope.campaigns(),
    ]);
    if (!rows.length) return [];
    const categoryId = rows[0].category_id === null ? null : num(rows[0].category_id);
    return campaignsFor(campaigns, args.productId, categoryId).map(toCampaignDto);
  },
};
