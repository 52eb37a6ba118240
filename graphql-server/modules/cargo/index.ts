// The cargo module: cargo companies and their prices, and following a shipment (getTrackingCargo).
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { findCargoCompany, isActiveCargo, loadCargoCompanies, trackingLink, type CargoCompanyRow } from "./cargo.service.js";

import { defineModule } from "../../core/module.js";
import { CargoCompanySchema } from "./cargo.entities.js";
import { cargoAdminMutations, cargoAdminQueries, cargoCompanyResultResolvers } from "./cargo-admin.resolvers.js";
import { cargoRoutes } from "./cargo.rest.js";
import { cargoDatabase } from "./cargo.database.js";

export const cargoModule = defineModule({
  name: "cargo",
  database: cargoDatabase,
  entities: [CargoCompanySchema],
  resolvers: { Query: cargoAdminQueries, Mutation: cargoAdminMutations, CargoCompanyResult: cargoCompanyResultResolvers },
  routes: cargoRoutes,
});
