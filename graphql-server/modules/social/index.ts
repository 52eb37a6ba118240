// The social module: the shop's Instagram account — the owner's connection settings, the hourly job that copies the
// account's newest posts into the shop's own table, and the public list the storefront and integrations read.
// Its only public face: the definition createShop composes.
import { defineModule } from "../../core/module.js";
import { instagramRefreshJob } from "./instagram-refresh.service.js";
import { InstagramFetchSchema, InstagramPostSchema, InstagramSettingSchema } from "./social.entities.js";
import { socialDatabase } from "./social.database.js";
import { socialMutations, socialQueries } from "./social.resolvers.js";
import { socialRoutes } from "./social.rest.js";

export const socialModule = defineModule({
  name: "social",
  // The settings (on/off, how many) and the posts are what visitors see; the fetch report is the owner's alone.
  privateTables: ["instagram_fetch"],
  publicReads: { instagramPosts: {} },
  entities: [InstagramSettingSchema, InstagramFetchSchema, InstagramPostSchema],
  database: socialDatabase,
  resolvers: { Query: socialQueries, Mutation: socialMutations },
  routes: [...socialRoutes],
  jobs: [instagramRefreshJob],
  schedules: [{ job: instagramRefreshJob.name, cron: "7 * * * *" }],
});
