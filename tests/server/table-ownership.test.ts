// Each table has one owner. Every server test runs its shop with the check of graphql-server/core/table-ownership.ts
// (tests/support/test-shop.ts): a statement a module runs that writes another module's table, or reads one it did
// not declare, fails the statement and the test file. These tests pin the check itself.
import { describe, expect, it } from "vitest";
import { callingModule, ownershipProblems, tableRules, tablesOf } from "../../graphql-server/core/table-ownership.js";
import { composeEntities } from "../../graphql-server/core/module.js";
import { shopModules } from "../../graphql-server/modules/index.js";

const rules = tableRules(shopModules());

describe("table ownership", () => {
  it("gives every table exactly one owner, and every declared read names an owned table", () => {
    expect(rules.owners.get("cart")).toBe("cart");
    expect(rules.owners.get("product")).toBe("catalog");
    expect(rules.owners.get("shop_order")).toBe("order");
    expect(rules.owners.get("search_synonym")).toBe("search");
    expect(rules.owners.size).toBe(new Set(composeEntities(shopModules()).map((entity) => entity.meta.tableName)).size);
    for (const [module, readable] of rules.readable) {
      for (const table of readable) expect(rules.owners.has(table), `${module} reads ${table}`).toBe(true);
    }
  });

  it("reads the tables a statement writes and reads, whatever its shape", () => {
    const known = rules.owners;
    expect(tablesOf(`update "cart" set "updated_at" = ? where "id" = ?`, known)).toEqual({ writes: new Set(["cart"]), reads: new Set() });
    expect(tablesOf(`insert into coupon_use (coupon_id) select id from coupon where code = ?`, known)).toEqual({
      writes: new Set(["coupon_use"]),
      reads: new Set(["coupon"]),
    });
    const cte = tablesOf(`with gone as (delete from cart c where not exists (select 1 from guest g where g.id = c.shopper_id) returning 1) select count(*) from gone`, known);
    expect(cte).toEqual({ writes: new Set(["cart"]), reads: new Set(["cart", "guest"]) });
    // `for update` and `do update set` are no writes of a table called "of" or "set".
    expect(tablesOf(`select id from product where id = any(array[?]::int[]) order by id for update`, known).writes).toEqual(new Set());
    expect(tablesOf(`insert into rate_limit (key) values (?) on conflict (key) do update set points = rate_limit.points + 1`, known).writes).toEqual(
      new Set(["rate_limit"]),
    );
  });

  it("blames a module for another's table, and allows its own and its declared reads", () => {
    expect(ownershipProblems(rules, "order", `update cart set coupon_code = null where id = ?`)).toEqual([
      "module order writes cart, which cart owns: ask cart to do it",
    ]);
    expect(ownershipProblems(rules, "order", `update product set stock_amount = stock_amount - ? where id = ?`)[0]).toMatch(/writes product, which catalog owns/);
    expect(ownershipProblems(rules, "cart", `select p.id from cart_product l join product p on p.id = l.product_id`)).toEqual([]);
    expect(ownershipProblems(rules, "guest", `select 1 from address where shopper_id = ?`)).toEqual([
      "module guest reads address (owned by address) without declaring it in its reads",
    ]);
  });

  it("gives the audit log to the kernel: modules write it only through core/audit.ts, the admin module reads it", () => {
    const entry = `insert into admin_audit (admin_id, action, entity) values (?, ?, ?)`;
    expect(rules.owners.get("admin_audit")).toBe("kernel");
    expect(ownershipProblems(rules, "kernel", entry)).toEqual([]);
    expect(ownershipProblems(rules, "catalog", entry)).toEqual(["module catalog writes admin_audit, which kernel owns: ask kernel to do it"]);
    expect(ownershipProblems(rules, "admin", `select a.* from admin_audit a left join admin_user u on u.id = a.admin_id`)).toEqual([]);
  });

  it("attributes a statement to the innermost module on the stack", () => {
    expect(callingModule()).toBeNull();
  });
});
