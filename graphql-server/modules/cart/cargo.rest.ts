// /api/v1 cargo routes, served by the cart, which chooses its cargo: the cargo companies for the caller's cart (null
// without a shopper) and choosing one.
import type { Mutation, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { pathId, queryText } from "../../core/rest-input.js";
import { CARGO_FIELDS, cartReply, legacyCargo, RESULT } from "./cart.rest.js";

export const cargoRoutes: RestRoute[] = [
  /**
   * GET /api/v1/cargo/getCargo?language&currency — 200 {success, response:[{id, name, price, free_above, charged_price,
   * is_selected, tracking_url, currency_code}]}, or response null for a caller without a token (nobody is signed in,
   * so there is no cart to price cargo for).
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/cargo/getCargo",
    access: "optional",
    query: z.object({ currency: queryText }),
    document: `query RestGetCargo($language: String, $currency: String) {
      cargoOptions(language: $language, currency: $currency) { ${CARGO_FIELDS} } }`,
    variables: ({ query }, { language }) => ({ language, currency: query.currency ?? null }),
    reply: (data: Pick<Query, "cargoOptions">) => ({ body: { success: true, response: data.cargoOptions?.map(legacyCargo) ?? null } }),
  }),
  /** GET /api/v1/cargo/changeCargo/{id}?language — chooses the cargo company. 200 {success, code:"cargo_changed", guest_code, cartDetails}; unknown or inactive id: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/cargo/changeCargo/{id}",
    access: "shopper",
    params: z.object({ id: pathId }),
    document: `mutation RestChangeCargo($id: Int!, $language: String) { selectCargo(cargoId: $id, language: $language) { ${RESULT} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Mutation, "selectCargo">) => cartReply(data.selectCargo, "cargo_changed"),
  }),
];
