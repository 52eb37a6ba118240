// The coupon module's typed builder: the coupons and their uses (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const couponDatabase = moduleDatabase<Tables>()({ owns: ["coupon", "coupon_use"] });
