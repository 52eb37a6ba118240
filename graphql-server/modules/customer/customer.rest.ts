// /api/v1 routes of members: registration, password login and the member's own record, in the legacy snake_case
// shapes. A session reply carries the token (send it as `Authorization: Bearer`) and `user` {id, name, surname}.
import type { Customer, CustomerSession, FormError, OperationError, Query } from "../../generated/resolvers-types.js";
import { legacyUserError } from "../../core/errors.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../core/rest-form.js";
import { firstGiven, legacyBody, positiveId, text, textOrNumber, truthy } from "../../core/rest-input.js";
import { z } from "zod";

export const CUSTOMER_FIELDS = `id kind firstName lastName email phone identityNumber birthday gender companyName taxOffice taxNumber
  homePhone officePhone fax countryId stateId cityId zipCode imageUrl commercialConsent phoneVerified hasPassword createdAt`;
const SESSION = `... on CustomerSession { token expiresAt customer { id firstName lastName } }`;

/** A member as the legacy clients read it. */
export const legacyCustomer = (c: Customer) => ({
  id: c.id,
  type: c.kind.toLowerCase(),
  name: c.firstName,
  surname: c.lastName,
  email: c.email,
  phone: c.phone,
  identity_number: c.identityNumber ?? null,
  birthday: c.birthday ?? null,
  gender: c.gender?.toLowerCase() ?? null,
  company_name: c.companyName ?? null,
  tax_office: c.taxOffice ?? null,
  tax_number: c.taxNumber ?? null,
  home_phone: c.homePhone ?? null,
  office_phone: c.officePhone ?? null,
  fax: c.fax ?? null,
  country_id: c.countryId ?? null,
  state_id: c.stateId ?? null,
  city_id: c.cityId ?? null,
  zip_code: c.zipCode ?? null,
  image: c.imageUrl ?? null,
  is_commercial_message: c.commercialConsent,
  phone_verified: c.phoneVerified,
  created_at: c.createdAt,
});

/** The session part of a login or registration reply. */
export const legacySession = (s: Pick<CustomerSession, "token" | "expiresAt"> & { customer: Pick<Customer, "id" | "firstName" | "lastName"> }) => ({
  token: s.token,
  expires_at: s.expiresAt,
  user: { id: s.customer.id, name: s.customer.firstName, surname: s.customer.lastName },
});

type SessionOr<E> = (Pick<CustomerSession, "token" | "expiresAt"> & { __typename: "CustomerSession"; customer: Pick<Customer, "id" | "firstName" | "lastName"> }) | E;

/** The details of a registration or profile body, legacy names first (`name` or `first_name`, …). */
export const customerBodyFields = {
  type: textOrNumber.describe("individual (when left out) or corporate; or is_corporate"),
  is_corporate: truthy,
  name: textOrNumber.describe("or first_name"),
  surname: textOrNumber.describe("or last_name"),
  email: textOrNumber,
  phone: textOrNumber,
  identity_number: textOrNumber,
  birthday: textOrNumber.describe("YYYY-MM-DD"),
  gender: textOrNumber.describe("female, male or other"),
  company_name: textOrNumber,
  tax_office: textOrNumber,
  tax_number: textOrNumber,
  home_phone: textOrNumber,
  office_phone: textOrNumber,
  fax: textOrNumber,
  country_id: positiveId,
  state_id: positiveId,
  city_id: positiveId,
  zip_code: textOrNumber,
};
export const aliases = (b: Record<string, unknown>) => ({ ...b, name: firstGiven(b, "name", "first_name"), surname: firstGiven(b, "surname", "last_name") });

type CustomerBody = { [K in keyof typeof customerBodyFields]: z.output<(typeof customerBodyFields)[K]> };

