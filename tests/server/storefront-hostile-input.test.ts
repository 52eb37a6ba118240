// Whatever a visitor sends the storefront, the answer is never a 5xx, never a stack trace or SQL, and never a change
// to another shopper's cart or order. The storefront (Remix, in-process through Vite's SSR module, behind the same
// handler server.ts mounts) runs on the test shop. Its routes come from the build's manifest and their forms from
// the pages they render, so a new action or field is covered without new test code: every route with an action
// gets generated posts (hostile values in its own fields, wrong content types, broken multipart, huge bodies, posts
// from another site), every page with a loader gets generated hostile paths and query parameters (names read from
// the loaders' source).
import { CombinedGraphQLErrors } from "@apollo/client";
import type { ActionFunctionArgs } from "@remix-run/node";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withInputNet } from "../../app/utils/graphql.server.js";
import { bearer, createProduct, guestWithCart, readyForCheckout, createOrder, DEFAULT_CONTACT } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { collectForms, expectSafe, hostileNumber, hostilePost, hostileText, MAX_FORM_BYTES, sendHostilePost, type FormsByAction } from "../support/hostile-posts.js";
import { queryParameterNames, storefrontRoutes, type StorefrontRoute } from "../support/storefront-routes.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

/** Bounded for CI: each property sends this many requests; STOREFRONT_FUZZ_RUNS=500 for a longer hunt by hand. */
const RUNS = Number(process.env.STOREFRONT_FUZZ_RUNS ?? 40);
/** A slow shared machine answers a page in a second or more; the run count bounds the work, not the clock. */
const PROPERTY_TIMEOUT = 180_000;

let t: TestShop;
let storefront: StorefrontBuild;
let routes: StorefrontRoute[];
/** The fuzzing shopper's session: a cart, contact and address, so the checkout steps render their forms. */
let cookie: string;
/** Field name → values our own pages send in it, for every action URL. */
let formsByAction: FormsByAction;
let other: { token: string; orderCode: string };

const OTHER_STATE = `{ cart { ... on Cart { id itemCount giftNote generalNote couponCode cargoId lines { id productId quantity } } } }`;
const orderOf = (code: string) =>
  `{ orderLookup(code: ${JSON.stringify(code)}, emailOrPhone: ${JSON.stringify(DEFAULT_CONTACT.email)}) { code status giftNote generalNote lines { productId quantity } } }`;
async function otherShopperState() {
  const cart = await t.exec(OTHER_STATE, { headers: bearer(other.token) });
  const order = await t.exec(orderOf(other.orderCode));
  return { cart: cart.data, order: order.data };
}
let otherBefore: Awaited<ReturnType<typeof otherShopperState>>;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  const product = await createProduct(t, { personalizations: [{ type: "input" }, { type: "select", optionPricesMinor: [0, 500] }] });
  const withVariants = await createProduct(t, { variants: { colours: 2, sizes: 2 } });
  // Another shopper with a cart and a placed order: nothing the fuzzing shopper sends may touch them.
  const placed = await createOrder(t, { productId: product.id });
  other = { token: await guestWithCart(t, product.id, 2), orderCode: placed.order.code };
  otherBefore = await otherShopperState();
  expect(otherBefore.cart).toMatchObject({ cart: { itemCount: 2 } });

  const mine = await guestWithCart(t, product.id, 1);
  await readyForCheckout(t, mine);
  cookie = `g_u_t=${mine}`;

  routes = storefrontRoutes(storefront.build, [product.seoLink.tr, withVariants.seoLink.tr, `en/${product.seoLink.en}`]);
  // The forms: every action's own page (the cookie banner is on every page, so its action is found too).
  formsByAction = await collectForms(t.baseUrl, actionUrls(), cookie);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const actionUrls = () => routes.filter((route) => route.action).flatMap((route) => route.urls);

