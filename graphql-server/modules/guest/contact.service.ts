// Checkout contact (the "continue without login" step): a guest's email and phone (names optional), copied into
// every order the guest places. A member's contact is the profile's (the customer module's).
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { ShopperContact } from "../../generated/resolvers-types.js";
import { FieldReader, formError, isValidEmail, isValidPhone, type FormErrorResult } from "../../core/form.js";
import { first, rows } from "../../core/database.js";
import { customerContact } from "../customer/index.js";
import { guestDatabase as db } from "./guest.database.js";

export type ContactResultDto = (ShopperContact & { __typename: "ShopperContact" }) | FormErrorResult;

export async function getShopperContact(em: EntityManager, shopper: Shopper): Promise<ShopperContact | null> {
  if (shopper.kind === "customer") return customerContact(em, shopper.id);
  const r = await first(em, db.selectFrom("guest").select(["email", "phone", "first_name", "last_name"]).where("id", "=", shopper.id));
  if (!r || r.email === null || r.phone === null) return null;
  return { email: r.email, phone: r.phone, firstName: r.first_name ?? "", lastName: r.last_name ?? "" };
}

export async function setShopperContact(scope: RequestScope, shopper: Shopper, raw: unknown): Promise<ContactResultDto> {
  const { em } = scope;
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const r = new FieldReader(input);
  const email = r.required("email", 254, "field_required_email");
  const phone = r.required("phone", 32, "field_required_phone");
  const firstName = r.optional("firstName", 128) ?? "";
  const lastName = r.optional("lastName", 128) ?? "";
  if (email && !isValidEmail(email)) r.problem("email", "field_invalid_email");
  if (phone && !isValidPhone(phone)) r.problem("phone", "field_invalid_phone");
  if (shopper.kind !== "guest") r.problem("email", "field_required_email");
  if (r.problems.length) return formError(r.problems);
  await rows(em, db.updateTable("guest").set({ email: email.toLowerCase(), phone, first_name: firstName, last_name: lastName }).where("id", "=", shopper.id));
  return { __typename: "ShopperContact", email: email.toLowerCase(), phone, firstName, lastName };
}
