import { requireAdmin } from "../../core/context.js";
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { listCurrencies, listLanguages } from "./localization.service.js";

export const localizationQueries: QueryResolvers = {
  languages: (_p, _a, ctx) => listLanguages(ctx.em, { activeOnly: true }),
  currencies: (_p, _a, ctx) => listCurrencies(ctx.em, { activeOnly: true }),
  allLanguages: (_p, _a, ctx) => {
    requireAdmin(ctx);
    return listLanguages(ctx.em, { activeOnly: false });
  },
  allCurrencies: (_p, _a, ctx) => {
    requireAdmin(ctx);
    return listCurrencies(ctx.em, { activeOnly: false });
  },
};
