// The admin list state in the URL and the admin area's return paths: whatever the address holds, a list reads a
// valid state (never an error page), writes it back unchanged, and the login only ever returns into the admin area.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listHref, pageCount, readListState, type ListSpec } from "../../app/domain/admin-list";
import { adminLoginPath, adminReturnPath, isAdminPath } from "../../app/domain/admin-paths";

const SPEC: ListSpec<"newest" | "oldest"> = { sorts: ["newest", "oldest"], defaultSort: "newest", filters: ["entity", "admin"] };
const anyParams = fc.dictionary(fc.constantFrom("q", "sort", "page", "entity", "admin", "other"), fc.string({ maxLength: 300 }));

describe("admin list state", () => {
  it("reads any query as a valid state", () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        const state = readListState(new URL(`http://shop.test/admin/audit?${new URLSearchParams(params)}`), SPEC);
        expect(SPEC.sorts).toContain(state.sort);
        expect(Number.isInteger(state.page) && state.page >= 1).toBe(true);
        expect(state.search.length).toBeLessThanOrEqual(100);
        for (const value of Object.values(state.filters)) expect(value.length).toBeGreaterThan(0);
      }),
    );
  });

  it("writes a state back as a link that reads as the same state", () => {
    fc.assert(
      fc.property(anyParams, fc.integer({ min: 1, max: 500 }), (params, page) => {
        const state = readListState(new URL(`http://shop.test/admin/audit?${new URLSearchParams(params)}`), SPEC);
        const href = listHref("/admin/audit", state, SPEC, { page });
        expect(readListState(new URL(href, "http://shop.test"), SPEC)).toEqual({ ...state, page });
      }),
    );
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe("admin return paths", () => {
  it("return into the admin area only, whatever r says", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom("//evil.example/admin", "/admin/../cart", "/administrator", "/\\evil.example")), (raw) => {
        const path = adminReturnPath(raw);
        expect(isAdminPath(path.split("?")[0])).toBe(true);
        expect(path.startsWith("//")).toBe(false);
      }),
    );
    expect(adminReturnPath("/admin/audit?q=login")).toBe("/admin/audit?q=login");
    expect(adminReturnPath("/administrator")).toBe("/admin");
  });

  it("send to the login page with the page to come back to", () => {
    expect(adminLoginPath("/admin")).toBe("/login");
    expect(adminLoginPath("/admin/audit?q=a b")).toBe("/login?r=%2Fadmin%2Faudit%3Fq%3Da%20b");
    // A very long address keeps its page, not its query; one still too long comes back to the dashboard.
    expect(adminLoginPath(`/admin/audit?q=${"x".repeat(5000)}`)).toBe("/login?r=%2Fadmin%2Faudit");
    expect(adminLoginPath(`/admin/${"x".repeat(5000)}`)).toBe("/login");
  });
});
