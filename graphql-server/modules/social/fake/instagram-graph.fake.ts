// A local stand-in for the Instagram Graph API's media edge (tests and the demo), strict where Instagram is: it
// checks the access token (error 190, OAuthException), answers pages of at most 25 media with `paging.cursors` and a
// `next` link carrying `after`, and can be told to answer the call limit's error (code 4) instead. Its error bodies
// have Instagram's shape: {"error":{"message","type","code","fbtrace_id"}}.
import { randomBytes } from "node:crypto";
import { startFakeServer, type FakeRequest, type RunningFake } from "../../verification/index.js";

export const INSTAGRAM_FAKE_VERSION = "/v21.0";

export interface FakeMedia {
  id: string;
  caption?: string;
  media_type: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  media_url: string;
  thumbnail_url?: string;
  permalink: string;
  /** As Instagram writes it: 2026-11-24T10:00:00+0000. */
  timestamp: string;
}

export interface InstagramFake extends RunningFake {
  /** The base URL to set INSTAGRAM_GRAPH_URL to. */
  base: string;
  /** The account's media, newest first; tests change it between fetches. */
  media: FakeMedia[];
  /** While true every call answers the call limit's error. */
  rateLimited: boolean;
}

const PAGE_MAX = 25;
const cursor = (index: number) => Buffer.from(`i:${index}`).toString("base64url");
const indexOf = (value: string | null) => {
  const match = value ? /^i:(\d+)$/.exec(Buffer.from(value, "base64url").toString()) : null;
  return match ? Number(match[1]) : 0;
};

const json = (status: number, body: unknown) => ({ status, contentType: "application/json; charset=UTF-8", body: JSON.stringify(body) });
const graphError = (status: number, code: number, type: string, message: string) =>
  json(status, { error: { message, type, code, fbtrace_id: randomBytes(8).toString("base64url") } });

/** `count` demo posts an hour apart, the newest at `newest`. */
export function demoMedia(count: number, origin: string, newest = Date.UTC(2026, 10, 24, 12)): FakeMedia[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(17_900_000_000_000_000n + BigInt(count - i)),
    caption: `Post ${count - i} #shop`,
    media_type: i % 5 === 4 ? "VIDEO" : "IMAGE",
    media_url: `${origin}/media/${count - i}.jpg`,
    ...(i % 5 === 4 ? { thumbnail_url: `${origin}/media/${count - i}-thumb.jpg` } : {}),
    permalink: `https://www.instagram.com/p/FAKE${count - i}/`,
    timestamp: new Date(newest - i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "+0000"),
  }));
}

export async function startInstagramFake(options: { userId: string; accessToken: string; media?: FakeMedia[]; port?: number }): Promise<InstagramFake> {
  // The handler reads the fake's own fields, so a test's changes apply to the next call.
  const state = { media: options.media ?? [], rateLimited: false } as InstagramFake;
  const server = await startFakeServer((request: FakeRequest) => {
    const url = new URL(request.url, "http://fake");
    const expected = `${INSTAGRAM_FAKE_VERSION}/${options.userId}/media`;
    if (request.method !== "GET") return graphError(400, 100, "GraphMethodException", "Unsupported post request.");
    const token = url.searchParams.get("access_token");
    if (!token) return graphError(400, 104, "OAuthException", "An access token is required to request this resource.");
    if (token !== options.accessToken) return graphError(400, 190, "OAuthException", "Invalid OAuth access token - Cannot parse access token");
    if (state.rateLimited) return graphError(403, 4, "OAuthException", "Application request limit reached");
    if (url.pathname !== expected) return graphError(400, 100, "GraphMethodException", "Unsupported get request. Object does not exist.");
    const limit = Math.min(Math.max(Number(url.searchParams.get("limit") ?? PAGE_MAX) || PAGE_MAX, 1), PAGE_MAX);
    const from = indexOf(url.searchParams.get("after"));
    const fields = (url.searchParams.get("fields") ?? "id").split(",");
    const data = state.media.slice(from, from + limit).map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))));
    const end = from + data.length;
    const next = new URL(url);
    next.searchParams.set("after", cursor(end));
    const origin = `http://${request.headers.host}`;
    return json(200, {
      data,
      paging: {
        cursors: { before: cursor(from), after: cursor(end) },
        ...(end < state.media.length ? { next: `${origin}${next.pathname}${next.search}` } : {}),
      },
    });
  }, options.port);
  return Object.assign(state, server, { base: `${server.origin}${INSTAGRAM_FAKE_VERSION}` });
}
