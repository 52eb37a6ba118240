// The shop's order fields (admin) and the shopper's tracking: thin fields over order-admin.read.ts and the
// services. Every admin field checks the role first; the admin-only parts of an order (its member, who changed a
// status) read as null for anyone else.
import type { ShopContext } from "../../../core/context.js";
import { requireAdmin, shopperOrThrow } from "../../../core/context.js";
import { badUserInput, notFound } from "../../../core/errors.js";
import type {
  AdminOrderFilter as FilterInput,
  AdminOrderResultResolvers,
  MutationResolvers,
  OrderResolvers,
  OrderStatusEntryResolvers,
  QueryResolvers,
} from "../../../generated/resolvers-types.js";
import { paidMinor } from "./order-admin-rules.js";
import { orderDashboard } from "./order-admin-dashboard.read.js";
import { ADMIN_MAX_PER_PAGE, adminFindOrder, adminOrdersPage, type AdminOrderFilter, type AdminOrderSort } from "./order-admin.read.js";
import { changeOrderStatus, setOrderInvoiceNumber, type AdminOrderOutcome } from "./order-admin.service.js";
import { decideOrderRequest } from "./order-request-decision.service.js";
import { findRequest, historyOf } from "../requests/index.js";
import { type OrderStatusCode } from "../order-state.js";
import { findOrder } from "../order.read.js";
import { orderStatusText } from "../order.texts.js";
import { toStatusEnum } from "../order-status.service.js";
import { messageLanguage } from "../../../core/messages.js";
import DataLoader from "dataloader";
import { shopDayStart } from "../../../../shared/shop-time.js";

const MAX_PAGE = 100_000;
const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  typeof value === "number" && Number.isSafeInteger(value) ? Math.min(Math.max(value, 1), max) : fallback;

/** An ISO date, or a date-time with an optional offset: what the filter documents (JavaScript's Date reads much more). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A date filter: an ISO date or date-time; a plain date as the upper bound means the whole day. */
function dateOf(raw: string | null | undefined, field: string, endOfDay: boolean): Date | null {
  const value = raw?.trim();
  if (!value) return null;
  const plainDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A plain day is a whole day where the shop is, as the dashboard's "today" is.
  const date = plainDay ? shopDayStart(value) : new Date(value);
  // The database keeps years 1–9999 (year 0 is an error there): a filter outside 1000–9998 is bad input.
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1000 || date.getUTCFullYear() > 9998) throw badUserInput(field);
  return plainDay && endOfDay ? new Date(date.getTime() + 24 * 3600 * 1000) : date;
}

const textOrNull = (value: string | null | undefined, max: number) => {
  const text = value?.trim() ?? "";
  return text ? text.slice(0, max) : null;
};

function filterOf(input: FilterInput | null | undefined): AdminOrderFilter {
  return {
    statuses: input?.statuses?.length ? input.statuses.map((s) => s.toLowerCase() as OrderStatusCode) : null,
    createdFrom: dateOf(input?.createdFrom, "createdFrom", false),
    createdBefore: dateOf(input?.createdTo, "createdTo", true),
    paymentMethod: textOrNull(input?.paymentMethod, 32),
    customerId: typeof input?.customerId === "number" && input.customerId > 0 ? input.customerId : null,
    customer: textOrNull(input?.customer, 255),
    code: textOrNull(input?.code, 32),
    openRequest: input?.openRequest === "CANCEL" ? "cancel" : input?.openRequest === "REFUND" ? "refund" : null,
  };
}

/** The order as it stands after a change (read in the reply's language), or the refusal. */
async function orderAfter(ctx: ShopContext, outcome: AdminOrderOutcome) {
  if (!outcome.ok) return outcome.error;
  const order = await adminFindOrder(ctx.scope, { id: outcome.orderId });
  return { __typename: "OrderChanged" as const, order: order! };
}

