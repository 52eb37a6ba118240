// Rate limits (docs/decisions/015): counted in the database (same on PGlite and PostgreSQL, shared by nodes), trip at
// the configured count, reset with the next window; new guests (createGuestToken, REST guestToken, an anonymous first
// add) and order lookups (per client IP and per order number); GraphQL RATE_LIMITED, REST 429.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { FormattedExecutionResult, GraphQLError } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thrownMessage } from "../../graphql-server/core/errors.js";
import { DEFAULT_RATE_LIMITS, RateLimiter, rateLimitKey, rateLimitSettingsFromEnv, windowStart } from "../../graphql-server/modules/rate-limit/rate-limit.service.js";
import { trustProxySetting } from "../../graphql-server/modules/rate-limit/trust-proxy.js";
import { usingPostgres } from "../support/test-db.js";
import { ADD_TO_CART as ADD } from "../support/documents/cart.js";
import { createOrder, createProduct, DEFAULT_CONTACT } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename, sourceOf, type TypedDocument, type Variables } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop({
    rateLimits: {
      newGuest: { points: 3, windowSeconds: 600 },
      orderLookup: { points: 4, windowSeconds: 600 },
      orderLookupCode: { points: 2, windowSeconds: 600 },
    },
  });
  product = (await createProduct(t)).id;
});
afterAll(() => t?.close());

const CREATE_GUEST = `mutation { createGuestToken { guestCode token } }`;
const LOOKUP = `query($c: String!) { orderLookup(code: $c, emailOrPhone: "nobody@example.shop") { id } }`;

const errorCode = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code ?? null;
const inProcess = async <TData, TVars extends Variables>(
  query: string | TypedDocument<TData, TVars>,
  clientIp: string,
  variables?: TVars,
  headers: Record<string, string> = {},
) => (await t.shop.execute({ query: sourceOf(query), variables }, { headers: new Headers(headers), clientIp })) as FormattedExecutionResult<TData>;

