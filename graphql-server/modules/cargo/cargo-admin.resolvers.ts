// The owner's cargo fields: the owner role first, then the service.
import { requireAdmin } from "../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { adminCargoCompanies, saveCargoCompany } from "./cargo-admin.service.js";

export const cargoAdminQueries: QueryResolvers = {
  // The order page's shipping form reads them too: the orders role (an owner has every role).
  adminCargoCompanies: (_p, _a, ctx) => (requireAdmin(ctx, "orders"), adminCargoCompanies(ctx.em)),
};

export const cargoAdminMutations: MutationResolvers = {
  saveCargoCompany: async (_p, args, ctx) => {
    requireAdmin(ctx, "owner");
    const result = await saveCargoCompany(ctx, args.input);
    return "__typename" in result ? result : { __typename: "AdminCargoCompany", ...result };
  },
};

export const cargoCompanyResultResolvers = { __resolveType: (r: { __typename: "AdminCargoCompany" | "OperationError" }) => r.__typename };
