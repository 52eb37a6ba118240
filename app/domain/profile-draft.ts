// The profile form's values, pure: read from the form as typed (every value kept as text, so nothing is lost on an
// error or a refresh of the place lists), made from the member's record, and turned into the GraphQL input.
import type { CustomerProfileInput, Gender } from "../graphql/generated/graphql";
import { formText, positiveId } from "./checkout-address";

export const PROFILE_TEXT_FIELDS = [
  "firstName", "lastName", "email", "phone", "identityNumber", "birthday", "gender", "companyName", "taxOffice", "taxNumber",
  "homePhone", "officePhone", "fax", "zipCode",
] as const;
type TextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileDraft = Record<TextField, string> & {
  kind: "individual" | "corporate";
  countryId: string;
  stateId: string;
  cityId: string;
  commercial: boolean;
};

const id = (value: FormDataEntryValue | null) => String(positiveId(value) ?? "");

export function profileDraftFromForm(form: FormData): ProfileDraft {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, formText(form, name).slice(0, 255)])) as Record<TextField, string>;
  return {
    ...texts,
    kind: formText(form, "kind") === "corporate" ? "corporate" : "individual",
    countryId: id(form.get("countryId")),
    stateId: id(form.get("stateId")),
    cityId: id(form.get("cityId")),
    commercial: form.get("commercial") === "on",
  };
}

type Member = { [K in TextField]?: string | null } & {
  kind: "INDIVIDUAL" | "CORPORATE";
  gender?: Gender | null;
  countryId?: number | null;
  stateId?: number | null;
  cityId?: number | null;
  commercialConsent: boolean;
};

export function profileDraftOf(member: Member): ProfileDraft {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, member[name] ?? ""])) as Record<TextField, string>;
  return {
    ...texts,
    gender: member.gender?.toLowerCase() ?? "",
    kind: member.kind === "CORPORATE" ? "corporate" : "individual",
    countryId: member.countryId ? String(member.countryId) : "",
    stateId: member.stateId ? String(member.stateId) : "",
    cityId: member.cityId ? String(member.cityId) : "",
    commercial: member.commercialConsent,
  };
}

/** The input of updateProfile: empty text is null (required fields are then named by the server). */
export function profileInput(d: ProfileDraft): CustomerProfileInput {
  const orNull = (value: string) => (value === "" ? null : value);
  const corporate = d.kind === "corporate";
  const gender = ["female", "male", "other"].includes(d.gender) ? (d.gender.toUpperCase() as Gender) : null;
  return {
    kind: corporate ? "CORPORATE" : "INDIVIDUAL",
    firstName: orNull(d.firstName),
    lastName: orNull(d.lastName),
    email: orNull(d.email),
    phone: orNull(d.phone),
    identityNumber: corporate ? null : orNull(d.identityNumber),
    birthday: orNull(d.birthday),
    gender,
    companyName: corporate ? orNull(d.companyName) : null,
    taxOffice: corporate ? orNull(d.taxOffice) : null,
    taxNumber: corporate ? orNull(d.taxNumber) : null,
    homePhone: orNull(d.homePhone),
    officePhone: orNull(d.officePhone),
    fax: orNull(d.fax),
    countryId: positiveId(d.countryId),
    stateId: positiveId(d.stateId),
    cityId: positiveId(d.cityId),
    zipCode: orNull(d.zipCode),
    commercial: d.commercial,
  };
}
