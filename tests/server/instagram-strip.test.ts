// The shop's Instagram posts on the home page, against the fake Graph API: nothing shows while the feed is off; once
// on, each post's picture is copied once into the media folder as a 320 px square WebP and served from the shop's own
// origin; a post whose picture cannot be fetched is left out of the strip (and tried again next time), not broken;
// the strip links each picture to its post and names the account, in every language; and a refresh that changes the
// posts shows on the home page kept in memory for anonymous visitors, while pictures of dropped posts go.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMedia, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake.js";
import { startInstagramShop, type InstagramShop } from "../support/instagram-shop.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import type { TestShop } from "../support/test-shop.js";

type Json = Record<string, unknown>;
const ACCOUNT = { userId: "17841400000000001", token: "IGQVJ-strip-token" };
const SAVE = `mutation($input: InstagramSettingsInput!) { saveInstagramSettings(input: $input) { enabled } }`;
const FETCH = `mutation { fetchInstagramPosts { outcome fetched } }`;
const POSTS = `{ instagramPosts(limit: 50) { id permalink image username } }`;
/** The post whose picture Instagram's servers no longer have. */
const BROKEN = 3;

let storefront: StorefrontBuild;
let t: TestShop;
let owner: Record<string, string>;
let fake: InstagramFake;
let setup: InstagramShop | undefined;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  setup = await startInstagramShop({
    account: ACCOUNT,
    media: (origin) => demoMedia(10, origin).map((m, i) => (i === BROKEN ? { ...m, media_url: `${origin}/media/gone.jpg` } : m)),
    shop: { storefront: storefront.build },
  });
  ({ t, owner, fake } = setup);
}, 120_000);
afterAll(async () => {
  await setup?.close();
  await storefront?.close();
});

const save = async (over: Json = {}) => {
  const saved = await t.gql(SAVE, { variables: { input: { enabled: true, userId: ACCOUNT.userId, accessToken: "", keep: 8, ...over } }, headers: owner });
  expect(saved.body.errors).toBeUndefined();
  await t.shop.jobs.idle();
};
const fetchNow = async () => (await t.gql<{ fetchInstagramPosts: Json }>(FETCH, { headers: owner })).body.data!.fetchInstagramPosts;
const stored = async () => (await t.gql<{ instagramPosts: { id: string; permalink: string; image: string | null; username: string | null }[] }>(POSTS)).body.data!.instagramPosts;
/** The home page as an anonymous visitor gets it (the kept copy when there is one). */
const home = async (path = "/") => (await fetch(t.baseUrl + path, { headers: { "accept-language": "tr" } })).text();
const stripOf = (html: string) => /<section[^>]*instagram-strip[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
const pictureFetches = () => fake.received.filter((request) => request.url.startsWith("/media/")).length;

describe("the Instagram strip", () => {
  it("is not on the home page while the feed is off", async () => {
    expect(stripOf(await home())).toBeNull();
  });

  it("shows copies of the pictures, 320 px squares from the shop's own origin; a post without a picture is left out, and tried again next time", async () => {
    await save({ accessToken: ACCOUNT.token });
    const posts = await stored();
    expect(posts).toHaveLength(8);
    expect(posts[BROKEN].image).toBeNull();
    for (const post of posts.filter((_, i) => i !== BROKEN)) {
      expect(post.image).toMatch(new RegExp(`^/media/instagram/${post.id}-[0-9a-f]+\\.webp$`));
      const picture = await fetch(t.baseUrl + post.image!);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 320, height: 320, format: "webp" });
    }
    // Fetched once: the next run asks only for the picture still missing.
    const before = pictureFetches();
    await fetchNow();
    expect(pictureFetches() - before).toBe(1);

    for (const [path, heading] of [["/", "Bizi Instagram&#x27;da takip edin"], ["/en", "Follow us on Instagram"], ["/ar", "تابعونا على إنستغرام"]]) {
      const strip = stripOf(await home(path))!;
      expect(strip, path).toContain(heading);
      const links = [...strip.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener">\s*<img src="([^"]+)"[^>]*>/g)];
      expect(links.map((link) => link[1]), path).toEqual(posts.filter((_, i) => i !== BROKEN).map((post) => post.permalink));
      expect(links.map((link) => link[2]), path).toEqual(posts.filter((_, i) => i !== BROKEN).map((post) => post.image));
      for (const [img] of strip.matchAll(/<img [^>]*>/g)) expect(img).toMatch(/width="320" height="320" loading="lazy"/);
      expect(strip).toContain('href="https://www.instagram.com/demo.shop/"');
    }
  });

  it("shows a refresh that changes the posts on the kept home page, and the pictures of dropped posts go", async () => {
    const before = await stored();
    await home();
    expect(stripOf(await home())).not.toContain("FAKE99");
    fake.media = [...demoMedia(1, fake.origin, Date.UTC(2026, 10, 25, 9)).map((m) => ({ ...m, id: "18000000000000999", permalink: "https://www.instagram.com/p/FAKE99/" })), ...fake.media];
    expect(await fetchNow()).toMatchObject({ outcome: "FETCHED", fetched: 8 });
    expect(stripOf(await home())).toContain("https://www.instagram.com/p/FAKE99/");

    // The oldest post fell out of the eight: its picture is removed from the media folder.
    const dropped = before.at(-1)!;
    expect((await stored()).map((post) => post.id)).not.toContain(dropped.id);
    expect((await fetch(t.baseUrl + dropped.image!)).status).toBe(404);
  });

  it("leaves the home page when the feed is switched off again", async () => {
    await save({ enabled: false });
    expect(stripOf(await home())).toBeNull();
  });
});