describe("the counter", () => {
  it("trips after the configured points and resets with the next window (injected clock)", async () => {
    let now = new Date("2030-05-05T10:00:05Z");
    const limiter = new RateLimiter(
      t.orm,
      { ...DEFAULT_RATE_LIMITS, newGuest: { points: 2, windowSeconds: 60 }, orderLookup: { points: 1, windowSeconds: 60 }, orderLookupCode: { points: 1, windowSeconds: 60 } },
      () => now,
    );
    await limiter.consume("newGuest", "192.0.2.1");
    await limiter.consume("newGuest", "192.0.2.1");
    const error = await limiter.consume("newGuest", "192.0.2.1").catch((e: GraphQLError) => e);
    expect(error).toMatchObject({ extensions: { code: "RATE_LIMITED" } });
    // The limiter knows no language; the transport writes the message in the reply's.
    expect(thrownMessage(error as GraphQLError, "en")).toBe("Too many attempts. Please try again a little later.");
    // Another subject and another rule have their own counts.
    await limiter.consume("newGuest", "192.0.2.2");
    await limiter.consume("orderLookup", "192.0.2.1");
    // Still the same window at :59; the next one starts at 10:01:00.
    now = new Date("2030-05-05T10:00:59Z");
    await expect(limiter.consume("newGuest", "192.0.2.1")).rejects.toMatchObject({ extensions: { code: "RATE_LIMITED" } });
    now = new Date("2030-05-05T10:01:00Z");
    await limiter.consume("newGuest", "192.0.2.1");
    await limiter.consume("newGuest", "192.0.2.1");
    await expect(limiter.consume("newGuest", "192.0.2.1")).rejects.toThrow();
    // A lagging node (an older window) counts into the newer window instead of resetting it.
    now = new Date("2030-05-05T10:00:30Z");
    await expect(limiter.consume("newGuest", "192.0.2.1")).rejects.toThrow();
    const [row] = await db(t, `select points, window_start from rate_limit where key = 'newGuest:192.0.2.1'`);
    expect(Number(row.points)).toBe(4);
    expect(new Date(row.window_start as string).toISOString()).toBe("2030-05-05T10:01:00.000Z");
    // A refund gives one attempt back in its own window, never below zero; a newer window is left alone.
    now = new Date("2030-05-05T10:02:10Z");
    const refund = await limiter.consume("newGuest", "192.0.2.3");
    await refund();
    await refund();
    expect(Number((await db(t, `select points from rate_limit where key = 'newGuest:192.0.2.3'`))[0].points)).toBe(0);
    const late = await limiter.consume("newGuest", "192.0.2.3");
    now = new Date("2030-05-05T10:03:00Z");
    await limiter.consume("newGuest", "192.0.2.3");
    await late();
    expect(Number((await db(t, `select points from rate_limit where key = 'newGuest:192.0.2.3'`))[0].points)).toBe(1);
    // No subject (an in-process call without an address) and limits off: never limited.
    await limiter.consume("newGuest", null);
    await new RateLimiter(t.orm, null).consume("newGuest", "192.0.2.1");
  });

  it.runIf(usingPostgres())("counts exactly under concurrency (one atomic statement)", async () => {
    const rule = { points: 10, windowSeconds: 600 };
    const limiter = new RateLimiter(t.orm, { ...DEFAULT_RATE_LIMITS, newGuest: rule, orderLookup: rule, orderLookupCode: rule });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.consume("orderLookup", "192.0.2.200")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const [row] = await db(t, `select points from rate_limit where key = 'orderLookup:192.0.2.200'`);
    expect(Number(row.points)).toBe(25);
  });

  it("builds keys, windows and settings", () => {
    expect(rateLimitKey("orderLookupCode", "JS1")).toBe("orderLookupCode:JS1");
    expect(rateLimitKey("orderLookupCode", "x".repeat(500))).toMatch(/^orderLookupCode:#[0-9a-f]{64}$/);
    expect(windowStart(new Date("2030-01-01T00:09:59Z"), 600).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(rateLimitSettingsFromEnv({ RATE_LIMITS: "off" })).toBeNull();
    expect(rateLimitSettingsFromEnv({ RATE_LIMIT_NEW_GUEST: "5/60" })).toMatchObject({
      newGuest: { points: 5, windowSeconds: 60 },
      orderLookup: { points: 10, windowSeconds: 600 },
    });
    expect(() => rateLimitSettingsFromEnv({ RATE_LIMIT_ORDER_LOOKUP: "ten" })).toThrow(/RATE_LIMIT_ORDER_LOOKUP/);
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});

describe("new guests", () => {
  it("GraphQL: the fourth guest from one address is RATE_LIMITED; X-Forwarded-For does not escape it", async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await t.gql(CREATE_GUEST, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      expect(ok.body.errors, JSON.stringify(ok.body)).toBeUndefined();
    }
    const limited = await t.gql(CREATE_GUEST, { headers: { "x-forwarded-for": "203.0.113.99", "x-language": "en" } });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]).toMatchObject({ message: "Too many attempts. Please try again a little later.", extensions: { code: "RATE_LIMITED" } });
    expect(limited.body.data).toBeNull();
  });

  it("REST: POST /api/v1/guestToken answers 429 with the legacy failure shape", async () => {
    const res = await t.rest("/api/v1/guestToken", { method: "POST" });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, code: "rate_limited", message: "Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin." });
    const ar = await t.rest("/api/v1/guestToken?language=ar", { method: "POST" });
    expect(ar.body).toMatchObject({ code: "rate_limited", message: "لقد قمت بمحاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد قليل." });
  });

  it("an anonymous first add shares the limit; a shopper with a token keeps adding", async () => {
    const ip = "198.51.100.7";
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await inProcess(ADD, ip, { input: { productId: product, quantity: 1 } });
      tokens.push(expectTypename(res.data?.addToCart, "Cart").newGuest!.token);
    }
    expect(errorCode(await inProcess(ADD, ip, { input: { productId: product, quantity: 1 } }))).toBe("RATE_LIMITED");
    expect(errorCode(await inProcess(CREATE_GUEST, ip))).toBe("RATE_LIMITED");
    const batch = `mutation($items: [AddToCartInput!]!) { addItemsToCart(items: $items) { errors { code } } }`;
    expect(errorCode(await inProcess(batch, ip, { items: [{ productId: product, quantity: 1 }] }))).toBe("RATE_LIMITED");
    const again = await inProcess(ADD, ip, { input: { productId: product, quantity: 1 } }, { authorization: `Bearer ${tokens[0]}` });
    expect(again.errors).toBeUndefined();
    // Another address is not affected.
    expect(errorCode(await inProcess(CREATE_GUEST, "198.51.100.8"))).toBeNull();
  });
});

