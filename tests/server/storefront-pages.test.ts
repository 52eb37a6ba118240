// The storefront's pages as a whole, served in-process (Vite's SSR module of the app behind the handler server.ts
// mounts) on the test shop: HTTP caching of anonymous pages (server/page-cache.ts), languages that never mix between
// concurrent renders (the i18next instances are shared, app/utils/i18n.server.ts), and the SQL statements each page
// costs an anonymous visitor and a shopper with a cart.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import ar from "../../locales/ar/common.json";
import en from "../../locales/en/common.json";
import tr from "../../locales/tr/common.json";
import { blogPostPath } from "../../app/domain/blog-paths.js";
import { formatMoney } from "../../shared/money.js";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "../../server/page-cache.js";
import { createProduct, guestWithCart } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { storefrontRoutes } from "../support/storefront-routes.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let storefront: StorefrontBuild;
let cartCookie: string;
let product: Awaited<ReturnType<typeof createProduct>>;
/** One page of every class an anonymous visitor shares with every other. */
let publicPages: string[];

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  product = await createProduct(t, { priceMinor: 12_345 });
  cartCookie = `g_u_t=${await guestWithCart(t, product.id, 1)}`;
  await publishBlogPost();
  const found = await t.exec<{
    categoryTree: { seoLink: string }[];
    contentPages: { seoLink: string }[];
    blogPosts: { id: number; seoLink: string }[];
  }>(`{ categoryTree(language: "tr") { seoLink } contentPages(language: "tr") { seoLink } blogPosts(limit: 1, language: "tr") { id seoLink } }`);
  const { categoryTree, contentPages, blogPosts } = found.data!;
  publicPages = [
    "/",
    "/en",
    "/ar",
    `/${product.seoLink.tr}`,
    `/en/${product.seoLink.en}`,
    `/${categoryTree[0].seoLink}`,
    `/${categoryTree[0].seoLink}?sirala=fiyat-artan`,
    "/arama?q=kanepe",
    "/kampanyalar",
    "/blog",
    "/cerez-politikasi",
    ...contentPages.slice(0, 1).map((page) => `/${page.seoLink}`),
    ...blogPosts.slice(0, 1).map((post) => blogPostPath("tr", post)),
  ];
}, 120_000);
/** A published post in three languages: blog pages are public too. */
async function publishBlogPost() {
  const headers = { authorization: `Bearer ${await t.token("admin", 7)}` };
  const texts = ["tr", "en", "ar"].map((language) => ({ language, title: `Bahçe notları ${language}`, seoLink: `bahce-notlari-${language}` }));
  const saved = await t.gql(`mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { ... on BlogPost { id } } }`, { variables: { input: { texts } }, headers });
  const id = (saved.body.data as { saveBlogPost: { id: number } }).saveBlogPost.id;
  await t.gql(`mutation($id: Int!) { setBlogPostPublished(id: $id, isPublished: true) }`, { variables: { id }, headers });
}

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(t.baseUrl + path, { headers: { "accept-language": "tr", ...headers }, redirect: "manual" });

