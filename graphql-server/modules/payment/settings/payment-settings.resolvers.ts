// The owner's payment-method settings: GraphQL fields, each guarded by the owner role; every write audited.
import type { MutationResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { requireAdmin } from "../../../core/context.js";
import { audit } from "../../../core/audit.js";
import { adminPaymentMethods, updatePaymentMethodSetting } from "./payment-settings.service.js";

export const paymentSettingsQueries: QueryResolvers = {
  adminPaymentMethods: async (_p, args, ctx) => {
    requireAdmin(ctx, "owner");
    return adminPaymentMethods(ctx.em, ctx.services.payments, ctx.language);
  },
};

export const paymentSettingsMutations: MutationResolvers = {
  updatePaymentMethodSetting: async (_p, { input }, ctx) => {
    requireAdmin(ctx, "owner");
    return updatePaymentMethodSetting(ctx.em, ctx.services.payments, ctx.language, input, (tx, before, after) =>
      audit({ em: tx, auth: ctx.auth }, { action: "update", entity: "payment_method", id: input.code, before, after }),
    );
  },
};
