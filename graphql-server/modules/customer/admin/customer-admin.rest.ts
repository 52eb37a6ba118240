// /api/v1 routes of the shop's member list (admin) in the legacy snake_case shapes: the list with a search, the type
// and paging, and one member. The member's own legacy shape (customer.rest.ts), so no password or token is in it.
import { z } from "zod";
import type { Query } from "../../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyChoice, legacyText, pathId, wholeNumber } from "../../../core/rest-input.js";
import { CUSTOMER_FIELDS, legacyCustomer } from "../customer.rest.js";

const SORTS = { created_desc: "CREATED_DESC", created_asc: "CREATED_ASC", name_asc: "NAME_ASC" } as const;

export const customerAdminRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customer/getCustomers — admin (orders); body {search (or q: part of the name, email or phone), type
   * (individual | corporate), sort (created_desc | created_asc | name_asc), page, per_page}: 200 {success, response:
   * {data: [customer as getCustomer reads it], total, page, per_page}}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/getCustomers",
    access: "admin",
    body: legacyBody(
      () => ({
        search: legacyText(100),
        type: legacyChoice({ individual: "INDIVIDUAL", corporate: "CORPORATE" }),
        sort: legacyChoice(SORTS),
        page: wholeNumber,
        per_page: wholeNumber,
      }),
      (b) => ({ ...b, search: firstGiven(b, "search", "q") }),
    ),
    document: `query RestAdminCustomers($filter: AdminCustomerFilter, $sort: AdminCustomerSort, $page: Int, $perPage: Int) {
      adminCustomers(filter: $filter, sort: $sort, page: $page, perPage: $perPage) { total page perPage customers { ${CUSTOMER_FIELDS} } } }`,
    variables: ({ body }) => ({
      filter: { search: body.search ?? null, kind: body.type ?? null },
      sort: body.sort ?? null,
      page: body.page,
      perPage: body.per_page,
    }),
    reply: (data: Pick<Query, "adminCustomers">) => ({
      body: {
        success: true,
        response: {
          data: data.adminCustomers.customers.map(legacyCustomer),
          total: data.adminCustomers.total,
          page: data.adminCustomers.page,
          per_page: data.adminCustomers.perPage,
        },
      },
    }),
  }),
  /** GET /api/v1/customer/{id} — admin (orders): 200 {success:true, data: customer as getCustomer reads it}; unknown or deleted: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customer/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestAdminCustomer($id: Int!) { adminCustomer(id: $id) { ${CUSTOMER_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: Pick<Query, "adminCustomer">) => ({ body: { success: true, data: legacyCustomer(data.adminCustomer) } }),
  }),
];
