// The shop's Instagram posts against a local fake of the Graph API: the owner's token is stored sealed and never
// answered or audited; the job and "fetch now" follow Instagram's paging and store the newest posts; a bad token or
// the call limit keeps the stored posts and reports Instagram's reason to the owner; the public route and field
// answer the stored posts newest first, bounded, in Instagram's field names, and refuse any other limit with a
// translated 400; only an owner opens the admin doors.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMedia, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startInstagramShop, type InstagramShop } from "../support/instagram-shop.js";
import type { TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const SETTINGS = `enabled userId accessTokenSet keep storedPosts lastFetchAt lastOutcome lastReason`;
const READ = `{ adminInstagramSettings { ${SETTINGS} } }`;
const SAVE = `mutation($input: InstagramSettingsInput!) { saveInstagramSettings(input: $input) { ${SETTINGS} } }`;
const FETCH = `mutation { fetchInstagramPosts { outcome fetched providerReason } }`;
const POSTS = `query($limit: Int) { instagramPosts(limit: $limit) { id caption mediaType mediaUrl thumbnailUrl permalink timestamp } }`;

type Json = Record<string, unknown>;
const ACCOUNT = { userId: "17841400000000001", token: "IGQVJ-long-lived-token-123" };
let t: TestShop;
let owner: Record<string, string>;
let fake: InstagramFake;
let setup: InstagramShop | undefined;

beforeAll(async () => {
  // Seeded: the route's messages need the shop's languages.
  setup = await startInstagramShop({ account: ACCOUNT, posts: 40 });
  ({ t, owner, fake } = setup);
});
afterAll(() => setup?.close());

const settings = (over: Json = {}) => ({ enabled: true, userId: ACCOUNT.userId, accessToken: ACCOUNT.token, keep: 30, ...over });
const save = (input: Json, headers = owner) => t.gql<{ saveInstagramSettings: Json }>(SAVE, { variables: { input }, headers });
const fetchNow = async () => (await t.gql<{ fetchInstagramPosts: Json }>(FETCH, { headers: owner })).body.data!.fetchInstagramPosts;
const adminView = async () => (await t.gql<{ adminInstagramSettings: Json }>(READ, { headers: owner })).body.data!.adminInstagramSettings;
const route = (query = "") => t.rest(`/api/v1/facebook/getInstagramPosts${query}`);
const posts = async (query = "") => (await route(query)).body.response as Json[];
const storedIds = async () => (await db(t, `select id from instagram_post order by posted_at desc`)).map((row) => String(row.id));

describe("Instagram posts", () => {
  it("are the owner's to connect: other roles are refused, nothing is stored", async () => {
    for (const roles of [["catalogue"], ["orders"], ["content"]] as const) {
      const headers = bearer(await adminToken(t, await createAdmin(t, [...roles])));
      expect((await t.gql(READ, { headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await save(settings(), headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await t.gql(FETCH, { headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect(await db(t, `select * from instagram_setting`)).toEqual([]);
  });

  it("answer an empty list while the feed is off, and fetch now says so", async () => {
    expect(await route()).toMatchObject({ status: 200, body: { success: true, response: [] } });
    expect(await fetchNow()).toEqual({ outcome: "DISABLED", fetched: 0, providerReason: null });
    expect(fake.received).toEqual([]);
  });

  it("store the token sealed, never answer or audit it, and fetch the first posts in the background once switched on", async () => {
    const saved = await save(settings());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveInstagramSettings).toMatchObject({ enabled: true, accessTokenSet: true, keep: 30 });
    expect(JSON.stringify(saved.body)).not.toContain(ACCOUNT.token);
    const config = JSON.stringify((await db(t, `select config from instagram_setting`))[0]?.config);
    expect(config).toContain("sb1:");
    expect(config).not.toContain(ACCOUNT.token);
    const audits = JSON.stringify(await db(t, `select before, after from admin_audit where entity = 'instagram_setting'`));
    expect(audits).toContain("accessTokenSet");
    for (const hidden of [ACCOUNT.token, "sb1:"]) expect(audits).not.toContain(hidden);

    await t.shop.jobs.idle();
    expect(await storedIds()).toEqual(fake.media.slice(0, 30).map((m) => m.id));
    // 30 posts take two of Instagram's pages: the second asked with the first page's `after` cursor.
    const asked = fake.received.filter((request) => request.url.includes("/media?")).map((request) => new URL(request.url, "http://x").searchParams);
    expect(asked.length).toBe(2);
    expect(asked[0].get("fields")).toBe("id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,username");
    expect(asked[1].get("after")).toBeTruthy();
    expect(await adminView()).toMatchObject({ storedPosts: 30, lastOutcome: "FETCHED", lastReason: null });
  });

  it("serve the stored posts newest first in Instagram's field names, bounded by limit and by what the owner keeps", async () => {
    const first = await route("?limit=5");
    expect(first.status).toBe(200);
    const five = first.body.response as Json[];
    expect(five.map((p) => p.id)).toEqual(fake.media.slice(0, 5).map((m) => m.id));
    const video = fake.media.slice(0, 5).find((m) => m.media_type === "VIDEO")!;
    expect(five.find((p) => p.id === video.id)).toEqual({
      id: video.id,
      caption: video.caption,
      media_type: "VIDEO",
      media_url: video.media_url,
      thumbnail_url: video.thumbnail_url,
      permalink: video.permalink,
      timestamp: new Date(video.timestamp.replace("+0000", "Z")).toISOString(),
    });
    expect(await posts()).toHaveLength(12);
    expect(await posts("?limit=50")).toHaveLength(30);
    await save(settings({ keep: 8, accessToken: "" }));
    expect(await posts("?limit=50")).toHaveLength(8);
    const field = await t.gql<{ instagramPosts: Json[] }>(POSTS, { variables: { limit: 3 } });
    expect(field.body.data!.instagramPosts.map((p) => p.id)).toEqual(fake.media.slice(0, 3).map((m) => m.id));
    await save(settings({ accessToken: "" }));
  });

  it("show a new post after fetch now (the cached answer does not outlive the write), and write nothing when nothing changed", async () => {
    const before = await posts("?limit=1");
    await t.shop.jobs.idle();
    await fetchNow();
    const unchanged = (await db(t, `select xmin::text as x from instagram_post order by id`)).map((r) => r.x);
    expect(await fetchNow()).toEqual({ outcome: "FETCHED", fetched: 30, providerReason: null });
    expect((await db(t, `select xmin::text as x from instagram_post order by id`)).map((r) => r.x)).toEqual(unchanged);

    fake.media = [...demoMedia(1, fake.origin, Date.UTC(2026, 10, 25, 9)).map((m) => ({ ...m, id: "18000000000000999", caption: "Yeni ürün" })), ...fake.media];
    expect((await posts("?limit=1"))[0].id).toBe(before[0].id);
    expect(await fetchNow()).toMatchObject({ outcome: "FETCHED", fetched: 30 });
    expect(await posts("?limit=1")).toEqual([expect.objectContaining({ id: "18000000000000999", caption: "Yeni ürün" })]);
  });

  it("keep the stored posts when Instagram refuses the token or the call limit is reached, and report the reason to the owner", async () => {
    const kept = await storedIds();
    await save(settings({ accessToken: "IGQVJ-expired" }));
    await t.shop.jobs.idle();
    const refused = await fetchNow();
    expect(refused).toMatchObject({ outcome: "AUTH_FAILED", fetched: 0 });
    expect(refused.providerReason).toMatch(/^190: Invalid OAuth access token/);
    expect(await storedIds()).toEqual(kept);
    expect(await adminView()).toMatchObject({ lastOutcome: "AUTH_FAILED", lastReason: refused.providerReason, storedPosts: 30 });
    expect(await posts("?limit=50")).toHaveLength(30);

    await save(settings());
    await t.shop.jobs.idle();
    fake.rateLimited = true;
    try {
      expect(await fetchNow()).toEqual({ outcome: "RATE_LIMITED", fetched: 0, providerReason: "4: Application request limit reached" });
      expect(await storedIds()).toEqual(kept);
    } finally {
      fake.rateLimited = false;
    }
    process.env.INSTAGRAM_GRAPH_URL = "http://127.0.0.1:9/v21.0";
    try {
      expect(await fetchNow()).toMatchObject({ outcome: "CONNECTION_FAILED" });
    } finally {
      process.env.INSTAGRAM_GRAPH_URL = fake.base;
    }
    expect(await storedIds()).toEqual(kept);
  });

  it("drop the posts with the account they came from, and refuse switching on without an account", async () => {
    expect((await save(settings({ enabled: true, userId: "", accessToken: "" }))).body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "userId" });
    expect(await storedIds()).toHaveLength(30);
    await save(settings({ enabled: false, userId: "17841400000000002", accessToken: "" }));
    expect(await storedIds()).toEqual([]);
    expect(await adminView()).toMatchObject({ enabled: false, userId: "17841400000000002" });
    await save(settings({ enabled: false, userId: "", accessToken: "" }));
    expect(await adminView()).toMatchObject({ userId: "", accessTokenSet: false });
    await save(settings());
    await t.shop.jobs.idle();
  });

  it("refuse any limit but 1–50 with a translated 400 (REST) or BAD_USER_INPUT (GraphQL), never a 500", async () => {
    const messages = { tr: "Gönderilen bilgiler geçersiz.", en: "The information sent is not valid.", ar: "البيانات المرسلة غير صالحة." };
    for (const [language, message] of Object.entries(messages)) {
      const answer = await route(`?limit=-1&language=${language}`);
      expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
    }
    const hostile = fc.oneof(
      fc.integer({ max: 0 }).map(String),
      fc.integer({ min: 51 }).map(String),
      fc.constantFrom("1e3", "5.5", "0x10", "abc", "12abc", "99999999999999999999", "\u0000", "5\u0000", "1;DROP", "%00", "٥"),
      // Digits with spaces around are a number, as everywhere in the legacy API.
      fc.string({ unit: "binary", minLength: 1, maxLength: 8 }).filter((s) => !/^\s*\d+\s*$/.test(s) && s.trim() !== ""),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (limit) => {
        const answer = await route(`?${new URLSearchParams({ limit, language: "en" })}`);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, message: messages.en });
      }),
      { numRuns: 60 },
    );
    for (const limit of [0, -5, 51, 2 ** 31 - 1]) {
      expect((await t.gql(POSTS, { variables: { limit } })).body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "limit" });
    }
    expect((await route("?limit[]=3")).status).toBe(400);
  });
});
