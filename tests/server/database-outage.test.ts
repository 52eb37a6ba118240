// When the database goes away under a running shop (PGlite closed; on PostgreSQL, the shop's connections ended and
// new ones refused), every door answers 503 with Retry-After: GraphQL and REST with the SERVICE_UNAVAILABLE code in
// JSON and no internals, the storefront with its own error page in the visitor's language — never a 500, never
// Express's bare English page.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, type ProductFixture } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const common = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/common.json`, import.meta.url), "utf8")) as { error: { unavailable: { title: string } } };
const errors = (language: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}/errors.json`, import.meta.url), "utf8")) as Record<string, string>;

let t: TestShop;
let storefront: StorefrontBuild;
let product: ProductFixture;
let token: string;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  product = await createProduct(t);
  token = await t.token("customer", 1);
  // Pages were served (and kept whole) while the database was there: the outage must not be hidden behind them.
  for (const path of ["/", "/en", `/${product.seoLink.tr}`]) expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(200);
  await t.stopDatabase();
}, 180_000);

afterAll(async () => {
  await t?.close().catch(() => undefined);
  await storefront?.close();
});

function expectRetryLater(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
}

describe("a database outage", () => {
  it.each([
    ["an anonymous caller", {}],
    ["a caller with a token", { authorization: "Bearer " + "x".repeat(40) }],
  ])("GraphQL answers %s 503 with SERVICE_UNAVAILABLE", async (_name, headers) => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-language": "en", ...headers },
      body: JSON.stringify({ query: `{ product(seoLink: ${JSON.stringify(product.seoLink.en)}, language: "en") { id title } }` }),
    });
    expectRetryLater(response);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0].extensions).toEqual({ code: "SERVICE_UNAVAILABLE" });
    expect(JSON.stringify(body)).not.toMatch(/PGlite|stack|ECONN|terminat/i);
  });

  it.each(["tr", "en", "ar"])("REST answers 503 with its code and a message in the caller's language (%s)", async (language) => {
    for (const path of [`/api/v1/payment/getPaymentType?language=${language}`, `/api/v1/cargo/getCargo?language=${language}`]) {
      const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expectRetryLater(response);
      expect(await response.json()).toEqual({ success: false, code: "service_unavailable", message: errors(language).service_unavailable });
    }
  });

  it.each([
    ["tr", "/"],
    ["en", "/en"],
    ["ar", "/ar"],
    ["tr", "a product page"],
    ["en", "/en/arama?q=lamba"],
  ])("the storefront answers with its own error page in the visitor's language (%s %s)", async (language, path) => {
    const response = await fetch(`${t.baseUrl}${path === "a product page" ? `/${product.seoLink.tr}` : path}`);
    expectRetryLater(response);
    const page = await response.text();
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(common(language).error.unavailable.title);
  });
});
