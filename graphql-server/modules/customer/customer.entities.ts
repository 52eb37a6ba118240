// Members: a customer (individual or corporate), the consents they gave with the version of the text they saw,
// and nothing of their sessions (tokens live in the auth module). A deleted account keeps its row, anonymised, so
// that the orders placed with it keep their owner.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CustomerSchema = defineEntity({
  name: "Customer",
  tableName: "customer",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    kind: p.enum(["individual", "corporate"]).default("individual"),
    firstName: p.string().length(128),
    lastName: p.string().length(128),
    /** Lower-cased; unique among live accounts (a deleted account's is replaced by a placeholder). */
    email: p.string().length(254).unique(),
    /** Digits with a leading + (normalised); unique among live accounts, null for a social login without one. */
    phone: p.string().length(32).nullable().unique(),
    /** argon2id; null for an account made by a social login until a password is set. */
    passwordHash: p.string().length(255).nullable(),
    identityNumber: p.string().length(11).nullable(),
    birthday: p.string().length(10).nullable(),
    gender: p.enum(["female", "male", "other"]).nullable(),
    companyName: p.string().length(255).nullable(),
    taxOffice: p.string().length(128).nullable(),
    taxNumber: p.string().length(11).nullable(),
    homePhone: p.string().length(32).nullable(),
    officePhone: p.string().length(32).nullable(),
    fax: p.string().length(32).nullable(),
    countryId: p.integer().nullable(),
    stateId: p.integer().nullable(),
    cityId: p.integer().nullable(),
    zipCode: p.string().length(16).nullable(),
    /** The profile picture's file name under the media folder. */
    imagePath: p.string().length(255).nullable(),
    language: p.string().length(8).default("tr"),
    /** Commercial messages (İYS/ETK): separate from the required consents, optional, revocable. */
    commercialConsent: p.boolean().default(false),
    phoneVerifiedAt: p.datetime().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Set when the member deleted the account: personal fields are anonymised, the row stays for the orders. */
    deletedAt: p.datetime().nullable(),
  }),
});
export type Customer = InferEntity<typeof CustomerSchema>;

/**
 * One consent given (or withdrawn): which text, the version of it the member saw (the content page's last change),
 * when, and from which address. Rows are only added, never changed: the history is the record.
 */
export const CustomerConsentSchema = defineEntity({
  name: "CustomerConsent",
  tableName: "customer_consent",
  indexes: [{ properties: ["customer", "kind"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    customer: () => p.manyToOne(CustomerSchema).deleteRule("cascade"),
    kind: p.enum(["kvkk", "membership", "commercial"]),
    accepted: p.boolean(),
    textVersion: p.string().length(64),
    clientIp: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CustomerConsent = InferEntity<typeof CustomerConsentSchema>;

/**
 * A provider's account that signs a member in (social login): the provider and its stable subject id, the member,
 * and the email the provider gave when the link was made (for the member's own reference; never used to match).
 */
export const CustomerSocialIdentitySchema = defineEntity({
  name: "CustomerSocialIdentity",
  tableName: "customer_social_identity",
  uniques: [{ properties: ["provider", "subject"] }],
  indexes: [{ properties: ["customer"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    provider: p.enum(["google", "apple", "facebook"]),
    subject: p.string().length(255),
    customer: () => p.manyToOne(CustomerSchema).deleteRule("cascade"),
    email: p.string().length(254).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CustomerSocialIdentity = InferEntity<typeof CustomerSocialIdentitySchema>;
