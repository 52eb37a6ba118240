// Editing the profile: the same field rules as registration, the email and phone still unique among live accounts,
// a changed phone or email no longer verified (the code or link went to the old one), and the commercial-message consent given
// or withdrawn as a new consent record, so the history shows every change with the text version of the time.
import type { RequestScope } from "../../core/context.js";
import { sql } from "../../core/db.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import { readCustomerDetails, type CustomerDetails } from "./customer.input.js";
import { duplicateCode, getCustomerProfile, takenContacts, type CustomerProfile } from "./customer.service.js";
import { consentVersions, recordConsents } from "./consent.service.js";

export type ProfileOutcome = (CustomerProfile & { __typename: "Customer" }) | FormErrorResult;

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message ?? error));

/** Country, state in it, city in the state: each one given must exist and belong to the one before. */
async function locationProblems(scope: RequestScope, d: CustomerDetails): Promise<FieldProblem[]> {
  if (d.countryId === null && d.stateId === null && d.cityId === null) return [];
  const [r] = await sql(
    scope.em,
    `select (?::int is null or exists(select 1 from country where id = ?)) as country_ok,
            (?::int is null or exists(select 1 from state where id = ? and (?::int is null or country_id = ?))) as state_ok,
            (?::int is null or exists(select 1 from city where id = ? and (?::int is null or state_id = ?))) as city_ok`,
    [d.countryId, d.countryId, d.stateId, d.stateId, d.countryId, d.countryId, d.cityId, d.cityId, d.stateId, d.stateId],
  );
  const problems: FieldProblem[] = [];
  if (!r.country_ok) problems.push({ field: "countryId", key: "field_invalid_location" });
  if (!r.state_ok) problems.push({ field: "stateId", key: "field_invalid_location" });
  if (!r.city_ok) problems.push({ field: "cityId", key: "field_invalid_location" });
  return problems;
}

export async function updateProfile(scope: RequestScope, customerId: number, raw: unknown, clientIp: string | null): Promise<ProfileOutcome> {
  const { em } = scope;
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const { details: d, problems } = readCustomerDetails(input);
  if (problems.length) return formError(problems);
  const placeProblems = await locationProblems(scope, d);
  if (placeProblems.length) return formError(placeProblems);
  const taken = await takenContacts(em, d.email, d.phone, customerId);
  if (taken.length) return formError(taken, duplicateCode(taken));
  const before = await getCustomerProfile(em, customerId);
  if (!before) return formError([{ field: "email", key: "no_customer" }], "NO_CUSTOMER");
  const commercial = typeof input.commercial === "boolean" ? input.commercial : before.commercialConsent;
  // An individual has no company; a corporate member's national id is not asked for.
  const corporate = d.kind === "corporate";
  try {
    await em.transactional(async (tx) => {
      await sql(
        tx,
        `update customer set kind = ?, first_name = ?, last_name = ?, email = ?, phone = ?, identity_number = ?, birthday = ?, gender = ?,
           company_name = ?, tax_office = ?, tax_number = ?, home_phone = ?, office_phone = ?, fax = ?, country_id = ?, state_id = ?,
           city_id = ?, zip_code = ?, commercial_consent = ?,
           phone_verified_at = case when phone = ? then phone_verified_at end,
           email_verified_at = case when email = ? then email_verified_at end, updated_at = now()
         where id = ? and deleted_at is null`,
        [
          d.kind, d.firstName, d.lastName, d.email, d.phone, corporate ? null : d.identityNumber, d.birthday, d.gender,
          corporate ? d.companyName : null, corporate ? d.taxOffice : null, corporate ? d.taxNumber : null, d.homePhone, d.officePhone,
          d.fax, d.countryId, d.stateId, d.cityId, d.zipCode, commercial, d.phone, d.email, customerId,
        ],
      );
      if (commercial !== before.commercialConsent) {
        const versions = await consentVersions(tx);
        await recordConsents(tx, customerId, clientIp, [{ kind: "commercial", accepted: commercial, textVersion: versions.commercial }]);
      }
    });
  } catch (error) {
    // Another account took the email or phone between the check and the update.
    if (!isUniqueViolation(error)) throw error;
    const raced = await takenContacts(em, d.email, d.phone, customerId);
    return formError(raced.length ? raced : [{ field: "email", key: "email_duplicate" }], duplicateCode(raced) ?? "EMAIL_DUPLICATE");
  }
  const after = await getCustomerProfile(em, customerId);
  return { __typename: "Customer", ...after! };
}
