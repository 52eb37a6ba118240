// Address book: addresses belong to a shopper (shopper_kind + shopper_id: a guest now, a member later:
// another shopper's id is NOT_FOUND). One address serves as invoice and/or delivery address through the cart's
// invoice_address_id / delivery_address_id; orders copy it (a later edit never changes a placed order).
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { CitySchema, CountrySchema, StateSchema } from "../location/index.js";

export const AddressSchema = defineEntity({
  name: "Address",
  tableName: "address",
  indexes: [{ properties: ["shopperKind", "shopperId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    shopperKind: p.enum(["guest", "customer"]),
    shopperId: p.integer(),
    title: p.string().length(64),
    firstName: p.string().length(128),
    lastName: p.string().length(128),
    phone: p.string().length(32),
    address: p.text(),
    country: () => p.manyToOne(CountrySchema),
    state: () => p.manyToOne(StateSchema),
    city: () => p.manyToOne(CitySchema),
    zipCode: p.string().length(16).default(""),
    invoiceType: p.enum(["individual", "corporate"]).default("individual"),
    /** Turkish national id (T.C. kimlik no), individual invoices only, optional. */
    identityNumber: p.string().length(11).nullable(),
    companyName: p.string().length(255).nullable(),
    taxOffice: p.string().length(128).nullable(),
    taxNumber: p.string().length(16).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type Address = InferEntity<typeof AddressSchema>;
