// The price campaigns running now: all of them (with or without their first products) or those covering one product.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { first } from "../../core/database.js";
import { campaignsFor, scopeFor, toCampaignDto } from "../catalog/index.js";
import { campaignsWithProducts } from "./campaign-products.js";
import { campaignDatabase as db } from "./campaign.database.js";

export const campaignQueries: QueryResolvers = {
  // The catalogue's scope memoises the running campaigns per request: a page that also lists products loads them once.
  activeCampaigns: async (_p, args, ctx) => (await (await scopeFor(ctx)).campaigns()).map(toCampaignDto),
  activeCampaignsWithProducts: async (_p, args, ctx) => campaignsWithProducts(await scopeFor(ctx), args.limit ?? 12),
  productCampaigns: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    const [product, campaigns] = await Promise.all([
      first(ctx.em, db.selectFrom("product").select("category_id").where("id", "=", args.productId).where((eb) => eb.ref("is_active"))),
      scope.campaigns(),
    ]);
    if (!product) return [];
    return campaignsFor(campaigns, args.productId, product.category_id).map(toCampaignDto);
  },
};
