// Whatever a visitor sends the storefront, the answer is never a 5xx, never a stack trace or SQL, and never a change
// to another shopper's cart or order. The storefront (Remix, in-process through Vite's SSR module, behind the same
// handler server.ts mounts) runs on the test shop. Its routes come from the build's manifest and their forms from
// the pages they render, so a new action or field is covered without new test code: every route with an action
// gets generated posts (hostile values in its own fields, wrong content types, broken multipart, huge bodies, posts
// from another site), every page with a loader gets generated hostile paths and query parameters (names read from
// the loaders' source).
import http from "node:http";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createProduct, guestWithCart, readyForCheckout, createOrder, DEFAULT_CONTACT } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { postForms, queryParameterNames, storefrontRoutes, type StorefrontRoute } from "../support/storefront-routes.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

/** Bounded for CI: each property sends this many requests; STOREFRONT_FUZZ_RUNS=500 for a longer hunt by hand. */
const RUNS = Number(process.env.STOREFRONT_FUZZ_RUNS ?? 40);
/** A slow shared machine answers a page in a second or more; the run count bounds the work, not the clock. */
const PROPERTY_TIMEOUT = 180_000;
const MAX_FORM_BYTES = 256 * 1024;

let t: TestShop;
let storefront: StorefrontBuild;
let routes: StorefrontRoute[];
/** The fuzzing shopper's session: a cart, contact and address, so the checkout steps render their forms. */
let cookie: string;
/** Field name → values our own pages send in it, for every action URL. */
const formsByAction = new Map<string, Map<string, Set<string>>>();
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
  for (const route of routes.filter((item) => item.action)) {
    for (const url of route.urls) {
      const page = await fetch(t.baseUrl + url, { headers: { cookie } });
      for (const form of postForms(await page.text(), url)) {
        const fields = formsByAction.get(form.action) ?? new Map<string, Set<string>>();
        for (const [name, values] of form.fields) fields.set(name, new Set([...(fields.get(name) ?? []), ...values]));
        formsByAction.set(form.action, fields);
      }
    }
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

/** A reply that leaks internals: a stack frame, a source path, SQL as MikroORM writes it, or a database error. */
const LEAK =
  /\n\s+at .+:\d+:\d+|node_modules|graphql-server\/|\.server\.ts|\bselect (?:"|\*|count\()|\binsert into "|\bupdate "\w+" set\b|\bdelete from "|syntax error at|violates .+ constraint|relation "\w+" does not/i;

async function expectSafe(response: Response, what: string) {
  const body = await response.text();
  expect(response.status, `${what} → ${response.status}`).toBeLessThan(500);
  expect(LEAK.exec(body)?.[0] ?? null, `${what} leaks`).toBeNull();
}

// Hostile text: control characters, lone surrogates, quotes and SQL punctuation, numbers out of every range, long text.
const control = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F", "\t", "\r\n");
const surrogate = fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF");
const punctuation = fc.constantFrom("'", '"', ";", "--", "' OR '1'='1", "'; DROP TABLE cart; --", "\\", "%", "_", "<script>", "${x}", "{{x}}");
const number = fc.oneof(
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom("2147483648", "-2147483649", "-1", "0", "1e309", "-1e309", "NaN", "Infinity", "1.5", "0x10", "99999999999999999999", " 1 "),
);
const hostileText = fc.oneof(
  fc.array(fc.oneof(control, surrogate, punctuation, number, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")),
  number,
  fc.string({ unit: "binary", maxLength: 40 }),
  // Long, but a post of eight such fields stays under the form limit (the huge body is a case of its own).
  fc.integer({ min: 1_000, max: 4_000 }).map((length) => "ş".repeat(length)),
);

const actionUrls = () => routes.filter((route) => route.action).flatMap((route) => route.urls);

/** A post's fields: some of the form's own fields (with our values or hostile ones) and now and then a stray one. */
function fieldsFor(url: string) {
  const known = formsByAction.get(url) ?? new Map<string, Set<string>>();
  const names = [...known.keys()];
  const ours = (name: string) => [...(known.get(name) ?? [])];
  const field = names.length
    ? fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), ours(name).length ? fc.oneof(fc.constantFrom(...ours(name)), hostileText) : hostileText))
    : fc.tuple(hostileText, hostileText);
  const stray = fc.tuple(fc.oneof(hostileText, fc.constant("intent")), hostileText);
  const intent = ours("intent").length ? fc.option(fc.constantFrom(...ours("intent")), { nil: undefined }) : fc.constant(undefined);
  return fc
    .tuple(fc.array(fc.oneof({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: stray }), { maxLength: 8 }), intent)
    .map(([entries, chosen]) => (chosen === undefined ? entries : [["intent", chosen] as [string, string], ...entries]));
}

type Body = { kind: string; init: RequestInit; expected?: number };

/** Actions that read their post with `fromAnySite` (app/utils/form.server.ts), or a provider's server calls. */
const ANY_SITE_ACTIONS = /^\/resource\/(social-login|payment)\/[^/?]+\/(callback|notification)(\?|$)/;

function bodyFor(entries: [string, string][]): fc.Arbitrary<Body> {
  const urlencoded = new URLSearchParams(entries).toString();
  const multipart = new FormData();
  for (const [name, value] of entries) multipart.append(name, value);
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return fc.constantFrom<Body>(
    { kind: "form", init: { body: urlencoded, headers: form } },
    { kind: "multipart", init: { body: multipart } },
    { kind: "json", init: { body: JSON.stringify(Object.fromEntries(entries)), headers: { "content-type": "application/json" } }, expected: 400 },
    { kind: "text", init: { body: urlencoded || "x", headers: { "content-type": "text/plain" } }, expected: 400 },
    { kind: "no type", init: { body: new TextEncoder().encode(urlencoded || "x") }, expected: 400 },
    {
      kind: "broken multipart",
      init: { body: `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd`, headers: { "content-type": "multipart/form-data; boundary=b" } },
      expected: 400,
    },
    { kind: "multipart without boundary", init: { body: urlencoded || "x", headers: { "content-type": "multipart/form-data" } }, expected: 400 },
    { kind: "huge", init: { body: `note=${"a".repeat(MAX_FORM_BYTES)}`, headers: form }, expected: 413 },
    { kind: "cross-site", init: { body: urlencoded, headers: { ...form, origin: "https://evil.example" } }, expected: 403 },
  );
}

describe("storefront actions", () => {
  it("finds the actions and their forms by itself", () => {
    const withAction = routes.filter((route) => route.action).map((route) => route.pattern);
    expect(withAction).toEqual(expect.arrayContaining([":lang?/cart", ":lang?/*", "resource/cookie-consent"]));
    // The cart action has its fields from the page (intent buttons, notes, coupon).
    expect([...(formsByAction.get("/cart")?.keys() ?? [])]).toEqual(expect.arrayContaining(["intent", "generalNote", "code"]));
  });

  it("answers any post with 4xx or a normal page, never a 5xx or internals, and leaves other shoppers alone", async () => {
    const post = fc
      .tuple(fc.constantFrom(...actionUrls()), fc.boolean())
      .chain(([url, dataRequest]) => fieldsFor(url).chain((entries) => bodyFor(entries).map((body) => ({ url, dataRequest, body }))));
    await fc.assert(
      fc.asyncProperty(post, async ({ url, dataRequest, body }) => {
        // Half the posts are what a fetcher sends (single fetch: `<path>.data`), half a plain form post.
        const target = dataRequest ? `${url.replace(/\?index$/, "")}.data${url.endsWith("?index") ? "?index" : ""}` : url;
        const headers = new Headers(body.init.headers);
        headers.set("cookie", cookie);
        const response = await fetch(t.baseUrl + target, { ...body.init, method: "POST", headers, redirect: "manual" });
        const what = `${body.kind} POST ${target}`;
        // A provider's sign-in or payment callback is posted by the provider's page: the actions another site may post to.
        const expected = body.kind === "cross-site" && ANY_SITE_ACTIONS.test(url) ? undefined : body.expected;
        if (expected) expect(response.status, what).toBe(expected);
        await expectSafe(response, what);
      }),
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
  it("answers hostile paths and query parameters with a page, a 400 or the 404 page, never a 5xx", async () => {
    const pages = routes.filter((route) => route.loader).flatMap((route) => route.urls);
    const parameters = queryParameterNames(path.resolve(__dirname, "../../app"));
    expect(parameters).toEqual(expect.arrayContaining(["page", "min", "yorum", "q"]));
    // Escapes as a hand-typed URL may hold them: raw bytes, broken UTF-8, escaped surrogates, control characters.
    const escape = fc.constantFrom("%00", "%01", "%1F", "%7F", "%C0", "%C0%AF", "%ED%A0%80", "%EF%BF%BF", "%", "%G1", "%25", "%2F", "%uD800", "..", ";");
    const segment = fc
      .array(fc.oneof(escape, hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "")))), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join("").slice(0, 3_000));
    const query = fc.array(fc.tuple(fc.constantFrom(...parameters), fc.oneof(escape, number, hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ""))))), {
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
