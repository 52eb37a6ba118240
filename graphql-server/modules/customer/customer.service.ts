// Becoming a member and signing in with a password: registration (details, password, the required consents and the
// optional commercial-message consent), login by email, and the profile read. A session is an opaque bearer token
// of the auth module (role customer); the storefront keeps it in the g_u_t cookie.
import type { EntityManager } from "@mikro-orm/core";
import type { Identity, RequestScope } from "../../core/context.js";
import type { InferResult } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import { issueToken, revokeToken } from "../auth/index.js";
import { readCustomerDetails, type CustomerDetails } from "./customer.input.js";
import { consentVersions, recordConsents } from "./consent.service.js";
import { contactVerified } from "./contact-verified.js";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordNeedsRehash, verifyPassword } from "../../core/password.js";
import { customerDatabase as db } from "./customer.database.js";

/** A member's token lives 30 days; the storefront's cookie (one day, renewed on every page) ends an idle session sooner. */
export const CUSTOMER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface CustomerProfile extends CustomerDetails {
  id: number;
  imagePath: string | null;
  commercialConsent: boolean;
  phoneVerified: boolean;
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: string;
}

export interface CustomerSessionResult {
  __typename: "CustomerSession";
  token: string;
  expiresAt: string;
  customerId: number;
}

export type RegisterOutcome = CustomerSessionResult | FormErrorResult;
export type LoginOutcome = CustomerSessionResult | OperationErrorResult;

/** A member's profile columns: never the password hash itself, only whether there is one. */
export const PROFILE_COLUMNS = [
  "id",
  "kind",
  "first_name",
  "last_name",
  "email",
  "phone",
  "identity_number",
  "birthday",
  "gender",
  "company_name",
  "tax_office",
  "tax_number",
  "home_phone",
  "office_phone",
  "fax",
  "country_id",
  "state_id",
  "city_id",
  "zip_code",
  "image_path",
  "commercial_consent",
  "phone_verified_at",
  "email_verified_at",
  sql<boolean>`password_hash is not null`.as("has_password"),
  "created_at",
] as const;

const liveProfiles = () => db.selectFrom("customer").select(PROFILE_COLUMNS).where("deleted_at", "is", null);

export function profileOf(r: InferResult<ReturnType<typeof liveProfiles>>[number]): CustomerProfile {
  return {
    id: r.id,
    kind: r.kind === "corporate" ? "corporate" : "individual",
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone ?? "",
    identityNumber: r.identity_number,
    birthday: r.birthday,
    gender: r.gender,
    companyName: r.company_name,
    taxOffice: r.tax_office,
    taxNumber: r.tax_number,
    homePhone: r.home_phone,
    officePhone: r.office_phone,
    fax: r.fax,
    countryId: r.country_id,
    stateId: r.state_id,
    cityId: r.city_id,
    zipCode: r.zip_code,
    imagePath: r.image_path,
    commercialConsent: r.commercial_consent,
    phoneVerified: r.phone_verified_at !== null,
    emailVerified: r.email_verified_at !== null,
    hasPassword: r.has_password,
    createdAt: r.created_at.toISOString(),
  };
}

/** A live member's profile (null once the account is deleted or for an unknown id). */
export async function getCustomerProfile(em: EntityManager, customerId: number): Promise<CustomerProfile | null> {
  const row = await first(em, liveProfiles().where("id", "=", customerId));
  return row ? profileOf(row) : null;
}

/** The problems of a new password (empty when it may be used). */
export function passwordProblems(field: string, password: unknown): FieldProblem[] {
  if (typeof password !== "string" || password === "") return [{ field, key: "field_required_password" }];
  if (password.length < MIN_PASSWORD_LENGTH) return [{ field, key: "field_password_too_short" }];
  if (password.length > MAX_PASSWORD_LENGTH) return [{ field, key: "field_too_long" }];
  return [];
}

/**
 * The problems of a new password typed twice: its own, else a repeat that differs (a repeat not asked for, null, is
 * no problem).
 */
export function newPasswordProblems(field: string, password: unknown, repeatField: string, repeat: string | null | undefined): FieldProblem[] {
  const problems = passwordProblems(field, password);
  if (!problems.length && repeat != null && repeat !== password) problems.push({ field: repeatField, key: "field_password_repeat_mismatch" });
  return problems;
}

/** Which of email and phone another live account already uses. */
export async function takenContacts(em: EntityManager, email: string, phone: string, exceptId = 0): Promise<FieldProblem[]> {
  const holders = await rows(
    em,
    db
      .selectFrom("customer")
      .select(["email", "phone"])
      .where((eb) => eb.or([eb("email", "=", email), eb("phone", "=", phone)]))
      .where("id", "<>", exceptId)
      .where("deleted_at", "is", null),
  );
  const problems: FieldProblem[] = [];
  if (holders.some((r) => r.email === email)) problems.push({ field: "email", key: "email_duplicate" });
  if (holders.some((r) => r.phone === phone)) problems.push({ field: "phone", key: "phone_duplicate" });
  return problems;
}

