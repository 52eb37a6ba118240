// What visitors and integrations read: the stored posts, newest first, while the owner has the feed on.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows } from "../../core/database.js";
import { badUserInput } from "../../core/errors.js";
import type { FetchedPost } from "./instagram-graph.client.js";
import { MAX_KEPT_POSTS, storedInstagramSettings } from "./instagram-settings.js";
import { socialDatabase as db } from "./social.database.js";

export const DEFAULT_POST_LIMIT = 12;

/** A post as the shop keeps it: as Instagram gave it, with the shop's own copy of its picture. */
export type StoredPost = FetchedPost & { image: string | null };

/** A stored post as the API shows it: its time as an ISO timestamp. */
export type InstagramPostView = Omit<StoredPost, "postedAt"> & { timestamp: string };

/** The stored posts, newest first (at most `limit`). */
export async function storedPosts(em: EntityManager, limit?: number): Promise<StoredPost[]> {
  return rows(
    em,
    db
      .selectFrom("instagram_post")
      .select([
        "id",
        "caption",
        "media_type as mediaType",
        "media_url as mediaUrl",
        "thumbnail_url as thumbnailUrl",
        "permalink",
        "posted_at as postedAt",
        "username",
        "image",
      ])
      .orderBy("posted_at", "desc")
      .orderBy("id", "desc")
      .$if(limit !== undefined, (q) => q.limit(limit!)),
  );
}

/** At most `limit` (1–50; BAD_USER_INPUT outside) of the newest posts, and never more than the owner keeps. */
export async function instagramPosts(em: EntityManager, limit: number | null | undefined): Promise<InstagramPostView[]> {
  const wanted = limit ?? DEFAULT_POST_LIMIT;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_KEPT_POSTS) throw badUserInput("limit");
  const settings = await storedInstagramSettings(em);
  if (!settings.enabled) return [];
  const posts = await storedPosts(em, Math.min(wanted, settings.keep));
  return posts.map(({ postedAt, ...post }) => ({ ...post, timestamp: postedAt.toISOString() }));
}

/** The owner's view of the feed: how many posts are stored and what the last fetch met. */
export async function instagramFetchState(em: EntityManager) {
  const count = await first(em, db.selectFrom("instagram_post").select((eb) => eb.fn.countAll<number>().as("n")));
  const fetch = await first(em, db.selectFrom("instagram_fetch").select(["ran_at", "outcome", "provider_reason", "token_refusal"]).where("id", "=", 1));
  return {
    storedPosts: count?.n ?? 0,
    lastFetchAt: fetch ? fetch.ran_at.toISOString() : null,
    lastOutcome: fetch?.outcome ?? null,
    lastReason: fetch?.provider_reason ?? null,
    tokenRefusal: fetch?.token_refusal ?? null,
  };
}
