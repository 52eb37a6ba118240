// What visitors and integrations read: the stored posts, newest first, while the owner has the feed on.
import type { EntityManager } from "@mikro-orm/core";
import { sql } from "../../core/db.js";
import { badUserInput } from "../../core/errors.js";
import type { FetchedPost } from "./instagram-graph.client.js";
import { MAX_KEPT_POSTS, storedInstagramSettings } from "./instagram-settings.js";

export const DEFAULT_POST_LIMIT = 12;

/** A post as the shop keeps it: as Instagram gave it, with the shop's own copy of its picture. */
export type StoredPost = FetchedPost & { image: string | null };

/** A stored post as the API shows it: its time as an ISO timestamp. */
export type InstagramPostView = Omit<StoredPost, "postedAt"> & { timestamp: string };

const COLUMNS = `id, caption, media_type, media_url, thumbnail_url, permalink, posted_at, username, image`;

/** The stored posts, newest first (at most `limit`). */
export async function storedPosts(em: EntityManager, limit?: number): Promise<StoredPost[]> {
  const rows = await sql(em, `select ${COLUMNS} from instagram_post order by posted_at desc, id desc${limit === undefined ? "" : " limit ?"}`, limit === undefined ? [] : [limit]);
  return rows.map((row) => ({
    id: String(row.id),
    caption: (row.caption as string | null) ?? null,
    mediaType: String(row.media_type),
    mediaUrl: (row.media_url as string | null) ?? null,
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    permalink: String(row.permalink),
    postedAt: new Date(row.posted_at as string),
    username: (row.username as string | null) ?? null,
    image: (row.image as string | null) ?? null,
  }));
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
  const [count] = await sql(em, `select count(*)::int as n from instagram_post`);
  const [fetch] = await sql(em, `select ran_at, outcome, provider_reason, token_refusal from instagram_fetch where id = 1`);
  return {
    storedPosts: Number(count?.n ?? 0),
    lastFetchAt: fetch ? new Date(fetch.ran_at as string).toISOString() : null,
    lastOutcome: (fetch?.outcome as string | undefined) ?? null,
    lastReason: (fetch?.provider_reason as string | null | undefined) ?? null,
    tokenRefusal: (fetch?.token_refusal as string | null | undefined) ?? null,
  };
}