describe("HTTP caching of pages", () => {
  it("every public class of page is cacheable for an anonymous visitor, and private for a shopper", async () => {
    for (const path of publicPages) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(200);
      expect(anonymous.headers.get("cache-control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(anonymous.headers.get("etag"), path).toMatch(/^W\/"[\w-]+"$/);
      expect(anonymous.headers.get("vary"), path).toMatch(/\bCookie\b/);
      expect(anonymous.headers.get("x-public-page"), path).toBeNull();

      const shopper = await get(path, { cookie: cartCookie });
      expect(shopper.status, path).toBe(200);
      expect(shopper.headers.get("cache-control"), path).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(shopper.headers.get("etag"), path).toBeNull();
    }
  });

  it("a page its loader keeps private says so to an anonymous visitor too: the cart, and the admin sign-in unindexed", async () => {
    for (const path of ["/cart", "/en/cart", "/ar/cart"]) {
      const cart = await get(path);
      expect(cart.status, path).toBe(200);
      expect(cart.headers.get("cache-control"), path).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(cart.headers.get("etag"), path).toBeNull();
      await cart.arrayBuffer();
    }
    const login = await get("/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(login.headers.get("x-robots-tag")).toBe("noindex");
    await login.arrayBuffer();
    // An admin page without headers of its own gets the admin frame's.
    const cookie = `admin_token=${await t.token("admin", 7)}`;
    for (const path of ["/admin", "/admin/orders"]) {
      const page = await get(path, { cookie });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(page.headers.get("cache-control"), path).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      await page.arrayBuffer();
    }
  });

  it("no page of any route is shared when the request is personal, and only marked pages ever are", async () => {
    const routes = storefrontRoutes(storefront.build, [product.seoLink.tr, `en/${product.seoLink.en}`]).filter((route) => route.loader);
    for (const url of routes.flatMap((route) => route.urls)) {
      for (const cookie of [cartCookie, `${cartCookie}; cookiePolitical=1`, "__flash=x", "lastViewed=1.2", "g_u_i=1"]) {
        const page = await get(url, { cookie });
        const html = (page.headers.get("content-type") ?? "").startsWith("text/html");
        if (page.status === 200 && html) expect(page.headers.get("cache-control"), `${url} ${cookie}`).toBe(PRIVATE_PAGE_CACHE_CONTROL);
        expect(page.headers.get("etag"), url).toBeNull();
        await page.arrayBuffer();
      }
      const anonymous = await get(url);
      expect(anonymous.headers.get("x-public-page"), url).toBeNull();
      if (anonymous.headers.get("etag")) expect(anonymous.headers.get("cache-control"), url).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      await anonymous.arrayBuffer();
    }
  }, 240_000);

  it("a public page that sets a cookie the visitor did not choose (a sign-in link, a toast) is never shared", async () => {
    for (const query of ["?token=not-a-real-token-but-long-enough", "?p1=999999&p2=1"]) {
      const page = await get(`/${product.seoLink.tr}${query}`);
      const personal = page.headers.getSetCookie().filter((cookie) => !/^(lastViewed|lang|currency|cookiePolitical)=/.test(cookie));
      if (personal.length) expect(page.headers.get("cache-control"), query).not.toMatch(/public/);
      await page.arrayBuffer();
    }
  });

  it("a revalidation with the page's ETag is answered 304 without a body or a script policy", async () => {
    const path = `/${product.seoLink.tr}`;
    const first = await get(path);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await get(path, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(again.headers.get("content-security-policy")).toBeNull();
      expect(await again.text()).toBe("");
    }
    const other = await get(path, { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it("the ETag differs with the language, the currency and the cookie-consent choice", async () => {
    const etag = async (path: string, cookie?: string) => {
      const page = await get(path, cookie ? { cookie } : {});
      await page.arrayBuffer();
      return page.headers.get("etag");
    };
    const tr = await etag(`/${product.seoLink.tr}`);
    const en = await etag(`/en/${product.seoLink.en}`);
    const euro = await etag(`/${product.seoLink.tr}`, "currency=EUR");
    const consented = await etag(`/${product.seoLink.tr}`, "cookiePolitical=1");
    expect(new Set([tr, en, euro, consented]).size).toBe(4);
  });

  it("after an admin price change the ETag changes and the new price is served", async () => {
    const admin = await t.token("admin", 7);
    const path = `/${product.seoLink.tr}`;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 9_999_999 }), async (priceMinor) => {
        const before = await get(path);
        const etag = before.headers.get("etag")!;
        await before.arrayBuffer();
        const changed = await t.gql(
          `mutation($items: [AdminProductBulkItem!]!) { bulkUpdateProducts(items: $items) { __typename } }`,
          { variables: { items: [{ id: product.id, sellingPriceMinor: priceMinor, discountedPriceMinor: -1 }] }, headers: { authorization: `Bearer ${admin}` } },
        );
        expect(changed.body.data).toEqual({ bulkUpdateProducts: { __typename: "AdminProductsChanged" } });
        const after = await get(path, { "if-none-match": etag });
        expect(after.status).toBe(200);
        expect(after.headers.get("etag")).not.toBe(etag);
        expect(await after.text()).toContain(formatMoney(priceMinor, { currency: "TRY", language: "tr" }));
      }),
      { numRuns: 3 },
    );
  });
});

describe("pages kept whole for anonymous visitors", () => {
  const nonceOf = (page: Response) => /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];

  it("every public page is served again without its loaders, under the reply's own nonce, gzipped or not", async () => {
    for (const [path, encoding] of publicPages.flatMap((path) => [[path, "gzip, deflate, br"], [path, "identity"]])) {
      // Asked twice within one ETag: a minute's turn between the two (possible on a slow machine) asks again.
      let first: Response, firstHtml: string, again: Response;
      for (let attempt = 0; ; attempt++) {
        first = await get(path, { "accept-encoding": encoding });
        firstHtml = await first.text();
        t.queries.length = 0;
        again = await get(path, { "accept-encoding": encoding });
        if (again.headers.get("etag") === first.headers.get("etag") || attempt === 2) break;
        await again.arrayBuffer();
      }
      const firstNonce = nonceOf(first)!;
      expect(again.headers.get("content-encoding"), path).toBe(encoding === "identity" ? null : "gzip");
      expect(again.headers.get("vary"), path).toMatch(/accept-encoding/i);
      const html = await again.text();
      // Only the page's own effect runs (a blog post counts a view).
      expect(t.queries.filter((statement) => !statement.includes("blog_post_view_tally")), path).toEqual([]);
      expect(again.status, path).toBe(200);
      expect(again.headers.get("etag"), path).toBe(first.headers.get("etag"));
      expect(again.headers.get("cache-control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(again.headers.get("content-type"), path).toBe(first.headers.get("content-type"));
      const nonce = nonceOf(again)!;
      expect(nonce, path).not.toBe(firstNonce);
      expect(html, path).not.toContain(firstNonce);
      expect(html.split(nonce).length, path).toBe(firstHtml.split(firstNonce).length);
      expect(html.replaceAll(nonce, "N"), path).toBe(firstHtml.replaceAll(firstNonce, "N"));
    }
  });

  it("visitors asking a page at once after a write cost one render, and all get the new page", async () => {
    const path = `/${product.seoLink.tr}`;
    await (await get(path)).arrayBuffer();
    await t.forgetPublicReads();
    t.queries.length = 0;
    await (await get(path)).arrayBuffer();
    // The work of a render, without its read-version checks (renders arriving together may share those) and without
    // the job queue's look for due jobs, which its own timer makes whenever it falls due, render or none.
    const work = () => t.queries.filter((statement) => !/\bread_version\b|\bpgboss\./.test(statement)).length;
    const oneRender = work();
    expect(oneRender).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 12 }), async (visitors) => {
        await t.forgetPublicReads();
        t.queries.length = 0;
        const pages = await Promise.all(Array.from({ length: visitors }, async () => (await get(path)).status));
        expect(pages).toEqual(Array(visitors).fill(200));
        expect(work()).toBe(oneRender);
      }),
      { numRuns: 5 },
    );
  });

  it("a shopper is never given the kept page, and a write is seen by the very next visitor", async () => {
    const admin = await t.token("admin", 7);
    const path = `/${product.seoLink.tr}`;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 9_999_999 }), async (priceMinor) => {
        await (await get(path)).arrayBuffer();
        t.queries.length = 0;
        const shopper = await get(path, { cookie: cartCookie });
        expect(shopper.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
        await shopper.arrayBuffer();
        expect(t.queries.length).toBeGreaterThan(0);
        await t.gql(`mutation($items: [AdminProductBulkItem!]!) { bulkUpdateProducts(items: $items) { __typename } }`, {
          variables: { items: [{ id: product.id, sellingPriceMinor: priceMinor, discountedPriceMinor: -1 }] },
          headers: { authorization: `Bearer ${admin}` },
        });
        expect(await (await get(path)).text()).toContain(formatMoney(priceMinor, { currency: "TRY", language: "tr" }));
      }),
      { numRuns: 3 },
    );
  });
  it("a page answered again without its loader (kept whole, or a 304) still does what it does: counts a search or a post's view", async () => {
    const sum = async (statement: string) => Number((await t.orm.em.getConnection().execute(statement))[0].n);
    const cases = [
      {
        path: "/arama?q=kanepe",
        count: async () => {
          await t.exec(`{ mostSearched(limit: 50) { term count } }`);
          return sum(`select coalesce(sum(count), 0)::int as n from search_term where term = 'kanepe'`);
        },
      },
      {
        path: publicPages.find((path) => path.startsWith("/blog/"))!,
        count: () =>
          sum(`select ((select coalesce(sum(views), 0) from blog_post_view_tally) + (select coalesce(sum(view_count), 0) from blog_post))::int as n`),
      },
    ];
    for (const { path, count } of cases) {
      expect(path).toBeTruthy();
      const first = await get(path);
      await first.arrayBuffer();
      const before = await count();
      t.queries.length = 0;
      await (await get(path)).arrayBuffer();
      const revalidated = await get(path, { "if-none-match": first.headers.get("etag")! });
      expect(revalidated.status, path).toBe(304);
      expect(t.queries.filter((statement) => /\bselect\b.*\bproduct\b/.test(statement)), path).toEqual([]);
      await vi.waitFor(async () => expect(await count(), path).toBe(before + 2));
    }
  });
});

