// Talks to Instagram's Graph API (the Instagram API with Instagram Login): reads an account's recent media with
// GET {base}/{user-id}/media, following `paging.next` until enough posts came (Instagram answers at most about 25 a
// page whatever `limit` asks), and renews a long-lived token with GET {host}/refresh_access_token. Every way a call
// fails (no answer, Instagram's error body, an answer that is not Instagram's) is folded into an outcome and
// Instagram's own reason, never a thrown error: the caller keeps the posts and the token it has.
import { z } from "zod";

/**
 * Instagram's host for the Instagram API with Instagram Login, with the API version the shop was built on: the
 * long-lived Instagram user tokens the owner pastes are this API's, and only they can be renewed without the app's
 * secret.
 */
export const INSTAGRAM_GRAPH_DEFAULT_URL = "https://graph.instagram.com/v21.0";

export const MEDIA_FIELDS = "id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,username";

/** How long one call may take: the job has time, but a hung connection must not hold the queue. */
const CALL_TIMEOUT_MS = 15_000;
/** Pages followed at most: a loop of `next` links (a broken proxy) must end. */
const MAX_PAGES = 10;

const media = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  caption: z.string().max(10_000).optional(),
  media_type: z.string().max(32),
  media_url: z.string().url().max(4096).optional(),
  thumbnail_url: z.string().url().max(4096).optional(),
  permalink: z.string().url().max(2048),
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value.replace(/([+-]\d\d)(\d\d)$/, "$1:$2")))),
  // Instagram usernames: letters, digits, dots and underscores, at most 30.
  username: z.string().regex(/^[\w.]{1,30}$/).optional(),
});

const page = z.object({
  data: z.array(z.unknown()),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).partial().optional(), next: z.string().url().optional() }).optional(),
});

const errorBody = z.object({ error: z.object({ message: z.string().optional(), type: z.string().optional(), code: z.number().optional() }) });

export interface FetchedPost {
  id: string;
  caption: string | null;
  mediaType: string;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  permalink: string;
  postedAt: Date;
  /** The account's username, for a link to it. */
  username: string | null;
}

export type MediaFailure = "AUTH_FAILED" | "RATE_LIMITED" | "CONNECTION_FAILED" | "TIMEOUT" | "FAILED";
type Failed = { ok: false; outcome: MediaFailure; reason: string };
export type MediaAnswer = { ok: true; posts: FetchedPost[] } | Failed;
export type TokenAnswer = { ok: true; accessToken: string; expiresAt: Date } | Failed;

/** Instagram's error codes: 190 a token that is invalid or expired, 4 / 17 / 32 / 613 call limits reached. */
const AUTH_CODES = new Set([190, 102, 10, 200]);
const LIMIT_CODES = new Set([4, 17, 32, 613]);

function failureOf(status: number, body: string): { outcome: MediaFailure; reason: string } {
  let parsed: z.infer<typeof errorBody> | null = null;
  try {
    const result = errorBody.safeParse(JSON.parse(body));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  if (!parsed) return { outcome: "FAILED", reason: `http ${status}` };
  const { code, message } = parsed.error;
  const reason = `${code ?? status}: ${(message ?? "").slice(0, 300)}`;
  if (code !== undefined && AUTH_CODES.has(code)) return { outcome: "AUTH_FAILED", reason };
  if (code !== undefined && LIMIT_CODES.has(code)) return { outcome: "RATE_LIMITED", reason };
  return { outcome: "FAILED", reason };
}

const toPost = (item: z.infer<typeof media>): FetchedPost => ({
  id: item.id,
  caption: item.caption ?? null,
  mediaType: item.media_type,
  mediaUrl: item.media_url ?? null,
  thumbnailUrl: item.thumbnail_url ?? null,
  permalink: item.permalink,
  // Instagram writes offsets without a colon (2017-08-31T18:10:00+0000).
  postedAt: new Date(item.timestamp.replace(/([+-]\d\d)(\d\d)$/, "$1:$2")),
  username: item.username ?? null,
});

/** GET `url` and its JSON body, or the failure with Instagram's reason. */
async function getGraph(url: string): Promise<{ ok: true; body: unknown } | Failed> {
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    status = response.status;
    body = await response.text();
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? { ok: false, outcome: "TIMEOUT", reason: "timeout" } : { ok: false, outcome: "CONNECTION_FAILED", reason: "unreachable" };
  }
  if (status !== 200) return { ok: false, ...failureOf(status, body) };
  try {
    return { ok: true, body: JSON.parse(body) };
  } catch {
    return { ok: false, outcome: "FAILED", reason: "unexpected answer" };
  }
}

/** The account's newest `want` posts, newest first; an item Instagram sends in another shape is skipped. */
export async function fetchRecentMedia(options: { base: string; userId: string; accessToken: string; want: number }): Promise<MediaAnswer> {
  const first = new URL(`${options.base.replace(/\/+$/, "")}/${encodeURIComponent(options.userId)}/media`);
  first.search = new URLSearchParams({ fields: MEDIA_FIELDS, limit: String(Math.min(options.want, 25)), access_token: options.accessToken }).toString();
  const posts: FetchedPost[] = [];
  let next: string | undefined = first.toString();
  for (let pages = 0; next && posts.length < options.want && pages < MAX_PAGES; pages++) {
    const answer = await getGraph(next);
    if (!answer.ok) return answer;
    const parsed = page.safeParse(answer.body);
    if (!parsed.success) return { ok: false, outcome: "FAILED", reason: "unexpected answer" };
    for (const item of parsed.data.data) {
      const checked = media.safeParse(item);
      if (checked.success) posts.push(toPost(checked.data));
    }
    next = parsed.data.data.length > 0 ? parsed.data.paging?.next : undefined;
  }
  const newestFirst = posts.sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  return { ok: true, posts: newestFirst.slice(0, options.want) };
}

const renewed = z.object({ access_token: z.string().min(1).max(2048).regex(/^[\x21-\x7e]+$/), expires_in: z.number().int().positive().max(400 * 86_400) });

/**
 * Renews a long-lived token: Instagram answers a token valid for 60 days from now (the same text or a new one; the
 * old one is not said to be revoked, so the caller simply keeps what came). Instagram renews only a token at least
 * 24 hours old that has not expired; an expired one is refused with error 190. The endpoint sits at the host's root,
 * outside the versioned paths.
 */
export async function refreshLongLivedToken(options: { base: string; accessToken: string; now?: Date }): Promise<TokenAnswer> {
  const url = new URL(`${options.base.replace(/\/+$/, "").replace(/\/v\d+(\.\d+)?$/, "")}/refresh_access_token`);
  url.search = new URLSearchParams({ grant_type: "ig_refresh_token", access_token: options.accessToken }).toString();
  const answer = await getGraph(url.toString());
  if (!answer.ok) return answer;
  const parsed = renewed.safeParse(answer.body);
  if (!parsed.success) return { ok: false, outcome: "FAILED", reason: "unexpected answer" };
  const now = options.now ?? new Date();
  return { ok: true, accessToken: parsed.data.access_token, expiresAt: new Date(now.getTime() + parsed.data.expires_in * 1000) };
}
