// The Instagram fields: the public list, and the owner's settings and "fetch now" (the owner role first; every write
// audited, the token only as set or not).
import type { EntityManager } from "@mikro-orm/core";
import { requireAdmin } from "../../core/context.js";
import type { InstagramFetchOutcome, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { removePictures } from "./instagram-pictures.js";
import { instagramFetchState, instagramPosts } from "./instagram.read.js";
import { INSTAGRAM_REFRESH_JOB, refreshInstagramPosts } from "./instagram-refresh.service.js";
import { saveInstagramSettings, storedInstagramSettings, visibleInstagramSettings, type InstagramSettings } from "./instagram-settings.js";

async function settingsView(em: EntityManager) {
  const state = await instagramFetchState(em);
  return { ...visibleInstagramSettings(await storedInstagramSettings(em)), ...state, lastOutcome: state.lastOutcome as InstagramFetchOutcome | null };
}

export const socialQueries: QueryResolvers = {
  instagramPosts: (_p, { limit }, ctx) => instagramPosts(ctx.em, limit),
  adminInstagramSettings: (_p, _a, ctx) => (requireAdmin(ctx, "owner"), settingsView(ctx.em)),
};

export const socialMutations: MutationResolvers = {
  saveInstagramSettings: async (_p, { input }, ctx) => {
    requireAdmin(ctx, "owner");
    const { droppedImages } = await saveInstagramSettings(ctx.em, input as InstagramSettings, async (tx, before, after) => {
      await audit({ em: tx, auth: ctx.auth }, { action: "update", entity: "instagram_setting", before, after });
      // Switched on: the first posts come without waiting for the hour's turn.
      if ((after as { enabled: boolean }).enabled) await ctx.jobs.send(INSTAGRAM_REFRESH_JOB, {}, { em: tx, singletonKey: "instagram" });
    });
    await removePictures(ctx.media, droppedImages);
    return settingsView(ctx.em);
  },
  fetchInstagramPosts: async (_p, _a, ctx) => {
    requireAdmin(ctx, "owner");
    const result = await refreshInstagramPosts({ em: ctx.em, media: ctx.media });
    await audit({ em: ctx.em, auth: ctx.auth }, { action: "fetch", entity: "instagram_setting", after: result });
    return result;
  },
};
