// The campaign module: price campaigns (in the catalogue's prices) and cart campaigns (chosen in the cart).
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { loadCampaigns, type CampaignRule } from "./campaign.service.js";
export { cartCampaignProblem, discountsLine, type CampaignLineFacts } from "./cart-campaign.js";

import { defineModule } from "../../core/module.js";
import { CampaignCategorySchema, CampaignProductSchema, CampaignSchema, CampaignTranslationSchema } from "./campaign.entities.js";
import { campaignQueries } from "./campaign.resolvers.js";
import { priceCampaignsService } from "./campaign.service.js";
import { campaignRoutes } from "./campaign.rest.js";

export const campaignModule = defineModule({
  name: "campaign",
  publicReads: { activeCampaigns: {}, activeCampaignsWithProducts: {}, productCampaigns: {} },
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list).
  reads: ["category", "product"],
  entities: [CampaignSchema, CampaignTranslationSchema, CampaignProductSchema, CampaignCategorySchema],
  resolvers: {
    Query: campaignQueries,
  },
  routes: [...campaignRoutes],
  services: { priceCampaigns: priceCampaignsService },
});
