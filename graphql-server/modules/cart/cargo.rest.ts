// /api/v1 cargo routes (spec §7), served by the cart, which chooses its cargo: the cargo companies for the caller's
// cart (null without a shopper) and choosing one.
import type { Mutation, Query } from "../../generated/resolvers-types.js";
import { defineRoute, queryString, type RestRoute } from "../../core/rest.js";
import { idParam } from "../../core/rest-input.js";
import { CARGO_FIELDS, cartReply, legacyCargo, RESULT } from "./cart.rest.js";

export const cargoRoutes: RestRoute[] = [
  /**
   * GET /api/v1/cargo/getCargo?language&currency — 200 {success, response:[{id, name, price, free_above, charged_price,
   * is_selected, tracking_url, currency_code}]}, or response null for a caller without a token (spec: not logged in).
   */
  defineRoute<Pick<Query, "cargoOptions">, { language: string; currency: string | null }>({
    method: "GET",
    path: "/api/v1/cargo/getCargo",
    access: "optional",
    document: `query RestGetCargo($language: String, $currency: String) {
      cargoOptions(language: $language, currency: $currency) { ${CARGO_FIELDS} } }`,
    variables: (input) => ({ language: input.language, currency: queryString(input, "currency") ?? null }),
    reply: (data) => ({ body: { success: true, response: data.cargoOptions?.map(legacyCargo) ?? null } }),
  }),
  /** GET /api/v1/cargo/changeCargo/{id}?language — chooses the cargo company. 200 {success, code:"cargo_changed", guest_code, cartDetails}; unknown or inactive id: 404. */
  defineRoute<Pick<Mutation, "selectCargo">, { id: number; language: string }>({
    method: "GET",
    path: "/api/v1/cargo/changeCargo/{id}",
    access: "shopper",
    document: `mutation RestChangeCargo($id: Int!, $language: String) { selectCargo(cargoId: $id, language: $language) { ${RESULT} } }`,
    variables: (input) => ({ id: idParam(input), language: input.language }),
    reply: (data) => cartReply(data.selectCargo, "cargo_changed"),
  }),
];
