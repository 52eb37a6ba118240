// A local stand-in for the Instagram Graph API (tests and the demo), strict where Instagram is: it checks the access
// token (error 190, OAuthException: unknown or expired), answers the media edge in pages of at most 25 with
// `paging.cursors` and a `next` link carrying `after`, and can be told to answer the call limit's error (code 4)
// instead. GET /refresh_access_token renews a long-lived token that is at least a day old and not expired, as
// Instagram does: a new token valid 60 days (`expires_in` in seconds). Instagram does not say it revokes the token it
// renewed (and answers the same text at times), so here the old one keeps working until its own expiry: a shop must
// not rely on either. Its error bodies have Instagram's shape: {"error":{"message","type","code","fbtrace_id"}}.
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
  username?: string;
}

export interface InstagramFake extends RunningFake {
  /** The base URL to set INSTAGRAM_GRAPH_URL to. */
  base: string;
  /** The account's media, newest first; tests change it between fetches. */
  media: FakeMedia[];
  /** While true every call answers the call limit's error. */
  rateLimited: boolean;
  /** The tokens it knows, with when each was issued and expires (ms); tests age or expire them. */
  tokens: Map<string, { issuedAt: number; expiresAt: number }>;
}

const DAY_MS = 86_400_000;
/** A long-lived token's life, as Instagram answers it in `expires_in`. */
const TOKEN_LIFE_SECONDS = 60 * 86_400;

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
    username: "demo.shop",
  }));
}

/** Pictures of a few colours (portrait, as phones take them, so the shop's square crop shows), by post number. */
async function demoPictures(): Promise<Buffer[]> {
  const { default: sharp } = await import("sharp");
  const hues = [12, 38, 200, 280, 150, 330, 90, 240];
  return Promise.all(
    hues.map((hue) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,40%)"/></linearGradient></defs><rect width="640" height="800" fill="url(#g)"/><circle cx="320" cy="400" r="150" fill="rgba(255,255,255,0.35)"/><rect x="200" y="560" width="240" height="36" rx="18" fill="rgba(255,255,255,0.5)"/></svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    }),
  );
}

export async function startInstagramFake(options: { userId: string; accessToken: string; media?: FakeMedia[]; port?: number }): Promise<InstagramFake> {
  // The handler reads the fake's own fields, so a test's changes apply to the next call.
  const now = Date.now();
  const state = {
    media: options.media ?? [],
    rateLimited: false,
    // The owner's token: long-lived, issued two days ago.
    tokens: new Map([[options.accessToken, { issuedAt: now - 2 * DAY_MS, expiresAt: now + TOKEN_LIFE_SECONDS * 1000 - 2 * DAY_MS }]]),
  } as InstagramFake;
  const pictures = await demoPictures();
  const server = await startFakeServer((request: FakeRequest) => {
    const url = new URL(request.url, "http://fake");
    const expected = `${INSTAGRAM_FAKE_VERSION}/${options.userId}/media`;
    if (request.method !== "GET") return graphError(400, 100, "GraphMethodException", "Unsupported post request.");
    // The pictures, as Instagram's CDN serves them (without a token); an unknown one is not found.
    const picture = /^\/media\/(\d+)(?:-thumb)?\.jpg$/.exec(url.pathname);
    if (picture) return { status: 200, contentType: "image/jpeg", body: pictures[Number(picture[1]) % pictures.length] };
    if (url.pathname.startsWith("/media/")) return { status: 404, contentType: "text/plain", body: "not found" };
    const token = url.searchParams.get("access_token");
    if (!token) return graphError(400, 104, "OAuthException", "An access token is required to request this resource.");
    const life = state.tokens.get(token);
    if (!life) return graphError(400, 190, "OAuthException", "Invalid OAuth access token - Cannot parse access token");
    if (life.expiresAt <= Date.now()) return graphError(400, 190, "OAuthException", `Error validating access token: Session has expired on ${new Date(life.expiresAt).toUTCString()}.`);
    if (state.rateLimited) return graphError(403, 4, "OAuthException", "Application request limit reached");
    if (url.pathname === "/refresh_access_token") return renew(url, token, life);
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

  function renew(url: URL, token: string, life: { issuedAt: number }) {
    if (url.searchParams.get("grant_type") !== "ig_refresh_token") return graphError(400, 100, "OAuthException", "Unsupported grant type.");
    // Instagram renews only a token at least a day old (its exact refusal of a younger one is not documented).
    if (Date.now() - life.issuedAt < DAY_MS) return graphError(400, 100, "OAuthException", "The access token can be refreshed only after 24 hours.");
    const renewed = `IGQW${randomBytes(24).toString("base64url")}`;
    const issuedAt = Date.now();
    state.tokens.set(renewed, { issuedAt, expiresAt: issuedAt + TOKEN_LIFE_SECONDS * 1000 });
    return json(200, { access_token: renewed, token_type: "bearer", expires_in: TOKEN_LIFE_SECONDS });
  }
  return Object.assign(state, server, { base: `${server.origin}${INSTAGRAM_FAKE_VERSION}` });
}
