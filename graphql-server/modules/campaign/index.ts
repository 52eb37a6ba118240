// The campaign module: price campaigns (in the catalogue's prices) and cart campaigns (chosen in the cart).
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { loadCampaigns, runningCampaigns, type CampaignRule } from "./campaign.service.js";
export { cartCampaignProblem, discountsLine, type CampaignLineFacts } from "./cart-campaign.js";

import { defineModule } from "../../core/module.js";
import { CampaignCategorySchema, CampaignProductSchema, CampaignSchema, CampaignTranslationSchema } from "./campaign.entities.js";
import { campaignQueries } from "./campaign.resolvers.js";
import { priceCampaignsService } from "./campaign.service.js";
import { campaignRoutes } from "./campaign.rest.js";
import { adminCampaignResultResolvers, campaignAdminMutations, campaignAdminQueries } from "./campaign-admin.resolvers.js";
import { campaignAdminRoutes } from "./campaign-admin.rest.js";
import { campaignDatabase } from "./campaign.database.js";

export const campaignModule = defineModule({
  name: "campaign",
  publicReads: { activeCampaigns: {}, activeCampaignsWithProducts: {}, productCampaigns: {} },
  // Its tables and the other modules' tables its aggregate reads join (the SQL check holds it to this list).
  database: campaignDatabase,
  entities: [CampaignSchema, CampaignTranslationSchema, CampaignProductSchema, CampaignCategorySchema],
  resolvers: {
    Query: { ...campaignQueries, ...campaignAdminQueries },
    Mutation: campaignAdminMutations,
    AdminCampaignResult: adminCampaignResultResolvers,
  },
  routes: [...campaignRoutes, ...campaignAdminRoutes],
  services: { priceCampaigns: priceCampaignsService },
});
