// Brings the stored Instagram posts up to date: the hourly job and the owner's "fetch now" run this same work. A
// failed fetch (a bad token, the call limit, Instagram down) keeps the stored posts and records Instagram's reason
// for the owner; a fetch that worked replaces the posts only when they changed, so an hour without new posts writes
// nothing visitors see and cached storefront answers stay.
import type { EntityManager } from "@mikro-orm/core";
import { sql } from "../../core/db.js";
import { defineJob } from "../../core/jobs.js";
import { fetchRecentMedia, INSTAGRAM_GRAPH_DEFAULT_URL, type FetchedPost, type MediaFailure } from "./instagram-graph.client.js";
import { storedPosts } from "./instagram.read.js";
import { openAccessToken, storedInstagramSettings } from "./instagram-settings.js";

export type RefreshOutcome = "FETCHED" | "DISABLED" | "NOT_CONFIGURED" | MediaFailure;
export interface RefreshResult {
  outcome: RefreshOutcome;
  fetched: number;
  providerReason: string | null;
}

type Env = Record<string, string | undefined>;

/** The Graph API's base URL: INSTAGRAM_GRAPH_URL (tests and the demo point it at the fake), else Instagram's. */
export const instagramGraphBase = (env: Env = process.env) => env.INSTAGRAM_GRAPH_URL?.trim() || INSTAGRAM_GRAPH_DEFAULT_URL;

const sameText = (post: FetchedPost) => JSON.stringify([post.id, post.caption, post.mediaType, post.mediaUrl, post.thumbnailUrl, post.permalink, post.postedAt.getTime()]);

/** Replaces the stored posts with `posts` when they differ (same ids, texts and times in the same order = no write). */
async function keepPosts(em: EntityManager, posts: FetchedPost[]): Promise<void> {
  const before = await storedPosts(em);
  if (before.length === posts.length && before.every((post, i) => sameText(post) === sameText(posts[i]))) return;
  await sql(em, `delete from instagram_post`);
  for (const post of posts) {
    await sql(em, `insert into instagram_post (id, caption, media_type, media_url, thumbnail_url, permalink, posted_at) values (?, ?, ?, ?, ?, ?, ?)`, [
      post.id,
      post.caption,
      post.mediaType,
      post.mediaUrl,
      post.thumbnailUrl,
      post.permalink,
      post.postedAt,
    ]);
  }
}

async function recordFetch(em: EntityManager, result: RefreshResult): Promise<void> {
  await sql(
    em,
    `insert into instagram_fetch (id, ran_at, outcome, provider_reason, fetched) values (1, now(), ?, ?, ?)
     on conflict (id) do update set ran_at = excluded.ran_at, outcome = excluded.outcome, provider_reason = excluded.provider_reason,
       fetched = case when excluded.outcome = 'FETCHED' then excluded.fetched else instagram_fetch.fetched end`,
    [result.outcome, result.providerReason, result.fetched],
  );
}

/** Fetches the account's newest posts and stores them; what happened is recorded for the owner and returned. */
export async function refreshInstagramPosts(em: EntityManager, env: Env = process.env): Promise<RefreshResult> {
  const settings = await storedInstagramSettings(em);
  if (!settings.enabled) return { outcome: "DISABLED", fetched: 0, providerReason: null };
  const accessToken = openAccessToken(settings);
  if (!settings.userId || !accessToken) {
    const result: RefreshResult = { outcome: "NOT_CONFIGURED", fetched: 0, providerReason: null };
    await recordFetch(em, result);
    return result;
  }
  const answer = await fetchRecentMedia({ base: instagramGraphBase(env), userId: settings.userId, accessToken, want: settings.keep });
  const result: RefreshResult = answer.ok
    ? { outcome: "FETCHED", fetched: answer.posts.length, providerReason: null }
    : { outcome: answer.outcome, fetched: 0, providerReason: answer.reason };
  await em.transactional(async (tx) => {
    // One refresh writes at a time (the hourly job and a "fetch now" may meet); the account may have changed while
    // Instagram answered, and then these posts are not its posts.
    const [row] = await sql(tx, `select config from instagram_setting where id = 1 for update`);
    const now = await storedInstagramSettings(tx);
    if (!row || now.userId !== settings.userId || now.accessToken !== settings.accessToken) return;
    if (answer.ok) await keepPosts(tx, answer.posts);
    await recordFetch(tx, result);
  });
  return result;
}

export const INSTAGRAM_REFRESH_JOB = "social.instagram-refresh";

/** Every hour (and after the owner switches the feed on): failures are recorded for the owner, not retried. */
export const instagramRefreshJob = defineJob<Record<string, never>>({
  name: INSTAGRAM_REFRESH_JOB,
  oneAtATime: true,
  retryLimit: 0,
  expireInSeconds: 180,
  async run(_data, { em }) {
    await refreshInstagramPosts(em);
  },
});
