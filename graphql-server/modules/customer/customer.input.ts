// Reading a member's details from a form (registration and the profile page): every field of the spec, each
// problem as one translated message per field. Individuals need name, surname, email and phone; corporate members
// also company name, tax office and a tax number with a valid check digit. A national id, birthday or other phone
// is optional, but checked when given.
import { normalisePhone } from "../../../shared/phone.js";
import { FieldReader, isValidEmail, isValidPhone, isValidTaxNumber, isValidTurkishId, normalizePhone, type FieldProblem } from "../../core/form.js";

/** A Turkish mobile in one form (+905…), so 0532…, 532… and +90 532… are one member's; other numbers as digits. */
export const memberPhone = (text: string) => normalisePhone(text) ?? normalizePhone(text);

export type CustomerKind = "individual" | "corporate";
export type Gender = "female" | "male" | "other";

/** The details both registration and the profile page write. */
export interface CustomerDetails {
  kind: CustomerKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  identityNumber: string | null;
  birthday: string | null;
  gender: Gender | null;
  companyName: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
  homePhone: string | null;
  officePhone: string | null;
  fax: string | null;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  zipCode: string | null;
}

const GENDERS: Record<string, Gender> = { female: "female", male: "male", other: "other" };

/** A real calendar day, written YYYY-MM-DD, between 1900 and today. */
export function isValidBirthday(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && date <= today;
}

function optionalId(input: Record<string, unknown>, field: string, r: FieldReader): number | null {
  const value = input[field];
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  r.problem(field, "field_invalid_location");
  return null;
}

function optionalPhone(r: FieldReader, field: string): string | null {
  const value = r.optional(field, 32);
  if (value === null) return null;
  if (!isValidPhone(value)) {
    r.problem(field, "field_invalid_phone");
    return null;
  }
  return normalizePhone(value);
}

/** Reads the details; `problems` is empty when they can be stored. */
export function readCustomerDetails(raw: unknown): { details: CustomerDetails; problems: FieldProblem[]; r: FieldReader } {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const r = new FieldReader(input);
  const kindText = String(input.kind ?? "individual").toLowerCase();
  const kind: CustomerKind = kindText === "corporate" ? "corporate" : "individual";
  const firstName = r.required("firstName", 128, "field_required_first_name");
  const lastName = r.required("lastName", 128, "field_required_last_name");
  const email = r.required("email", 254, "field_required_email").toLowerCase();
  if (email && !isValidEmail(email)) r.problem("email", "field_invalid_email");
  const phoneText = r.required("phone", 32, "field_required_phone");
  if (phoneText && !isValidPhone(phoneText)) r.problem("phone", "field_invalid_phone");

  const identityNumber = r.optional("identityNumber", 11);
  if (identityNumber && !isValidTurkishId(identityNumber)) r.problem("identityNumber", "field_invalid_identity_number");
  const birthday = r.optional("birthday", 10);
  if (birthday && !isValidBirthday(birthday)) r.problem("birthday", "field_invalid_birthday");
  const genderText = r.optional("gender", 16)?.toLowerCase() ?? null;
  const gender = genderText ? (GENDERS[genderText] ?? null) : null;
  if (genderText && !gender) r.problem("gender", "field_required_gender");

  const corporate = kind === "corporate";
  const companyName = corporate ? r.required("companyName", 255, "field_required_company_name") : r.optional("companyName", 255);
  const taxOffice = corporate ? r.required("taxOffice", 128, "field_required_tax_office") : r.optional("taxOffice", 128);
  const taxNumber = corporate ? r.required("taxNumber", 11, "field_required_tax_number") : r.optional("taxNumber", 11);
  if (taxNumber && !isValidTaxNumber(taxNumber)) r.problem("taxNumber", "field_invalid_tax_number");

  const details: CustomerDetails = {
    kind,
    firstName,
    lastName,
    email,
    phone: phoneText ? memberPhone(phoneText) : "",
    identityNumber: identityNumber || null,
    birthday: birthday || null,
    gender,
    companyName: companyName || null,
    taxOffice: taxOffice || null,
    taxNumber: taxNumber || null,
    homePhone: optionalPhone(r, "homePhone"),
    officePhone: optionalPhone(r, "officePhone"),
    fax: optionalPhone(r, "fax"),
    countryId: optionalId(input, "countryId", r),
    stateId: optionalId(input, "stateId", r),
    cityId: optionalId(input, "cityId", r),
    zipCode: r.optional("zipCode", 16),
  };
  return { details, problems: r.problems, r };
}