describe("TRUST_PROXY", () => {
  it("behind a trusted proxy, each forwarded client has its own count", async () => {
    const app = express();
    app.set("trust proxy", trustProxySetting("loopback"));
    app.use("/api/v1", t.shop.restRouter);
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const post = (client: string) =>
        fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/guestToken`, { method: "POST", headers: { "x-forwarded-for": client } });
      for (let i = 0; i < 3; i++) expect((await post("203.0.113.50")).status).toBe(200);
      expect((await post("203.0.113.50")).status).toBe(429);
      expect((await post("203.0.113.51")).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("order lookup", () => {
  it("is limited per order number, across addresses", async () => {
    expect(errorCode(await inProcess(LOOKUP, "192.0.2.10", { c: "js123" }))).toBeNull();
    expect(errorCode(await inProcess(LOOKUP, "192.0.2.11", { c: " JS123 " }))).toBeNull();
    expect(errorCode(await inProcess(LOOKUP, "192.0.2.12", { c: "JS123" }))).toBe("RATE_LIMITED");
    expect(errorCode(await inProcess(LOOKUP, "192.0.2.12", { c: "JS124" }))).toBeNull();
  });

  it("is limited per client address, whatever the number", async () => {
    for (let i = 0; i < 4; i++) {
      const res = await t.gql(LOOKUP, { variables: { c: `JS9${i}` } });
      expect(res.body.data, JSON.stringify(res.body)).toEqual({ orderLookup: null });
    }
    const limited = await t.gql(LOOKUP, { variables: { c: "JS99" } });
    expect(limited.status).toBe(429);
    expect(errorCode(limited.body)).toBe("RATE_LIMITED");
  });

  it("a correct lookup never spends the limit; failed ones still do, per number and per address", { timeout: 60_000 }, async () => {
    // The earlier tests used up the new-guest allowance of the test client's address; the buyer is a new guest.
    await db(t, `delete from rate_limit where key like 'newGuest:%'`);
    const { order } = await createOrder(t, { productId: product });
    const lookup = (ip: string, contact: string) =>
      inProcess(`query($c: String!, $k: String!) { orderLookup(code: $c, emailOrPhone: $k) { id } }`, ip, { c: order.code, k: contact });
    // Far more correct lookups than either limit allows (4 per address, 2 per number), from one address.
    for (let i = 0; i < 8; i++) {
      const found = await lookup("192.0.2.30", i % 2 ? DEFAULT_CONTACT.email : DEFAULT_CONTACT.phone);
      expect(found.data, JSON.stringify(found)).toEqual({ orderLookup: { id: order.id } });
    }
    const counts = await db(t, `select key, points from rate_limit where key in (?, ?)`, ["orderLookup:192.0.2.30", `orderLookupCode:${order.code}`]);
    expect(counts.every((row) => Number(row.points) === 0)).toBe(true);
    // Wrong contacts for this number: two are answered (null), the third is refused, from any address…
    expect((await lookup("192.0.2.31", "someone@example.shop")).data).toEqual({ orderLookup: null });
    expect((await lookup("192.0.2.32", "0532 000 00 00")).data).toEqual({ orderLookup: null });
    expect(errorCode(await lookup("192.0.2.33", "another@example.shop"))).toBe("RATE_LIMITED");
    // …and while the number is blocked, a correct contact is refused too (else the block would tell right from wrong).
    expect(errorCode(await lookup("192.0.2.34", DEFAULT_CONTACT.email))).toBe("RATE_LIMITED");
    // The address that made only correct lookups still has its whole allowance for failures: 4, then refused.
    for (let i = 0; i < 4; i++) expect(errorCode(await inProcess(LOOKUP, "192.0.2.30", { c: `JS7${i}` }))).toBeNull();
    expect(errorCode(await inProcess(LOOKUP, "192.0.2.30", { c: "JS79" }))).toBe("RATE_LIMITED");
  });
});
