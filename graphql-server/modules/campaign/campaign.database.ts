// The campaign module's typed builder: the campaigns, their texts and what they cover, and the catalogue and orders
// its reads join.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const campaignDatabase = moduleDatabase<Tables>()({
  owns: ["campaign", "campaign_translation", "campaign_product", "campaign_category"],
  reads: ["category", "product", "shop_order"],
});
