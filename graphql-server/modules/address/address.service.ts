// The shopper's address book (another shopper's address is NOT_FOUND): list, add/update with per-field
// messages and location checks (the city must be in the state, the state in the country), delete, use on the cart
// (cart.invoice_address_id / delivery_address_id) and the order address check (contorOrderAddress).
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
import type { Address as AddressDto, AddressUse, OrderAddressCheck } from "../../generated/resolvers-types.js";
import type { InferResult } from "kysely";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { first, rows, sql } from "../../core/database.js";
import { addressDatabase as db } from "./address.database.js";
import { cartAddressIds, forgetCartAddress, useCartAddress } from "../cart/index.js";
import { FieldReader, formError, isValidPhone, isValidTaxNumber, isValidTurkishId, type FormErrorResult } from "../../core/form.js";

export type AddressResultDto = (AddressDto & { __typename: "Address" }) | FormErrorResult;

/** What an address says besides where it is: the person, the street and the invoice details. */
interface AddressText {
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  zipCode: string;
  invoiceType: "individual" | "corporate";
  identityNumber: string | null;
  companyName: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
}

/** An address as the form gives it: the place by ids. */
interface AddressValues extends AddressText {
  countryId: number;
  stateId: number;
  cityId: number;
}

/** Reads and checks the form: every problem at once, one message per field. */
export function readAddressInput(raw: unknown): { values: AddressValues; reader: FieldReader } {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const r = new FieldReader(input);
  const invoiceType = input.invoiceType === "CORPORATE" ? "corporate" : "individual";
  const values: AddressValues = {
    title: r.required("title", 64, "field_required_title"),
    firstName: r.required("firstName", 128, "field_required_first_name"),
    lastName: r.required("lastName", 128, "field_required_last_name"),
    phone: r.required("phone", 32, "field_required_phone"),
    address: r.required("address", 1000, "field_required_address"),
    countryId: r.id("countryId", "field_required_country"),
    stateId: r.id("stateId", "field_required_state"),
    cityId: r.id("cityId", "field_required_city"),
    zipCode: r.required("zipCode", 16, "field_required_zip_code"),
    invoiceType,
    identityNumber: invoiceType === "individual" ? r.optional("identityNumber", 11) : null,
    companyName: invoiceType === "corporate" ? r.required("companyName", 255, "field_required_company_name") : null,
    taxOffice: invoiceType === "corporate" ? r.required("taxOffice", 128, "field_required_tax_office") : null,
    taxNumber: invoiceType === "corporate" ? r.required("taxNumber", 16, "field_required_tax_number") : null,
  };
  if (values.phone && !isValidPhone(values.phone)) r.problem("phone", "field_invalid_phone");
  if (values.identityNumber !== null && !isValidTurkishId(values.identityNumber)) r.problem("identityNumber", "field_invalid_identity_number");
  if (values.taxNumber && !isValidTaxNumber(values.taxNumber)) r.problem("taxNumber", "field_invalid_tax_number");
  return { values, reader: r };
}

/** A shopper's addresses with their places named, the country in `language` (else the default language, else its code). */
const addressesOf = (shopper: Shopper, language: string) =>
  db
    .selectFrom("address as a")
    .innerJoin("country as co", "co.id", "a.country_id")
    .innerJoin("state as s", "s.id", "a.state_id")
    .innerJoin("city as ci", "ci.id", "a.city_id")
    .leftJoin("country_translation as ct", (join) => join.onRef("ct.country_id", "=", "co.id").on("ct.language", "=", language))
    .leftJoin("country_translation as ct0", (join) => join.onRef("ct0.country_id", "=", "co.id").on("ct0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .selectAll("a")
    .select((eb) => [eb.fn.coalesce("ct.name", "ct0.name", "co.code").as("country_name"), "s.name as state_name", "ci.name as city_name"])
    .where("a.shopper_kind", "=", shopper.kind)
    .where("a.shopper_id", "=", shopper.id);

function toDto(r: InferResult<ReturnType<typeof addressesOf>>[number]): AddressDto & { __typename: "Address" } {
  return {
    __typename: "Address",
    id: r.id,
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    address: r.address,
    countryId: r.country_id,
    countryName: r.country_name,
    stateId: r.state_id,
    stateName: r.state_name,
    cityId: r.city_id,
    cityName: r.city_name,
    zipCode: r.zip_code,
    invoiceType: r.invoice_type === "corporate" ? "CORPORATE" : "INDIVIDUAL",
    identityNumber: r.identity_number,
    companyName: r.company_name,
    taxOffice: r.tax_office,
    taxNumber: r.tax_number,
  };
}

export async function listAddresses(scope: RequestScope, shopper: Shopper): Promise<AddressDto[]> {
  const { em, language } = scope;
  const addresses = await rows(em, addressesOf(shopper, language).orderBy("a.id"));
  return addresses.map(toDto);
}

/** One of the shopper's addresses, or null (unknown or another shopper's). */
export async function findAddress(scope: RequestScope, shopper: Shopper, id: number): Promise<AddressDto | null> {
  const { em, language } = scope;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const address = await first(em, addressesOf(shopper, language).where("a.id", "=", id));
  return address ? toDto(address) : null;
}

/** An address as copied into the order (see OrderAddress in schema.graphql): the place by name. */
export interface AddressSnapshot extends AddressText {
  countryName: string;
  stateName: string;
  cityName: string;
}

export function snapshotOf(a: AddressDto): AddressSnapshot {
  return {
    title: a.title,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    address: a.address,
    countryName: a.countryName,
    stateName: a.stateName,
    cityName: a.cityName,
    zipCode: a.zipCode,
    invoiceType: a.invoiceType === "CORPORATE" ? "corporate" : "individual",
    identityNumber: a.identityNumber ?? null,
    companyName: a.companyName ?? null,
    taxOffice: a.taxOffice ?? null,
    taxNumber: a.taxNumber ?? null,
  };
}

/** Country active, state in it, city in the state (all active): problems on the first field that does not fit. */
async function locationProblem(em: EntityManager, v: AddressValues): Promise<string | null> {
  const r = (await first(
    em,
    db.selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("country").select("id").where("id", "=", v.countryId).where("is_active", "=", true)).as("country_ok"),
      eb.exists(eb.selectFrom("state").select("id").where("id", "=", v.stateId).where("country_id", "=", v.countryId).where("is_active", "=", true)).as("state_ok"),
      eb.exists(eb.selectFrom("city").select("id").where("id", "=", v.cityId).where("state_id", "=", v.stateId).where("is_active", "=", true)).as("city_ok"),
    ]),
  ))!;
  if (!r.country_ok) return "countryId";
  if (!r.state_ok) return "stateId";
  if (!r.city_ok) return "cityId";
  return null;
}

