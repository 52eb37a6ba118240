// Brings the stored Instagram posts up to date: the hourly job and the owner's "fetch now" run this same work (the
// token renewed first when due, each new post's picture copied into the media folder). A failed fetch (a bad token,
// the call limit, Instagram down) keeps the stored posts and records Instagram's reason for the owner; a fetch that
// worked replaces the posts only when they changed, so an hour without new posts writes nothing visitors see and
// cached storefront answers stay.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import { defineJob } from "../../core/jobs.js";
import type { MediaStore } from "../../core/media-store.js";
import { fetchRecentMedia, INSTAGRAM_GRAPH_DEFAULT_URL, type FetchedPost, type MediaFailure } from "./instagram-graph.client.js";
import { removePictures, storePostPicture } from "./instagram-pictures.js";
import { storedPosts, type StoredPost } from "./instagram.read.js";
import { lockInstagramSettings, openAccessToken, storedInstagramSettings } from "./instagram-settings.js";
import { renewTokenIfDue } from "./instagram-token.js";
import { socialDatabase as db } from "./social.database.js";

export type RefreshOutcome = "FETCHED" | "DISABLED" | "NOT_CONFIGURED" | MediaFailure;
export interface RefreshResult {
  outcome: RefreshOutcome;
  fetched: number;
  providerReason: string | null;
}

type Env = Record<string, string | undefined>;

/** The Graph API's base URL: INSTAGRAM_GRAPH_URL (the tests point it at the fake), else Instagram's. */
export const instagramGraphBase = (env: Env = process.env) => env.INSTAGRAM_GRAPH_URL?.trim() || INSTAGRAM_GRAPH_DEFAULT_URL;

const sameText = (post: StoredPost) =>
  JSON.stringify([post.id, post.caption, post.mediaType, post.mediaUrl, post.thumbnailUrl, post.permalink, post.postedAt.getTime(), post.username, post.image]);

/**
 * Replaces the stored posts with `posts` when they differ (same ids, texts, times and pictures in the same order = no
 * write); the pictures of the posts it dropped are returned, to remove once this commits.
 */
async function keepPosts(em: EntityManager, posts: StoredPost[]): Promise<string[]> {
  const before = await storedPosts(em);
  if (before.length === posts.length && before.every((post, i) => sameText(post) === sameText(posts[i]))) return [];
  await rows(em, db.deleteFrom("instagram_post"));
  for (const post of posts) {
    await rows(
      em,
      db.insertInto("instagram_post").values({
        id: post.id,
        caption: post.caption,
        media_type: post.mediaType,
        media_url: post.mediaUrl,
        thumbnail_url: post.thumbnailUrl,
        permalink: post.permalink,
        posted_at: post.postedAt,
        username: post.username,
        image: post.image,
      }),
    );
  }
  const kept = new Set(posts.map((post) => post.image));
  return before.flatMap((post) => (post.image && !kept.has(post.image) ? [post.image] : []));
}

/** Pictures fetched at once: a first fetch of 50 posts must not take 50 round trips in a row (nor open 50 sockets). */
const PICTURES_AT_ONCE = 4;

/** The posts with their pictures: a post stored with one keeps it (fetched once), the others are fetched now. */
async function withPictures(scope: SocialScope, posts: FetchedPost[]): Promise<{ posts: StoredPost[]; stored: string[] }> {
  const known = new Map((await storedPosts(scope.em)).map((post) => [post.id, post.image]));
  const result: StoredPost[] = [];
  for (let from = 0; from < posts.length; from += PICTURES_AT_ONCE) {
    const batch = posts.slice(from, from + PICTURES_AT_ONCE);
    const images = await Promise.all(batch.map(async (post) => known.get(post.id) ?? (await storePostPicture(scope.media, post))));
    result.push(...batch.map((post, i) => ({ ...post, image: images[i] })));
  }
  const stored = result.flatMap((post) => (post.image && !known.get(post.id) ? [post.image] : []));
  return { posts: result, stored };
}

async function recordFetch(em: EntityManager, result: RefreshResult, tokenRefusal: string | null | undefined): Promise<void> {
  await rows(
    em,
    db
      .insertInto("instagram_fetch")
      .values({ id: 1, ran_at: sql<Date>`now()`, outcome: result.outcome, provider_reason: result.providerReason, fetched: result.fetched, token_refusal: tokenRefusal ?? null })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet((eb) => ({
          ran_at: eb.ref("excluded.ran_at"),
          outcome: eb.ref("excluded.outcome"),
          provider_reason: eb.ref("excluded.provider_reason"),
          fetched: sql<number>`case when excluded.outcome = 'FETCHED' then excluded.fetched else instagram_fetch.fetched end`,
          // An answer that says nothing of the token keeps the refusal already recorded.
          token_refusal: sql<string | null>`case when ${tokenRefusal !== undefined}::boolean then excluded.token_refusal else instagram_fetch.token_refusal end`,
        })),
      ),
  );
}

/** What a refresh works with: its unit of work and the media folder the pictures go to. */
export interface SocialScope {
  em: EntityManager;
  media: MediaStore;
}

/**
 * Renews the token when due, fetches the account's newest posts and stores them with their pictures; what happened
 * is recorded for the owner and returned.
 */
export async function refreshInstagramPosts(scope: SocialScope, env: Env = process.env): Promise<RefreshResult> {
  const { em } = scope;
  const stored = await storedInstagramSettings(em);
  if (!stored.enabled) return { outcome: "DISABLED", fetched: 0, providerReason: null };
  if (!stored.userId || !openAccessToken(stored)) {
    const result: RefreshResult = { outcome: "NOT_CONFIGURED", fetched: 0, providerReason: null };
    await recordFetch(em, result, undefined);
    return result;
  }
  const base = instagramGraphBase(env);
  const { settings, refusal } = await renewTokenIfDue(em, stored, base);
  const answer = await fetchRecentMedia({ base, userId: settings.userId, accessToken: openAccessToken(settings), want: settings.keep });
  const result: RefreshResult = answer.ok
    ? { outcome: "FETCHED", fetched: answer.posts.length, providerReason: null }
    : { outcome: answer.outcome, fetched: 0, providerReason: answer.reason };
  const pictures = answer.ok ? await withPictures(scope, answer.posts) : { posts: [], stored: [] };
  const dropped = await em.transactional(async (tx) => {
    // One refresh writes at a time (the hourly job and a "fetch now" may meet); the account may have changed while
    // Instagram answered, and then these posts are not its posts.
    const row = await lockInstagramSettings(tx);
    const now = await storedInstagramSettings(tx);
    if (!row || now.userId !== settings.userId || now.accessToken !== settings.accessToken) return null;
    const gone = answer.ok ? await keepPosts(tx, pictures.posts) : [];
    await recordFetch(tx, result, refusal);
    return gone;
  });
  await removePictures(scope.media, dropped ?? pictures.stored);
  return result;
}

export const INSTAGRAM_REFRESH_JOB = "social.instagram-refresh";

/** Every hour (and after the owner switches the feed on): failures are recorded for the owner, not retried. */
export const instagramRefreshJob = defineJob<Record<string, never>>({
  name: INSTAGRAM_REFRESH_JOB,
  oneAtATime: true,
  retryLimit: 0,
  expireInSeconds: 180,
  async run(_data, { em, media }) {
    await refreshInstagramPosts({ em, media });
  },
});
