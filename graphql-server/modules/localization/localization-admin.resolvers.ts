// The owner's language and currency fields: the owner role first, then the service.
import { adminLanguage, byTypename } from "../../core/admin-records.js";
import type { MutationResolvers } from "../../generated/resolvers-types.js";
import { saveCurrency, saveLanguage } from "./localization-admin.service.js";

export const localizationAdminMutations: MutationResolvers = {
  saveAdminLanguage: (_p, args, ctx) => (adminLanguage(ctx, "owner"), saveLanguage(ctx, args.input)),
  saveAdminCurrency: (_p, args, ctx) => (adminLanguage(ctx, "owner"), saveCurrency(ctx, args.input)),
};

export const localizationAdminUnions = { AdminLanguageResult: byTypename, AdminCurrencyResult: byTypename };