/** Adds (id null) or updates one of the shopper's addresses; `use` points the cart at it. */
export async function saveAddress(
  scope: RequestScope,
  shopper: Shopper,
  id: number | null,
  rawInput: unknown,
  use: AddressUse | null,
): Promise<AddressResultDto> {
  const { em } = scope;
  const { values: v, reader } = readAddressInput(rawInput);
  if (reader.problems.length === 0) {
    const field = await locationProblem(em, v);
    if (field) reader.problem(field, "field_invalid_location");
  }
  if (reader.problems.length) return formError(reader.problems);
  const columns = {
    title: v.title,
    first_name: v.firstName,
    last_name: v.lastName,
    phone: v.phone,
    address: v.address,
    country_id: v.countryId,
    state_id: v.stateId,
    city_id: v.cityId,
    zip_code: v.zipCode,
    invoice_type: v.invoiceType,
    identity_number: v.identityNumber,
    company_name: v.companyName,
    tax_office: v.taxOffice,
    tax_number: v.taxNumber,
    updated_at: sql<Date>`now()`,
  };
  const savedId = await em.transactional(async (tx) => {
    const saved =
      id === null
        ? await first(
            tx,
            db
              .insertInto("address")
              .values({ shopper_kind: shopper.kind, shopper_id: shopper.id, ...columns, created_at: sql<Date>`now()` })
              .returning("id"),
          )
        : await first(
            tx,
            db.updateTable("address").set(columns).where("id", "=", id).where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).returning("id"),
          );
    if (!saved) throw notFound();
    const addressId = saved.id;
    if (use) await useCartAddress(tx, shopper, addressId, use);
    return addressId;
  });
  return (await findAddress(scope, shopper, savedId)) as AddressDto & { __typename: "Address" };
}

/** Deletes one of the shopper's addresses and clears it from the cart; another shopper's id is NOT_FOUND. */
export async function deleteAddress(em: EntityManager, shopper: Shopper, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return em.transactional(async (tx) => {
    const deleted = await first(tx, db.deleteFrom("address").where("id", "=", id).where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).returning("id"));
    if (!deleted) throw notFound();
    await forgetCartAddress(tx, shopper, id);
    return true;
  });
}

export type AddressCheckCode = "NO_PROBLEM" | "NO_DELIVERY_ADDRESS" | "NO_INVOICE_ADDRESS" | "NO_TWO_ADDRESS";

/** Which of the cart's addresses are missing (an id that is no longer the shopper's counts as missing). */
export function addressCheckCode(hasInvoice: boolean, hasDelivery: boolean): AddressCheckCode {
  if (!hasInvoice && !hasDelivery) return "NO_TWO_ADDRESS";
  if (!hasDelivery) return "NO_DELIVERY_ADDRESS";
  if (!hasInvoice) return "NO_INVOICE_ADDRESS";
  return "NO_PROBLEM";
}

/** Which addresses the order still needs; the GraphQL layer writes the warning (none for NO_PROBLEM). */
export type OrderAddressCheckResult = Omit<OrderAddressCheck, "message">;

export async function checkOrderAddress(em: EntityManager, shopper: Shopper): Promise<OrderAddressCheckResult> {
  const { invoiceId, deliveryId } = await cartAddressIds(em, shopper);
  return { code: addressCheckCode(invoiceId !== null, deliveryId !== null) };
}