/** The duplicate's own code (integrations branch on email_duplicate / phone_duplicate), else the form's. */
export const duplicateCode = (problems: FieldProblem[]) =>
  problems[0]?.key === "email_duplicate" ? "EMAIL_DUPLICATE" : problems[0]?.key === "phone_duplicate" ? "PHONE_DUPLICATE" : undefined;

export const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message ?? error));

export async function startSession(em: EntityManager, customerId: number): Promise<CustomerSessionResult> {
  const token = await issueToken(em, "customer", customerId, CUSTOMER_TOKEN_TTL_SECONDS);
  return { __typename: "CustomerSession", token, expiresAt: new Date(Date.now() + CUSTOMER_TOKEN_TTL_SECONDS * 1000).toISOString(), customerId };
}

export async function registerCustomer(scope: RequestScope, raw: unknown, clientIp: string | null): Promise<RegisterOutcome> {
  const { em, language } = scope;
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const { details, problems } = readCustomerDetails(input);
  problems.push(...passwordProblems("password", input.password));
  if (input.kvkk !== true) problems.push({ field: "kvkk", key: "field_required_kvkk" });
  if (input.membership !== true) problems.push({ field: "membership", key: "field_required_membership" });
  if (problems.length) return formError(problems);

  const taken = await takenContacts(em, details.email, details.phone);
  if (taken.length) return formError(taken, duplicateCode(taken));
  // Hashing takes a quarter of a second: outside the transaction, so no lock waits for it.
  const passwordHash = await hashPassword(input.password as string);
  try {
    return await em.transactional(async (tx) => {
      const row = await first(
        tx,
        db
          .insertInto("customer")
          .values({
            kind: details.kind,
            first_name: details.firstName,
            last_name: details.lastName,
            email: details.email,
            phone: details.phone,
            password_hash: passwordHash,
            identity_number: details.identityNumber,
            birthday: details.birthday,
            gender: details.gender,
            company_name: details.companyName,
            tax_office: details.taxOffice,
            tax_number: details.taxNumber,
            home_phone: details.homePhone,
            office_phone: details.officePhone,
            fax: details.fax,
            country_id: details.countryId,
            state_id: details.stateId,
            city_id: details.cityId,
            zip_code: details.zipCode,
            language,
            commercial_consent: input.commercial === true,
            created_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
          })
          .returning("id"),
      );
      const customerId = row!.id;
      const versions = await consentVersions(tx);
      await recordConsents(tx, customerId, clientIp, [
        { kind: "kvkk", accepted: true, textVersion: versions.kvkk },
        { kind: "membership", accepted: true, textVersion: versions.membership },
        { kind: "commercial", accepted: input.commercial === true, textVersion: versions.commercial },
      ]);
      return startSession(tx, customerId);
    });
  } catch (error) {
    // Two registrations with the same email or phone at once: the second meets the unique index.
    if (!isUniqueViolation(error)) throw error;
    const raced = await takenContacts(em, details.email, details.phone);
    return formError(raced.length ? raced : [{ field: "email", key: "email_duplicate" }], duplicateCode(raced) ?? "EMAIL_DUPLICATE");
  }
}

/**
 * Email and password. An unknown email, an account without a password and a wrong password get one answer,
 * LOGIN_FAILED, so the login does not tell who is a member (docs/decisions/101).
 */
export async function loginWithPassword(em: EntityManager, emailRaw: string, password: string): Promise<LoginOutcome> {
  const email = emailRaw.trim().toLowerCase();
  const member = email ? await first(em, db.selectFrom("customer").select(["id", "password_hash"]).where("email", "=", email).where("deleted_at", "is", null)) : undefined;
  const hash = member?.password_hash ?? null;
  // An unknown email costs one verification too, so the timing tells nothing either.
  const ok = await verifyPassword(hash, password);
  if (!member || !ok || hash === null) return operationError("LOGIN_FAILED", "password");
  const customerId = member.id;
  if (await passwordNeedsRehash(hash)) await rows(em, db.updateTable("customer").set({ password_hash: await hashPassword(password) }).where("id", "=", customerId));
  return startSession(em, customerId);
}

/** Logout: the token that made this request stops working. */
export async function logout(em: EntityManager, identity: Identity): Promise<boolean> {
  if (identity.tokenId === undefined) return false;
  await revokeToken(em, identity.tokenId);
  return true;
}

/** A member's contact for an order: the profile's email, phone and name. */
export async function customerContact(em: EntityManager, customerId: number) {
  const profile = await getCustomerProfile(em, customerId);
  if (!profile || !profile.email || !profile.phone) return null;
  return { email: profile.email, phone: profile.phone, firstName: profile.firstName, lastName: profile.lastName };
}

/** Marks the member's phone verified (a one-time code to it was confirmed) and tells who waits for it (contact-verified.ts). */
export async function markPhoneVerified(em: EntityManager, customerId: number): Promise<void> {
  const verified = await first(
    em,
    db.updateTable("customer").set({ phone_verified_at: sql<Date>`now()` }).where("id", "=", customerId).where("phone_verified_at", "is", null).returning("phone"),
  );
  const phone = verified?.phone ?? null;
  if (phone) await contactVerified(em, customerId, { phone });
}
