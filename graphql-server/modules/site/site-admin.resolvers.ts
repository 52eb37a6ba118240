// The owner's site-settings fields: each checks the owner role first, then calls the service.
import { requireAdmin } from "../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { adminPageLinks, savePageLink } from "./page-link-admin.service.js";
import { adminSiteSettings, saveSiteSettings } from "./site-admin.service.js";
import { removeSiteImage, uploadSiteImage } from "./site-image.service.js";

const imageKind = (kind: "LOGO" | "FAVICON") => (kind === "LOGO" ? "logo" : "favicon");

const ROLE = "owner";

export const siteAdminQueries: QueryResolvers = {
  adminSiteSettings: (_p, _a, ctx) => (requireAdmin(ctx, ROLE), adminSiteSettings(ctx.em)),
  adminPageLinks: (_p, _a, ctx) => (requireAdmin(ctx, ROLE), adminPageLinks(ctx.em)),
};

export const siteAdminMutations: MutationResolvers = {
  saveSiteSettings: async (_p, args, ctx) => {
    requireAdmin(ctx, ROLE);
    const result = await saveSiteSettings(ctx, args.values);
    return Array.isArray(result) ? { __typename: "SiteSettingsSaved", settings: result } : result;
  },
  uploadSiteImage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), uploadSiteImage(ctx, imageKind(args.kind), args.image)),
  removeSiteImage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), removeSiteImage(ctx, imageKind(args.kind))),
  savePageLink: async (_p, args, ctx) => {
    requireAdmin(ctx, ROLE);
    const result = await savePageLink(ctx, args.input);
    return "__typename" in result ? result : { __typename: "AdminPageLink", ...result };
  },
};

export const siteAdminResultResolvers = {
  SaveSiteSettingsResult: { __resolveType: (r: { __typename: "SiteSettingsSaved" | "OperationError" }) => r.__typename },
  SavePageLinkResult: { __resolveType: (r: { __typename: "AdminPageLink" | "OperationError" }) => r.__typename },
};
