// The cart module: the shopper's cart: lines, options (gift, notes, currency, addresses, cargo), promotions and totals.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { cartAddressIds, cartStockItems, emptyCart, forgetCartAddress, useCartAddress } from "./cart.changes.js";
export { readCart, type CartDto } from "./cart.read.js";
export { cartError, lockCart, type CartErrorResult } from "./cart.service.js";
export { type PromotionProblemResult } from "./cart-promotions.js";
export { withInstallmentInterest } from "./installment-interest.js";
export { type CartMergeChangeRecord } from "./cart-merge.service.js";

import { codedMessage } from "../../core/messages.js";
import { defineModule } from "../../core/module.js";
import { cleanupCarts } from "./cart.cleanup.js";
import { cartMergeChangeResolvers, cartMergeMutations } from "./cart-merge.resolvers.js";
import { cartMergeRoutes } from "./cart-merge.rest.js";
import { cargoRoutes } from "./cargo.rest.js";
import { cartOptionRoutes } from "./cart-options.rest.js";
import { cartDatabase } from "./cart.database.js";
import { CartProductSchema, CartSchema } from "./cart.entities.js";
import { cartMutations, cartQueries, cartResultResolvers } from "./cart.resolvers.js";
import { cartRoutes } from "./cart.rest.js";

export const cartModule = defineModule({
  name: "cart",
  privateTables: ["cart", "cart_product"],
  database: cartDatabase,
  cleanup: cleanupCarts,
  entities: [CartSchema, CartProductSchema],
  resolvers: {
    Query: cartQueries,
    Mutation: { ...cartMutations, ...cartMergeMutations },
    CartMergeChange: cartMergeChangeResolvers,
    CartResult: cartResultResolvers,
    CartError: { message: codedMessage },
    PromotionProblem: { message: codedMessage },
  },
  routes: [...cartRoutes, ...cartOptionRoutes, ...cargoRoutes, ...cartMergeRoutes],
});