describe("storefront actions", () => {
  it("finds the actions and their forms by itself", () => {
    const withAction = routes.filter((route) => route.action).map((route) => route.pattern);
    expect(withAction).toEqual(expect.arrayContaining([":lang?/cart", ":lang?/*", "resource/cookie-consent"]));
    // The cart action has its fields from the page (intent buttons, notes, coupon).
    expect([...(formsByAction.get("/cart")?.keys() ?? [])]).toEqual(expect.arrayContaining(["intent", "generalNote", "code"]));
  });

  it("every action, the shopper's and the admin's, has the net for input no form offers", () => {
    // The net wraps each page's action: a hidden id or a choice made by hand that the server refuses is the 400
    // page, where an action that skips it turns it into a 500.
    const withAction = routes.filter((route) => route.action);
    expect(withAction.filter((route) => /^admin(\/|$)/.test(route.pattern)).length).toBeGreaterThan(30);
    expect(withAction.length).toBeGreaterThan(55);
    for (const route of withAction) {
      const file = [".tsx", ".ts", "/route.tsx", "/route.ts"].map((ending) => new URL(`../../app/${route.id}${ending}`, import.meta.url)).find(existsSync)!;
      expect(readFileSync(file, "utf8"), route.id).toMatch(/^export const action = withInputNet\(/m);
    }
  });

  it("input the server refuses that no field of the form carries is the 400 page, not a 500", async () => {
    // What the API client throws when the server refuses a call's input, and what it throws for anything else.
    const refused = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: "refused", extensions: { code } }] });
    const args = {} as ActionFunctionArgs;
    const answer = await withInputNet(() => Promise.reject(refused("BAD_USER_INPUT")))(args).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    const other = refused("INTERNAL_SERVER_ERROR");
    await expect(withInputNet(() => Promise.reject(other))(args)).rejects.toBe(other);
  });

  it("answers any post with 4xx or a normal page, never a 5xx or internals, and leaves other shoppers alone", async () => {
    await fc.assert(
      fc.asyncProperty(hostilePost(formsByAction, actionUrls()), (post) => sendHostilePost(t.baseUrl, post, cookie)),
      { numRuns: RUNS },
    );
    expect(await otherShopperState()).toEqual(otherBefore);
  }, PROPERTY_TIMEOUT);

  it("a post refused before its body is read leaves the connection ready for the next request", async () => {
    // One kept-alive connection: the page asked after the post goes over the very socket the post came on.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, url: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.request(t.baseUrl + url, { method, agent, headers: { cookie, ...headers } }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, socket: request.socket }));
        });
        request.on("error", reject);
        request.end(body);
      });
    const big = "a".repeat(MAX_FORM_BYTES);
    // Bodies an action may refuse unread: not a form, a form for an upload route, or past every limit.
    const bodies: [Record<string, string>, string][] = [
      [{ "content-type": "text/plain" }, big],
      [{ "content-type": "application/x-www-form-urlencoded" }, `note=${big}`],
      [{ "content-type": "multipart/form-data; boundary=b" }, `--b\r\nContent-Disposition: form-data; name="note"\r\n\r\n${big}\r\n--b--\r\n`],
    ];
    try {
      for (const url of actionUrls()) {
        for (const [headers, body] of bodies) {
          const post = await send("POST", url, headers, body);
          expect(post.status, `POST ${url} (${headers["content-type"]})`).toBeLessThan(500);
          const next = await send("GET", "/robots.txt");
          expect(next, `the request after POST ${url} (${headers["content-type"]})`).toEqual({ status: 200, socket: post.socket });
        }
      }
    } finally {
      agent.destroy();
    }
  }, PROPERTY_TIMEOUT);
});

describe("storefront pages", () => {
  it("a provider's return address carrying text no database stores is the 400 page, not a failure", async () => {
    // The loader hands the query to a mutation, whose input check refuses the NUL.
    const response = await fetch(`${t.baseUrl}/odeme/kart-sonuc?account=%002147483648`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(400);
    await expectSafe(response, "GET /odeme/kart-sonuc with a NUL");
  });

  it("answers hostile paths and query parameters with a page, a 400 or the 404 page, never a 5xx", async () => {
    const pages = routes.filter((route) => route.loader).flatMap((route) => route.urls);
    const parameters = queryParameterNames(path.resolve(__dirname, "../../app"));
    expect(parameters).toEqual(expect.arrayContaining(["page", "min", "yorum", "q"]));
    // Escapes as a hand-typed URL may hold them: raw bytes, broken UTF-8, escaped surrogates, control characters.
    const escape = fc.constantFrom("%00", "%01", "%1F", "%7F", "%C0", "%C0%AF", "%ED%A0%80", "%EF%BF%BF", "%", "%G1", "%25", "%2500", "%2F", "%uD800", "..", ";");
    const segment = fc
      .array(fc.oneof(escape, hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "")))), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join("").slice(0, 3_000));
    const query = fc.array(fc.tuple(fc.constantFrom(...parameters), fc.oneof(escape, hostileNumber, hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ""))))), {
      maxLength: 5,
    });
    const request = fc.record({
      base: fc.constantFrom(...pages),
      extra: fc.option(segment, { nil: undefined }),
      query,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ base, extra, query: params }) => {
        const search = params.map(([name, value]) => `${name}=${value}`).join("&");
        const url = `${base.replace(/\?index$/, "")}${extra ? `/${extra}` : ""}${search ? `?${search}` : ""}`;
        const response = await fetch(t.baseUrl + url, { headers: { cookie }, redirect: "manual" });
        await expectSafe(response, `GET ${url}`);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT);
});
