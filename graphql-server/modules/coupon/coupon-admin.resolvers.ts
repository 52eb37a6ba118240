// The coupon admin fields (catalogue role: coupons sit beside the campaigns): a few lines each over
// coupon-admin.read.ts and .service.ts. Enums travel upper-case in GraphQL and lower-case in the tables.
import { clampPage } from "../../core/admin-input.js";
import { requireAdmin } from "../../core/context.js";
import { text } from "../../core/form.js";
import { notFound } from "../../core/errors.js";
import type {
  AdminCouponResolvers,
  AdminCouponResultResolvers,
  CouponBatchResultResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../generated/resolvers-types.js";
import { couponUsers, findAdminCoupon, listAdminCoupons, MAX_COUPON_PAGE_SIZE, type AdminCouponRecord, type CouponState } from "./coupon-admin.read.js";
import { generateCoupons, saveCoupon, setCouponActive } from "./coupon-admin.service.js";


const couponDto = (c: AdminCouponRecord) => ({ ...c, __typename: "AdminCoupon" as const });

export const couponAdminQueries: QueryResolvers = {
  adminCoupons: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const filter = { state: args.filter?.state ? (args.filter.state.toLowerCase() as CouponState) : null, search: text(args.filter?.search)?.slice(0, 100) ?? null };
    const page = await listAdminCoupons(ctx.em, filter, clampPage(args.page, 1), clampPage(args.pageSize, 20, MAX_COUPON_PAGE_SIZE));
    return { ...page, items: page.items.map(couponDto) };
  },
  adminCoupon: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const coupon = await findAdminCoupon(ctx.em, args.id);
    if (!coupon) throw notFound();
    return couponDto(coupon);
  },
};

export const couponAdminMutations: MutationResolvers = {
  createCoupon: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const outcome = (await saveCoupon(ctx, null, args.input))!;
    return outcome.ok ? couponDto(outcome.coupon) : outcome.error;
  },
  updateCoupon: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const outcome = await saveCoupon(ctx, args.id, args.input);
    if (!outcome) throw notFound();
    return outcome.ok ? couponDto(outcome.coupon) : outcome.error;
  },
  setCouponActive: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const coupon = await setCouponActive(ctx, args.id, args.isActive);
    if (!coupon) throw notFound();
    return couponDto(coupon);
  },
  generateCoupons: async (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    const outcome = await generateCoupons(ctx, args.input);
    return outcome.ok ? { __typename: "CouponBatch" as const, codes: outcome.codes } : outcome.error;
  },
};

export const adminCouponFields: AdminCouponResolvers = {
  state: (coupon) => coupon.state.toUpperCase() as Uppercase<CouponState>,
  users: async (coupon, _a, ctx) => (await couponUsers(ctx.em, coupon.id)).map((u) => ({ ...u, shopperKind: u.shopperKind.toUpperCase() as "GUEST" | "CUSTOMER" })),
};

export const adminCouponResultResolvers: AdminCouponResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "AdminCoupon"),
};

export const couponBatchResultResolvers: CouponBatchResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "CouponBatch"),
};
