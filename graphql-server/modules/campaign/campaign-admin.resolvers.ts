// The campaign admin fields (catalogue role): a few lines each over campaign-admin.read.ts and .service.ts. Enums
// travel upper-case in GraphQL and lower-case in the tables.
import { clampPage } from "../../core/admin-input.js";
import { requireAdmin, type ShopContext } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
import type { AdminCampaignResultResolvers, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { findAdminCampaign, listAdminCampaigns, MAX_CAMPAIGN_PAGE_SIZE, type AdminCampaignRecord, type CampaignKind, type CampaignState } from "./campaign-admin.read.js";
import { deleteCampaign, filterText, saveCampaign, type CampaignInput } from "./campaign-admin.service.js";

const lower = <T extends string>(value: string | null | undefined) => (value ? (value.toLowerCase() as T) : null);

/** The record as the schema shows it. */
export const campaignDto = (c: AdminCampaignRecord) => ({
  ...c,
  __typename: "AdminCampaign" as const,
  kind: c.kind.toUpperCase() as "PRICE" | "CART",
  state: c.state.toUpperCase() as "RUNNING" | "UPCOMING" | "ENDED" | "INACTIVE",
});

async function save(ctx: ShopContext, id: number | null, input: Omit<CampaignInput, "kind"> & { kind?: string | null }) {
  requireAdmin(ctx, "catalogue");
  const scope = ctx.scope;
  const outcome = await saveCampaign({ em: ctx.em, auth: ctx.auth, language: scope.language }, id, { ...input, kind: lower<CampaignKind>(input.kind) });
  if (!outcome) throw notFound();
  return outcome.ok ? campaignDto(outcome.campaign) : outcome.error;
}

export const campaignAdminQueries: QueryResolvers = {
  adminCampaigns: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const filter = { kind: lower<CampaignKind>(args.filter?.kind), state: lower<CampaignState>(args.filter?.state), search: filterText(args.filter?.search) };
    const page = await listAdminCampaigns(ctx.scope, filter, clampPage(args.page, 1), clampPage(args.pageSize, 20, MAX_CAMPAIGN_PAGE_SIZE));
    return { ...page, items: page.items.map(campaignDto) };
  },
  adminCampaign: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const campaign = await findAdminCampaign(ctx.scope, args.id);
    if (!campaign) throw notFound();
    return campaignDto(campaign);
  },
};

export const campaignAdminMutations: MutationResolvers = {
  createCampaign: (_p, args, ctx) => save(ctx, null, args.input),
  updateCampaign: (_p, args, ctx) => save(ctx, args.id, args.input),
  deleteCampaign: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const scope = ctx.scope;
    if (!(await deleteCampaign({ em: ctx.em, auth: ctx.auth, language: scope.language }, args.id))) throw notFound();
    return true;
  },
};

export const adminCampaignResultResolvers: AdminCampaignResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "AdminCampaign"),
};
