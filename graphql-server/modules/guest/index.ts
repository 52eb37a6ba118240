// The guest module: guest identities (a shopper without an account), their contact details and their cleanup.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { getShopperContact } from "./contact.service.js";
export { createGuest, guestCodes, type GuestIdentity } from "./guest.service.js";
export { phoneConfirmationMissing } from "./contact-phone.service.js";

import { defineModule } from "../../core/module.js";
import { cleanupExpiredGuests } from "./guest.cleanup.js";
import { confirmShopperPhoneResultResolvers, contactPhoneMutations, contactPhoneQueries } from "./contact-phone.resolvers.js";
import { GuestSchema } from "./guest.entities.js";
import { contactResultResolvers, guestMutations, guestQueries } from "./guest.resolvers.js";
import { guestRoutes } from "./guest.rest.js";
import { guestDatabase } from "./guest.database.js";

export const guestModule = defineModule({
  name: "guest",
  privateTables: ["guest"],
  // Its table and the other modules' tables its cleanup reads (the SQL check holds it to this list).
  database: guestDatabase,
  cleanup: cleanupExpiredGuests,
  entities: [GuestSchema],
  resolvers: {
    Query: { ...guestQueries, ...contactPhoneQueries },
    Mutation: { ...guestMutations, ...contactPhoneMutations },
    ContactResult: contactResultResolvers,
    ConfirmShopperPhoneResult: confirmShopperPhoneResultResolvers,
  },
  routes: [...guestRoutes],
});
