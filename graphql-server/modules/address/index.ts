// The address module: the shopper's address book and the order's address check.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { ADDRESS_FIELDS, legacyAddress, legacyAddressFields } from "./address.rest.js";
export { addressCheckCode, findAddress, snapshotOf, type AddressSnapshot, type OrderAddressCheckResult } from "./address.service.js";

import { defineModule } from "../../core/module.js";
import { cleanupAddresses } from "./address.cleanup.js";
import { memberAddressesService } from "./address.erase.js";
import { AddressSchema } from "./address.entities.js";
import { addressMutations, addressQueries, addressResultResolvers, orderAddressCheckResolvers } from "./address.resolvers.js";
import { addressRoutes } from "./address.rest.js";
import { addressDatabase } from "./address.database.js";

export const addressModule = defineModule({
  name: "address",
  privateTables: ["address"],
  // Its tables and the other modules' tables its reads join (the SQL check holds it to this list).
  database: addressDatabase,
  cleanup: cleanupAddresses,
  entities: [AddressSchema],
  resolvers: {
    Query: addressQueries,
    Mutation: addressMutations,
    AddressResult: addressResultResolvers,
    OrderAddressCheck: orderAddressCheckResolvers,
  },
  routes: [...addressRoutes],
  services: { memberAddresses: memberAddressesService },
});