/** The GraphQL input of a registration or profile body. */
export function customerInput(b: CustomerBody) {
  const corporate = b.is_corporate || b.type?.toLowerCase() === "corporate";
  return {
    kind: corporate ? "CORPORATE" : "INDIVIDUAL",
    firstName: b.name,
    lastName: b.surname,
    email: b.email,
    phone: b.phone,
    identityNumber: b.identity_number,
    birthday: b.birthday,
    gender: ["FEMALE", "MALE", "OTHER"].includes(b.gender?.toUpperCase() ?? "") ? b.gender!.toUpperCase() : null,
    companyName: b.company_name,
    taxOffice: b.tax_office,
    taxNumber: b.tax_number,
    homePhone: b.home_phone,
    officePhone: b.office_phone,
    fax: b.fax,
    countryId: b.country_id,
    stateId: b.state_id,
    cityId: b.city_id,
    zipCode: b.zip_code,
  };
}

const registerBody = legacyBody(
  () => ({
    ...customerBodyFields,
    password: z.string().max(1024).nullish(),
    kvkk: truthy.describe("or is_kvkk: the personal-data notice was read"),
    is_kvkk: truthy,
    membership_agreement: truthy.describe("or is_membership_agreement / membership: the membership agreement was accepted"),
    is_membership_agreement: truthy,
    membership: truthy,
    commercial_message: truthy.describe("or is_commercial_message: commercial messages (optional)"),
    is_commercial_message: truthy,
  }),
  aliases,
);

export const customerRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customer/add?language — registration, individual or corporate; fbp/fbc (advertising ids) are
   * accepted and ignored. 200 {success:true, code:"successfully_registered", token, expires_at, user}; a form
   * failure 200 {success:false, code (form_required_general_message, email_duplicate, phone_duplicate), message, errors}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/add",
    access: "public",
    body: registerBody,
    document: `mutation RestRegisterCustomer($input: RegisterCustomerInput!, $language: String) {
      registerCustomer(input: $input, language: $language) { __typename ${SESSION} ... on FormError { ${FORM_ERROR_FIELDS} } }
    }`,
    variables: ({ body }, { language }) => ({
      language,
      input: {
        ...customerInput(body),
        password: body.password ?? null,
        kvkk: body.kvkk || body.is_kvkk,
        membership: body.membership_agreement || body.is_membership_agreement || body.membership,
        commercial: body.commercial_message || body.is_commercial_message,
      },
    }),
    reply: (data: { registerCustomer: SessionOr<FormError & { __typename: "FormError" }> }) => {
      const result = data.registerCustomer;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "successfully_registered", ...legacySession(result) } };
    },
  }),
  /**
   * POST /api/v1/customerToken?language — login with {email, password}. 200 {success:true, token, expires_at,
   * user}; 200 {success:false, code: login_failed (unknown email and wrong password alike), message}; too many failures: 429.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken",
    access: "public",
    body: legacyBody(() => ({ email: text.max(254), password: z.string().max(1024) })),
    document: `mutation RestLoginCustomer($email: String!, $password: String!, $language: String) {
      loginCustomer(email: $email, password: $password, language: $language) { __typename ${SESSION} ... on OperationError { code message field } }
    }`,
    variables: ({ body }, { language }) => ({ email: body.email, password: body.password, language }),
    reply: (data: { loginCustomer: SessionOr<OperationError & { __typename: "OperationError" }> }) => {
      const result = data.loginCustomer;
      if (result.__typename === "OperationError") return { body: legacyUserError(result) };
      return { body: { success: true, code: "successfully_login", ...legacySession(result) } };
    },
  }),
  /** GET /api/v1/customerToken/me — 200 {success:true, result:{id, user:{id, name, surname, email, phone}}}; no member token: 401. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customerToken/me",
    access: "customer",
    document: `query RestCustomerMe { me { id firstName lastName email phone } }`,
    reply: (data: { me: Pick<Customer, "id" | "firstName" | "lastName" | "email" | "phone"> }) => ({
      body: {
        success: true,
        result: { id: data.me.id, user: { id: data.me.id, name: data.me.firstName, surname: data.me.lastName, email: data.me.email, phone: data.me.phone } },
      },
    }),
  }),
  /** GET /api/v1/customer/getCustomer — the member's record: 200 {success:true, data:{id, type, name, surname, …}}. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customer/getCustomer",
    access: "customer",
    document: `query RestGetCustomer { me { ${CUSTOMER_FIELDS} } }`,
    reply: (data: Pick<Query, "me">) => ({ body: { success: true, data: legacyCustomer(data.me) } }),
  }),
];
