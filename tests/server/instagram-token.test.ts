// The owner's long-lived Instagram token kept alive against the fake Graph API: a token the shop has held less than a
// day is left alone (Instagram renews none younger) and its expiry is unknown; once held a day the job renews it,
// stores what Instagram answered (sealed) with its expiry, and the posts keep coming with the new token; a refused
// renewal (an expired token: error 190) is shown to the owner, the stored posts stay, and a new token clears it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMedia, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake.js";
import { tokenRenewalDue } from "../../graphql-server/modules/social/instagram-token.js";
import { TOKEN_WARNING_DAYS, tokenStanding } from "../../app/domain/instagram-token.js";
import { startInstagramShop, type InstagramShop } from "../support/instagram-shop.js";
import type { TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

type Json = Record<string, unknown>;
const ACCOUNT = { userId: "17841400000000001", token: "IGQVJ-token-pasted-by-the-owner" };
const HOUR_MS = 3_600_000;
const SAVE = `mutation($input: InstagramSettingsInput!) { saveInstagramSettings(input: $input) { enabled } }`;
const READ = `{ adminInstagramSettings { lastOutcome tokenSince tokenExpiresAt tokenRefusal } }`;
const FETCH = `mutation { fetchInstagramPosts { outcome fetched providerReason } }`;

let t: TestShop;
let owner: Record<string, string>;
let fake: InstagramFake;
let setup: InstagramShop | undefined;

beforeAll(async () => {
  setup = await startInstagramShop({ account: ACCOUNT, posts: 6, shop: { seed: false } });
  ({ t, owner, fake } = setup);
});
afterAll(() => setup?.close());

const save = async (accessToken: string) => {
  const saved = await t.gql(SAVE, { variables: { input: { enabled: true, userId: ACCOUNT.userId, accessToken, keep: 6 } }, headers: owner });
  expect(saved.body.errors).toBeUndefined();
  await t.shop.jobs.idle();
};
const fetchNow = async () => (await t.gql<{ fetchInstagramPosts: Json }>(FETCH, { headers: owner })).body.data!.fetchInstagramPosts;
const adminView = async () => (await t.gql<{ adminInstagramSettings: Json }>(READ, { headers: owner })).body.data!.adminInstagramSettings;
const storedIds = async () => (await db(t, `select id from instagram_post order by posted_at desc`)).map((row) => String(row.id));
/** Pretends the shop got its token `hours` ago (its clock is the only one the shop goes by). */
const heldFor = (hours: number, expiresAt?: Date) =>
  db(t, `update instagram_setting set config = config || ?::jsonb where id = 1`, [
    JSON.stringify({ tokenSince: new Date(Date.now() - hours * HOUR_MS).toISOString(), ...(expiresAt ? { tokenExpiresAt: expiresAt.toISOString() } : {}) }),
  ]);
/** The calls the fake answered since `from`: renewals, and the tokens the media edge was asked with. */
const callsSince = (from: number) => {
  const urls = fake.received.slice(from).map((request) => new URL(request.url, "http://x"));
  return {
    renewals: urls.filter((url) => url.pathname === "/refresh_access_token").map((url) => url.searchParams.get("access_token")),
    mediaTokens: [...new Set(urls.filter((url) => url.pathname.endsWith("/media")).map((url) => url.searchParams.get("access_token")))],
  };
};

describe("the Instagram token", () => {
  it("is left alone while the shop has held it less than a day, its expiry unknown until the first renewal", async () => {
    await save(ACCOUNT.token);
    const from = fake.received.length;
    expect(await fetchNow()).toMatchObject({ outcome: "FETCHED", fetched: 6 });
    expect(callsSince(from)).toEqual({ renewals: [], mediaTokens: [ACCOUNT.token] });
    const view = await adminView();
    expect(view).toMatchObject({ tokenExpiresAt: null, tokenRefusal: null });
    expect(Date.now() - Date.parse(String(view.tokenSince))).toBeLessThan(60_000);
  });

  it("is renewed once held a day: the new one is stored sealed with its expiry, and the posts keep coming with it", async () => {
    await heldFor(25);
    fake.media = [...demoMedia(1, fake.origin, Date.UTC(2026, 10, 25, 9)).map((m) => ({ ...m, id: "18000000000000777" })), ...fake.media];
    const from = fake.received.length;
    expect(await fetchNow()).toMatchObject({ outcome: "FETCHED", fetched: 6 });
    const { renewals, mediaTokens } = callsSince(from);
    expect(renewals).toEqual([ACCOUNT.token]);
    const renewed = [...fake.tokens.keys()].find((token) => token !== ACCOUNT.token)!;
    expect(mediaTokens).toEqual([renewed]);
    expect((await storedIds())[0]).toBe("18000000000000777");

    const view = await adminView();
    expect(Math.abs(Date.parse(String(view.tokenExpiresAt)) - (Date.now() + 60 * 24 * HOUR_MS))).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(String(view.tokenSince))).toBeLessThan(60_000);
    const config = JSON.stringify((await db(t, `select config from instagram_setting`))[0].config);
    for (const token of [renewed, ACCOUNT.token]) expect(config).not.toContain(token);

    // Renewed just now: the next run does not ask again.
    const next = fake.received.length;
    await fetchNow();
    expect(callsSince(next)).toEqual({ renewals: [], mediaTokens: [renewed] });
  });

  it("refused (it expired): the owner sees Instagram's reason, the stored posts stay, and a new token clears it", async () => {
    const kept = await storedIds();
    const current = callsSince(0).mediaTokens.at(-1)!;
    fake.tokens.get(current)!.expiresAt = Date.now() - 1000;
    await heldFor(30);
    const from = fake.received.length;
    const refused = await fetchNow();
    expect(refused).toMatchObject({ outcome: "AUTH_FAILED", fetched: 0 });
    expect(callsSince(from).renewals).toEqual([current]);
    const view = await adminView();
    expect(view.tokenRefusal).toMatch(/^190: Error validating access token: Session has expired/);
    expect(await storedIds()).toEqual(kept);

    const pasted = "IGQVJ-a-new-token-from-the-owner";
    fake.tokens.set(pasted, { issuedAt: Date.now() - 2 * 24 * HOUR_MS, expiresAt: Date.now() + 50 * 24 * HOUR_MS });
    await save(pasted);
    expect(await adminView()).toMatchObject({ tokenRefusal: null, tokenExpiresAt: null, lastOutcome: "FETCHED" });
  });

  it("is not sent for renewal once its known expiry has passed (Instagram would only refuse it)", async () => {
    await heldFor(48, new Date(Date.now() - HOUR_MS));
    const from = fake.received.length;
    await fetchNow();
    expect(callsSince(from).renewals).toEqual([]);
  });

  it("is due a renewal exactly when it is set, held a day or more, and not known to have expired", () => {
    const now = new Date(Date.UTC(2026, 10, 25, 12));
    const hours = (h: number) => new Date(now.getTime() - h * HOUR_MS).toISOString();
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: -48, max: 24 * 90 })), fc.option(fc.integer({ min: -24 * 60, max: 24 * 60 })), (set, heldHours, expiresInHours) => {
        const settings = {
          accessToken: set ? "sealed" : "",
          tokenSince: heldHours === null ? null : hours(heldHours),
          tokenExpiresAt: expiresInHours === null ? null : hours(-expiresInHours),
        };
        const expired = expiresInHours !== null && expiresInHours <= 0;
        const heldADay = heldHours === null || heldHours >= 24;
        expect(tokenRenewalDue(settings, now)).toBe(set && !expired && heldADay);
      }),
      { numRuns: 300 },
    );
  });

  it("stands on the owner's card as unknown before its first renewal, fine, expiring within a week, or expired", () => {
    const now = Date.UTC(2026, 10, 25, 12);
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: -90 * 24, max: 90 * 24 })), (set, expiresInHours) => {
        const tokenExpiresAt = expiresInHours === null ? null : new Date(now + expiresInHours * HOUR_MS).toISOString();
        const expected = !set ? "none" : expiresInHours === null ? "unknown" : expiresInHours <= 0 ? "expired" : expiresInHours <= TOKEN_WARNING_DAYS * 24 ? "expiring" : "fine";
        expect(tokenStanding({ accessTokenSet: set, tokenExpiresAt }, now)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
