// The coupon module: coupon codes and their uses.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { claimCouponUse, couponCartProblem, findCoupon, normaliseCode, type CouponRow } from "./coupon.service.js";

import { defineModule } from "../../core/module.js";
import { CouponSchema, CouponUseSchema } from "./coupon.entities.js";

export const couponModule = defineModule({
  name: "coupon",
  privateTables: ["coupon_use"],
  entities: [CouponSchema, CouponUseSchema],
});
