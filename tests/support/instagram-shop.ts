// A test shop told to call a fake of Instagram's Graph API (INSTAGRAM_GRAPH_URL, put back on close), with an owner's
// bearer headers for the Instagram settings and "fetch now".
import { demoMedia, startInstagramFake, type FakeMedia, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake.js";
import { adminToken, bearer, createAdmin } from "./factories/admin.js";
import { startTestShop, type TestShop } from "./test-shop.js";

export interface InstagramShop {
  t: TestShop;
  fake: InstagramFake;
  owner: Record<string, string>;
  close(): Promise<void>;
}

export async function startInstagramShop(options: {
  account: { userId: string; token: string };
  /** The account's media on the fake (its origin given, for picture addresses); `posts` demo posts by default. */
  media?: (origin: string) => FakeMedia[];
  posts?: number;
  shop?: Parameters<typeof startTestShop>[0];
}): Promise<InstagramShop> {
  const envBefore = process.env.INSTAGRAM_GRAPH_URL;
  const fake = await startInstagramFake({ userId: options.account.userId, accessToken: options.account.token });
  fake.media = options.media?.(fake.origin) ?? demoMedia(options.posts ?? 10, fake.origin);
  process.env.INSTAGRAM_GRAPH_URL = fake.base;
  const t = await startTestShop(options.shop);
  const owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
  return {
    t,
    fake,
    owner,
    async close() {
      if (envBefore === undefined) delete process.env.INSTAGRAM_GRAPH_URL;
      else process.env.INSTAGRAM_GRAPH_URL = envBefore;
      await t.close();
      await fake.close();
    },
  };
}
