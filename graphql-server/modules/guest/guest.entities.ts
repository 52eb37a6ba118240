// Guests: shoppers without an account. A guest is a public code (guest_code, sent back by legacy clients) and an
// opaque bearer token stored hashed in auth_token (role guest); only the token authorises.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const GuestSchema = defineEntity({
  name: "Guest",
  tableName: "guest",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Public id of the guest (legacy guest_code); never a credential. */
    code: p.string().length(36).unique(),
    /** Contact given with "continue without login" (setShopperContact), copied into each order. */
    email: p.string().length(255).nullable(),
    phone: p.string().length(32).nullable(),
    firstName: p.string().length(128).nullable(),
    lastName: p.string().length(128).nullable(),
    /**
     * The number (E.164) a one-time code to it proved in this guest session; the contact phone counts as confirmed
     * only while it is this number, so a changed phone needs a new code.
     */
    phoneConfirmed: p.string().length(32).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type Guest = InferEntity<typeof GuestSchema>;