describe("the bytes of a page", () => {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const bytesOf = async (path: string) => new Uint8Array(await (await get(path)).arrayBuffer());

  it("no public page carries a NUL byte or broken UTF-8, in any language", async () => {
    for (const path of publicPages) {
      const bytes = await bytesOf(path);
      expect(bytes.indexOf(0), path).toBe(-1);
      expect(() => utf8.decode(bytes), path).not.toThrow();
    }
  });

  it("a product text of any length in Turkish or Arabic letters comes out whole (no NUL at a 2 KB buffer's end)", async () => {
    const letters = fc.constantFrom(..."çğıöşüÇĞİÖŞÜ", ..."كنبةمقعدطاولة", "€", "—", "😀", "a", " ");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: letters, minLength: 1, maxLength: 1500 }), async (text) => {
        await t.orm.em.getConnection().execute(`update product_translation set description = ? where product_id = ? and language = 'tr'`, [text, product.id]);
        await t.forgetPublicReads();
        const bytes = await bytesOf(`/${product.seoLink.tr}`);
        expect(bytes.indexOf(0)).toBe(-1);
        expect(utf8.decode(bytes)).toContain(text);
      }),
      { numRuns: 12 },
    );
  });
});

describe("languages in concurrent renders", () => {
  it("pages rendered at the same time in tr, en and ar each keep their own language", async () => {
    const texts = {
      tr: { path: `/${product.seoLink.tr}`, title: product.title.tr },
      en: { path: `/en/${product.seoLink.en}`, title: product.title.en },
      ar: { path: `/ar/${product.seoLink.ar}`, title: product.title.ar },
    };
    // The skip link's text, from each language's catalogue (common namespace, on every page).
    const expected = { tr: tr.header.skipToContent, en: en.header.skipToContent, ar: ar.header.skipToContent };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("tr", "en", "ar") as fc.Arbitrary<keyof typeof texts>, { minLength: 6, maxLength: 18 }), async (languages) => {
        // Each asks a page of its own (a query the page ignores), so each is rendered rather than served as kept.
        const pages = await Promise.all(
          languages.map(async (language, index) => ({ language, html: await (await get(`${texts[language].path}?render=${index}-${Math.random()}`)).text() })),
        );
        for (const { language, html } of pages) {
          expect(html).toContain(`<html lang="${language}"`);
          expect(html).toContain(texts[language].title);
          expect(html).toContain(expected[language]);
          for (const other of (["tr", "en", "ar"] as const).filter((code) => code !== language)) expect(html).not.toContain(expected[other]);
        }
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});

describe("SQL statements per page", () => {
  /** Statements behind the second of two identical requests (node caches and the public-read cache warm). */
  async function statementsOf(path: string, cookie?: string): Promise<number> {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    await (await get(path, headers)).arrayBuffer();
    t.queries.length = 0;
    await (await get(path, headers)).arrayBuffer();
    return t.queries.length;
  }

  it("every storefront page costs a bounded number of statements, anonymous or with a cart", async () => {
    const routes = storefrontRoutes(storefront.build, [product.seoLink.tr]).filter((route) => route.loader && !route.id.startsWith("routes/admin"));
    const counts: Record<string, { anonymous: number; cart: number }> = {};
    for (const url of [...new Set([...publicPages, ...routes.flatMap((route) => route.urls)])]) {
      counts[url] = { anonymous: await statementsOf(url), cart: await statementsOf(url, cartCookie) };
    }
    console.table(counts);
    for (const [url, { anonymous, cart }] of Object.entries(counts)) {
      // An anonymous visitor's public reads come from memory: what is left is per-visitor work.
      if (publicPages.includes(url)) expect(anonymous, url).toBeLessThanOrEqual(PUBLIC_PAGE_ANONYMOUS);
      expect(anonymous, url).toBeLessThanOrEqual(ANY_PAGE);
      expect(cart, url).toBeLessThanOrEqual(ANY_PAGE);
    }
    expect(counts[`/${product.seoLink.tr}`].cart).toBeLessThanOrEqual(PRODUCT_PAGE_WITH_CART);
    expect(counts["/cart"].cart).toBeLessThanOrEqual(CART_PAGE_WITH_CART);
  }, 240_000);
});

// Measured when these bounds were set (PGlite and PostgreSQL alike): public pages 0–3 for an anonymous visitor (the
// product page's comments and last-viewed strip), every page with a cart 2 (the cart count) plus its own reads:
// home 10, listing 16, product 23, checkout steps 20–23.
const PUBLIC_PAGE_ANONYMOUS = 3;
const ANY_PAGE = 25;
const PRODUCT_PAGE_WITH_CART = 23;
const CART_PAGE_WITH_CART = 14;
