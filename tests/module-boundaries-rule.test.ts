// The lint rule that keeps the backend's shape (eslint-rules/module-boundaries.js) refuses each kind of forbidden
// import and lets the allowed ones pass — run through ESLint itself on virtual files at the real paths.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "shop/module-boundaries").map((m) => m.message);
}

describe("the module-boundaries lint rule", () => {
  it("refuses a module reaching into another module's files", async () => {
    expect(await problems("graphql-server/modules/order/x.ts", `import { lockStock } from "../catalog/stock.js";\nexport const x = lockStock;\n`)).toEqual([
      expect.stringContaining('import module "catalog" through its public face'),
    ]);
  });

  it("refuses the kernel importing a module", async () => {
    expect(await problems("graphql-server/core/x.ts", `import { cartModule } from "../modules/cart/index.js";\nexport const x = cartModule;\n`)).toEqual([
      expect.stringContaining("the kernel (graphql-server/core) imports no module"),
    ]);
  });

  it("refuses the storefront importing the backend", async () => {
    expect(await problems("app/x.ts", `import { createShop } from "../graphql-server/index.js";\nexport const x = createShop;\n`)).toEqual([
      expect.stringContaining("the storefront never imports graphql-server/"),
    ]);
  });

  it("allows a module's own files, the kernel and another module's face", async () => {
    const source = `import { sql } from "../../core/db.js";\nimport { lockStock } from "../catalog/index.js";\nimport { pay } from "./order.pay.js";\nexport const x = [sql, lockStock, pay];\n`;
    expect(await problems("graphql-server/modules/order/x.ts", source)).toEqual([]);
  });

  it("refuses reaching into a feature folder of the same module past its face", async () => {
    expect(await problems("graphql-server/modules/order/x.ts", `import { placeOrder } from "./place/order.place.js";\nexport const x = placeOrder;\n`)).toEqual([
      expect.stringContaining('reach the feature folder "place" through its face, place/index.js'),
    ]);
    expect(await problems("graphql-server/modules/payment/providers/paytr/basket.ts", `import { shareTotal } from "../iyzico/split.js";\nexport const x = shareTotal;\n`)).toEqual([
      expect.stringContaining('reach the feature folder "providers/iyzico" through its face'),
    ]);
    expect(await problems("graphql-server/modules/catalog/listing/x.ts", `import { cardsByIds } from "../product/cards.js";\nexport const x = cardsByIds;\n`)).toEqual([
      expect.stringContaining('reach the feature folder "product"'),
    ]);
  });

  it("allows a feature's face, its own files, the module's root files and a provider's own fake", async () => {
    const face = `import { placeOrder } from "./place/index.js";\nexport const x = placeOrder;\n`;
    expect(await problems("graphql-server/modules/order/index.ts", face)).toEqual([]);
    const inside = `import { db } from "../order.database.js";\nimport { stock } from "./order-stock.js";\nimport { card } from "../card/index.js";\nexport const x = [db, stock, card];\n`;
    expect(await problems("graphql-server/modules/order/place/order.place.ts", inside)).toEqual([]);
    const provider = `import { sign } from "../signing.js";\nimport { lookupBin } from "../../../card-bins/index.js";\nexport const x = [sign, lookupBin];\n`;
    expect(await problems("graphql-server/modules/payment/providers/paytr/fake/fake-server.ts", provider)).toEqual([]);
  });
});
