// The shop's Instagram account and its recent posts (docs/decisions/071). The settings row decides what visitors see
// (on/off, how many posts), so its writes refresh cached public answers; the fetch state is only the owner's report
// (private); the posts are copies the hourly job keeps, so the storefront never waits on Instagram.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const InstagramSettingSchema = defineEntity({
  name: "InstagramSetting",
  tableName: "instagram_setting",
  properties: (p) => ({
    id: p.integer().primary(),
    /** enabled, userId, accessToken (sealed), keep. */
    config: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime(),
  }),
});
export type InstagramSetting = InferEntity<typeof InstagramSettingSchema>;

export const InstagramFetchSchema = defineEntity({
  name: "InstagramFetch",
  tableName: "instagram_fetch",
  properties: (p) => ({
    id: p.integer().primary(),
    ranAt: p.datetime(),
    /** An InstagramFetchOutcome. */
    outcome: p.string().length(32),
    /** Instagram's reason as it came ("190: Invalid OAuth access token"); null after a fetch that worked. */
    providerReason: p.text().nullable(),
    /** Posts stored by the last fetch that worked. */
    fetched: p.integer().default(0),
    /** Instagram's reason when it last refused to renew the token; null after a renewal (or a new token). */
    tokenRefusal: p.text().nullable(),
  }),
});
export type InstagramFetch = InferEntity<typeof InstagramFetchSchema>;

export const InstagramPostSchema = defineEntity({
  name: "InstagramPost",
  tableName: "instagram_post",
  properties: (p) => ({
    /** Instagram's media id. */
    id: p.string().length(64).primary(),
    caption: p.text().nullable(),
    /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
    mediaType: p.string().length(32),
    mediaUrl: p.text().nullable(),
    thumbnailUrl: p.text().nullable(),
    permalink: p.text(),
    postedAt: p.datetime().index(),
    /** The account's username, as the post named it. */
    username: p.string().length(30).nullable(),
    /** The post's picture as the shop stores it (/media/instagram/…, a small square); null when it could not be fetched. */
    image: p.text().nullable(),
  }),
});
export type InstagramPost = InferEntity<typeof InstagramPostSchema>;
