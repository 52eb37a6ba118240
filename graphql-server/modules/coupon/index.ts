// The coupon module: coupon codes and their uses.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { type AdminCouponRecord } from "./coupon-admin.read.js";
export { claimCouponUse, couponCartProblem, findCoupon, normaliseCode, type CouponRow } from "./coupon.service.js";

import { defineModule } from "../../core/module.js";
import { CouponSchema, CouponUseSchema } from "./coupon.entities.js";
import { couponDatabase } from "./coupon.database.js";
import { adminCouponFields, adminCouponResultResolvers, couponAdminMutations, couponAdminQueries, couponBatchResultResolvers } from "./coupon-admin.resolvers.js";

export const couponModule = defineModule({
  name: "coupon",
  privateTables: ["coupon_use"],
  entities: [CouponSchema, CouponUseSchema],
  database: couponDatabase,
  resolvers: {
    Query: couponAdminQueries,
    Mutation: couponAdminMutations,
    AdminCoupon: adminCouponFields,
    AdminCouponResult: adminCouponResultResolvers,
    CouponBatchResult: couponBatchResultResolvers,
  },
});
