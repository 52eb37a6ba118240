// The shop's member fields (admin, orders role): thin fields over customer-admin.read.ts. Every field checks the
// role first; the member's own Customer resolvers write the rest (type, gender, picture).
import { requireAdmin } from "../../../core/context.js";
import { notFound } from "../../../core/errors.js";
import type { AdminCustomerFilter as FilterInput, QueryResolvers } from "../../../generated/resolvers-types.js";
import { ADMIN_CUSTOMERS_MAX_PER_PAGE, adminCustomer, adminCustomersPage, type AdminCustomerFilter, type AdminCustomerSort } from "./customer-admin.read.js";

const MAX_PAGE = 100_000;
const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  typeof value === "number" && Number.isSafeInteger(value) ? Math.min(Math.max(value, 1), max) : fallback;

function filterOf(input: FilterInput | null | undefined): AdminCustomerFilter {
  const search = input?.search?.trim().slice(0, 100) ?? "";
  return { search: search || null, kind: input?.kind === "CORPORATE" ? "corporate" : input?.kind === "INDIVIDUAL" ? "individual" : null };
}

export const customerAdminQueries: QueryResolvers = {
  adminCustomers: async (_p, args, ctx) => {
    requireAdmin(ctx, "orders");
    const sort = (args.sort?.toLowerCase() ?? "created_desc") as AdminCustomerSort;
    return adminCustomersPage(ctx.em, filterOf(args.filter), sort, clamp(args.page, 1, MAX_PAGE), clamp(args.perPage, 20, ADMIN_CUSTOMERS_MAX_PER_PAGE));
  },
  adminCustomer: async (_p, args, ctx) => {
    requireAdmin(ctx, "orders");
    return (await adminCustomer(ctx.em, args.id)) ?? Promise.reject(notFound());
  },
};
