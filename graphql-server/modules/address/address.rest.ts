// /api/v1 address routes (spec §7 customer) with legacy snake_case shapes. The identity comes from the bearer token
// (a guest's or a member's); another shopper's address id answers 404. Form failures answer 200 {success:false,
// code:"form_required_general_message", message, errors:[{field, message}]} with one message per field.
import type { Address, AddressResult, FormError, Mutation, OrderAddress, Query } from "../../generated/resolvers-types.js";
import { defineRoute, RestInputError, type RestInput, type RestRoute } from "../../core/rest.js";
import { body } from "../../core/rest-input.js";
import { legacyCode } from "../../core/errors.js";

export const ADDRESS_FIELDS = `id title firstName lastName phone address countryId countryName stateId stateName cityId cityName zipCode
  invoiceType identityNumber companyName taxOffice taxNumber`;
export const FORM_ERROR_FIELDS = `code message fields { field message }`;
const RESULT = `__typename ... on Address { ${ADDRESS_FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} }`;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An address as the legacy clients read it (also an order's copy of one, which has no ids). */
export const legacyAddressFields = (a: Omit<OrderAddress, "__typename">) => ({
  title: a.title,
  name: a.firstName,
  surname: a.lastName,
  phone: a.phone,
  address: a.address,
  country_name: a.countryName,
  state_name: a.stateName,
  city_name: a.cityName,
  zip_code: a.zipCode,
  invoice_type: a.invoiceType.toLowerCase(),
  identity_number: a.identityNumber ?? null,
  company_name: a.companyName ?? null,
  tax_office: a.taxOffice ?? null,
  tax_number: a.taxNumber ?? null,
});

export const legacyAddress = (a: Address) => ({
  id: a.id,
  ...legacyAddressFields(a),
  country_id: a.countryId,
  state_id: a.stateId,
  city_id: a.cityId,
});

export const legacyFormError = (e: FormError) => ({
  success: false,
  code: legacyCode(e.code),
  message: e.message,
  errors: e.fields.map((f) => ({ field: snake(f.field), message: f.message })),
});

/** A positive integer (number or digit string), or null when absent; anything else is malformed input. */
export function optionalInt(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  if (typeof value === "string" && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0) return Number(value.trim());
  throw new RestInputError(field);
}

/** Text fields: strings or numbers (a zip code sent as a number), else malformed. */
function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new RestInputError(field);
}

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

function addressVariables(input: RestInput) {
  const b = body(input);
  const type = optionalText(b.invoice_type, "invoice_type")?.toLowerCase() ?? "individual";
  if (type !== "individual" && type !== "corporate") throw new RestInputError("invoice_type");
  return {
    language: input.language,
    input: {
      title: optionalText(b.title, "title"),
      firstName: optionalText(b.name ?? b.first_name, "name"),
      lastName: optionalText(b.surname ?? b.last_name, "surname"),
      phone: optionalText(b.phone, "phone"),
      address: optionalText(b.address, "address"),
      countryId: optionalInt(b.country_id, "country_id"),
      stateId: optionalInt(b.state_id, "state_id"),
      cityId: optionalInt(b.city_id, "city_id"),
      zipCode: optionalText(b.zip_code, "zip_code"),
      invoiceType: type === "corporate" ? "CORPORATE" : "INDIVIDUAL",
      identityNumber: optionalText(b.identity_number, "identity_number"),
      companyName: optionalText(b.company_name, "company_name"),
      taxOffice: optionalText(b.tax_office, "tax_office"),
      taxNumber: optionalText(b.tax_number, "tax_number"),
    },
    use: { invoice: truthy(b.is_invoice), delivery: truthy(b.is_delivery) },
  };
}

function saveReply(result: AddressResult, okCode: string) {
  if (result.__typename === "FormError") return { body: legacyFormError(result as FormError) };
  return { body: { success: true, code: okCode, response: legacyAddress(result as Address) } };
}

const LIST_DOCUMENT = `query RestAddresses { addresses { ${ADDRESS_FIELDS} } }`;
const listReply = (data: Pick<Query, "addresses">) => ({ body: { success: true, response: data.addresses.map(legacyAddress) } });
const SAVE_DOCUMENT = `mutation RestSaveAddress($id: Int, $input: AddressInput!, $use: AddressUse, $language: String) {
  saveAddress(id: $id, input: $input, use: $use, language: $language) { ${RESULT} } }`;

export const addressRoutes: RestRoute[] = [
  /** GET /api/v1/customer/getGuestAddress — the guest's (or member's) addresses. 200 {success, response:[address]}. */
  defineRoute<Pick<Query, "addresses">>({ method: "GET", path: "/api/v1/customer/getGuestAddress", access: "shopper", document: LIST_DOCUMENT, reply: listReply }),
  /** GET /api/v1/customer/getCustomerAddress — a member's addresses (customer token). 200 {success, response:[address]}. */
  defineRoute<Pick<Query, "addresses">>({ method: "GET", path: "/api/v1/customer/getCustomerAddress", access: "customer", document: LIST_DOCUMENT, reply: listReply }),
  /**
   * POST /api/v1/customer/addCustomerAddress?language — body {title, name, surname, phone, address, country_id,
   * state_id, city_id, zip_code, invoice_type: individual|corporate, identity_number, company_name, tax_office,
   * tax_number, is_invoice, is_delivery}. 200 {success, code:"address_added", response: address}; is_invoice /
   * is_delivery also set it as the cart's invoice / delivery address. Form failure: see the file header.
   */
  defineRoute<Pick<Mutation, "saveAddress">>({
    method: "POST",
    path: "/api/v1/customer/addCustomerAddress",
    access: "shopper",
    document: SAVE_DOCUMENT,
    variables: (input) => ({ id: null, ...addressVariables(input) }),
    reply: (data) => saveReply(data.saveAddress, "address_added"),
  }),
  /** POST /api/v1/customer/updateCustomerAddress?language — body {id, …the add fields}. 200 {success, code:"address_updated", response}; another's id: 404. */
  defineRoute<Pick<Mutation, "saveAddress">>({
    method: "POST",
    path: "/api/v1/customer/updateCustomerAddress",
    access: "shopper",
    document: SAVE_DOCUMENT,
    variables: (input) => {
      const id = optionalInt(body(input).id, "id");
      if (id === null) throw new RestInputError("id");
      return { id, ...addressVariables(input) };
    },
    reply: (data) => saveReply(data.saveAddress, "address_updated"),
  }),
  /** POST /api/v1/customer/deleteCustomerAddress?language — body {id} (the address object). 200 {success, code:"address_deleted"}; another's id: 404. */
  defineRoute<Pick<Mutation, "deleteAddress">>({
    method: "POST",
    path: "/api/v1/customer/deleteCustomerAddress",
    access: "shopper",
    document: `mutation RestDeleteAddress($id: Int!, $language: String) { deleteAddress(id: $id, language: $language) }`,
    variables: (input) => {
      const id = optionalInt(body(input).id, "id");
      if (id === null) throw new RestInputError("id");
      return { id, language: input.language };
    },
    reply: () => ({ body: { success: true, code: "address_deleted" } }),
  }),
];
