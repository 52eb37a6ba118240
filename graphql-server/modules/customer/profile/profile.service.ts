// Editing the profile: the same field rules as registration, the email and phone still unique among live accounts,
// a changed phone or email no longer verified (the code or link went to the old one), and the commercial-message consent given
// or withdrawn as a new consent record, so the history shows every change with the text version of the time.
import type { RequestScope } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { readCustomerDetails, type CustomerDetails } from "../customer.input.js";
import { customerDatabase as db } from "../customer.database.js";
import { duplicateCode, getCustomerProfile, takenContacts, type CustomerProfile } from "../customer.service.js";
import { consentVersions, recordConsents } from "../consent.service.js";

export type ProfileOutcome = (CustomerProfile & { __typename: "Customer" }) | FormErrorResult;

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message ?? error));

/** Country, state in it, city in the state: each one given must exist and belong to the one before. */
async function locationProblems(scope: RequestScope, d: CustomerDetails): Promise<FieldProblem[]> {
  if (d.countryId === null && d.stateId === null && d.cityId === null) return [];
  const { countryId, stateId, cityId } = d;
  const r = (await first(
    scope.em,
    db.selectNoFrom((eb) => [
      (countryId === null ? eb.lit(true) : eb.exists(eb.selectFrom("country").select("id").where("id", "=", countryId))).as("country_ok"),
      (stateId === null
        ? eb.lit(true)
        : eb.exists(
            eb
              .selectFrom("state")
              .select("id")
              .where("id", "=", stateId)
              .$if(countryId !== null, (q) => q.where("country_id", "=", countryId!)),
          )
      ).as("state_ok"),
      (cityId === null
        ? eb.lit(true)
        : eb.exists(
            eb
              .selectFrom("city")
              .select("id")
              .where("id", "=", cityId)
              .$if(stateId !== null, (q) => q.where("state_id", "=", stateId!)),
          )
      ).as("city_ok"),
    ]),
  ))!;
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
      await rows(
        tx,
        db
          .updateTable("customer")
          .set({
            kind: d.kind,
            first_name: d.firstName,
            last_name: d.lastName,
            email: d.email,
            phone: d.phone,
            identity_number: corporate ? null : d.identityNumber,
            birthday: d.birthday,
            gender: d.gender,
            company_name: corporate ? d.companyName : null,
            tax_office: corporate ? d.taxOffice : null,
            tax_number: corporate ? d.taxNumber : null,
            home_phone: d.homePhone,
            office_phone: d.officePhone,
            fax: d.fax,
            country_id: d.countryId,
            state_id: d.stateId,
            city_id: d.cityId,
            zip_code: d.zipCode,
            commercial_consent: commercial,
            phone_verified_at: sql<Date | null>`case when phone = ${d.phone} then phone_verified_at end`,
            email_verified_at: sql<Date | null>`case when email = ${d.email} then email_verified_at end`,
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", customerId)
          .where("deleted_at", "is", null),
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
