// The contract versions an order accepted, for admins (the content admin reads a version's wording by its number).
import type { ShopContext } from "../../../core/context.js";
import { first } from "../../../core/database.js";
import type { OrderResolvers } from "../../../generated/resolvers-types.js";
import { orderDatabase as db } from "../order.database.js";

async function versionsOf(ctx: ShopContext, orderId: number) {
  const order = await first(
    ctx.em,
    db.selectFrom("shop_order").select(["distance_sales_version as distanceSales", "pre_information_version as preInformation"]).where("id", "=", orderId),
  );
  return { distanceSales: order?.distanceSales ?? null, preInformation: order?.preInformation ?? null };
}

export const orderContractFields: OrderResolvers = {
  distanceSalesVersion: async (order, _a, ctx) => (ctx.auth.admin ? (await versionsOf(ctx, order.id)).distanceSales : null),
  preInformationVersion: async (order, _a, ctx) => (ctx.auth.admin ? (await versionsOf(ctx, order.id)).preInformation : null),
};
