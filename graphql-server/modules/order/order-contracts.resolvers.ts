// The contract versions an order accepted, for admins (the content admin reads a version's wording by its number).
import type { ShopContext } from "../../core/context.js";
import { sql, strOrNull } from "../../core/db.js";
import type { OrderResolvers } from "../../generated/resolvers-types.js";

async function versionsOf(ctx: ShopContext, orderId: number) {
  const [row] = await sql(ctx.em, `select distance_sales_version, pre_information_version from shop_order where id = ?`, [orderId]);
  return { distanceSales: strOrNull(row?.distance_sales_version), preInformation: strOrNull(row?.pre_information_version) };
}

export const orderContractFields: OrderResolvers = {
  distanceSalesVersion: async (order, _a, ctx) => (ctx.auth.admin ? (await versionsOf(ctx, order.id)).distanceSales : null),
  preInformationVersion: async (order, _a, ctx) => (ctx.auth.admin ? (await versionsOf(ctx, order.id)).preInformation : null),
};
