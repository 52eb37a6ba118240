// The cart module: the shopper's cart: lines, options (gift, notes, currency, addresses, cargo), promotions and totals.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { readCart, type CartDto } from "./cart.read.js";
export { cartError, lockCart, type CartErrorResult } from "./cart.service.js";

import { defineModule } from "../../core/module.js";
import { cargoRoutes } from "./cargo.rest.js";
import { cartOptionRoutes } from "./cart-options.rest.js";
import { CartProductSchema, CartSchema } from "./cart.entities.js";
import { cartMutations, cartQueries, cartResultResolvers } from "./cart.resolvers.js";
import { cartRoutes } from "./cart.rest.js";

export const cartModule = defineModule({
  name: "cart",
  entities: [CartSchema, CartProductSchema],
  resolvers: {
    Query: cartQueries,
    Mutation: cartMutations,
    CartResult: cartResultResolvers,
  },
  routes: [...cartRoutes, ...cartOptionRoutes, ...cargoRoutes],
});
