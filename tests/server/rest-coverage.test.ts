// REST coverage against docs/api/v1-routes.tsv. Prints how many of the routes the shim serves and which are
// missing; fails only when a route marked `done` is not served (or answers with the not-found reply) or when the
// shim serves a route the tsv does not list.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

interface TsvRoute {
  method: string;
  path: string;
  access: string;
  status: string;
}

const tsv: TsvRoute[] = readFileSync(new URL("../../docs/api/v1-routes.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#") && !line.startsWith("method\t"))
  .map((line) => {
    const [method, path, access, , status = ""] = line.split("\t");
    return { method, path, access, status: status.trim() };
  });

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Path values that exist in the demo shop (a product seo link, a category, …); others get "home". */
const SAMPLE_PARAMS: Record<string, string> = {
  "{id}": "1",
  "{text}": "koltuk",
  "{type}": "policy",
  "{code}": "about",
  "/api/v1/product/getProductBySeoLink/{seo}:{seo}": "nordik-oslo-uclu-kanepe-antrasit-1",
  "/api/v1/category/getBySeoLink/{seo}:{seo}": "kanepeler",
  "/api/v1/brand/getBrandBySeoLink/{seo}:{seo}": "nordik",
  "/api/v1/contents/getContentsBySeoLink/{seo}:{seo}": "hakkimizda",
};

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

describe("REST coverage", () => {
  it("reports coverage and serves nothing outside the tsv", () => {
    const listed = new Set(tsv.map(key));
    const served = new Set(restRoutes.map(key));
    const missing = tsv.filter((r) => !served.has(key(r)));
    console.log(`REST coverage: ${tsv.length - missing.length}/${tsv.length}`);
    console.log(`Missing routes:\n${missing.map((r) => `  ${key(r)} (${r.access})`).join("\n")}`);
    expect(tsv.length).toBe(207);
    expect(restRoutes.filter((r) => !listed.has(key(r))).map(key), "served but not in docs/api/v1-routes.tsv").toEqual([]);
    expect(restRoutes.filter((r) => tsv.find((x) => key(x) === key(r))?.access !== r.access).map(key), "access differs").toEqual([]);
    expect(tsv.filter((r) => r.status === "done" && !served.has(key(r))).map(key), "marked done but not served").toEqual([]);
    expect(tsv.filter((r) => r.status !== "done" && served.has(key(r))).map(key), "served but not marked done").toEqual([]);
  });

  it("every route marked done answers with its own JSON", async () => {
    const admin = await t.token("admin");
    for (const route of tsv.filter((r) => r.status === "done")) {
      const path = route.path.replace(/\{\w+\}/g, (param) => SAMPLE_PARAMS[`${route.path}:${param}`] ?? SAMPLE_PARAMS[param] ?? "home");
      const res = await t.rest(path, {
        method: route.method,
        headers: route.access === "admin" ? { authorization: `Bearer ${admin}` } : {},
      });
      expect(res.contentType, key(route)).toMatch(/application\/json/);
      expect(res.body.code, key(route)).not.toBe("not_found");
      expect(res.body.success, key(route)).toBe(true);
    }
  });
});
