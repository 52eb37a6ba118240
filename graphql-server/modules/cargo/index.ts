// The cargo module: cargo companies and their prices.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { isActiveCargo, loadCargoCompanies, type CargoCompanyRow } from "./cargo.service.js";

import { defineModule } from "../../core/module.js";
import { CargoCompanySchema } from "./cargo.entities.js";

export const cargoModule = defineModule({
  name: "cargo",
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list).
  reads: ["currency"],
  entities: [CargoCompanySchema],
});
