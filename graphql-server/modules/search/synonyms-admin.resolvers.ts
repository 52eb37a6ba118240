// The admin's synonym groups: read a language's groups, replace them all at once (the catalogue role). A set of
// groups the rules refuse (a group of one word, a phrase, more than 500 groups) is a FormError on `groups`, and
// nothing changes. The replacement is audited with the groups before and after.
import { adminLanguage, byTypename, TEXT_LANGUAGES } from "../../core/admin-records.js";
import { badUserInput } from "../../core/errors.js";
import { formError } from "../../core/form.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { listSynonyms, replaceSynonyms, synonymGroupsInput } from "./synonyms.service.js";

const synonymLanguage = (code: string) => {
  const language = code.toLowerCase();
  if (!TEXT_LANGUAGES.includes(language)) throw badUserInput("forLanguage", "unknown_language");
  return language;
};

export const synonymsAdminQueries: QueryResolvers = {
  adminSynonyms: async (_p, args, ctx) => {
    adminLanguage(ctx, "catalogue");
    const language = synonymLanguage(args.forLanguage);
    return { language, groups: await listSynonyms(ctx.em, language) };
  },
};

export const synonymsAdminMutations: MutationResolvers = {
  saveAdminSynonyms: async (_p, args, ctx) => {
    adminLanguage(ctx, "catalogue");
    const language = synonymLanguage(args.forLanguage);
    if (!synonymGroupsInput.safeParse(args.groups).success) return formError([{ field: "groups", key: "field_invalid_synonyms" }]);
    return ctx.em.transactional(async (tx) => {
      const before = await listSynonyms(tx, language);
      const groups = await replaceSynonyms(tx, language, args.groups);
      await audit({ ...ctx, em: tx }, { action: "update", entity: "search_synonyms", id: language, before: before.map((g) => g.words), after: groups.map((g) => g.words) });
      return { __typename: "AdminSynonymList" as const, language, groups };
    });
  },
};

export const synonymsAdminUnions = { AdminSynonymsResult: byTypename };