export const orderAdminQueries: QueryResolvers = {
  adminOrders: async (_p, args, ctx) => {
    requireAdmin(ctx, "orders");
    const sort = (args.sort?.toLowerCase() ?? "created_desc") as AdminOrderSort;
    return adminOrdersPage(
      ctx.scope,
      filterOf(args.filter),
      sort,
      clamp(args.page, 1, MAX_PAGE),
      clamp(args.perPage, 20, ADMIN_MAX_PER_PAGE),
    );
  },
  adminOrder: async (_p, args, ctx) => {
    requireAdmin(ctx, "orders");
    const order = await adminFindOrder(ctx.scope, { id: args.id, code: args.code });
    if (!order) throw notFound();
    return order;
  },
  adminOrderDashboard: async (_p, args, ctx, info) => {
    requireAdmin(ctx, "orders");
    const language = messageLanguage(info, ctx.language);
    const counts = await orderDashboard(ctx.em);
    return {
      ...counts,
      statusCounts: counts.statusCounts.map(({ statusCode, count }) => ({
        status: toStatusEnum(statusCode),
        statusName: orderStatusText(statusCode, language),
        count,
      })),
    };
  },
  orderTracking: async (_p, args, ctx, info) => {
    const shopper = shopperOrThrow(ctx);
    const order = await findOrder(ctx.scope, shopper, { id: args.id, code: args.code });
    if (!order) throw notFound();
    return {
      orderCode: order.code,
      status: order.status,
      statusName: orderStatusText(order.statusCode, messageLanguage(info, ctx.language)),
      cargoName: order.cargoTrackingCode ? order.cargoName ?? null : null,
      trackingCode: order.cargoTrackingCode ?? null,
      trackingUrl: order.cargoTrackingUrl ?? null,
    };
  },
};

export const orderAdminMutations: MutationResolvers = {
  changeOrderStatus: async (_p, args, ctx) => {
    const admin = requireAdmin(ctx, "orders");
    const input = { ...args.input, status: args.input.status.toLowerCase() };
    return orderAfter(ctx, await changeOrderStatus(ctx.em, ctx.jobs, ctx.services.payments, admin.id, input));
  },
  setOrderInvoiceNumber: async (_p, args, ctx) => {
    const admin = requireAdmin(ctx, "orders");
    return orderAfter(ctx, await setOrderInvoiceNumber(ctx.em, admin.id, { orderId: args.orderId, invoiceNumber: args.invoiceNumber }));
  },
  decideOrderRequest: async (_p, args, ctx) => {
    const admin = requireAdmin(ctx, "orders");
    const input = { ...args.input, status: args.input.status.toLowerCase() };
    const outcome = await decideOrderRequest(ctx.em, ctx.jobs, ctx.services.payments, admin.id, input);
    if (!outcome.ok) return outcome.error;
    return { __typename: "OrderRequest" as const, ...(await findRequest(ctx.em, outcome.requestId))! };
  },
};

/** What the shop holds of the order's money: computed from the payment and the statuses the order went through. */
export const orderAdminFields: OrderResolvers = {
  paidMinor: async (order, _a, ctx) => {
    const passed = (await historyOf(ctx, order.id)).map((h) => h.statusCode);
    return paidMinor({ paymentCode: order.paymentCode, chargedMinor: order.chargedMinor, grandTotalMinor: order.totals.grandTotalMinor }, [
      ...passed,
      order.statusCode,
    ]);
  },
  customerId: (order, _a, ctx) => (ctx.auth.admin ? order.customerId : null),
  paymentProvider: (order, _a, ctx) => (ctx.auth.admin ? order.paymentProvider : null),
  installmentCount: (order, _a, ctx) => (ctx.auth.admin ? order.installmentCount : null),
  chargedMinor: (order, _a, ctx) => (ctx.auth.admin ? order.chargedMinor : null),
};

/** Admins' names, batched per request (an order's history names a few admins many times). */
const adminNameOf = (ctx: ShopContext, id: number) =>
  ctx.loader("adminNames", () => new DataLoader<number, string | null>(async (ids) => {
    const names = (await ctx.services.adminNames?.(ctx.em, ids)) ?? new Map<number, string>();
    return ids.map((i) => names.get(i) ?? null);
  })).load(id);

export const orderStatusEntryAdminFields: OrderStatusEntryResolvers = {
  adminId: (entry, _a, ctx) => (ctx.auth.admin ? (entry.adminId ?? null) : null),
  adminName: (entry, _a, ctx) => (ctx.auth.admin && entry.adminId != null ? adminNameOf(ctx, entry.adminId) : null),
};

export const adminOrderResultResolvers: AdminOrderResultResolvers = {
  __resolveType: (r) => (r.__typename === "OrderError" ? "OrderError" : "OrderChanged"),
};
