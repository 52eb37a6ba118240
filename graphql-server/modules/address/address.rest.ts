// /api/v1 address routes of the customer area, with legacy snake_case shapes. The identity comes from the bearer token
// (a guest's or a member's); another shopper's address id answers 404. Form failures answer 200 {success:false,
// code:"form_required_general_message", message, errors:[{field, message}]} with one message per field.
import type { Address, AddressResult, FormError, Mutation, OrderAddress, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, positiveId, textOrNumber, truthy } from "../../core/rest-input.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../core/rest-form.js";

export const ADDRESS_FIELDS = `id title firstName lastName phone address countryId countryName stateId stateName cityId cityName zipCode
  invoiceType identityNumber companyName taxOffice taxNumber`;
const RESULT = `__typename ... on Address { ${ADDRESS_FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} }`;

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


/** The address fields of an add or update body (`name` or `first_name`, `surname` or `last_name`). */
const addressFields = {
  title: textOrNumber,
  name: textOrNumber.describe("or first_name"),
  surname: textOrNumber.describe("or last_name"),
  phone: textOrNumber,
  address: textOrNumber,
  country_id: positiveId,
  state_id: positiveId,
  city_id: positiveId,
  zip_code: textOrNumber,
  invoice_type: textOrNumber
    .transform((type) => type?.toLowerCase() ?? "individual")
    .refine((type) => type === "individual" || type === "corporate")
    .describe("individual (when left out) or corporate"),
  identity_number: textOrNumber,
  company_name: textOrNumber,
  tax_office: textOrNumber,
  tax_number: textOrNumber,
  is_invoice: truthy,
  is_delivery: truthy,
};
/** An address id the route cannot do without. */
const requiredId = positiveId.refine((id) => id !== null);
const aliases = (b: Record<string, unknown>) => ({ ...b, name: firstGiven(b, "name", "first_name"), surname: firstGiven(b, "surname", "last_name") });
const addBody = legacyBody(() => addressFields, aliases);
const updateBody = legacyBody(() => ({ ...addressFields, id: requiredId }), aliases);

function addressVariables(b: z.output<typeof addBody>, language: string) {
  return {
    language,
    input: {
      title: b.title,
      firstName: b.name,
      lastName: b.surname,
      phone: b.phone,
      address: b.address,
      countryId: b.country_id,
      stateId: b.state_id,
      cityId: b.city_id,
      zipCode: b.zip_code,
      invoiceType: b.invoice_type === "corporate" ? "CORPORATE" : "INDIVIDUAL",
      identityNumber: b.identity_number,
      companyName: b.company_name,
      taxOffice: b.tax_office,
      taxNumber: b.tax_number,
    },
    use: { invoice: b.is_invoice, delivery: b.is_delivery },
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
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/addCustomerAddress",
    access: "shopper",
    body: addBody,
    document: SAVE_DOCUMENT,
    variables: ({ body }, { language }) => ({ id: null, ...addressVariables(body, language) }),
    reply: (data: Pick<Mutation, "saveAddress">) => saveReply(data.saveAddress, "address_added"),
  }),
  /** POST /api/v1/customer/updateCustomerAddress?language — body {id, …the add fields}. 200 {success, code:"address_updated", response}; another's id: 404. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/updateCustomerAddress",
    access: "shopper",
    body: updateBody,
    document: SAVE_DOCUMENT,
    variables: ({ body }, { language }) => ({ id: body.id, ...addressVariables(body, language) }),
    reply: (data: Pick<Mutation, "saveAddress">) => saveReply(data.saveAddress, "address_updated"),
  }),
  /** POST /api/v1/customer/deleteCustomerAddress?language — body {id} (the address object). 200 {success, code:"address_deleted"}; another's id: 404. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/deleteCustomerAddress",
    access: "shopper",
    body: legacyBody(() => ({ id: requiredId })),
    document: `mutation RestDeleteAddress($id: Int!, $language: String) { deleteAddress(id: $id, language: $language) }`,
    variables: ({ body }, { language }) => ({ id: body.id, language }),
    reply: (_data: Pick<Mutation, "deleteAddress">) => ({ body: { success: true, code: "address_deleted" } }),
  }),
];
