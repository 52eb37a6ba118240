// The price campaigns running now: all of them (with or without their first products) or those covering one product.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { num, sql } from "../../core/db.js";
import { scopeFor } from "../catalog/index.js";
import { campaignsWithProducts } from "./campaign-products.js";
import { activePriceCampaigns, campaignsFor, toCampaignDto } from "./campaign.service.js";

export const campaignQueries: QueryResolvers = {
  activeCampaigns: async (_p, args, ctx) => (await activePriceCampaigns(ctx, await ctx.languageFor(args.language))).map(toCampaignDto),
  activeCampaignsWithProducts: async (_p, args, ctx) => campaignsWithProducts(await scopeFor(ctx, args.language), args.limit ?? 12),
  productCampaigns: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    const [rows, campaigns] = await Promise.all([
      sql(ctx.em, `select category_id from product where id = ? and is_active`, [args.productId]),
      activePriceCampaigns(ctx, language),
    ]);
    if (!rows.length) return [];
    const categoryId = rows[0].category_id === null ? null : num(rows[0].category_id);
    return campaignsFor(campaigns, args.productId, categoryId).map(toCampaignDto);
  },
};
