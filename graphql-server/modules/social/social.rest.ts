// /api/v1 route of the shop's Instagram posts.
import { z } from "zod";
import type { InstagramPost, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { legacyInt } from "../../core/rest-input.js";
import { MAX_KEPT_POSTS } from "./instagram-settings.js";

/** A post as integrations read Instagram's own media: Instagram's field names. */
const legacyPost = (post: InstagramPost) => ({
  id: post.id,
  caption: post.caption ?? null,
  media_type: post.mediaType,
  media_url: post.mediaUrl ?? null,
  thumbnail_url: post.thumbnailUrl ?? null,
  permalink: post.permalink,
  timestamp: post.timestamp,
});

export const socialRoutes: RestRoute[] = [
  /** GET /api/v1/facebook/getInstagramPosts?limit (1–50, default 12). 200 {success, response:[{id,caption,media_type,media_url,thumbnail_url,permalink,timestamp}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/facebook/getInstagramPosts",
    access: "public",
    query: z.object({ limit: legacyInt(1, MAX_KEPT_POSTS) }),
    document: `query RestInstagramPosts($limit: Int) { instagramPosts(limit: $limit) { id caption mediaType mediaUrl thumbnailUrl permalink timestamp } }`,
    variables: ({ query }) => ({ limit: query.limit ?? null }),
    reply: (data: Pick<Query, "instagramPosts">) => ({ body: { success: true, response: data.instagramPosts.map(legacyPost) } }),
  }),
];
