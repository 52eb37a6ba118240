// The checkout's PayTR step frames PayTR's card page. The storefront only carries PayTR's token in its address; the
// page's address is built here from the configured PayTR, so no link can make the shop frame another site's page.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { paymentMethodConfig } from "./payment.service.js";
import { paytrFrameUrl, paytrSettings } from "./providers/paytr/index.js";

export const paytrFrameQueries: QueryResolvers = {
  paytrFrameUrl: async (_p, { token }, ctx) => {
    const config = await paymentMethodConfig(ctx.em, "paytr");
    const settings = config ? paytrSettings(config) : null;
    return settings ? paytrFrameUrl(settings, token) : null;
  },
};
